import type { Page } from '@playwright/test';
import { expect, test } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, signIn, useLanguage } from './fixtures';
import { linkIn, waitForMail } from './mail-sink';

/**
 * New people only (company IDs 24xx, and a manager of the test's own from data.ts), never the
 * demo accounts: the database is shared.
 */
const HEADER = 'empCode,fullNameEn,fullNameAr,email,site,department,roles';

async function signOut(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/hrportal/);
}

test('HR creates an employee; the e-mailed invitation (resent from their page) lets them set a password and sign in', async ({ page, people }) => {
  test.setTimeout(120_000);
  const boss = await people.create({ role: 'manager' });
  await signIn(page, 1001);
  await page.getByTestId('side-nav').getByRole('link', { name: 'Employees' }).click();
  await expect(page).toHaveURL(/\/hr\/employees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await page.getByTestId('employee-new').click();
  await expect(page.getByRole('heading', { level: 1, name: 'New employee' })).toBeVisible();

  // The shared schema's messages show under the fields.
  await page.getByTestId('employee-save').click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByTestId('field-empCode').fill('2401');
  await page.getByLabel('Full name (English)').fill('Yasmin Fathy');
  await page.getByLabel('Full name (Arabic)').fill('ياسمين فتحي');
  await expect(page.getByLabel('Full name (Arabic)')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('Work e-mail').fill('yasmin.fathy.2401@example.com');
  await page.getByLabel('Mobile number').fill('0101');
  await page.getByTestId('employee-save').click();
  await expect(page.getByText('Enter a mobile number such as 01012345678 or +201012345678.')).toBeVisible();
  await page.getByLabel('Mobile number').fill('01012342401');
  // Dates are typed DD/MM/YYYY and saved as YYYY-MM-DD.
  await page.getByRole('group', { name: 'Hire date' }).click();
  await page.keyboard.press('Home');
  await page.keyboard.type('01022024');

  // The manager picker: typing a company ID fills the name as well.
  await page.getByLabel('Manager’s company ID').fill(String(boss.empCode));
  await page.getByRole('option', { name: new RegExp(String(boss.empCode)) }).first().click();
  await expect(page.getByRole('combobox', { name: 'Manager', exact: true })).not.toHaveValue('');

  const created = Date.now();
  await page.getByTestId('employee-save').click();
  await expect(page.getByText('Employee Yasmin Fathy created.')).toBeVisible();
  await expect(page).toHaveURL(/\/hr\/employees\/\d+$/);
  const employeePage = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit employee' })).toBeVisible();
  await expect(page.locator('input[name=hireDate]')).toHaveValue('01/02/2024');
  await expectNoAxeViolations(page);

  // The same company ID again: the error goes under the field.
  await page.goto('/hr/employees/new');
  await page.getByTestId('field-empCode').fill('2401');
  await page.getByLabel('Full name (English)').fill('Someone Else');
  await page.getByLabel('Full name (Arabic)').fill('شخص آخر');
  await page.getByLabel('Work e-mail').fill('someone.2401b@example.com');
  await page.getByTestId('employee-save').click();
  await expect(page.getByTestId('employee-form')).toContainText(/company ID/i);
  await expect(page).toHaveURL(/\/hr\/employees\/new$/);

  // HR's outbox shows the invitation went out, but never its link: HR sends a new one instead,
  // from the employee's page, and only the newest link works.
  const first = await waitForMail('yasmin.fathy.2401@example.com', created);
  await page.getByTestId('side-nav').getByRole('link', { name: 'Mail outbox' }).click();
  const row = page.getByRole('row').filter({ hasText: 'yasmin.fathy.2401@example.com' }).first();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('outbox-text')).toContainText('[link hidden: ask HR to send a new one]');
  await expect(dialog.getByRole('link', { name: /token=/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(employeePage);
  const resent = Date.now();
  await page.getByTestId('action-invite').click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  const href = linkIn(await waitForMail('yasmin.fathy.2401@example.com', resent));
  expect(href).toContain('/session/reset-password?token=');
  expect(href).not.toBe(linkIn(first));
  await signOut(page);
  await page.goto(linkIn(first));
  await expect(page.getByTestId('token-error')).toBeVisible();

  // The invitation opens the same page as a reset, worded as an activation.
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible();
  await expect(page).toHaveTitle(/^Activate your account/);
  await page.getByLabel('Password', { exact: true }).fill('yasmin-pass-2401');
  await page.getByLabel('Confirm password').fill('yasmin-pass-2401');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText('Your account is active. Sign in with your company ID or work e-mail and your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/hrportal/);
  await signIn(page, 2401, 'yasmin-pass-2401');
  await expect(page.getByTestId('profile-card')).toContainText('Yasmin Fathy');

  // My profile shows the record and the manager chain up to the top.
  await page.getByTestId('side-nav').getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByTestId('self-record')).toContainText('yasmin.fathy.2401@example.com');
  await expect(page.getByTestId('self-chain-item').first()).toContainText(String(boss.empCode));
  await expectNoAxeViolations(page);

  // Forgotten: HR sends a reset link from the employee's page, and it arrives by mail.
  await signOut(page);
  await signIn(page, 1001);
  await page.goto(employeePage);
  const resetAt = Date.now();
  await page.getByTestId('action-reset').click();
  await page.getByTestId('employee-action-confirm').getByRole('button', { name: 'Send password reset' }).click();
  await expect(page.getByText('Password reset link sent.')).toBeVisible();
  const reset = linkIn(await waitForMail('yasmin.fathy.2401@example.com', resetAt));
  expect(reset).toContain('/session/reset-password?token=');
  await signOut(page);
  await page.goto(reset);
  await page.getByLabel('New password', { exact: true }).fill('yasmin-pass-2402');
  await page.getByLabel('Confirm new password').fill('yasmin-pass-2402');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password was saved. You can sign in now.')).toBeVisible();
  await signIn(page, 2401, 'yasmin-pass-2402');
});

test('a CSV import with a bad row shows the error and imports nothing until the file is fixed', async ({ page }) => {
  await signIn(page, 1001);
  await page.goto('/hr/employees');
  await page.getByTestId('employee-import').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import employees' })).toBeVisible();
  await expectNoAxeViolations(page);

  const file = (email: string) => ({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '\uFEFF' +
        [
          HEADER,
          '2411,Omar Nabil,عمر نبيل,omar.nabil.2411@example.com,Cairo,Finance,employee',
          `2412,Laila Samir,ليلى سمير,${email},Alexandria,Operations,employee|supervisor`,
        ].join('\r\n') +
        '\r\n',
      'utf8',
    ),
  });

  await page.getByTestId('import-file').setInputFiles(file('not-an-email'));
  await expect(page.getByTestId('import-apply')).toBeDisabled();
  await page.getByTestId('import-check').click();
  const errors = page.getByTestId('import-error-row');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toContainText('3');
  await expect(errors.first()).toContainText('Work e-mail');
  await expect(errors.first()).toContainText('This e-mail address is not valid.');
  // The value found in the cell is named.
  await expect(errors.first().getByTestId('import-error-value')).toHaveText('“not-an-email”');
  await expect(page.getByTestId('import-apply')).toBeDisabled();
  await expectNoAxeViolations(page);

  // Nothing was written.
  await page.goto('/hr/employees');
  await page.getByTestId('employees-search').getByRole('searchbox').fill('2411');
  await expect(page.getByTestId('employees-empty')).toBeVisible();

  await page.goto('/hr/employees/import');
  await page.getByTestId('import-file').setInputFiles(file('laila.samir.2412@example.com'));
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-summary')).toContainText('To create: 2');
  await expect(page.getByTestId('import-error-row')).toHaveCount(0);
  await page.getByTestId('import-apply').click();
  await expect(page.getByText('Import done: 2 created, 0 updated, 0 unchanged.').first()).toBeVisible();

  await page.goto('/hr/employees');
  await page.getByTestId('employees-search').getByRole('searchbox').fill('Laila Samir');
  await expect(page.getByTestId('employee-row')).toHaveCount(1);
  await expect(page.getByTestId('employee-row')).toContainText('2412');
});

test('site HR (1002) reads the employee list in Arabic: right to left, Arabic headers, Alexandria only', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 1002);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('side-nav').getByRole('link', { name: 'الموظفون', exact: true }).click();
  await expect(page).toHaveURL(/\/hr\/employees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'الموظفون' })).toBeVisible();
  const table = page.getByTestId('employees-table');
  for (const h of ['الرقم الوظيفي', 'الاسم', 'البريد الإلكتروني', 'الموقع', 'الإدارة']) {
    await expect(table.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
  }
  const rows = page.getByTestId('employee-row');
  await expect(rows.first()).toBeVisible();
  const sites = await rows.locator('td:nth-child(4)').allTextContents();
  expect(sites.length).toBeGreaterThan(0);
  for (const s of sites) expect(s).toBe('الإسكندرية');
  // Read-only: no create or import buttons.
  await expect(page.getByTestId('employee-new')).toHaveCount(0);
  await expect(page.getByTestId('employee-import')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'بيانات موظف' })).toBeVisible();
  await expect(page.getByText('يمكنك الاطلاع على هذه البيانات دون تعديلها.')).toBeVisible();
  await expect(page.getByTestId('employee-save')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('axe: the employee form and my profile have no violations', async ({ page }) => {
  await signIn(page, 1001);
  await page.goto('/hr/employees/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New employee' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/self/profile');
  await expect(page.getByTestId('self-record')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/hr/employees');
  await expect(page.getByTestId('employee-row').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: HR sees an account locked by failed sign-ins and unlocks it`, async ({ browser, people, request }) => {
    const person = await people.create();
    let status = 0;
    for (let i = 0; i < 6 && status !== 423; i++) status = (await request.post('/api/auth/login', { data: { identifier: String(person.empCode), password: 'not-the-password' } })).status();
    expect(status).toBe(423);

    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, `/hr/employees/${person.id}`);
    const alert = page.getByTestId('employee-locked');
    await expect(alert).toContainText(lang === 'ar' ? 'تسجيل الدخول مقفل' : 'Sign-in is locked');
    await expectNoAxeViolations(page);
    await page.getByTestId('action-unlock').click();
    await expect(page.getByText(lang === 'ar' ? 'تم إلغاء قفل تسجيل الدخول.' : 'Sign-in unlocked.')).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect((await request.post('/api/auth/login', { data: { identifier: String(person.empCode), password: person.password } })).status()).toBe(200);
    await page.context().close();
  });
}
