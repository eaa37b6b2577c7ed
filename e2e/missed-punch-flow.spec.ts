import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { addAttendanceEvent, addDays, expect, instantIn, isDemoWorkDay, test, todayIn, weekdayOf, workDayBefore } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, typeDate } from './fixtures';

/**
 * Reporting a missed punch, as people walking the app on phones met it. A report sent from the menu
 * lands where it is listed (not back on the page the person came from); a report on a rest day or
 * hours from the shift asks first, saying why; a day of the absence list opens the form at the
 * shift's start (a missed sign-in) or end (a missed sign-out), not at 09:00. Each test makes its own
 * employee on the Day shift (08:00–16:00, Sunday to Thursday).
 */
const SHOTS = process.env.MISSED_PUNCH_SHOTS ?? '/tmp/missed-punch-shots';
fs.mkdirSync(SHOTS, { recursive: true });

const WORDS = {
  en: {
    openMenu: 'Open menu',
    attendance: 'Attendance',
    report: 'Report Attendance issue',
    absence: 'Absence',
    swaps: 'Shift swaps',
    pageTitle: 'Report attendance issue',
    eventType: 'Event type',
    eventTime: 'Event time',
    from: 'From',
    signIn: 'Sign in',
    signOut: 'Sign out',
    submit: 'Submit',
    cancel: 'Cancel',
    sendAnyway: 'Send anyway',
    another: 'Report another issue',
    restDay: 'That day is a rest day for you.',
    farAfter: 'That time is 5 hours after your shift ends (04:00 PM).',
    success: 'Operation succeeded. Please wait for HR team approval.',
    pending: 'Pending',
    reported: 'Reported attendance issue',
    reportFor: (d: string) => `Report attendance issue for ${d}`,
    am: 'AM',
    pm: 'PM',
  },
  ar: {
    openMenu: 'فتح القائمة',
    attendance: 'الحضور',
    report: 'الإبلاغ عن مشكلة حضور',
    absence: 'الغياب',
    swaps: 'تبديل الورديات',
    pageTitle: 'الإبلاغ عن مشكلة حضور',
    eventType: 'نوع الحركة',
    eventTime: 'وقت الحركة',
    from: 'من',
    signIn: 'حضور',
    signOut: 'انصراف',
    submit: 'إرسال',
    cancel: 'إلغاء',
    sendAnyway: 'أرسِل رغم ذلك',
    another: 'الإبلاغ عن مشكلة أخرى',
    restDay: 'هذا اليوم يوم راحة بالنسبة إليك.',
    farAfter: 'هذا الوقت بعد نهاية ورديتك (04:00 م)، والفرق بينهما 5 ساعات.',
    success: 'تمت العملية بنجاح. يرجى انتظار موافقة فريق الموارد البشرية.',
    pending: 'قيد الانتظار',
    reported: 'مشكلة حضور مُبلَّغ عنها',
    reportFor: (d: string) => `الإبلاغ عن مشكلة حضور بتاريخ ${d}`,
    am: 'ص',
    pm: 'م',
  },
} as const;

const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;
/** A picker field by its label (a required one has an asterisk in its name). */
const field = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}( \\*)?$`) });

/** Types a date, a time ('0400') and the AM/PM mark into a date-time field, in natural order in both languages. */
async function typeDateTime(page: Page, label: string, date: string, hhmm: string, mark: string) {
  await field(page, label).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Home');
  await page.keyboard.type(typed(date));
  await page.keyboard.type(hhmm);
  await page.keyboard.type(mark);
}


/** The last Friday before today: a rest day of the Day shift. */
function lastFriday(): string {
  let d = addDays(todayIn(), -1);
  while (weekdayOf(d) !== 5) d = addDays(d, -1);
  return d;
}

/** Opens a side-navigation group's link (the group opened first when it is closed). */
async function openFromMenu(page: Page, group: string, link: string) {
  const nav = page.getByTestId('side-nav');
  await expect(nav.getByRole('button', { name: group, exact: true })).toBeVisible();
  if (!(await nav.getByRole('link', { name: link, exact: true }).isVisible())) await nav.getByRole('button', { name: group, exact: true }).click();
  await nav.getByRole('link', { name: link, exact: true }).click();
}

for (const lang of ['en', 'ar'] as const) {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    const phone = width < 600;

    test(`from the menu: a rest day and a far time ask first, and a sent report lands on the list (${lang}, ${width} px)`, async ({ browser, people }) => {
      test.setTimeout(120_000);
      const w = WORDS[lang];
      const employee = await people.create({ language: lang });
      const page = await sessionIn(browser, employee, lang);
      await page.setViewportSize({ width, height });
      // He is looking at his shift swaps when he remembers the missed punch.
      await goInApp(page, '/shift-swaps');
      await expect(page.getByRole('heading', { level: 1, name: w.swaps })).toBeVisible();
      if (phone) await page.getByRole('button', { name: w.openMenu }).click();
      await openFromMenu(page, w.attendance, w.report);
      await expect(page).toHaveURL(/\/self\/attissue$/);
      const dialog = page.getByTestId('issue-dialog');
      await expect(dialog.getByRole('heading', { name: w.pageTitle })).toBeVisible();

      // 1. A sign-out on a rest day: the form says so before anything is sent.
      const friday = lastFriday();
      await dialog.getByRole('combobox', { name: new RegExp(w.eventType) }).click();
      await page.getByRole('option', { name: w.signOut, exact: true }).click();
      await typeDateTime(page, w.eventTime, friday, '0400', w.pm);
      await dialog.getByTestId('issue-submit').click();
      const note = dialog.getByTestId('issue-outside-shift');
      await expect(note).toContainText(w.restDay);
      await expect(dialog.getByTestId('issue-submit')).toHaveText(w.sendAnyway);
      await expect(page.getByTestId('my-issue-row')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/rest-day-warning-${lang}-${width}.png` });
      // He did work that Friday: sent anyway.
      await dialog.getByTestId('issue-submit').click();
      await expect(page.getByText(w.success, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      // Where the report is listed: this page, not the shift swaps he came from.
      await expect(page).toHaveURL(/\/self\/attissue$/);
      const fridayRow = page.getByTestId('my-issue-row').filter({ hasText: shown(friday) });
      await expect(fridayRow).toHaveCount(1);
      await expect(fridayRow).toContainText(w.pending);

      // 2. Another report: a sign-out five hours after the shift ends asks first; a time nearer is sent at once.
      await page.getByRole('button', { name: w.another }).click();
      await expect(dialog).toBeVisible();
      const day = workDayBefore(3);
      await dialog.getByRole('combobox', { name: new RegExp(w.eventType) }).click();
      await page.getByRole('option', { name: w.signOut, exact: true }).click();
      await typeDateTime(page, w.eventTime, day, '0900', w.pm);
      await dialog.getByTestId('issue-submit').click();
      await expect(note).toHaveText(new RegExp(w.farAfter.replace(/[().]/g, '\\$&')));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/far-time-warning-${lang}-${width}.png` });
      // A typo: 09:00 PM was meant as 04:30 PM. Changing the time takes the question back.
      await typeDateTime(page, w.eventTime, day, '0430', w.pm);
      await expect(note).toBeHidden();
      await expect(dialog.getByTestId('issue-submit')).toHaveText(w.submit);
      await dialog.getByTestId('issue-submit').click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/self\/attissue$/);
      await expect(page.getByTestId('my-issue-row')).toHaveCount(2);
      await expect(page.getByTestId('my-issue-row').filter({ hasText: `04:30 ${w.pm}` })).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/reported-list-${lang}-${width}.png`, fullPage: true });
      // Back goes where he came from before the form.
      await page.goBack();
      await expect(page).toHaveURL(/\/shift-swaps$/);
      await page.context().close();
    });

    test(`from the absence list the time starts at the shift's start or end (${lang}, ${width} px)`, async ({ browser, request, people }) => {
      test.setTimeout(120_000);
      const w = WORDS[lang];
      const employee = await people.create({ language: lang });
      // An absent work day (nothing recorded), and an earlier one with a sign-in and no sign-out.
      const absent = workDayBefore(2);
      let incomplete = addDays(absent, -1);
      while (!isDemoWorkDay(incomplete)) incomplete = addDays(incomplete, -1);
      await addAttendanceEvent(request, employee, 'in', instantIn(incomplete, '08:05'));
      const page = await sessionIn(browser, employee, lang);
      await page.setViewportSize({ width, height });
      await goInApp(page, '/self/absent');
      await expect(page.getByRole('heading', { level: 1, name: w.absence })).toBeVisible();
      await expect(async () => {
        await typeDate(page, w.from, incomplete);
        await expect(page.getByTestId('absence-range')).toContainText(shown(incomplete), { timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      const dialog = page.getByTestId('issue-dialog');

      // The missed sign-in: the shift's start, 08:00 (it was 09:00).
      await page.locator(`[data-testid=absence-row][data-date="${absent}"]`).getByRole('button', { name: w.reportFor(shown(absent)) }).click();
      await expect(dialog.getByRole('combobox', { name: new RegExp(w.eventType) })).toHaveText(w.signIn);
      await expect(field(page, w.eventTime)).toContainText(shown(absent));
      await expect(field(page, w.eventTime)).toContainText(`08:00`);
      await expect(field(page, w.eventTime)).toContainText(w.am);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/prefill-sign-in-${lang}-${width}.png` });
      await dialog.getByRole('button', { name: w.cancel }).click();
      await expect(dialog).toBeHidden();

      // The missed sign-out: the shift's end, 04:00 PM; sent as it is, the day shows as reported.
      const row = page.locator(`[data-testid=absence-row][data-date="${incomplete}"]`);
      await row.getByRole('button', { name: w.reportFor(shown(incomplete)) }).click();
      await expect(dialog.getByRole('combobox', { name: new RegExp(w.eventType) })).toHaveText(w.signOut);
      await expect(field(page, w.eventTime)).toContainText(shown(incomplete));
      await expect(field(page, w.eventTime)).toContainText(`04:00`);
      await expect(field(page, w.eventTime)).toContainText(w.pm);
      await dialog.getByTestId('issue-submit').click();
      await expect(page.getByText(w.success, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/self\/absent$/);
      await expect(row.getByTestId('absence-status')).toHaveText(w.reported);
      await expect(page.getByTestId('my-issue-row').filter({ hasText: shown(incomplete) })).toContainText(`04:00 ${w.pm}`);
      await page.context().close();
    });
  }
}
