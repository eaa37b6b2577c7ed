import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { AuthProvider } from '@/lib/auth';
import { ensureLatinDigits } from '@/lib/latin-digits';
import { AppThemeProvider } from './theme-provider';
import { NotifyProvider } from './notify-provider';

// Only when the app opens without a network (the service worker holds the chunk): not on the first page's budget.
const OfflineClock = lazy(() => import('@/features/attendance/components/offline-clock').then((m) => ({ default: m.OfflineClock })));

function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // Server actions often notify the actor (a password change, later a decision): after any
    // successful change the bell and the panel ask again, whichever feature made the change.
    mutationCache: new MutationCache({
      onSuccess: () => void client.invalidateQueries({ queryKey: ['notifications'] }),
      // Whatever was decided or filed, the inbox counts (menu badges) may have moved.
      onSettled: () => void client.invalidateQueries({ queryKey: ['inbox'] }),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers are final; only network trouble and 5xx get one more try.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  // Leave data changes under other people's hands (an approval, a handover answer): a page that
  // opens asks again rather than showing what it saw earlier. The server answers repeated reads
  // from its cache, so this costs little.
  client.setQueryDefaults(['leave'], { staleTime: 0 });
  return client;
}

/** Theme + RTL cache, server state, snackbar and session, in that order. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Arabic-Indic digits typed into a number, ID, phone or date field mean the same number.
  ensureLatinDigits();
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <AuthProvider
            offlineClock={
              <Suspense fallback={null}>
                <OfflineClock />
              </Suspense>
            }
          >
            {children}
          </AuthProvider>
        </NotifyProvider>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
