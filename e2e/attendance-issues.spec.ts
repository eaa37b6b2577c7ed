import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { type TPeople, type TPerson, addAttendanceEvent, apiAs, expect, instantIn, test, workDayBefore, todayIn } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, typeDate } from './fixtures';

/**
 * Attendance issues end to end, in English and in Arabic, each test with its own employee and
 * supervisor (data.ts). HR records a sign-out at 17:05 and no sign-in on a recent work day for
 * the employee, so that day is absent (as the demo does for 1005).
 * English: the employee reports the missed sign-in from the absence list (a future time is
 * refused first), HR 1001 approves it, and the day is gone from the absences while the logs show
 * the sign-in.
 * Arabic: the supervisor reports a sign-in for the employee on an earlier day with no events at
 * all, HR approves it in bulk, and that day is no longer absent.
 */

/** A supervisor and an employee under them; the employee signed out at 17:05 on a recent work day without signing in. */
async function team(people: TPeople, request: APIRequestContext) {
  const supervisor = await people.create({ role: 'supervisor' });
  const employee = await people.create({ manager: supervisor });
  await addAttendanceEvent(request, employee, 'out', instantIn(workDayBefore(2), '17:05'));
  return { supervisor, employee };
}

const SHOTS = process.env.ISSUE_SHOTS ?? '/tmp/issue-shots';
fs.mkdirSync(SHOTS, { recursive: true });

const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface TDay {
  date: string;
  status: string;
  firstIn: string | null;
  lastOut: string | null;
}

async function apiToken(request: APIRequestContext, who: TPerson): Promise<string> {
  return (await apiAs(request, who)).token;
}

/** The person's absent days of the last 60 days, newest first. */
async function absentDays(request: APIRequestContext, token: string): Promise<TDay[]> {
  const res = await request.get(`/api/attendance/absences?from=${addDays(todayIn(), -60)}&to=${todayIn()}&status=absent&pageSize=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { items: TDay[] }).items;
}

/** The Cairo dates on which the person has recorded events (the last 60 days), with their types. */
async function eventDays(request: APIRequestContext, token: string): Promise<Map<string, string[]>> {
  const res = await request.get(`/api/attendance/events?from=${addDays(todayIn(), -60)}&to=${todayIn()}&pageSize=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  const cairo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = new Map<string, string[]>();
  for (const e of ((await res.json()) as { items: { eventType: string; eventTime: string }[] }).items) {
    const d = cairo.format(new Date(e.eventTime));
    days.set(d, [...(days.get(d) ?? []), e.eventType]);
  }
  return days;
}




/**
 * Types a date at 09:00 AM into a date-time field, in natural order in both languages: the date,
 * the time, then the AM/PM mark (Arabic used to take the mark first).
 */
async function typeDateAt9(page: Page, label: string, date: string, am: string) {
  await field(page, label).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Home');
  await page.keyboard.type(typed(date));
  await page.keyboard.type('0900');
  await page.keyboard.type(am);
}

/** A picker field by its label (a required one has an asterisk in its name). */
const field = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}( \\*)?$`) });

/** Screenshots at desktop and phone width. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const WORDS = {
  en: {
    absent: 'Absent',
    issue: 'Reported attendance issue',
    signIn: 'Sign in',
    eventTime: 'Event time',
    from: 'From',
    past: 'The event time must be in the past.',
    success: 'Operation succeeded. Please wait for HR team approval.',
    pending: 'Pending',
    approved: 'Approved',
    approveNamed: (name: string) => `Approve: ${name} · Attendance issue`,
    approve: 'Approve',
    approveSelected: 'Approve selected',
    selectOne: (name: string) => `Select: ${name} · Attendance issue`,
    done: 'Done.',
    am: 'AM',
  },
  ar: {
    absent: 'غائب',
    issue: 'مشكلة حضور مُبلَّغ عنها',
    signIn: 'حضور',
    eventTime: 'وقت الحركة',
    from: 'من',
    past: 'يجب أن يكون وقت الحركة في الماضي.',
    success: 'تمت العملية بنجاح. يرجى انتظار موافقة فريق الموارد البشرية.',
    pending: 'قيد الانتظار',
    approved: 'تمت الموافقة',
    approveNamed: (name: string) => `الموافقة: ${name} · مشكلة حضور`,
    approve: 'موافقة',
    approveSelected: 'الموافقة على المحدد',
    selectOne: (name: string) => `تحديد: ${name} · مشكلة حضور`,
    done: 'تم.',
    am: 'ص',
  },
} as const;

test('en: the employee reports the missed sign-in from the absences, a future time is refused, HR approves, the day is no longer absent', async ({ browser, request, people }) => {
  test.setTimeout(180_000);
  const w = WORDS.en;
  const { employee } = await team(people, request);
  const token = await apiToken(request, employee);
  // The demo's day: a sign-out at 17:05 and no sign-in (a lone sign-out is not the day's last sign-out).
  const events = await eventDays(request, token);
  const day = (await absentDays(request, token)).find((d) => events.get(d.date)?.join() === 'out');
  expect(day, 'the employee has a day with a sign-out and no sign-in').toBeTruthy();
  const date = day!.date;
  const at9 = `${shown(date)} 09:00 ${w.am}`;

  // The server refuses a future time too (the form checks first).
  const future = await request.post('/api/attendance/issues', {
    headers: { Authorization: `Bearer ${token}` },
    data: { eventType: 'in', eventTime: new Date(Date.now() + 2 * 86_400_000).toISOString(), reason: '' },
  });
  expect(future.status()).toBe(400);
  expect(((await future.json()) as { code: string }).code).toBe('ISSUE_MUST_BE_PAST');

  // 1. The employee finds the day on /self/absent (through the menu) and reports it from the row.
  const omar = await sessionIn(browser, employee, 'en');
  const nav = omar.getByTestId('side-nav');
  await nav.getByRole('button', { name: 'Attendance', exact: true }).click();
  await nav.getByRole('link', { name: 'Absence' }).click();
  await expect(omar).toHaveURL(/\/self\/absent$/);
  await expect(omar.getByRole('heading', { level: 1, name: 'Absence' })).toBeVisible();
  await typeDate(omar, w.from, date);
  const row = omar.locator(`[data-testid=absence-row][data-date="${date}"]`);
  await expect(row.getByTestId('absence-status')).toHaveText(w.absent);
  await expectNoAxeViolations(omar);
  await shoot(omar, 'self-absent-en');
  await row.getByRole('button', { name: `Report attendance issue for ${shown(date)}` }).click();
  const dialog = omar.getByTestId('issue-dialog');
  await expect(dialog.getByRole('heading', { name: 'Report attendance issue' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /Event type/ })).toHaveText(w.signIn);
  // The time starts from the person's shift that day (the Day shift starts at 08:00).
  await expect(field(omar, w.eventTime)).toContainText(`${shown(date)} 08:00 ${w.am}`);
  await expectNoAxeViolations(omar);
  await shoot(omar, 'issue-dialog-en');

  // 2. A time in the future is refused with the seed's message.
  await typeDateAt9(omar, w.eventTime, addDays(todayIn(), 2), w.am);
  await dialog.getByTestId('issue-submit').click();
  await expect(dialog.getByText(w.past)).toBeVisible();
  await typeDateAt9(omar, w.eventTime, date, w.am);
  await expect(field(omar, w.eventTime)).toContainText(at9);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The device did not read my card.');
  await dialog.getByTestId('issue-submit').click();
  await expect(omar.getByText(w.success)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('absence-status')).toHaveText(w.issue);
  const mine = omar.getByTestId('my-issue-row').filter({ hasText: at9 });
  await expect(mine).toContainText(w.pending);

  // 3. HR 1001 approves it from the issue inbox (HR Service menu, with the pending count).
  const mona = await sessionIn(browser, 1001, 'en');
  const hrNav = mona.getByTestId('side-nav');
  await hrNav.getByRole('link', { name: /Site Attendance issue/ }).click();
  await expect(mona).toHaveURL(/\/team\/attisuaprv$/);
  await expect(mona.getByRole('heading', { level: 1, name: 'Site Attendance issues' })).toBeVisible();
  const pending = mona.locator('[data-testid^=inbox-item-attendance_issue-]').filter({ hasText: at9 }).filter({ hasText: employee.fullNameEn });
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText(employee.fullNameEn);
  // The day's recorded events sit beside the issue: the sign-out at 17:05.
  await expect(pending.getByTestId('issue-day-events')).toContainText('Sign out 05:05 PM');
  await expectNoAxeViolations(mona);
  await shoot(mona, 'issue-inbox-en');
  await pending.getByRole('button', { name: w.approveNamed(employee.fullNameEn) }).click();
  const decision = mona.getByTestId('decision-dialog');
  await decision.getByRole('textbox', { name: 'Comment' }).fill('Confirmed with the gate log.');
  await decision.getByRole('button', { name: w.approve, exact: true }).click();
  await expect(mona.getByText(w.done, { exact: true })).toBeVisible();
  await expect(pending).toHaveCount(0);

  // 4. The employee's logs show the sign-in; the day is no longer absent; his issue shows Approved.
  await goInApp(omar, '/self/attlogs');
  await typeDate(omar, w.from, date);
  await typeDate(omar, 'To', date);
  const signIn = omar.getByTestId('attendance-row').filter({ hasText: at9 });
  await expect(signIn).toHaveCount(1);
  await expect(signIn).toContainText(w.signIn);
  await goInApp(omar, '/self/absent');
  // The page may still be settling its default range: type until the range shows the date.
  await expect(async () => {
    await typeDate(omar, w.from, date);
    await expect(omar.getByTestId('absence-range')).toContainText(shown(date), { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(omar.locator(`[data-testid=absence-row][data-date="${date}"]`)).toHaveCount(0, { timeout: 20_000 });
  await expect(omar.getByTestId('my-issue-row').filter({ hasText: at9 })).toContainText(w.approved);
  expect((await absentDays(request, token)).some((d) => d.date === date)).toBe(false);
});

test('ar: the supervisor reports a sign-in for the employee on /team/attissue, HR approves it in bulk, the day is no longer absent', async ({ browser, request, people }) => {
  test.setTimeout(180_000);
  const w = WORDS.ar;
  const { supervisor, employee } = await team(people, request);
  const token = await apiToken(request, employee);
  // A work day with nothing recorded.
  const events = await eventDays(request, token);
  // Not today: 09:00 may still be ahead.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const day = (await absentDays(request, token)).find((d) => !events.has(d.date) && d.date < today);
  expect(day, 'the employee has an earlier work day with no events').toBeTruthy();
  const date = day!.date;
  const at9 = `${shown(date)} 09:00 ${w.am}`;

  // 1. The supervisor opens the team dialog from the menu, picks the employee by company ID and files the sign-in.
  const sara = await sessionIn(browser, supervisor, 'ar');
  await goInApp(sara, '/team/absent');
  await expect(sara.getByRole('heading', { level: 1, name: 'غياب الفريق' })).toBeVisible();
  await expectNoAxeViolations(sara);
  await shoot(sara, 'team-absent-ar');
  const nav = sara.getByTestId('side-nav');
  await nav.getByRole('link', { name: 'الإبلاغ عن مشكلة', exact: true }).click();
  await expect(sara).toHaveURL(/\/team\/attissue$/);
  const dialog = sara.getByTestId('issue-dialog');
  await expect(dialog.getByRole('heading', { name: 'الإبلاغ عن مشكلة حضور لأحد أعضاء الفريق' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'الرقم الوظيفي' }).fill(String(employee.empCode));
  await sara.getByRole('option', { name: new RegExp(employee.fullNameAr) }).click();
  await expect(dialog.getByRole('combobox', { name: 'الموظف', exact: true })).toHaveValue(employee.fullNameAr);
  await dialog.getByRole('combobox', { name: /نوع الحركة/ }).click();
  await sara.getByRole('option', { name: w.signIn, exact: true }).click();
  // A future time first: refused with the Arabic message.
  await typeDateAt9(sara, w.eventTime, addDays(todayIn(), 2), w.am);
  await dialog.getByTestId('issue-submit').click();
  await expect(dialog.getByText(w.past)).toBeVisible();
  await expectNoAxeViolations(sara);
  await shoot(sara, 'team-issue-dialog-ar');
  await typeDateAt9(sara, w.eventTime, date, w.am);
  await dialog.getByTestId('issue-submit').click();
  await expect(sara.getByText(w.success)).toBeVisible();
  // The report lands on the team's absences, where the day shows as reported (here also where it was opened from).
  await expect(sara).toHaveURL(/\/team\/absent$/);

  // 2. HR 1001 (in Arabic for this visit) approves it in bulk.
  const mona = await sessionIn(browser, 1001, 'ar');
  await goInApp(mona, '/team/attisuaprv');
  await expect(mona.getByRole('heading', { level: 1, name: 'مشكلات حضور الموقع' })).toBeVisible();
  const pending = mona.locator('[data-testid^=inbox-item-attendance_issue-]').filter({ hasText: at9 }).filter({ hasText: employee.fullNameAr });
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText(supervisor.fullNameAr);
  await expectNoAxeViolations(mona);
  await shoot(mona, 'issue-inbox-ar');
  await pending.getByRole('checkbox', { name: w.selectOne(employee.fullNameAr) }).check();
  await mona.getByRole('button', { name: w.approveSelected }).click();
  await mona.getByTestId('decision-dialog').getByRole('button', { name: w.approve, exact: true }).click();
  await expect(mona.getByTestId('bulk-results')).toContainText('تم تنفيذ 1 من 1.');
  await expect(pending).toHaveCount(0);

  // 3. The employee sees the sign-in in his logs and the day is no longer absent.
  const omar = await sessionIn(browser, employee, 'ar');
  await goInApp(omar, '/self/attlogs');
  await typeDate(omar, 'من', date);
  await typeDate(omar, 'إلى', date);
  await expect(omar.getByTestId('attendance-row').filter({ hasText: at9 })).toContainText(w.signIn);
  await goInApp(omar, '/self/absent');
  // The page may still be settling its default range: type until the range shows the date.
  await expect(async () => {
    await typeDate(omar, 'من', date);
    await expect(omar.getByTestId('absence-range')).toContainText(shown(date), { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(omar.locator(`[data-testid=absence-row][data-date="${date}"][data-status=absent]`)).toHaveCount(0, { timeout: 20_000 });
  await expect(omar.getByTestId('my-issue-row').filter({ hasText: at9 })).toContainText(w.approved);
  await expectNoAxeViolations(omar);
  await shoot(omar, 'self-absent-ar');
  expect((await absentDays(request, token)).some((d) => d.date === date)).toBe(false);
});
