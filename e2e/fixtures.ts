import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test as base } from '@playwright/test';

export const PASSWORD = 'demo1234';

/** Signs in through the real form. */
export async function signIn(page: Page, identifier: string | number, password = PASSWORD) {
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

/** axe-core with the WCAG 2.1 AA rules: no violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  // A snackbar or dialog still fading in is half transparent: axe would measure the contrast of
  // a frame the user never reads. Let running transitions finish first.
  // (Transitions only: a spinner's endless keyframes never finish.)
  await page
    .waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'), undefined, { timeout: 5_000 })
    .catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
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

export const test = base;
export { expect };
