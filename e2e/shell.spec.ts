import type { Page } from '@playwright/test';
import { expect, signIn, test, useLanguage } from './fixtures';

/**
 * The app shell in one round trip: a page load with a stored session asks GET
 * /api/shell once for who I am, the settings, the bell and the inbox badges, and navigating
 * inside the app asks none of them again.
 */
const SHELL_PARTS = ['/api/auth/profile', '/api/public/settings', '/api/notifications/unread-count', '/api/inbox/counts'];

function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

for (const [lang, code, menu] of [
  ['en', 1003, ['My profile', 'My account', 'Dashboard']],
  ['ar', 1002, ['ملفي الشخصي', 'حسابي', 'لوحة التحكم']],
] as const) {
  test(`${lang}: a page load asks for the shell once, and moving between pages asks for it no more`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, code);
    // What the page before the reload still asks (its badges, on a slow machine) is not counted.
    await page.waitForLoadState('networkidle');
    const calls = apiCalls(page);
    await page.reload();
    await expect(page.getByTestId('profile-card')).toBeVisible();
    expect(calls.filter((c) => c === '/api/shell')).toHaveLength(1);
    expect(calls.filter((c) => SHELL_PARTS.includes(c))).toEqual([]);

    for (const name of menu) {
      const before = calls.length;
      await page.getByRole('link', { name, exact: true }).first().click();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.locator('h1')).toBeVisible();
      const during = calls.slice(before);
      expect(during.filter((c) => c === '/api/shell' || SHELL_PARTS.includes(c)), `${name}: ${during.join(', ')}`).toEqual([]);
    }
  });
}
