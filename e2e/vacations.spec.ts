import type { Page } from '@playwright/test';
import { type TPerson, expect, signInAs, test, orgYear } from './data';
import { expectNoAxeViolations, useLanguage } from './fixtures';

/**
 * Vacation requests through the forms, the lists and the detail page. Each test makes its own
 * people (data.ts), so it may save their language and file what it likes; dates in July–September
 * of next year, so no notice or past-date rule bites.
 */
const YEAR = orgYear() + 1;
const utc = (m: number, d: number) => new Date(Date.UTC(YEAR, m - 1, d));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
/** What the date field takes when typed: DDMMYYYY. */
const typed = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
const shown = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** The first Thursday of July next year: Thursday to Sunday is two working days around the Friday–Saturday weekend. */
function firstThursdayOfJuly(): Date {
  let d = utc(7, 1);
  while (d.getUTCDay() !== 4) d = addDays(d, 1);
  return d;
}

/** Signs in and saves `lang` on the (fresh) account. */
async function signInIn(page: Page, who: TPerson, lang: 'en' | 'ar') {
  await useLanguage(page, lang);
  await signInAs(page, who);
  await page.goto(`/self/swlang?lang=${lang}`);
  await expect(page).toHaveURL(/\/dashboard\/default/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function typeDate(page: Page, name: RegExp, d: Date) {
  const field = page.getByRole('group', { name });
  await field.click();
  // Clear what an earlier step typed, then type day, month and year from the first section.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Home');
  await page.keyboard.type(typed(d));
  await expect(field).toContainText(String(d.getUTCFullYear()));
}

async function chooseType(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('in English, an employee requests two working days, sees the live count, finds the request and cancels it', async ({ page, people }) => {
  test.setTimeout(60_000);
  const manager = await people.create({ role: 'manager' });
  const [me, colleague] = await Promise.all([people.create({ manager }), people.create({ manager })]);
  await signInIn(page, me, 'en');
  const nav = page.getByTestId('side-nav');
  await nav.getByRole('button', { name: 'Vacations' }).click();
  await nav.getByRole('link', { name: 'Request New' }).click();
  await expect(page).toHaveURL(/\/self\/vacrequest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a vacation' })).toBeVisible();

  const start = firstThursdayOfJuly();
  const end = addDays(start, 3);
  await chooseType(page, /Leave type/, 'Annual');
  await typeDate(page, /Start date/, start);
  await typeDate(page, /End date/, end);

  // The count comes live from the server: Friday and Saturday are not counted.
  const quote = page.getByTestId('vacation-quote');
  await expect(quote.getByTestId('quote-days')).toHaveText('2');
  await expect(quote.getByTestId('quote-skipped')).toContainText('Weekly rest day');
  await expect(quote.getByTestId('quote-skipped').getByRole('listitem')).toHaveCount(2);
  await expect(quote.getByTestId('quote-remaining')).toBeVisible();
  await expectNoAxeViolations(page);

  // The handover picker offers colleagues of the same department who are free on those days.
  // (Typed, so the colleague is this test's own and no demo account gets a handover request.)
  await page.getByRole('combobox', { name: 'Handover employee', exact: true }).fill(colleague.fullNameEn.split(' ')[1]);
  const option = page.getByRole('option', { name: new RegExp(colleague.fullNameEn) });
  await expect(option).toBeVisible();
  await option.click();
  await page.getByTestId('vacation-reason').fill('Family visit');
  await page.getByTestId('vacation-submit').click();
  await expect(page.getByText('Vacation request submitted.')).toBeVisible();
  await expect(page).toHaveURL(/\/vacations\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByTestId('detail-state')).toHaveText('Requested');
  await expect(page.getByTestId('detail-days')).toHaveText('2');
  // Who decides, and what they are to the person: the manager on their record.
  await expect(page.getByTestId('detail-waiting')).toContainText('(line manager)');
  await expect(page.getByTestId('vacation-timeline')).toContainText('Submitted');
  await expect(page.getByTestId('detail-handover')).toContainText(colleague.fullNameEn);
  await expect(page.getByTestId('detail-handover-state')).toHaveText('Awaiting answer');

  // The list shows it as Requested; the row opens the request.
  await nav.getByRole('link', { name: 'All Vacations' }).click();
  await expect(page).toHaveURL(/\/self\/vacations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Vacations' })).toBeVisible();
  const row = page.getByTestId('vacation-row').filter({ hasText: shown(start) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Requested');
  await expect(row).toContainText('Annual');
  await expectNoAxeViolations(page);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(detailUrl);
  await expectNoAxeViolations(page);

  // Cancel, with a comment: the state and the timeline change.
  await page.getByTestId('vacation-cancel').click();
  const dialog = page.getByTestId('vacation-action-dialog');
  await expect(dialog.getByRole('heading', { name: 'Cancel this request?' })).toBeVisible();
  await dialog.getByLabel('Comment (optional)').fill('Plans changed');
  await dialog.getByTestId('vacation-action-confirm').click();
  await expect(page.getByText('Request cancelled.')).toBeVisible();
  await expect(page.getByTestId('detail-state')).toHaveText('Cancelled');
  await expect(page.getByTestId('vacation-timeline')).toContainText('Plans changed');
  await expect(page.getByTestId('vacation-cancel')).toHaveCount(0);
});

test('in Arabic, a manager files for a team member with the linked pickers and finds it in the team list', async ({ page, people }) => {
  test.setTimeout(60_000);
  const manager = await people.create({ role: 'manager', department: 'Finance' });
  const member = await people.create({ manager, department: 'Finance', site: 'Alexandria' });
  await signInIn(page, manager, 'ar');
  await page.goto('/team/vacrequest');
  await expect(page.getByRole('heading', { level: 1, name: 'طلب إجازة لعضو في الفريق' })).toBeVisible();

  // Picking by company ID fills the name as well.
  await page.getByLabel('رقم الموظف').fill(String(member.empCode));
  await page.getByRole('option', { name: new RegExp(String(member.empCode)) }).first().click();
  await expect(page.getByRole('combobox', { name: 'الموظف', exact: true })).toHaveValue(member.fullNameAr);

  // A week around July 23: the holiday is named, in Arabic, among the days not counted.
  const start = utc(7, 20);
  const end = utc(7, 26);
  await chooseType(page, /نوع الإجازة/, 'اعتيادي');
  await typeDate(page, /تاريخ البداية/, start);
  await typeDate(page, /تاريخ النهاية/, end);
  const quote = page.getByTestId('vacation-quote');
  await expect(quote.getByTestId('quote-skipped')).toContainText('عيد ثورة 23 يوليو');
  await expect(quote.getByTestId('quote-days')).toHaveText(/^[1-6]$/);
  await expectNoAxeViolations(page);

  await page.getByTestId('vacation-submit').click();
  await expect(page.getByText('تم إرسال طلب الإجازة.')).toBeVisible();
  await expect(page).toHaveURL(/\/vacations\/\d+$/);
  await expect(page.getByTestId('detail-employee')).toContainText(member.fullNameAr);
  await expect(page.getByTestId('detail-filed-by')).toContainText(manager.fullNameAr);
  await expect(page.getByTestId('detail-state')).toHaveText('مقدَّم');
  await expectNoAxeViolations(page);

  await page.goto('/team/vacations');
  await expect(page.getByRole('heading', { level: 1, name: 'كل إجازات الفريق' })).toBeVisible();
  await page.getByTestId('vacations-search').getByRole('searchbox').fill(String(member.empCode));
  const row = page.getByTestId('vacation-row').filter({ hasText: shown(start) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(member.fullNameAr);
  await expect(row).toContainText('مقدَّم');
  await expect(row).toContainText('اعتيادي');
  await expectNoAxeViolations(page);

  // The manager is also the approver: rejecting with a comment shows in the state and the timeline.
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/vacations\/\d+$/);
  await page.getByTestId('vacation-reject').click();
  const dialog = page.getByTestId('vacation-action-dialog');
  await expect(dialog.getByRole('heading', { name: 'رفض هذا الطلب؟' })).toBeVisible();
  await dialog.getByLabel('تعليق (اختياري)').fill('ضغط عمل في نهاية الشهر');
  await dialog.getByTestId('vacation-action-confirm').click();
  await expect(page.getByText('تم رفض الطلب.')).toBeVisible();
  await expect(page.getByTestId('detail-state')).toHaveText('مرفوض');
  await expect(page.getByTestId('vacation-timeline')).toContainText('ضغط عمل في نهاية الشهر');
  await expect(page.getByTestId('vacation-reject')).toHaveCount(0);
});

test('in Arabic, a bad request shows the translated error and creates nothing', async ({ page, people }) => {
  test.setTimeout(60_000);
  const me = await people.create({ language: 'ar' });
  await signInIn(page, me, 'ar');
  await page.goto('/self/vacrequest');
  await expect(page.getByRole('heading', { level: 1, name: 'طلب إجازة' })).toBeVisible();
  await chooseType(page, /نوع الإجازة/, 'اعتيادي');

  // The end before the start: the shared schema's message, under the end date.
  await typeDate(page, /تاريخ البداية/, utc(8, 10));
  await typeDate(page, /تاريخ النهاية/, utc(8, 5));
  await expect(page.getByTestId('vacation-quote-error')).toHaveText('يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.');
  await page.getByTestId('vacation-submit').click();
  await expect(page.getByTestId('vacation-form').getByText('يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/self\/vacrequest$/);

  // Three months: more than the balance; the server's message with its numbers.
  await typeDate(page, /تاريخ البداية/, utc(7, 1));
  await typeDate(page, /تاريخ النهاية/, utc(9, 30));
  await expect(page.getByTestId('quote-remaining')).toHaveText(/^-/);
  await page.getByTestId('vacation-submit').click();
  await expect(page.getByTestId('vacation-form-error')).toContainText('الرصيد غير كافٍ');
  await expect(page).toHaveURL(/\/self\/vacrequest$/);
  await expectNoAxeViolations(page);

  // Nothing was filed.
  await page.goto('/self/vacations');
  await expect(page.getByRole('heading', { level: 1, name: 'كل الإجازات' })).toBeVisible();
  await typeDate(page, /^من/, utc(7, 1));
  await typeDate(page, /^إلى/, utc(9, 30));
  await expect(page.getByTestId('vacations-empty')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in English, the team pages pass axe and the list exports CSV', async ({ page, people }) => {
  test.setTimeout(60_000);
  const manager = await people.create({ role: 'manager', department: 'Finance' });
  await people.create({ manager, department: 'Finance' });
  await signInIn(page, manager, 'en');
  const nav = page.getByTestId('side-nav');
  await nav.getByRole('button', { name: 'Team Vacations' }).click();
  await nav.getByRole('link', { name: 'Request New' }).click();
  await expect(page).toHaveURL(/\/team\/vacrequest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a vacation for a team member' })).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'All Team Vacations' }).click();
  await expect(page).toHaveURL(/\/team\/vacations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Team Vacations' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByTestId('vacations-export').click();
  expect((await download).suggestedFilename()).toBe('vacations-team.csv');
});

test('in English, a type that needs an attachment asks for one, and the request keeps it for download', async ({ page, people }) => {
  test.setTimeout(60_000);
  const manager = await people.create({ role: 'manager' });
  const me = await people.create({ manager });
  await signInIn(page, me, 'en');
  await page.goto('/self/vacrequest');
  await chooseType(page, /Leave type/, 'Sick');
  await typeDate(page, /Start date/, utc(9, 14));
  await typeDate(page, /End date/, utc(9, 15));
  // Sick leave counts calendar days and draws on no balance; over one day it needs a document.
  await expect(page.getByTestId('quote-days')).toHaveText('2');
  await expect(page.getByTestId('vacation-quote')).toContainText('This type does not draw on a balance.');
  await expect(page.getByText('Required for this request. PDF or image, at most 5 MB.')).toBeVisible();
  await page.getByTestId('vacation-submit').click();
  await expect(page.getByText('An attachment is required for this request.')).toBeVisible();
  await expect(page).toHaveURL(/\/self\/vacrequest$/);

  await page.getByTestId('vacation-file').setInputFiles({ name: 'sick-note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 sick note') });
  await expect(page.getByTestId('vacation-file-name')).toHaveText('sick-note.pdf');
  await page.getByTestId('vacation-submit').click();
  await expect(page).toHaveURL(/\/vacations\/\d+$/);
  const download = page.waitForEvent('download');
  await page.getByTestId('vacation-attachment').click();
  expect((await download).suggestedFilename()).toBe('sick-note.pdf');

  await page.getByTestId('vacation-cancel').click();
  await page.getByTestId('vacation-action-confirm').click();
  await expect(page.getByTestId('detail-state')).toHaveText('Cancelled');
});
