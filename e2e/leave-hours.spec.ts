import type { Page } from '@playwright/test';
import { addDays, asHr, createLeaveType, expect, test, todayIn, workDayOnOrAfter } from './data';
import { expectNoAxeViolations, goInApp, sessionIn } from './fixtures';

/**
 * Leave by the hour, in Arabic and English: HR adds a type that may be taken by the
 * hour (its own, named for this test, drawing on no balance); an employee asks for two hours of
 * one day, the live count says 0.25 of a day (8 hours a leave day in the demo), and the request's
 * page shows the span.
 */
const WORDS = {
  en: { type: /Leave type/, byHours: 'Take it by the hour', start: /Start date/, end: /End date/ },
  ar: { type: /نوع الإجازة/, byHours: 'بالساعة', start: /تاريخ البداية/, end: /تاريخ النهاية/ },
} as const;

const typed = (d: string) => `${d.slice(8, 10)}${d.slice(5, 7)}${d.slice(0, 4)}`;
async function typeDate(page: Page, label: RegExp, d: string) {
  const field = page.getByRole('group', { name: label });
  await field.click();
  await page.keyboard.press('Home');
  await page.keyboard.type(typed(d));
  await expect(field).toContainText(d.slice(0, 4));
}

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: two hours of one day drawn as a quarter of a leave day`, async ({ browser, request, people }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    const tag = `${lang}-${Date.now().toString(36)}`;
    const hr = await asHr(request);
    const type = await createLeaveType(hr, { nameEn: `Errand ${tag}`, nameAr: `مشوار ${tag}` }, { hoursAllowed: true });
    const manager = await people.create({ role: 'manager', language: lang });
    const me = await people.create({ manager, language: lang });
    const day = workDayOnOrAfter(addDays(todayIn(), 14));

    const page = await sessionIn(browser, me, lang);
    await goInApp(page, '/self/vacrequest');
    await page.getByRole('combobox', { name: w.type }).click();
    await page.getByRole('option', { name: lang === 'ar' ? type.nameAr : type.nameEn, exact: true }).click();
    await typeDate(page, w.start, day);
    await typeDate(page, w.end, day);
    await page.getByRole('switch', { name: w.byHours }).check();
    await page.getByTestId('vacation-from').fill('08:00');
    await page.getByTestId('vacation-to').fill('10:00');
    await expect(page.getByTestId('vacation-quote').getByTestId('quote-days')).toHaveText(/0[.,٫]25|٠٫٢٥/);
    await expectNoAxeViolations(page);
    await page.getByTestId('vacation-submit').click();
    await expect(page).toHaveURL(/\/vacations\/\d+$/);
    await expect(page.getByTestId('detail-days')).toContainText('0.25');
    await expect(page.getByTestId('detail-days')).toContainText(lang === 'ar' ? '08:00 ص' : '08:00 AM');
    await expectNoAxeViolations(page);
    await page.close();
  });
}
