import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { TLang, TUser } from '@hr/shared';
import en from '@hr/shared/i18n/en';
import ar from '@hr/shared/i18n/ar';
import { AppProvider } from '@/app/providers/app-provider';
import { i18n, initI18n, loadAppDictionary, setLanguage } from '@/lib/i18n';
import { tokenStore } from '@/lib/token-store';
import { fakeApi, TEST_USER, type TFakeRoutes } from './fake-api';

/** The real dictionaries, for the texts a test expects to see. */
export const DICTIONARIES = { en, ar } as const;

let ready: Promise<void> | null = null;

export interface TRenderOptions {
  lang?: TLang;
  /** Answers of the fake API besides the session check and the public settings. */
  api?: TFakeRoutes;
  /** The signed-in user (their language is `lang`). */
  user?: Partial<TUser>;
  /** The MemoryRouter's location. */
  route?: string;
}

/**
 * Renders `ui` inside the app's own providers (apps/web/src/app/providers: theme with the RTL
 * cache in Arabic, TanStack Query, snackbar, session) under a MemoryRouter, in English or
 * Arabic with the real dictionaries, as a signed-in user whose session the fake API confirms.
 * Resolves once the session check is done and `ui` is on screen.
 */
export async function renderWithProviders(ui: ReactElement, { lang = 'en', api = {}, user = {}, route = '/' }: TRenderOptions = {}) {
  // The snackbar host is a lazy chunk: loaded here once, a message shows without waiting for it.
  ready ??= Promise.all([initI18n().then(loadAppDictionary), import('@/app/providers/snackbar-host')]).then(() => undefined);
  await ready;
  await setLanguage(lang, false);
  const server = fakeApi(api, { ...TEST_USER, ...user, language: lang });
  tokenStore.set({ accessToken: 'test-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  // No pause between keys, and no pointer-events check on every click: jsdom's getComputedStyle over
  // MUI's style sheets is the slowest part of a click, and MUI never hides a control that way here.
  const events = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>
        <div data-testid="test-root">{ui}</div>
      </MemoryRouter>
    </AppProvider>,
  );
  await screen.findByTestId('test-root');
  return { ...view, user: events, api: server, t: i18n.getFixedT(lang), dict: DICTIONARIES[lang] };
}
