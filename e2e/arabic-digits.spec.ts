import { addDays, clearWeekFrom, expect, fileLeave, signInAs, test, orgYear } from './data';
import { expectNoAxeViolations, goInApp, useLanguage } from './fixtures';

/**
 * Arabic-Indic digits: an Arabic keyboard types ١٠٠٧, not 1007. In Chromium, a company
 * ID at sign-in, a date and a number on the request form mean the same values as ASCII digits.
 */
const YEAR = orgYear() + 1;
const arabic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

test('in Arabic, a company ID, dates and a team member ID typed in Arabic-Indic digits work', async ({ page, people }) => {
  const manager = await people.create({ role: 'manager', department: 'Finance', language: 'ar' });
  const member = await people.create({ manager, department: 'Finance' });
  await useLanguage(page, 'ar');
  await page.goto('/hrportal');
  await page.locator('input[name=identifier]').pressSequentially(arabic(String(manager.empCode)));
  await expect(page.locator('input[name=identifier]')).toHaveValue(String(manager.empCode));
  await page.locator('input[name=password]').fill(manager.password);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('profile-card')).toBeVisible();

  await page.goto('/team/vacrequest');
  await expect(page.getByRole('heading', { level: 1, name: 'طلب إجازة لعضو في الفريق' })).toBeVisible();
  await page.getByLabel('رقم الموظف').pressSequentially(arabic(String(member.empCode)));
  await page.getByRole('option', { name: new RegExp(String(member.empCode)) }).first().click();
  await expect(page.getByRole('combobox', { name: 'الموظف', exact: true })).toHaveValue(member.fullNameAr);

  await page.getByRole('combobox', { name: /نوع الإجازة/ }).click();
  await page.getByRole('option', { name: 'اعتيادي', exact: true }).click();
  // Sunday 5 to Tuesday 7 September next year (or whatever days those are: the count is checked against the quote's own days).
  for (const [label, day] of [
    [/تاريخ البداية/, '05'],
    [/تاريخ النهاية/, '07'],
  ] as const) {
    const field = page.getByRole('group', { name: label });
    await field.click();
    await page.keyboard.press('Home');
    await page.keyboard.type(arabic(`${day}09${YEAR}`));
    await expect(field).toContainText(String(YEAR));
  }
  const quote = page.getByTestId('vacation-quote');
  await expect(quote.getByTestId('quote-days')).toHaveText(/^[1-3]$/);
});

/**
 * Arabic-Indic digits on screen are a personal choice: off by default, turned on in My
 * account; then the Arabic pages write every number, date and time in ٠–٩, inputs still take both
 * digit sets, and the inbox's card shows its Hijri dates.
 */
test('ar: a supervisor turns Arabic-Indic digits on; lists, the dashboard, the inbox and the date fields use them', async ({ page, request, people }) => {
  const { supervisor, employee, colleague } = await people.team({ language: 'ar', department: 'Finance' });
  // Monday to Wednesday of a week in February without a holiday (Eid al-Fitr falls in February in some years): three days.
  const start = addDays(clearWeekFrom(`${YEAR}-02-10`), 1);
  const end = addDays(start, 2);
  const shown = (iso: string) => arabic(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
  const id = await fileLeave(request, employee, { startDate: start, endDate: end, reason: 'Family visit' });
  const other = clearWeekFrom(`${YEAR}-03-08`);
  await fileLeave(request, colleague, { startDate: other, endDate: addDays(other, 1), reason: 'Family visit' });
  await useLanguage(page, 'ar');
  await signInAs(page, supervisor);
  // Off by default: ASCII digits.
  await expect(page.getByTestId('profile-empcode').locator('dd')).toHaveText(String(supervisor.empCode));

  await goInApp(page, '/self/account');
  const setting = page.getByRole('switch', { name: 'الأرقام الهندية (٠١٢٣)' });
  await expect(setting).not.toBeChecked();
  await setting.click();
  await expect(setting).toBeChecked();
  await expect(page.getByText('تم حفظ إعداد الأرقام.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The dashboard: the company ID, the count waiting for me.
  await goInApp(page, '/dashboard/default');
  await expect(page.getByTestId('profile-empcode').locator('dd')).toHaveText(arabic(String(supervisor.empCode)));
  await expect(page.getByTestId('approvals-count')).toHaveText('٢');

  // The team's requests: company IDs, dates, days and times, with no ASCII digit left in the table.
  await goInApp(page, '/team/vacations');
  const table = page.getByTestId('vacations-table');
  await expect(table.getByTestId('vacation-row')).toHaveCount(2);
  await expect(table).toContainText(arabic(String(employee.empCode)));
  await expect(table).toContainText(shown(start));
  expect(await table.innerText()).not.toMatch(/[0-9]/);
  // A company ID typed in Arabic-Indic digits in the search finds that person.
  await page.getByTestId('vacations-search').locator('input').pressSequentially(arabic(String(employee.empCode)));
  await expect(table.getByTestId('vacation-row')).toHaveCount(1);
  await expect(table).toContainText(arabic(String(employee.empCode)));

  // The inbox: the card's dates and counts in ٠–٩, and its Hijri dates beside the Gregorian ones.
  await goInApp(page, '/inbox');
  const card = page.getByTestId(`inbox-item-leave-${id}`);
  await expect(card).toContainText(shown(start));
  await expect(card).toContainText('عدد الأيام: ٣');
  const hijri = (date: string) => new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-arab', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
  await expect(card.getByTestId('hijri')).toHaveText(`${hijri(start)} إلى ${hijri(end)}`);
  expect(await page.getByRole('main').innerText()).not.toMatch(/[0-9]/);
  await expectNoAxeViolations(page);

  // The date field writes ٠–٩ and takes both digit sets as they are typed.
  await goInApp(page, '/self/vacrequest');
  await page.getByRole('combobox', { name: /نوع الإجازة/ }).click();
  await page.getByRole('option', { name: 'اعتيادي', exact: true }).click();
  for (const [label, typed] of [
    [/تاريخ البداية/, `0509${YEAR}`],
    [/تاريخ النهاية/, arabic(`0709${YEAR}`)],
  ] as const) {
    const field = page.getByRole('group', { name: label });
    await field.click();
    await page.keyboard.press('Home');
    await page.keyboard.type(typed);
    await expect(field).toContainText(arabic(String(YEAR)));
  }
  await expect(page.getByRole('group', { name: /تاريخ البداية/ })).toContainText('٠٥');
  await expect(page.getByTestId('vacation-quote').getByTestId('quote-days')).toHaveText(/^[١-٣]$/);

  // The browser's own time inputs take ٠–٩ too: four digits are the time (24 h).
  await goInApp(page, '/self/overtime');
  await page.getByTestId('overtime-new').click();
  // Key by key, as an Arabic keyboard sends them: Playwright's keyboard knows no ٠–٩ keys (and
  // keyboard.type would insert the text without any), so the keys go through Chromium's protocol.
  const cdp = await page.context().newCDPSession(page);
  const press = async (key: string) => {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  };
  for (const [field, typed, value] of [
    ['overtime-from', '٠٩٣٠', '09:30'],
    ['overtime-to', '١٧٤٥', '17:45'],
  ] as const) {
    await page.getByTestId(field).focus();
    for (const key of typed) await press(key);
    await expect(page.getByTestId(field)).toHaveValue(value);
  }
  await expect(page.getByTestId('overtime-dialog')).toContainText('الساعات: ٨٫٢٥');
});
