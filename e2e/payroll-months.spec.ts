import { addDays, apiAs, asHr, expect, instantIn, isDemoWorkDay, test, todayIn } from './data';
import { expectNoAxeViolations, goInApp, sessionIn } from './fixtures';

/**
 * Closing a month for payroll in the browser, for a site the test makes (a month closed for the
 * whole organisation would freeze days other specs change): the checklist names an unresolved
 * absence, HR closes anyway with a reason, a terminal's punch that arrives late is listed and the
 * next month's close carries it as an adjustment line; the month is reopened with a reason and
 * closed again as version 2, whose changes are shown. In English and Arabic, desktop and phone.
 */
const SHOTS = 'test-results/screenshots';
const WORDS = {
  en: { tab: 'Attendance sheet', absences: 'Absent or incomplete days nobody resolved: ', closed: 'Closed', reopened: 'Reopened', version2: 'Version 2', late: 'Punches that arrived after the month was closed' },
  ar: { tab: 'كشف الحضور', absences: 'أيام غياب أو غير مكتملة لم يُبتّ فيها: ', closed: 'مُقفل', reopened: 'أُعيد فتحه', version2: 'الإصدار 2', late: 'بصمات وصلت بعد إقفال الشهر' },
} as const;

/** 'YYYY-MM', `back` months before this one. */
const monthsAgo = (back: number) => {
  const [y, m] = todayIn().split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const firstWorkDay = (month: string) => {
  let d = `${month}-02`;
  while (!isDemoWorkDay(d)) d = addDays(d, 1);
  return d;
};

for (const lang of ['en', 'ar'] as const) {
  test(`HR closes a site's month after its checklist, a late punch is carried into the next, reopens and closes version 2 (${lang})`, async ({ browser, request, people }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    const hr = await asHr(request);
    const tag = `${lang}${Date.now() % 1_000_000}`;
    const site = await hr.post<{ id: number }>('/hr/sites', { nameEn: `Payroll ${tag}`, nameAr: `رواتب ${tag}` });
    const person = await people.create({ siteId: site.id, hireDate: '2020-01-01' });
    // Two months long past, so no other spec's dates fall in them: M and the month after.
    const M = monthsAgo(23);
    const M1 = monthsAgo(22);
    const siteName = lang === 'ar' ? `رواتب ${tag}` : `Payroll ${tag}`;

    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, '/team/reports');
    await page.getByRole('tab', { name: w.tab }).click();
    const panel = page.getByTestId('payroll-months');
    await expect(panel).toBeVisible();

    const closeMonth = async (month: string, reason: string) => {
      await panel.getByTestId('payroll-close-open').click();
      const dialog = page.getByTestId('payroll-close-dialog');
      await dialog.getByTestId('payroll-close-month').locator('..').getByRole('combobox').click();
      await page.getByRole('option', { name: monthLabel(month), exact: true }).click();
      await dialog.getByRole('combobox').nth(1).click();
      await page.getByRole('option', { name: siteName }).click();
      // The person was absent every work day: the checklist says so and links to where it is resolved.
      await expect(dialog.getByTestId('payroll-check-unresolvedAbsences')).toContainText(w.absences);
      await expect(dialog.getByTestId('payroll-check-unresolvedAbsences')).toContainText(String(person.empCode));
      await dialog.getByTestId('payroll-force-reason').fill(reason);
      await expectNoAxeViolations(page);
      await dialog.getByTestId('payroll-close-submit').click();
      await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    };
    const monthLabel = (month: string) => new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
    const item = (month: string, state: string) => panel.getByTestId('payroll-month').filter({ hasText: siteName }).filter({ hasText: monthLabel(month) }).filter({ has: page.getByTestId('payroll-month-state').getByText(state, { exact: true }) });

    await closeMonth(M, 'Payroll ran before the absences were resolved');
    await expect(item(M, w.closed)).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/payroll-closed-${lang}.png`, fullPage: true });

    // A terminal's punch for a day of M arrives after the close: listed, and carried into M+1.
    const day = firstWorkDay(M);
    await hr.post('/hr/attendance/events', { employeeId: person.id, eventType: 'in', eventTime: instantIn(day, '08:00').toISOString(), reason: 'Late batch' });
    await hr.post('/hr/attendance/events', { employeeId: person.id, eventType: 'out', eventTime: instantIn(day, '16:00').toISOString(), reason: 'Late batch' });
    // The server lists both as late (asked directly, so a failure below is the screen's, not the list's).
    const lateOfPerson = async () => (await hr.get<{ items: { employee: { id: number } | null }[] }>('/hr/payroll-months/late-punches?page=0&pageSize=100')).items.filter((p) => p.employee?.id === person.id).length;
    await expect.poll(lateOfPerson, { timeout: 15_000 }).toBe(2);
    // Away and back (a reload would take HR's own saved language): the lists are read again.
    await goInApp(page, '/dashboard/default');
    await goInApp(page, '/team/reports');
    await page.getByRole('tab', { name: w.tab }).click();
    await expect(page.getByTestId('late-punches')).toContainText(w.late);
    await expect(page.getByTestId('late-punch').filter({ hasText: String(person.empCode) })).toHaveCount(2, { timeout: 15_000 });
    await closeMonth(M1, 'Carry the late batch');
    const v1 = item(M1, w.closed);
    await expect(v1).toHaveCount(1);
    // The file of M+1 as issued has the part of adjustments, naming the day dd/MM/yyyy.
    const months = await hr.get<{ items: { id: number; month: string; site: { id: number } | null; version: number }[] }>('/hr/payroll-months');
    const issued = months.items.find((m) => m.month === M1 && m.site?.id === site.id)!;
    const csv = await (await request.get(`/api/hr/payroll-months/versions/${issued.id}/file?format=csv&lang=${lang}`, { headers: { authorization: `Bearer ${hr.token}` } })).text();
    expect(csv).toContain(lang === 'en' ? 'Adjustments for earlier months' : 'تسويات عن شهور سابقة');
    expect(csv).toContain(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);

    // Reopened with a reason, then closed again: version 2, and what changed.
    await v1.getByTestId('payroll-reopen').click();
    const reopen = page.getByTestId('payroll-reopen-dialog');
    await reopen.getByTestId('payroll-reopen-submit').click();
    await expect(reopen).toBeVisible(); // a reason is required
    await reopen.getByTestId('payroll-reopen-reason').fill('An absence was resolved late');
    await reopen.getByTestId('payroll-reopen-submit').click();
    await expect(item(M1, w.reopened)).toHaveCount(1);
    await closeMonth(M1, 'Second issue');
    const v2 = item(M1, w.closed);
    await expect(v2).toContainText(w.version2);
    await v2.getByTestId('payroll-changes').click();
    await expect(page.getByTestId('payroll-changes-dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/payroll-months-${lang}-phone.png`, fullPage: true });
    // An employee cannot reopen a month.
    const me = await apiAs(request, person);
    expect((await me.raw('POST', `/hr/payroll-months/${M}/reopen`, { reason: 'x', siteId: site.id })).status()).toBe(403);
    await page.context().close();
  });
}
