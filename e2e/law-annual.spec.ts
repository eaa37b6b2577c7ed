import { asHr, expect, test, todayIn } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootWidths, typeDate } from './fixtures';

/**
 * Art 125 of Labour Law 14/2025 on the annual balance, in English and Arabic: HR gives a person a
 * last working day and their page shows the annual days owed in cash; the settlement list pays them
 * (the balance empties, the days go to the payroll CSV); the annual-minimum report lists someone with
 * no leave this year and HR's dashboard warns of it. Every person is the test's own; the dates are
 * counted from today.
 */
const W = {
  en: {
    lastDay: 'Last working day',
    saved: 'Changes saved.',
    owed: /Last working day .*: \d+ days of annual leave to pay in the final settlement \(Art 125\)\./,
    open: 'Open the settlement list',
    title: 'Annual leave settlement',
    pay: 'Pay',
    payEnd: 'Final settlement: every day left on the balance',
    save: 'Save',
    decided: 'Decision recorded.',
    report: 'Annual minimum',
    noRun: 'No 6 days in a row',
    warning: /will not get 15 days of annual leave this year with six in a row \(Art 125\)\./,
    openReport: 'Open the report',
  },
  ar: {
    lastDay: 'آخر يوم عمل',
    saved: 'تم حفظ التعديلات.',
    owed: /آخر يوم عمل .*: .* من الإجازة السنوية يُصرف مقابلها في التسوية النهائية \(المادة 125\)\./,
    open: 'فتح قائمة التسوية',
    title: 'تسوية رصيد الإجازات السنوية',
    pay: 'صرف',
    payEnd: 'تسوية نهائية: يُصرف مقابل كل الأيام المتبقية',
    save: 'حفظ',
    decided: 'تم تسجيل القرار.',
    report: 'الحد الأدنى السنوي',
    noRun: 'لا توجد 6 أيام متصلة',
    warning: /لن يحصل.* هذا العام على 15 يومًا من الإجازة السنوية منها ستة متصلة \(المادة 125\)\./,
    openReport: 'فتح التقرير',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const w = W[lang];
  test(`${lang}: Art 125 — the end-of-service balance is paid through the settlement list, and the annual minimum is reported`, async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    // Ten years and more of service, no leave taken this year.
    const leaving = await people.create({ hireDate: '2012-01-01', birthDate: '1980-01-01' });
    // The one who stays works at a site of this test's own: the report is filtered to it.
    const tag = `${lang}${Date.now() % 1_000_000}`;
    const site = await (await asHr(request)).post<{ id: number }>('/hr/sites', { nameEn: `Minimum ${tag}`, nameAr: `الحد الأدنى ${tag}` });
    const staying = await people.create({ hireDate: '2012-01-01', birthDate: '1980-01-01', siteId: site.id });
    const page = await sessionIn(browser, 1001, lang);

    // The person's page: a last working day, then the days owed in cash at the end of service.
    await goInApp(page, `/hr/employees/${leaving.id}`);
    // Today: the end of service always falls in this year, whatever the day the test runs.
    const lastDay = todayIn();
    await typeDate(page, w.lastDay, lastDay);
    await page.getByTestId('employee-save').click();
    await expect(page.getByText(w.saved)).toBeVisible();
    const card = page.getByTestId('settlement-person');
    await expect(card).toContainText(w.owed);
    await expectNoAxeViolations(page);
    await shootWidths(page, '/tmp/shots-law2', `person-end-of-service-${lang}`);

    // The settlement list: the person's line, paid as the final settlement.
    await card.getByRole('link', { name: w.open }).click();
    await expect(page).toHaveURL(/\/hr\/leave-balances\/settlements$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    // Until HR moves the installation to the law's rule, the card that does it; afterwards, a line saying so.
    await expect(page.getByTestId('settlement-rule-card').or(page.getByTestId('settlement-rule-applied'))).toBeVisible();
    const row = page.getByTestId(`settlement-row-${leaving.empCode}`);
    await expect(row.getByTestId('settlement-end')).not.toHaveText('—');
    await expectNoAxeViolations(page);
    await shootWidths(page, '/tmp/shots-law2', `settlements-${lang}`);
    await row.getByRole('button', { name: w.pay, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(w.payEnd);
    await expectNoAxeViolations(page);
    await shootWidths(page, '/tmp/shots-law2', `settlement-pay-${lang}`);
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.decided)).toBeVisible();
    await expect(row).toHaveCount(0);
    // The days are in the payments for payroll.
    const download = page.waitForEvent('download');
    await page.getByTestId('settlement-export').click();
    const file = await download;
    const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
    expect(csv).toContain(`,${leaving.empCode},`);

    // HR's dashboard warns of people who will not get the minimum, and the report lists them.
    await goInApp(page, '/dashboard/default');
    const warning = page.getByTestId('annual-minimum-warning');
    await expect(warning).toContainText(w.warning);
    await warning.getByRole('link', { name: w.openReport }).click();
    await expect(page).toHaveURL(/\/team\/reports\?tab=annual-minimum$/);
    await expect(page.getByRole('tab', { name: w.report })).toHaveAttribute('aria-selected', 'true');
    await goInApp(page, `/team/reports?tab=annual-minimum&site=${site.id}`);
    const line = page.getByTestId(`annual-minimum-row-${staying.empCode}`);
    await expect(line).toContainText(w.noRun);
    // Whoever leaves this year is paid at the end of service, not listed.
    await expect(page.getByTestId(`annual-minimum-row-${leaving.empCode}`)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shootWidths(page, '/tmp/shots-law2', `annual-minimum-${lang}`);
  });
}
