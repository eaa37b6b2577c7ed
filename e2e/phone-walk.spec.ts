import type { Locator, Page } from '@playwright/test';
import { addAttendanceEvent, addDays, apiAs, clearWeekFrom, daysInMonth, expect, fileLeave, instantIn, orgYear, signInAs, test, todayIn, workDayBefore } from './data';
import { expectNoAxeViolations, goInApp, shootWidths, switchLanguageForVisit, useLanguage } from './fixtures';

/**
 * What people found walking the app on their phones, in English and Arabic, at a phone's width
 * (390 × 844) and a desktop's (1280 × 900):
 * - Back and Forward do not lose a filled leave request (it comes back, and says so); sending it
 *   forgets it; Back inside the permission dialog closes the dialog, not the page, and what was
 *   typed is there when it opens again, until Cancel.
 * - The success message does not cover the top bar on a phone: it shows at the bottom.
 * - The calendar grid draws leave awaiting approval hatched with a dashed outline, and says so.
 * - On a phone the attendance log and the leave lists show the event and its time, the type and
 *   the state first (cards); at 1280 px the balances report shows Taken and Pending.
 * - The dashboard's month card goes back to the month before, and not past this month.
 */
const SHOTS = process.env.PHONE_SHOTS ?? '/tmp/phone-walk-shots';
const YEAR = orgYear() + 1;
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;

const WORDS = {
  en: { type: /^Leave type/, annual: 'Annual', start: /^Start date/, end: /^End date/, submitted: 'Vacation request submitted.', requested: 'Awaiting approval', approved: 'Approved' },
  ar: { type: /^نوع الإجازة/, annual: 'اعتيادي', start: /^تاريخ البداية/, end: /^تاريخ النهاية/, submitted: 'تم إرسال طلب الإجازة.', requested: 'في انتظار الموافقة', approved: 'معتمدة' },
} as const;

async function typeDate(page: Page, name: RegExp, date: string) {
  const field = page.getByRole('group', { name });
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Home');
  await page.keyboard.type(typed(date));
  await expect(field).toContainText(date.slice(0, 4));
}

/** The element lies inside the viewport, and nothing else is drawn over its middle. */
async function expectSeen(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const view = page.viewportSize()!;
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'right edge on screen').toBeLessThanOrEqual(view.width);
  const onTop = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && (el === hit || el.contains(hit));
  });
  expect(onTop, 'nothing covers it').toBe(true);
}

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    const phone = size === 'phone';

    test(`${lang}, ${size}: Back and Forward keep a leave request until it is sent; Back closes the permission dialog`, async ({ page, people }) => {
      test.setTimeout(90_000);
      const employee = await people.create({ language: lang });
      await page.setViewportSize(viewport);
      await useLanguage(page, lang);
      await signInAs(page, employee);
      await switchLanguageForVisit(page, lang);

      const start = clearWeekFrom(`${YEAR}-03-07`);
      await goInApp(page, '/self/vacrequest');
      await page.getByRole('combobox', { name: w.type }).click();
      await page.getByRole('option', { name: w.annual, exact: true }).click();
      await typeDate(page, w.start, start);
      await typeDate(page, w.end, addDays(start, 1));
      await page.getByTestId('vacation-reason').fill('Family visit');

      // Back to the dashboard, then Forward: the form is filled again, and says why.
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard\/default$/);
      await page.goForward();
      await expect(page).toHaveURL(/\/self\/vacrequest$/);
      await expect(page.getByTestId('draft-note')).toBeVisible();
      await expect(page.getByTestId('vacation-reason')).toHaveValue('Family visit');
      await expect(page.getByRole('combobox', { name: w.type })).toHaveText(w.annual);
      await expect(page.getByRole('group', { name: w.start })).toContainText(`${start.slice(8, 10)}/${start.slice(5, 7)}/${start.slice(0, 4)}`);
      await expect(page.getByTestId('vacation-quote').getByTestId('quote-days')).toHaveText('2');
      await expectNoAxeViolations(page);
      await shootWidths(page, SHOTS, `leave-draft-${lang}`);
      await page.setViewportSize(viewport);

      // A reload keeps it too; sending it forgets it.
      await page.reload();
      await expect(page.getByTestId('vacation-reason')).toHaveValue('Family visit');
      await page.getByTestId('vacation-submit').click();
      const toast = page.getByTestId('snackbar');
      await expect(toast).toHaveText(w.submitted);
      await expect(page).toHaveURL(/\/vacations\/\d+$/);
      const box = (await toast.boundingBox())!;
      if (phone) {
        // Clear of the top bar (64 px) and the page's heading: at the bottom of the screen.
        expect(box.y).toBeGreaterThan(viewport.height / 2);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      } else expect(box.y).toBeLessThan(120);
      await page.screenshot({ path: `${SHOTS}/toast-${lang}-${viewport.width}.png` });
      await goInApp(page, '/self/vacrequest');
      await expect(page.getByRole('combobox', { name: w.type })).toBeVisible();
      await expect(page.getByTestId('vacation-reason')).toHaveValue('');
      await expect(page.getByTestId('draft-note')).toHaveCount(0);

      // The permission dialog: Back closes it and the page stays.
      await goInApp(page, '/self/permissions');
      await page.getByTestId('permission-new').click();
      const dialog = page.getByTestId('permission-dialog');
      await expect(dialog).toBeVisible();
      await page.getByTestId('permission-reason').fill('Doctor at nine');
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/self\/permissions$/);
      await expect(page.getByTestId('permission-new')).toBeVisible();
      // Opened again, what was typed is there; Cancel forgets it, and takes the dialog's step out of the history.
      await page.getByTestId('permission-new').click();
      await expect(page.getByTestId('permission-reason')).toHaveValue('Doctor at nine');
      await expect(dialog.getByTestId('draft-note')).toBeVisible();
      await expectNoAxeViolations(page);
      await shootWidths(page, SHOTS, `permission-draft-${lang}`);
      await page.setViewportSize(viewport);
      await page.getByTestId('permission-cancel').click();
      await expect(dialog).toBeHidden();
      await page.getByTestId('permission-new').click();
      await expect(page.getByTestId('permission-reason')).toHaveValue('');
      await page.getByTestId('permission-cancel').click();
      await expect(dialog).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(/\/self\/vacrequest$/);
    });
  }

  test(`${lang}: the calendar hatches leave awaiting approval; phones show cards; the balances show Taken and Pending; the month card goes back`, async ({ page, request, people }) => {
    test.setTimeout(120_000);
    const { supervisor, employee } = await people.team({ language: lang });
    // Two weeks of one month: the first approved, the second awaiting approval.
    const first = clearWeekFrom(`${YEAR}-10-04`);
    const second = clearWeekFrom(addDays(first, 7));
    const month = first.slice(0, 7);
    const approvedId = await fileLeave(request, employee, { startDate: first, endDate: addDays(first, 1), reason: 'E2E approved' });
    await fileLeave(request, employee, { startDate: second, endDate: addDays(second, 1), reason: 'E2E waiting' });
    await (await apiAs(request, supervisor)).post(`/leave/requests/${approvedId}/approve`, { comment: '' });
    const punchDay = workDayBefore(3);
    await addAttendanceEvent(request, employee, 'in', instantIn(punchDay, '09:05'));

    await page.setViewportSize(WIDTHS.desktop);
    await useLanguage(page, lang);
    await signInAs(page, employee);
    await switchLanguageForVisit(page, lang);

    await goInApp(page, `/self/calendar?month=${month}`);
    const approvedChip = page.getByTestId(`day-${first}`).locator('[data-state=approved]').first();
    const waitingChip = page.getByTestId(`day-${second}`).locator('[data-state=requested]').first();
    await expect(approvedChip).toBeVisible();
    await expect(waitingChip).toBeVisible();
    // Not only a colour: a pattern and a dashed outline, and the words.
    const look = (chip: Locator) => chip.evaluate((el) => ({ image: getComputedStyle(el).backgroundImage, border: getComputedStyle(el).borderTopStyle }));
    expect(await look(waitingChip)).toEqual({ image: expect.stringContaining('repeating-linear-gradient'), border: 'dashed' });
    expect((await look(approvedChip)).image).toBe('none');
    await expect(waitingChip).toContainText(w.requested);
    await expect(approvedChip).toContainText(w.approved);
    await expect(page.getByTestId('month-calendar').getByRole('group').locator('[data-state=requested]')).toHaveCSS('border-top-style', 'dashed');
    await shootWidths(page, SHOTS, `calendar-${lang}`);

    await page.setViewportSize(WIDTHS.phone);
    const waitingMark = page.getByTestId(`day-${second}`).getByTestId('day-mark');
    await expect(waitingMark).toHaveAttribute('data-state', 'requested');
    await expect(waitingMark).toHaveText(new RegExp(`${w.requested}`));
    expect((await look(waitingMark)).image).toContain('repeating-linear-gradient');
    await expect(page.getByTestId(`day-${first}`).getByTestId('day-mark')).toHaveAttribute('data-state', 'approved');
    await expectNoAxeViolations(page);

    // The attendance log on a phone: what happened and when come first, on screen.
    await goInApp(page, '/self/attlogs');
    const card = page.getByTestId('attendance-row').first();
    await expect(card).toBeVisible();
    await expectSeen(page, card.getByTestId('attendance-card-type'));
    await expectSeen(page, card.getByTestId('attendance-card-time'));
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `attlogs-${lang}`);
    await page.setViewportSize(WIDTHS.phone);

    // The month card: the month before, and back (not past this month).
    await goInApp(page, '/dashboard/default');
    const monthCard = page.getByTestId('month-attendance-widget');
    await expect(monthCard.getByTestId('month-next')).toBeDisabled();
    const thisMonth = todayIn().slice(0, 7);
    const before = addDays(`${thisMonth}-01`, -1).slice(0, 7);
    const name = await monthCard.getByTestId('month-name').textContent();
    await monthCard.getByTestId('month-previous').click();
    await expect(monthCard.getByTestId('month-name')).not.toHaveText(name!);
    await expect(monthCard.getByRole('heading', { level: 2 })).toContainText((await monthCard.getByTestId('month-name').textContent())!);
    await expect(monthCard.getByTestId('month-attendance-chart').locator('table tbody tr')).toHaveCount(daysInMonth(before));
    await expect(monthCard.getByTestId('month-next')).toBeEnabled();
    await monthCard.screenshot({ path: `${SHOTS}/month-card-${lang}-390.png` });
    await monthCard.getByTestId('month-next').click();
    await expect(monthCard.getByTestId('month-name')).toHaveText(name!);
    await expect(monthCard.getByTestId('month-next')).toBeDisabled();

    // The supervisor's list of the team's leave on a phone: the type and the state first.
    const boss = await (await page.context().browser()!.newContext({ viewport: WIDTHS.phone })).newPage();
    await useLanguage(boss, lang);
    await signInAs(boss, supervisor);
    await switchLanguageForVisit(boss, lang);
    await goInApp(boss, '/team/vacations');
    const row = boss.getByTestId('vacation-row').filter({ hasText: employee[lang === 'ar' ? 'fullNameAr' : 'fullNameEn'] }).first();
    await expect(row).toBeVisible();
    await expectSeen(boss, row.getByRole('link'));
    await expectSeen(boss, row.locator('[data-testid^=state-]'));
    await expectNoAxeViolations(boss);
    await shootWidths(boss, SHOTS, `team-vacations-${lang}`);

    // The balances report at 1280 px: Taken and Pending are on screen, nothing drawn over them.
    await boss.setViewportSize(WIDTHS.desktop);
    await goInApp(boss, '/team/reports');
    const balances = boss.locator(`[data-testid=balances-row][data-emp="${employee.empCode}"]`).first();
    await expect(balances).toBeVisible();
    for (const col of ['taken', 'pending', 'remaining']) await expectSeen(boss, balances.locator(`[data-col=${col}]`));
    await shootWidths(boss, SHOTS, `balances-${lang}`);
  });
}
