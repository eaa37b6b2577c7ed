import { type Page } from '@playwright/test';
import { expect, test } from './data';
import { expectNoAxeViolations, PASSWORD, signIn, useLanguage } from './fixtures';

/**
 * HR Service → leave types and balances. The database is shared with the other specs: HR 1001
 * acts, the preset types' rules are never changed (a type of our own is added, edited and
 * deleted), the balance adjusted is that of a person of the test's own (data.ts), and balance
 * figures are compared before and after; the Arabic run only reads 1012's balances.
 */

async function pickEmployee(page: Page, codeLabel: string, code: number) {
  await page.getByLabel(codeLabel).fill(String(code));
  await page.getByRole('option', { name: new RegExp(String(code)) }).first().click();
}

test.describe('HR leave', () => {
  test('HR edits a leave type, sees the in-use refusal, adjusts a balance and reads it in the ledger', async ({ page, people }) => {
    test.setTimeout(120_000);
    const employee = await people.create({ department: 'Finance' });
    const tag = `E2E${Date.now().toString(36)}`;
    await useLanguage(page, 'en');
    await signIn(page, 1001);

    await page.getByTestId('side-nav').getByRole('link', { name: 'Leave types' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leave types' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Casual' })).toContainText('From Annual');
    await expect(page.getByRole('row').filter({ hasText: 'Casual' })).toContainText('at most 7 a year');
    await expectNoAxeViolations(page);

    // A type of our own: a fixed 3 days a year, its own balance.
    await page.getByRole('button', { name: 'Add leave type' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name (English)').fill(`${tag} Study`);
    await dialog.getByLabel('Name (Arabic)').fill(`دراسية ${tag}`);
    await dialog.getByRole('combobox', { name: 'Yearly entitlement' }).click();
    await page.getByRole('option', { name: 'Fixed days a year' }).click();
    await dialog.getByRole('textbox', { name: 'Days a year', exact: true }).fill('3');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `${tag} Study` });
    await expect(row).toContainText('Own balance');
    await expect(row).toContainText('3 days a year');

    // Edit it: notice, most days in a row, HR approval.
    await page.getByRole('button', { name: `Edit ${tag} Study` }).click();
    await dialog.getByLabel('Notice (days ahead)').fill('7');
    await dialog.getByLabel('Most days in a row').fill('2');
    await dialog.getByRole('combobox', { name: 'Approval' }).click();
    await page.getByRole('option', { name: 'Line manager, then HR' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('7 days notice');
    await expect(row).toContainText('at most 2 days in a row');
    await expect(row).toContainText('Line manager, then HR');

    // Annual cannot go: Casual and Day Off draw on it.
    await page.getByRole('button', { name: 'Delete Annual' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('leave-type-delete-error')).toContainText('Annual: This leave type is used by');
    await expect(page.getByRole('row').filter({ hasText: /^Annual/ })).toHaveCount(1);

    // Balances: the employee's Annual balance gets 1.5 days with a reason.
    await page.getByTestId('side-nav').getByRole('link', { name: 'Leave balances' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leave balances' })).toBeVisible();
    await pickEmployee(page, 'Employee – company ID', employee.empCode);
    const annual = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Annual', exact: true }) });
    await expect(annual).toBeVisible();
    const adjusted = Number(await annual.locator('[data-col=adjusted]').innerText());
    const remaining = Number(await annual.locator('[data-col=remaining]').innerText());
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Adjust Annual' }).click();
    const adjust = page.getByRole('dialog');
    await adjust.getByLabel('Days (negative to remove)').fill('0.3');
    await adjust.getByLabel('Reason').fill(`${tag} worked on a holiday`);
    await adjust.getByRole('button', { name: 'Save' }).click();
    await expect(adjust.getByText('This value is not valid.')).toBeVisible();
    await adjust.getByLabel('Days (negative to remove)').fill('1.5');
    await expectNoAxeViolations(page);
    await adjust.getByRole('button', { name: 'Save' }).click();
    await expect(adjust).toBeHidden();
    await expect(page.getByText('Balance adjusted.')).toBeVisible();
    await expect(annual.locator('[data-col=adjusted]')).toHaveText(String(adjusted + 1.5));
    await expect(annual.locator('[data-col=remaining]')).toHaveText(String(remaining + 1.5));

    await page.getByRole('button', { name: 'Ledger of Annual' }).click();
    const ledger = page.getByRole('dialog');
    await expect(ledger.getByRole('heading', { name: /Ledger: Annual, \d{4}/ })).toBeVisible();
    const entry = ledger.getByRole('row').filter({ hasText: `${tag} worked on a holiday` });
    await expect(entry).toContainText('Adjustment');
    await expect(entry).toContainText('+1.5');
    await expect(entry).toContainText('by Mona Hassan');
    await expect(ledger.getByRole('row').filter({ hasText: 'Entitlement' })).toBeVisible();
    await expectNoAxeViolations(page);
    await ledger.getByRole('button', { name: 'Close' }).click();

    // Clean up our type (nothing uses it).
    await page.getByTestId('side-nav').getByRole('link', { name: 'Leave types' }).click();
    await page.getByRole('button', { name: `Delete ${tag} Study` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Leave type deleted.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `${tag} Study` })).toHaveCount(0);
  });

  test('the leave pages in Arabic', async ({ page }) => {
    test.setTimeout(120_000);
    // Arabic for this visit only: 1001's saved language (English) must not change under the
    // other specs, so the preference save is blocked and the pages are reached without reloads.
    await page.route('**/api/auth/preferences', (route) => route.abort());
    await page.goto('/hrportal');
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.locator('input[name=identifier]').fill('1001');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/dashboard\/default/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.getByTestId('side-nav').getByRole('link', { name: 'أنواع الإجازات' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'أنواع الإجازات' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'عارضة' })).toContainText('من رصيد اعتيادي');
    await expect(page.getByRole('heading', { name: 'إعدادات الإجازات' })).toBeVisible();
    await expect(page.getByLabel('سنوات ترحيل الرصيد')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'تعديل مأمورية' }).click();
    await expect(page.getByRole('dialog').getByLabel('الاسم (بالعربية)')).toHaveValue('مأمورية');
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();

    await page.getByTestId('side-nav').getByRole('link', { name: 'أرصدة الإجازات' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'أرصدة الإجازات' })).toBeVisible();
    await pickEmployee(page, 'الموظف – الرقم الوظيفي', 1012);
    await expect(page.getByRole('row').filter({ hasText: 'اعتيادي' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'سجل حركة اعتيادي' }).click();
    await expect(page.getByRole('dialog').getByRole('row').filter({ hasText: 'الاستحقاق' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
