import { expectNoAxeViolations, expect, goInApp, signIn, switchLanguageForVisit, test, useLanguage } from './fixtures';

for (const lang of ['en', 'ar'] as const) {
  test.describe(`axe-core, ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    for (const path of ['/hrportal', '/session/signup', '/session/forgot-password', '/session/404']) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('h1')).toBeVisible();
        await expectNoAxeViolations(page, { menu: true });
      });
    }

    test('/dashboard/default and /self/account have no violations', async ({ page }) => {
      // 1006 prefers Arabic and 1005 English: the saved language wins after sign-in.
      await signIn(page, lang === 'ar' ? 1006 : 1005);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page, { menu: true });
      await page.getByTestId('notifications-button').click();
      await expectNoAxeViolations(page, { menu: true });
      await page.keyboard.press('Escape');
      await page.goto('/self/account');
      await expect(page.locator('h1')).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
    });

    test('absence and attendance issue pages have no violations', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, lang === 'ar' ? 1006 : 1005);
      await page.goto('/self/absent');
      await expect(page.getByTestId('absence-range')).toBeVisible();
      await expect(page.getByTestId('my-issues')).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
      // On a phone the days are cards.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('list', { name: lang === 'ar' ? 'أيام الغياب والحضور غير المكتمل' : 'Absent and incomplete days' })).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto('/self/attissue');
      await expect(page.getByTestId('issue-dialog')).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
    });

    test('team absence, the monthly sheet, resolving, reporting for someone and the issue inbox have no violations', async ({ page }) => {
      test.setTimeout(90_000);
      // 1002 is site HR (Arabic), 1001 HR (English).
      await signIn(page, lang === 'ar' ? 1002 : 1001);
      await page.goto('/team/absent');
      await expect(page.getByTestId('absence-range')).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
      await page.getByTestId('sheet-open').click();
      await expect(page.getByTestId('sheet-dialog')).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('sheet-dialog')).toBeHidden();
      const resolve = page.getByTestId('absence-resolve').first();
      if (await resolve.isVisible()) {
        await resolve.click();
        await expect(page.getByTestId('resolve-dialog')).toBeVisible();
        await expectNoAxeViolations(page, { menu: true });
        await page.keyboard.press('Escape');
      }
      await page.goto('/team/attissue');
      await expect(page.getByTestId('issue-dialog')).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
      await page.goto('/team/attisuaprv');
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByTestId('unified-inbox')).toBeAttached();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoAxeViolations(page, { menu: true });
    });

    test('team, site and HR pages have no violations', async ({ page }) => {
      await signIn(page, lang === 'ar' ? 1002 : 1001);
      await page.goto(lang === 'ar' ? '/site/employees' : '/hr/outbox');
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
    });

    test('my overtime page, its form and its phone cards have no violations', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, lang === 'ar' ? 1006 : 1005);
      await page.goto('/self/overtime');
      await expect(page.getByTestId('overtime-suggestions')).toBeVisible();
      await expect(page.getByTestId('overtime-row').first()).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
      await page.getByTestId('overtime-new').click();
      await expect(page.getByTestId('overtime-dialog')).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
      await page.keyboard.press('Escape');
      // On a phone the requests are cards.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('list', { name: lang === 'ar' ? 'طلبات العمل الإضافي الخاصة بي' : 'My overtime requests' })).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
    });

    test('overtime pages of HR (settings, the inbox, the team list) have no violations', async ({ page }) => {
      test.setTimeout(120_000);
      // HR (English by choice) sees the pages in `lang` for this visit.
      await signIn(page, 1001);
      await switchLanguageForVisit(page, lang);
      for (const path of ['/hr/overtime-settings', '/team/otapprovals', '/team/overtime']) {
        await goInApp(page, path);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expectNoAxeViolations(page, { menu: true });
      }
    });

    test('/hr/attendance-import has no violations', async ({ page }) => {
      await signIn(page, 1001);
      await switchLanguageForVisit(page, lang);
      await goInApp(page, '/hr/attendance-import');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('h1')).toBeVisible();
      await expectNoAxeViolations(page, { menu: true });
    });
  });
}

test('the sign-in form works with the keyboard alone', async ({ page }) => {
  await page.goto('/hrportal');
  await expect(page.getByLabel('Email or Company ID')).toBeFocused();
  // The language button comes first in the page, before the form.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('language-switch')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email or Company ID')).toBeFocused();
  await page.keyboard.type('1005');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/default/);
  // Once the page has rendered (the sign-in form that held the focus is gone), the skip link comes first.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});
