import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, goInApp, sessionIn, test } from './fixtures';
import { daysInMonth, todayIn } from './data';

/**
 * The dashboards in English and Arabic: an employee's month (heat strip, hours),
 * the manager's team dashboard (1003) and HR's organisation-wide one with a filter (1001). Each
 * chart draws a canvas and always carries a table for screen readers; in Arabic the charts are
 * mirrored (the newest week is on the left). Only reads: no account's data or language changes.
 */

/** A chart drew its canvas and its table alternative has a caption and rows. */
async function expectChart(page: Page, testId: string, rows: number) {
  const chart = page.getByTestId(testId);
  await expect(chart.locator('[role=img] canvas').first()).toBeVisible();
  await expect(chart.locator('[role=img]')).toHaveAttribute('aria-label', /\S/);
  await expect(chart.locator('table caption')).toHaveText(/\S/);
  await expect(chart.locator('table tbody tr')).toHaveCount(rows);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`dashboards, ${lang}`, () => {
    test('my dashboard shows this month as a heat strip with the hours worked', async ({ browser }) => {
      const page = await sessionIn(browser, 1005, lang);
      await expect(page.getByTestId('profile-card')).toBeVisible();
      const card = page.getByTestId('month-attendance-widget');
      await expect(card).toBeVisible();
      // This month in Cairo: the card shows the organisation's month.
      const days = daysInMonth(todayIn().slice(0, 7));
      await expectChart(page, 'month-attendance-chart', days);
      await expect(page.getByTestId('month-hours')).toHaveText(lang === 'ar' ? / س$/ : /h$/);
      await expectNoAxeViolations(page);
      await page.context().close();
    });

    test("the manager's team dashboard: today, what waits, and the trends", async ({ browser }) => {
      test.setTimeout(60_000);
      const page = await sessionIn(browser, 1003, lang);
      await goInApp(page, '/team/dashboard');
      await expect(page.locator('h1')).toHaveText(lang === 'ar' ? 'لوحة الفريق' : 'Team dashboard');
      await expect(page.getByTestId('team-pending')).toContainText(lang === 'ar' ? 'موافقات الإجازات' : 'Leave approvals');
      await expect(page.getByTestId('team-absent')).toBeVisible();
      await expectChart(page, 'rate-chart', 12);
      await expectChart(page, 'overtime-chart', 12);
      // No filters for a manager: the team is theirs.
      await expect(page.getByTestId('dashboard-site')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.context().close();
    });

    test('HR sees the organisation with site and department filters', async ({ browser }) => {
      test.setTimeout(60_000);
      const page = await sessionIn(browser, 1001, lang);
      await goInApp(page, '/team/dashboard');
      await expect(page.locator('h1')).toHaveText(lang === 'ar' ? 'لوحة المؤسسة' : 'Organisation dashboard');
      // The breadcrumb names the page as its title does.
      await expect(page.getByTestId('breadcrumb')).toContainText(lang === 'ar' ? 'لوحة المؤسسة' : 'Organisation dashboard');
      const intro = page.locator('h1 + p');
      await expect(intro).toContainText(/\d+/);
      const everyone = Number((await intro.textContent())!.match(/(\d+)/)![1]);
      await page.getByRole('combobox', { name: lang === 'ar' ? 'الإدارة' : 'Department' }).click();
      await page.getByRole('option', { name: lang === 'ar' ? 'المالية' : 'Finance' }).click();
      await expect(intro).not.toContainText(`${everyone} `);
      const finance = Number((await intro.textContent())!.match(/(\d+)/)![1]);
      expect(finance).toBeLessThan(everyone);
      await expectChart(page, 'rate-chart', 12);
      await expectChart(page, 'overtime-chart', 12);
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  });
}
