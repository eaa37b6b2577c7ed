import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { DismissNotifyContext, NotifyContext, type TNotify } from '@/hooks/use-notify';
import type { TSnackbarMessage } from './snackbar-host';

const SnackbarHost = lazy(() => import('./snackbar-host'));

/** Snackbar: top centre (at the bottom on a phone), hides after 6000 ms, severities success, warning, error (default), info. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<TSnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<TNotify>((text, severity = 'error') => {
    setMessage({ key: Date.now(), text, severity });
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);

  return (
    <NotifyContext.Provider value={notify}>
      <DismissNotifyContext.Provider value={dismiss}>
        {children}
        {message && (
          <Suspense fallback={null}>
            <SnackbarHost message={message} open={open} onClose={dismiss} />
          </Suspense>
        )}
      </DismissNotifyContext.Provider>
    </NotifyContext.Provider>
  );
}
