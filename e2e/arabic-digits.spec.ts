import { expect, test } from './data';
import { useLanguage } from './fixtures';

/**
 * Arabic-Indic digits (issue 17): an Arabic keyboard types ١٠٠٧, not 1007. In Chromium, a company
 * ID at sign-in, a date and a number on the request form mean the same values as ASCII digits.
 */
const YEAR = new Date().getFullYear() + 1;
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
