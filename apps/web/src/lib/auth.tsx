import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TLoginResponse, TPublicSettings, TUser } from '@hr/shared';
import { ApiError, apiRequest } from './api-client';
import { loadShared } from './lazy-shared';
import { tokenStore } from './token-store';
import { INBOX_COUNTS_KEY, PUBLIC_SETTINGS_KEY, UNREAD_COUNT_KEY } from './shell-keys';
import { setLanguage, takeChoiceBeforeSignIn } from './i18n';
import { announceDigitsChanged, setArabicDigits } from './digits';
import { updatePreferences } from './preferences';
import { forgetOfflinePerson, rememberOfflinePerson } from './offline-person';
import { forgetDrafts } from './form-drafts';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { OfflinePage } from '@/components/offline-page';
import { useDismissNotify } from '@/hooks/use-notify';

/**
 * Session state (seed section 4): starts 'initialising'; a stored token that has not expired
 * is checked with GET /api/shell (the shell's data in one call); success means authenticated,
 * anything else not.
 */
export type TAuthState =
  | { status: 'initialising' }
  | { status: 'authenticated'; user: TUser }
  | { status: 'unauthenticated'; reason: 'none' | 'signed-out' | 'expired' };

interface TAuthContext {
  state: TAuthState;
  user: TUser | null;
  /** Stores the token from login or activation and applies the user's language. */
  signIn: (session: TLoginResponse) => Promise<void>;
  /** Revokes the server session (best effort), forgets the token and the cached data. */
  signOut: () => Promise<void>;
  setUser: (user: TUser) => void;
}

const AuthContext = createContext<TAuthContext | null>(null);

/** The shell in one round trip: who I am, the settings, the bell's count and the inbox badges. */
export const getShell = (signal?: AbortSignal) => apiRequest('/shell', { schema: () => loadShared().then((m) => m.ZShellSchema), signal });

/**
 * `offlineClock`: what the offline page offers a person who signed in on this phone before (the
 * attendance feature's clock, given by the app: lib never imports a feature).
 */
export function AuthProvider({ children, offlineClock }: { children: ReactNode; offlineClock?: ReactNode }) {
  const queryClient = useQueryClient();
  const dismissNotify = useDismissNotify();
  const [state, setState] = useState<TAuthState>(() =>
    tokenStore.getValid() ? { status: 'initialising' } : { status: 'unauthenticated', reason: 'none' },
  );
  const signingOut = useRef(false);
  // No network while the stored session is checked (the service worker served the shell, issue
  // 16): the session is kept and the offline page shown until the network is back.
  const [offline, setOffline] = useState(false);

  // The screen's digits follow the signed-in person's choice, set before anything below
  // renders; a change re-renders what is already on screen.
  const arabicDigits = state.status === 'authenticated' && state.user.arabicDigits === true;
  setArabicDigits(arabicDigits);
  const shownDigits = useRef(arabicDigits);
  useEffect(() => {
    if (shownDigits.current === arabicDigits) return;
    shownDigits.current = arabicDigits;
    announceDigitsChanged();
  }, [arabicDigits]);

  useEffect(() => {
    if (state.status !== 'initialising') return;
    const controller = new AbortController();
    getShell(controller.signal)
      .then(async ({ user, settings, unread, inbox }) => {
        // The layout's badges and the settings every page reads are there before the first paint.
        queryClient.setQueryData(PUBLIC_SETTINGS_KEY, settings);
        queryClient.setQueryData(UNREAD_COUNT_KEY, { unread });
        queryClient.setQueryData(INBOX_COUNTS_KEY, inbox);
        await setLanguage(user.language);
        setState({ status: 'authenticated', user });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        if (e instanceof ApiError && e.code === 'NETWORK') return setOffline(true);
        console.warn('Stored session rejected', e);
        tokenStore.clear();
        setState({ status: 'unauthenticated', reason: 'none' });
      });
    return () => controller.abort();
    // Only the first mount checks the stored token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Who is signed in on this phone, for the clock the installed app shows when it opens offline.
  const signedInUser = state.status === 'authenticated' ? state.user : null;
  useEffect(() => {
    if (!signedInUser) return;
    const settings = queryClient.getQueryData<TPublicSettings>(PUBLIC_SETTINGS_KEY);
    rememberOfflinePerson({
      id: signedInUser.id,
      nameEn: signedInUser.FullName,
      nameAr: signedInUser.fullNameAr,
      timeZone: settings?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  }, [signedInUser, queryClient]);

  // A 401 from any call clears the token store; the session ends here too.
  useEffect(
    () =>
      tokenStore.onClear(() => {
        forgetOfflinePerson();
        if (signingOut.current) return;
        queryClient.clear();
        setState((s) => (s.status === 'authenticated' ? { status: 'unauthenticated', reason: 'expired' } : s));
      }),
    [queryClient],
  );

  const signIn = useCallback(async (session: TLoginResponse) => {
    tokenStore.set({ accessToken: session.accessToken, expiresAt: session.expiresAt });
    const chosen = takeChoiceBeforeSignIn();
    if (chosen && chosen !== session.user.language) {
      // Picked on the sign-in page just now: keep it and save it for next time.
      await setLanguage(chosen);
      setState({ status: 'authenticated', user: { ...session.user, language: chosen } });
      updatePreferences({ language: chosen })
        .then((res) => setState((s) => (s.status === 'authenticated' ? { status: 'authenticated', user: res.user } : s)))
        .catch((e: unknown) => console.warn('Could not save the language preference', e));
      return;
    }
    await setLanguage(session.user.language);
    setState({ status: 'authenticated', user: session.user });
  }, []);

  const signOut = useCallback(async () => {
    // A message about the session that ends ('Language saved.', 'Password changed.') goes with it.
    dismissNotify();
    signingOut.current = true;
    try {
      await apiRequest('/auth/logout', { method: 'POST' });
    } catch {
      /* the token is forgotten anyway */
    }
    tokenStore.clear();
    forgetOfflinePerson();
    // What the person typed and never sent stays with them, not with the next person on this tab.
    forgetDrafts();
    signingOut.current = false;
    queryClient.clear();
    setState({ status: 'unauthenticated', reason: 'signed-out' });
  }, [queryClient, dismissNotify]);

  const setUser = useCallback((user: TUser) => {
    setState((s) => (s.status === 'authenticated' ? { status: 'authenticated', user } : s));
  }, []);

  const value = useMemo<TAuthContext>(
    () => ({ state, user: state.status === 'authenticated' ? state.user : null, signIn, signOut, setUser }),
    [state, signIn, signOut, setUser],
  );

  if (offline && state.status === 'initialising') return <OfflinePage>{offlineClock}</OfflinePage>;
  if (state.status === 'initialising') return <FullPageSpinner />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): TAuthContext {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}

/** The signed-in user; only for components under the protected routes. */
export function useUser(): TUser {
  const { user } = useAuth();
  if (!user) throw new Error('useUser needs a signed-in user');
  return user;
}
