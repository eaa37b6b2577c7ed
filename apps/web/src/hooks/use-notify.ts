import { createContext, useContext } from 'react';

export type TNotifySeverity = 'success' | 'warning' | 'error' | 'info';
export type TNotify = (message: string, severity?: TNotifySeverity) => void;

export const NotifyContext = createContext<TNotify | null>(null);
/** Closes the snackbar if one is open (sign-out). */
export const DismissNotifyContext = createContext<(() => void) | null>(null);

/** Shows a snackbar (top centre, at the bottom on a phone; hides after 6 s). The default severity is 'error', as in the seed. */
export function useNotify(): TNotify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotifyProvider');
  return notify;
}

/** Closes the open snackbar, if any. */
export function useDismissNotify(): () => void {
  const dismiss = useContext(DismissNotifyContext);
  if (!dismiss) throw new Error('useDismissNotify must be used inside NotifyProvider');
  return dismiss;
}
