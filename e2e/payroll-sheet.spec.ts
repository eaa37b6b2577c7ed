import ExcelJS from 'exceljs';
import type { APIRequestContext } from '@playwright/test';
import { outOfShiftAt } from '@hr/shared';
import { addDays, apiAs, asHr, expect, test, todayIn, weekdayOf, workedDay } from './data';
import { expectNoAxeViolations, goInApp, sessionIn } from './fixtures';

/**
 * The sheet payroll can use and out-of-shift clock-ins. HR downloads the monthly sheet
 * (XLSX) and finds a new employee's early leave, permission minutes, approved overtime, site,
 * section and shift, in English and Arabic. A person whose shift does not cover the present hour
 * clocks in on the dashboard: warned with the shift's hours, recorded on confirmation, flagged.
 */
const SHOTS = 'test-results/screenshots';
const WORDS = {
  en: { tab: 'Attendance sheet', early: 'Early-leave minutes', overtime: 'Approved overtime hours', permission: 'Permission minutes', late: 'Late minutes', site: 'Site', shift: 'Shift', section: 'Section', confirm: 'Record clock-in', title: 'Outside your shift', chip: 'Out of shift' },
  ar: { tab: 'كشف الحضور', early: 'دقائق الانصراف المبكر', overtime: 'ساعات العمل الإضافي المعتمدة', permission: 'دقائق الأذونات', late: 'دقائق التأخير', site: 'الموقع', shift: 'الوردية', section: 'القسم', confirm: 'سجّل الحضور', title: 'خارج مواعيد ورديتك', chip: 'خارج الوردية' },
} as const;

/** A past work day (Sunday to Thursday, not a holiday) this month if there is one, else last month. */
async function pastWorkDay(request: APIRequestContext): Promise<string> {
  const hr = await asHr(request);
  const holidays = new Set<string>();
  for (const year of new Set([todayIn().slice(0, 4), addDays(todayIn(), -20).slice(0, 4)]))
    for (const h of (await hr.get<{ items: { date: string }[] }>(`/hr/holidays?year=${year}`)).items) holidays.add(h.date);
  let day = addDays(todayIn(), -2);
  while ([5, 6].includes(weekdayOf(day)) || holidays.has(day)) day = addDays(day, -1);
  return day;
}

for (const lang of ['en', 'ar'] as const) {
  test(`HR's monthly sheet has early leave, permission, overtime, site, section and shift (${lang})`, async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const manager = await people.create({ role: 'manager' });
    const employee = await people.create({ manager });
    const day = await pastWorkDay(request);
    // In at 08:45 (an approved late-arrival permission of an hour covers it), out at 15:00: an hour early.
    await workedDay(request, employee, day, '08:45', '15:00');
    const boss = await apiAs(request, manager);
    const { items: types } = await boss.get<{ items: { id: number; kind: string }[] }>('/permission/types');
    const filed = await boss.post<{ state: string }>('/permission', { typeId: types.find((x) => x.kind === 'late_arrival')!.id, workDate: day, from: '08:00', to: '09:00', reason: 'Clinic', employeeId: employee.id });
    expect(filed.state).toBe('approved');
    // Two hours of overtime after the shift, approved by the manager.
    const me = await apiAs(request, employee);
    const ot = await me.post<{ request: { id: number } }>('/overtime', { workDate: day, from: '16:00', to: '18:00', reason: 'Stock count' });
    const decided = await boss.post<{ results: { ok: boolean }[] }>('/inbox/decide', { items: [{ kind: 'overtime', id: ot.request.id }], decision: 'approve', comment: '' });
    expect(decided.results[0].ok).toBe(true);

    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, '/team/reports');
    await page.getByRole('tab', { name: w.tab }).click();
    await page.getByTestId('sheet-open').click();
    const dialog = page.getByTestId('sheet-dialog');
    await expect(dialog).toBeVisible();
    if (day.slice(0, 7) !== todayIn().slice(0, 7)) {
      await dialog.getByRole('combobox').first().click();
      const name = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 7)}-01T00:00:00Z`));
      await page.getByRole('option', { name: new RegExp(name.split(' ')[0]) }).nth(0).click();
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/payroll-sheet-dialog-${lang}.png` });
    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('sheet-download').click()]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await file.path());
    const ws = wb.worksheets[0];
    expect(ws.views[0]).toMatchObject({ rightToLeft: lang === 'ar' });
    const head = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    for (const h of [w.section, w.site, w.shift, w.early, w.overtime, w.permission]) expect(head).toContain(h);
    let row: unknown[] = [];
    ws.eachRow((r) => {
      if (Number(r.getCell(1).value) === employee.empCode) row = (r.values as unknown[]).slice(1);
    });
    expect(row.length).toBeGreaterThan(0);
    const cell = (h: string) => row[head.indexOf(h)];
    expect(cell(w.early)).toBe(60);
    expect(cell(w.permission)).toBe(60);
    expect(cell(w.overtime)).toBe(2);
    expect(cell(w.late)).toBe(0);
    expect(cell(w.site)).toBe(lang === 'en' ? 'Cairo' : 'القاهرة');
    expect(String(cell(w.shift))).not.toBe('');
    await page.context().close();
  });

  test(`a clock-in far outside the shift is warned about, recorded on confirmation and flagged (${lang})`, async ({ browser, request, people }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    const hr = await asHr(request);
    // A shift every day that starts some hours from now and lasts one: now is far outside the day its
    // window gives the sign-in to (yesterday's or today's). The start is the first of 3, 4, … 21 hours
    // ahead whose day is no public holiday (a holiday has no hours to be outside of, and Egypt's
    // holidays come two or three in a row): the shared rule tells which day and whether it is outside.
    const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
    const pad = (n: number) => String(n % 24).padStart(2, '0');
    const holidays = new Set<string>();
    for (const year of new Set([addDays(todayIn(), -1).slice(0, 4), todayIn().slice(0, 4)]))
      for (const h of (await hr.get<{ items: { date: string }[] }>(`/hr/holidays?year=${year}`)).items) holidays.add(h.date);
    const rule = (ahead: number) => ({ startTime: `${pad(hour + ahead)}:00`, endTime: `${pad(hour + ahead + 1)}:00`, graceMinutes: 0, workDays: [0, 1, 2, 3, 4, 5, 6] });
    const outside = (ahead: number) => outOfShiftAt(new Date(), { timeZone: 'Africa/Cairo', shift: rule(ahead), periods: [], holiday: (d) => holidays.has(d) });
    const ahead = [3, 4, 5, 6, 9, 12, 15, 18, 21].find((h) => outside(h) !== null);
    const shift = await hr.post<{ id: number }>('/hr/shifts', { nameEn: `Odd hours ${Date.now()}`, nameAr: 'ساعات غير معتادة', ...rule(ahead ?? 6), lawReason: 'Seven days a week (Art 120): a test of odd hours' });
    const employee = await people.create({ shiftId: shift.id, language: lang });
    const page = await sessionIn(browser, employee, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByTestId('clock-card');
    await card.getByTestId('clock-sign-in').click();
    const dialog = page.getByRole('alertdialog', { name: w.title });
    if (ahead === undefined) {
      // Yesterday and today are both public holidays (the second day of an Eid): neither has hours to
      // be outside of, so the sign-in is recorded at once and not flagged.
      await expect(card.getByTestId('clock-sign-out')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      const list = await hr.get<{ items: { eventType: string; outOfShift: boolean }[] }>(`/attendance/team-events?employeeId=${employee.id}&from=${addDays(todayIn(), -1)}`);
      expect(list.items).toEqual([expect.objectContaining({ eventType: 'in', outOfShift: false })]);
      await page.context().close();
      return;
    }
    await expect(dialog).toBeVisible();
    // The shift's start as the screen writes it (hh:mm a): its hour on the 12-hour clock.
    await expect(dialog).toContainText(`${String((hour + ahead!) % 12 || 12).padStart(2, '0')}:00`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/out-of-shift-dialog-${lang}-390.png` });
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('clock-sign-out')).toBeVisible();
    // HR sees it flagged; so does the person in their own log.
    const list = await hr.get<{ items: { eventType: string; outOfShift: boolean }[] }>(`/attendance/team-events?employeeId=${employee.id}&from=${addDays(todayIn(), -1)}`);
    expect(list.items).toEqual([expect.objectContaining({ eventType: 'in', outOfShift: true })]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await goInApp(page, '/self/attlogs');
    await expect(page.getByTestId('flag-out-of-shift').first()).toHaveText(w.chip);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
