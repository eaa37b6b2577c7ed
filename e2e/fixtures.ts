import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Locator, type Page, expect, test as base } from '@playwright/test';

export const PASSWORD = 'demo1234';

/**
 * Every browser context a test opens itself (sessionIn: one per person) is closed when the test
 * ends. Playwright closes only its own `context` fixture's; a leftover one kept its pages running
 * (the app's polls and timers) for the rest of the worker's life, so the run slowed down test by
 * test (37 minutes for 151 tests on 2 cores, with 20 live renderers at a time).
 */
/**
 * A run at another instant (scripts/at.mjs, scripts/instants.mjs) preloads libfaketime into the
 * test runner, the server and its PostgreSQL, so they share one clock. Chromium hangs under
 * libfaketime, so it starts without it (playwright.config.ts) and each of its contexts gets
 * Playwright's clock, started at the runner's (faked) now: it moves on from there in real time.
 */
const atInstant = !!process.env.FAKETIME;
const clocked = new WeakSet<BrowserContext>();
async function withInstantClock(context: BrowserContext): Promise<BrowserContext> {
  if (atInstant && !clocked.has(context)) {
    clocked.add(context);
    await context.clock.install({ time: Date.now() });
  }
  return context;
}

export const test = base.extend<{ closeOwnContexts: void }, { instantClock: void }>({
  instantClock: [
    async ({ browser }, use) => {
      if (atInstant) {
        const open = browser.newContext.bind(browser);
        browser.newContext = async (options) => withInstantClock(await open(options));
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await use(await withInstantClock(context));
  },
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((c) => !before.has(c)).map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});

/**
 * Signs in through the API (POST /api/auth/login) and opens the dashboard with the session stored
 * as the app stores it: what a reload with a stored session does. The sign-in form itself is
 * tested in auth.spec (signInThroughForm); typing it in every test cost a page load each.
 */
export async function signIn(page: Page, identifier: string | number, password = PASSWORD) {
  await test.step('sign in', async () => {
    const res = await page.request.post('/api/auth/login', { data: { identifier: String(identifier), password } });
    expect(res.status(), await res.text()).toBe(200);
    const { accessToken, expiresAt } = (await res.json()) as { accessToken: string; expiresAt: string };
    // A tiny page of the app's origin first, to store the session where the app reads it.
    await page.goto('/readyz');
    await page.evaluate((session) => localStorage.setItem('hr.session', JSON.stringify(session)), { accessToken, expiresAt });
    await page.goto('/dashboard/default');
    await expect(page.getByTestId('profile-card')).toBeVisible();
  });
}

/** Signs in through the real form, as a person does. */
export async function signInThroughForm(page: Page, identifier: string | number, password = PASSWORD) {
  await page.goto('/hrportal');
  // By name, not label: this helper also signs in on the Arabic page.
  await page.locator('input[name=identifier]').fill(String(identifier));
  await page.locator('input[name=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/dashboard\/default/);
  await expect(page.getByTestId('profile-card')).toBeVisible();
}

/** Switches the language before sign-in (stored in the browser). */
export async function useLanguage(page: Page, lang: 'en' | 'ar') {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('hr.language', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
}

/**
 * axe-core with the WCAG 2.1 AA rules: no violations allowed. The side menu is the same on every
 * page of a role: a11y.spec.ts checks it (`{ menu: true }`) for each role in both languages, and
 * the other specs check their pages without it (it was a sixth of every check's time).
 */
export async function expectNoAxeViolations(page: Page, opts: { menu?: boolean } = {}) {
  await test.step('axe', () => axeCheck(page, opts.menu ?? false));
}

async function axeCheck(page: Page, menu: boolean) {
  // A snackbar or dialog still fading in is half transparent: axe would measure the contrast of
  // a frame the user never reads. Let running transitions finish first.
  // (Transitions only: a spinner's endless keyframes never finish.)
  const settle = () =>
    page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'), undefined, { timeout: 7_000 }).catch(() => {});
  // Only violations are asked for: axe then skips building the passes and the incomplete results,
  // most of its time on a large page.
  const analyze = () =>
    (menu ? new AxeBuilder({ page }) : new AxeBuilder({ page }).exclude('[data-testid="side-nav"]'))
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .analyze();
  await settle();
  let results = await analyze();
  // A snackbar that starts fading out, or a loading bar that comes and goes, while axe runs (it
  // takes seconds on a busy machine) is measured on a frame nobody reads: what fails is checked
  // again once transitions have settled, and only what fails twice counts.
  if (results.violations.length) {
    await settle();
    results = await analyze();
  }
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
  expect(summary).toEqual([]);
}

/** The token the client keeps, read from the page's storage. */
export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const v = localStorage.getItem(localStorage.key(i)!);
      if (v && v.includes('accessToken')) return JSON.parse(v).accessToken as string;
    }
    return '';
  });
}

/**
 * Shows the signed-in page in `lang` for this visit only: the switch is not saved on the
 * account, so an account other specs use keeps its language.
 */
export async function switchLanguageForVisit(page: Page, lang: 'en' | 'ar') {
  // A page first shows the browser's last language (an early script sets it before the app's code
  // arrives), then the account's saved one once its profile is read: decide after that.
  await page.getByTestId('language-switch').waitFor();
  await page.waitForLoadState('networkidle');
  if ((await page.locator('html').getAttribute('lang')) !== lang) {
    await page.route('**/api/auth/preferences', (route) => route.abort());
    await page.getByTestId('language-switch').click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** A new browser context signed in as a demo account's ID or a person a test made, showing `lang` (not saved on the account). */
export async function sessionIn(
  browser: Browser,
  who: string | number | { empCode: number; password: string },
  lang: 'en' | 'ar',
  opts: { beforeLoad?: (page: Page) => Promise<unknown> } = {},
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // Routes a test sets up before the first page asks for anything (the app caches its answers).
  await opts.beforeLoad?.(page);
  await useLanguage(page, lang);
  if (typeof who === 'object') await signIn(page, who.empCode, who.password);
  else await signIn(page, who);
  await switchLanguageForVisit(page, lang);
  return page;
}

/** In-app navigation (no reload, so a language switched for the visit stays); the page comes to the front, as several people's may be open. */
export async function goInApp(page: Page, path: string) {
  await page.bringToFront();
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  // The address changes at once; the page on screen only once the router has loaded it. Until then
  // the page before is still there to be clicked (its own Attendance tab, say), and the move that
  // lands afterwards undoes the click. The layout says which page it shows and whether one is coming.
  await page.waitForFunction(() => {
    const main = document.getElementById('main-content');
    return !!main && main.dataset.location === window.location.pathname + window.location.search && main.getAttribute('aria-busy') !== 'true';
  });
}

/** Full-page screenshots at desktop (1280 px) and phone (390 px) width, as `<dir>/<name>-<width>.png`. */
export async function shootWidths(page: Page, dir: string, name: string) {
  // Pictures are for people to look at: CI (nobody looks) skips them unless E2E_SHOTS=1.
  if (process.env.CI && !process.env.E2E_SHOTS) return;
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** One element alone (a card: a whole dashboard is too long to read in a picture), as `<dir>/<name>-<width>.png` at 1280 and 390 px. */
export async function shootCard(card: Locator, dir: string, name: string) {
  if (process.env.CI && !process.env.E2E_SHOTS) return;
  const page = card.page();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await card.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A date or date-time field by its label (a required one's label ends in " *"). */
export const dateFieldByLabel = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}( \\*)?$`) });

/**
 * Types an ISO date into a date (or the date part of a date-time) field, by its label. A page that
 * opened a moment ago may still set its default range and wipe what was typed: type again until
 * the field keeps the date. What is there is cleared first (typing over a filled field races its own
 * reformatting under load), then typed from the first section.
 */
export async function typeDate(page: Page, label: string, date: string) {
  const field = dateFieldByLabel(page, label);
  await expect(async () => {
    await field.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Home');
    await page.keyboard.type(`${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`);
    await expect(field).toContainText(date.slice(0, 4), { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

export { expect };
