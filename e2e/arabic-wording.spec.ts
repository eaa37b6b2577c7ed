import type { Page } from '@playwright/test';
import { Api, addDays, apiAs, clearWeekFrom, expect, fileLeave, orgYear, test } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootWidths } from './fixtures';

/**
 * What Arabic readers met on their phones (390 px), checked in English and Arabic:
 * - the home card "Out today" (approved leave) and the team dashboard's "Absent today" had one
 *   Arabic title, «الغائبون اليوم», with opposite answers: each has its own;
 * - a people picker's buttons said "Open" in English on Arabic pages, and its options ran the
 *   company ID into the name ("1005عمر خالد"): the words come from the translations, and the ID
 *   stands apart from the name;
 * - «الخميس» ran into the Friday column of the calendar's day names: the short names fit;
 * - a notification of a rejection did not say why: it does.
 */
const SHOTS = process.env.WORDING_SHOTS ?? '/tmp/arabic-wording-shots';
const YEAR = orgYear() + 1;
const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;

const WORDS = {
  en: {
    outToday: 'Out today',
    absentToday: 'Absent today',
    type: /^Leave type/,
    annual: 'Annual',
    start: /^Start date/,
    end: /^End date/,
    handover: 'Handover employee',
    open: 'Open the list',
    reason: (r: string) => `Reason given: “${r}”`,
  },
  ar: {
    outToday: 'في إجازة اليوم',
    absentToday: 'الغائبون اليوم',
    type: /^نوع الإجازة/,
    annual: 'اعتيادي',
    start: /^تاريخ البداية/,
    end: /^تاريخ النهاية/,
    handover: 'الموظف البديل',
    open: 'فتح قائمة الخيارات',
    reason: (r: string) => `السبب المذكور: «${r}»`,
  },
} as const;

async function atPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];

  test(`${lang}: "Out today" and "Absent today" have titles of their own`, async ({ browser, people }) => {
    const team = await people.team({ language: lang });
    const page = await sessionIn(browser, team.supervisor, lang);
    await atPhoneWidth(page);
    const home = page.getByRole('heading', { name: w.outToday, exact: true });
    await expect(home).toBeVisible();
    await goInApp(page, '/team/dashboard');
    await expect(page.getByTestId('team-absent').getByRole('heading', { level: 2 })).toHaveText(w.absentToday);
    await expect(page.getByRole('heading', { name: w.outToday, exact: true })).toHaveCount(0);
  });

  test(`${lang}: the people picker speaks the page's language, and its options keep the ID apart from the name`, async ({ browser, people }) => {
    const team = await people.team({ language: lang });
    const page = await sessionIn(browser, team.employee, lang);
    await atPhoneWidth(page);
    await goInApp(page, '/self/vacrequest');
    await page.getByRole('combobox', { name: w.type }).click();
    await page.getByRole('option', { name: w.annual, exact: true }).click();
    const start = clearWeekFrom(`${YEAR}-03-08`);
    for (const [label, date] of [
      [w.start, start],
      [w.end, addDays(start, 1)],
    ] as const) {
      await page.getByRole('group', { name: label }).click();
      await page.keyboard.press('Home');
      await page.keyboard.type(typed(date));
    }
    const field = page.getByRole('combobox', { name: w.handover, exact: true });
    // The arrow button of the picker: its name in the page's language, never MUI's "Open".
    const picker = page.locator('.MuiAutocomplete-root').filter({ has: field });
    await expect(picker.getByRole('button', { name: w.open, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveCount(0);

    const colleague = lang === 'ar' ? team.colleague.fullNameAr : team.colleague.fullNameEn;
    await field.fill(colleague.split(' ')[1]);
    const option = page.getByRole('option', { name: new RegExp(colleague) });
    await expect(option).toBeVisible();
    // "<ID> <name>" as text, and a visible gap between them on the screen, on either side.
    await expect(option).toHaveText(`${team.colleague.empCode} ${colleague}`);
    const code = (await option.getByTestId('option-code').boundingBox())!;
    const name = (await option.getByText(colleague, { exact: true }).boundingBox())!;
    const gap = lang === 'ar' ? code.x - (name.x + name.width) : name.x - (code.x + code.width);
    expect(gap).toBeGreaterThanOrEqual(8);
    await shootWidths(page, SHOTS, `picker-${lang}`);
  });

  test(`${lang}: the calendar's day names stay in their columns on a phone`, async ({ browser, people }) => {
    const team = await people.team({ language: lang });
    const page = await sessionIn(browser, team.supervisor, lang);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await goInApp(page, '/team/calendar');
      const heads = page.getByTestId('calendar-grid').locator('thead th');
      await expect(heads).toHaveCount(7);
      // Nothing of a name is wider than its column (it ran into the next one).
      const over = await heads.evaluateAll((ths) => ths.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent));
      expect(over, `at ${width} px`).toEqual([]);
    }
    if (lang === 'ar') await expect(page.getByTestId('weekday-4').getByText('خميس', { exact: true })).toBeVisible();
    await shootWidths(page, SHOTS, `calendar-days-${lang}`);
  });

  test(`${lang}: a notification of a rejection says why`, async ({ browser, request, people }) => {
    const team = await people.team({ language: lang });
    const start = clearWeekFrom(`${YEAR}-04-08`);
    const id = await fileLeave(request, team.employee, { startDate: start, endDate: addDays(start, 1), reason: 'E2E rejected' });
    const why = lang === 'ar' ? 'جرد المخزن في هذا الأسبوع' : 'Stock-taking that week';
    const supervisor: Api = await apiAs(request, team.supervisor);
    await supervisor.post(`/leave/requests/${id}/reject`, { comment: why });
    const page = await sessionIn(browser, team.employee, lang);
    await atPhoneWidth(page);
    await page.getByTestId('notifications-button').click();
    const item = page.getByTestId('notification-item').first();
    await expect(item).toContainText(w.reason(why));
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `rejected-notification-${lang}`);
  });
}
