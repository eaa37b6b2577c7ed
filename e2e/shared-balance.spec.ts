import type { Page } from '@playwright/test';
import { addDays, clearWeekFrom, expect, fileLeave, orgYear, test } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootCard, shootWidths } from './fixtures';

/**
 * Casual leave comes out of the Annual balance, and every screen that shows or asks for a balance
 * says so, in English and in Arabic. A person of the test's own files two days of Annual and one of
 * Casual next year (waiting). Their dashboard's balances card (next year) says Casual is taken from
 * Annual and that Annual's figures include Casual's day; the request form's summary for one more
 * day of Casual names the Annual balance after it, says the days come out of it, and what Casual
 * leaves this year; HR's balances report says the same on both lines.
 */
const SHOTS = process.env.BALANCE_SHOTS ?? '/tmp/balance-shots';
const YEAR = orgYear() + 1;

const WORDS = {
  en: {
    annual: 'Annual',
    casual: 'Casual',
    nextYear: 'Next year',
    casualDetail: 'Up to 7 a year, taken from Annual · taken 0 · pending 1',
    includes: 'Includes Casual: 0 taken, 1 pending',
    type: 'Leave type',
    start: 'Start date',
    end: 'End date',
    afterOf: 'Annual balance after this request',
    shared: 'These days come out of the Annual balance.',
    capLeft: 'Left of this type this year, after this request',
    drawsOn: 'Taken from Annual',
    pendingOf: 'of which Casual: 1',
  },
  ar: {
    annual: 'اعتيادي',
    casual: 'عارضة',
    nextYear: 'السنة التالية',
    casualDetail: 'حتى 7 في السنة، تُخصم من رصيد اعتيادي · المستخدم 0 · قيد الانتظار 1',
    includes: 'يشمل عارضة: 0 مأخوذ، 1 قيد الانتظار',
    type: 'نوع الإجازة',
    start: 'تاريخ البداية',
    end: 'تاريخ النهاية',
    afterOf: 'رصيد اعتيادي بعد هذا الطلب',
    shared: 'تُخصم هذه الأيام من رصيد اعتيادي.',
    capLeft: 'المتبقي من هذا النوع هذا العام بعد هذا الطلب',
    drawsOn: 'يُخصم من رصيد اعتيادي',
    pendingOf: 'منها عارضة: 1',
  },
} as const;

const typed = (d: string) => `${d.slice(8, 10)}${d.slice(5, 7)}${d.slice(0, 4)}`;

async function typeDate(page: Page, label: string, d: string) {
  const field = page.getByRole('group', { name: new RegExp(`^${label}`) });
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Home');
  await page.keyboard.type(typed(d));
  await expect(field).toContainText(d.slice(0, 4));
}


for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: Casual is taken from Annual, and the balances card, the request form and the report say so`, async ({ browser, request, people }) => {
    test.setTimeout(150_000);
    const w = WORDS[lang];
    const manager = await people.create({ role: 'manager', language: lang });
    const me = await people.create({ manager, language: lang });
    const sunday = clearWeekFrom(`${YEAR}-04-01`);
    await fileLeave(request, me, { startDate: sunday, endDate: addDays(sunday, 1) });
    await fileLeave(request, me, { type: 'casual', startDate: addDays(sunday, 3) });

    // The dashboard's balances, next year: Casual says where it comes from, Annual what its figures hold.
    const page = await sessionIn(browser, me, lang);
    const card = page.getByTestId('balances-widget');
    await card.getByRole('button', { name: w.nextYear }).click();
    await expect(card.getByTestId('balances-year')).toHaveText(String(YEAR));
    const line = (name: string) => card.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await expect(line(w.casual).getByTestId('balance-detail')).toHaveText(w.casualDetail);
    await expect(line(w.annual).getByTestId('balance-includes')).toHaveText(w.includes);
    await expectNoAxeViolations(page);
    await shootCard(card, SHOTS, `balances-card-${lang}`);

    // The request form: one more day of Casual, the balance after it is Annual's and says so.
    await goInApp(page, '/self/vacrequest');
    await page.getByRole('combobox', { name: new RegExp(`^${w.type}`) }).click();
    await page.getByRole('option', { name: w.casual, exact: true }).click();
    await typeDate(page, w.start, addDays(sunday, 7));
    await typeDate(page, w.end, addDays(sunday, 7));
    const quote = page.getByTestId('vacation-quote');
    await expect(quote.getByTestId('quote-days')).toHaveText('1');
    await expect(quote.getByText(w.afterOf)).toBeVisible();
    await expect(quote.getByTestId('quote-shared')).toHaveText(w.shared);
    await expect(quote.getByText(w.capLeft)).toBeVisible();
    // 7 a year (Art 128 ¶1): 1 pending, this 1, 5 left.
    await expect(quote.getByTestId('quote-cap-left')).toHaveText('5');
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `request-form-${lang}`);

    // HR's balances report of next year, for this person: both lines say it.
    const hr = await sessionIn(browser, 1001, lang);
    await goInApp(hr, `/team/reports?tab=balances&year=${YEAR}`);
    await hr.getByTestId('filter-search').fill(String(me.empCode));
    const rows = hr.locator(`[data-testid=balances-row][data-emp="${me.empCode}"]`);
    await expect(rows.filter({ hasText: w.drawsOn })).toHaveCount(1);
    await expect(rows.getByTestId('balances-pending-of')).toHaveText(w.pendingOf);
    await expectNoAxeViolations(hr);
    await shootWidths(hr, SHOTS, `balances-report-${lang}`);
  });
}
