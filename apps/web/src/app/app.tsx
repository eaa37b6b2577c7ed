import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { OfflineBanner } from '@/components/offline-banner';
import { AppProvider } from './providers/app-provider';
import { router } from './router';

const PUBLIC_PREFIXES = ['/hrportal', '/session/'];

/**
 * A 401 on any call but login means the session ended: the token is already cleared; send the
 * user to /hrportal keeping the current URL so they come back after signing in again.
 */
function useSessionExpiryRedirect() {
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search, hash } = router.state.location;
      if (PUBLIC_PREFIXES.some((p) => pathname.startsWith(p))) return;
      void router.navigate(`/hrportal?returnTo=${encodeURIComponent(pathname + search + hash)}`, { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, []);
}

export function App() {
  useSessionExpiryRedirect();
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <OfflineBanner />
    </AppProvider>
  );
}
