import type { APIRequestContext, Page } from '@playwright/test';
import { type TPerson, addDays, apiAs, asHr, expect, test, todayIn, weekdayOf, workDayBefore, workedDay } from './data';
import { expectNoAxeViolations, goInApp, sessionIn } from './fixtures';

/**
 * Hourly permissions (إذن) end to end, in English and in Arabic. Each test makes its own
 * manager and employee: the employee sees this month's quota, files a late-arrival permission in
 * the form (the length in real plural words), the manager approves it in the one inbox, the list
 * says Approved and the quota counts it. A past late arrival covered by an approved permission
 * (filed by the manager for the employee) leaves the day without lateness; HR reads the types.
 */
const WORDS = {
  en: { type: 'Late arrival', length: 'Length: 90 minutes', sent: 'Your permission was sent for approval.', approved: 'Approved', pending: 'Pending', date: 'Date', left: '1 permission left' },
  ar: { type: 'إذن تأخير', length: 'المدة: 90 دقيقة', sent: 'أُرسل طلب الإذن للموافقة.', approved: 'موافق عليه', pending: 'قيد الانتظار', date: 'التاريخ', left: 'يتبقى إذن واحد' },
} as const;
type TLang = keyof typeof WORDS;

const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;
const field = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}( \\*)?$`) });

/** A work day (Sunday to Thursday, not a public holiday) from `start` on, in the same month. */
async function workDayFrom(request: APIRequestContext, start: string): Promise<string> {
  const hr = await asHr(request);
  const holidays = new Set<string>();
  for (const year of new Set([start.slice(0, 4), addDays(start, 20).slice(0, 4)])) {
    for (const h of (await hr.get<{ items: { date: string }[] }>(`/hr/holidays?year=${year}`)).items) holidays.add(h.date);
  }
  let d = start;
  while ([5, 6].includes(weekdayOf(d)) || holidays.has(d)) d = addDays(d, 1);
  return d;
}

async function team(people: { create: (s: object) => Promise<TPerson> }, language: TLang) {
  const manager = await people.create({ role: 'manager', language });
  const employee = await people.create({ manager, language });
  return { manager, employee };
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: an employee files a late arrival, the manager approves it in the one inbox, the quota counts it`, async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const { manager, employee } = await team(people, lang);
    // A work day of this month (the quota card shows this month): the next one, else the last one gone by.
    const today = todayIn();
    const ahead = await workDayFrom(request, addDays(today, 1));
    const date = ahead.startsWith(today.slice(0, 7)) ? ahead : workDayBefore(1);

    const page = await sessionIn(browser, employee, lang);
    await goInApp(page, '/self/permissions');
    await expect(page.getByTestId('permission-quota-late_arrival')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByTestId('permission-new').click();
    const dialog = page.getByTestId('permission-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: lang === 'ar' ? /^النوع/ : /^Type/ }).click();
    await page.getByRole('option', { name: w.type }).click();
    await field(page, w.date).click();
    await page.keyboard.press('Home');
    await page.keyboard.type(typed(date));
    await page.getByTestId('permission-from').fill('08:00');
    await page.getByTestId('permission-to').fill('09:30');
    await expect(page.getByTestId('permission-length')).toHaveText(w.length);
    await page.getByTestId('permission-reason').fill(lang === 'ar' ? 'موعد طبيب' : 'Doctor appointment');
    await expectNoAxeViolations(page);
    await page.getByTestId('permission-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(w.sent)).toBeVisible();
    const row = page.locator(`[data-testid=permission-row][data-date="${date}"]`);
    await expect(row).toContainText(w.pending);

    // The manager: the one inbox, filtered to permissions.
    const boss = await sessionIn(browser, manager, lang);
    await goInApp(boss, '/inbox');
    await boss.getByTestId('inbox-kind-permission').click();
    const card = boss.locator('[data-testid^="inbox-item-permission-"]').filter({ hasText: lang === 'ar' ? employee.fullNameAr : employee.fullNameEn });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('permission-quota')).toBeVisible();
    await expectNoAxeViolations(boss);
    await card.getByRole('button', { name: lang === 'ar' ? /^الموافقة:/ : /^Approve:/ }).click();
    await boss.getByTestId('decision-dialog-confirm').click();
    await expect(card).toHaveCount(0);
    await boss.context().close();

    await page.reload();
    await expect(row).toContainText(w.approved);
    await expect(page.getByTestId('permission-quota-late_arrival')).toContainText(w.left);
    await page.close();
  });
}

test('a past late arrival covered by a permission the manager filed is not late; HR reads the types', async ({ browser, request, people }) => {
  test.setTimeout(90_000);
  const { manager, employee } = await team(people, 'en');
  const day = workDayBefore(3);
  // 09:20 on the 08:00 day shift with 15 minutes' grace: 65 minutes late.
  await workedDay(request, employee, day, '09:20', '16:05');
  const boss = await apiAs(request, manager);
  /** The sheet's late and permission minutes of the employee's month (columns found by their headers). */
  const totals = async () => {
    const res = await boss.raw('GET', `/attendance/sheet?month=${day.slice(0, 7)}&format=csv&lang=en`);
    const [head, ...lines] = (await res.text()).replace(/^\ufeff/, '').split('\r\n');
    const row = lines.find((l) => l.startsWith(`${employee.empCode},`))!.split(',');
    const cell = (name: string) => Number(row[head.split(',').indexOf(name)]);
    return { late: cell('Late minutes'), permission: cell('Permission minutes') };
  };
  const before = await totals();
  expect(before.late).toBeGreaterThanOrEqual(65);

  // The manager files it for his report in the browser: as the one who decides it, it is approved at once.
  const page = await sessionIn(browser, manager, 'en');
  await goInApp(page, '/team/permissions');
  await page.getByTestId('permission-new').click();
  const dialog = page.getByTestId('permission-dialog');
  await dialog.getByRole('combobox', { name: 'Employee – company ID' }).fill(String(employee.empCode));
  await page.getByRole('option', { name: new RegExp(employee.fullNameEn) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Employee', exact: true })).toHaveValue(employee.fullNameEn);
  await dialog.getByRole('combobox', { name: /^Type( \*)?$/ }).click();
  await page.getByRole('option', { name: 'Late arrival' }).click();
  await field(page, 'Date').click();
  await page.keyboard.press('Home');
  await page.keyboard.type(typed(day));
  await page.getByTestId('permission-from').fill('08:00');
  await page.getByTestId('permission-to').fill('09:30');
  await page.getByTestId('permission-reason').fill('Bank errand');
  await expectNoAxeViolations(page);
  await page.getByTestId('permission-submit').click();
  await expect(dialog).toBeHidden();
  const row = page.locator(`[data-testid=permission-row][data-date="${day}"]`);
  await expect(row).toContainText('Approved');
  await expectNoAxeViolations(page);
  await page.close();
  await expect.poll(totals).toEqual({ late: before.late - 65, permission: before.permission + 90 });

  const hrPage = await sessionIn(browser, 1001, 'ar');
  await goInApp(hrPage, '/hr/permission-types');
  await expect(hrPage.locator('[data-testid=ptype-row][data-kind=late_arrival]').first()).toBeVisible();
  await expectNoAxeViolations(hrPage);
  await hrPage.close();
});
