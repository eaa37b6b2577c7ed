import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './data';
import { expectNoAxeViolations, signIn, useLanguage } from './fixtures';
import { linkIn, waitForMail } from './mail-sink';

/**
 * Each test makes its own person (data.ts): sign-up activates one without a password, the
 * resets and the password change are made on people no other spec signs in, and the compact
 * menu is saved on an account of this test only.
 */

/**
 * HR finds the mail to `to` in the outbox, sent, with its link hidden (HR sends a new link
 * instead of reading one), then signs out.
 */
async function hrSeesSentMailWithoutLink(page: Page, to: string) {
  await signIn(page, 1001);
  await page.getByTestId('side-nav').getByRole('link', { name: 'Mail outbox' }).click();
  const row = page.getByRole('row').filter({ hasText: to }).first();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  const open = row.getByRole('button').first();
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('outbox-text')).toContainText('[link hidden: ask HR to send a new one]');
  await expect(dialog.getByTestId('outbox-link-hidden')).toBeVisible();
  await expect(dialog.getByTestId('outbox-text')).not.toContainText('token=');
  await expect(dialog.getByTestId('outbox-attempts')).toHaveText('1');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  // Focus goes back to the row's button that opened the e-mail.
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/hrportal/);
}

test('sign-up sends a link to the work e-mail; the password is chosen on the page it opens', async ({ page, people }) => {
  const rania = await people.create({ activated: false });
  await page.goto('/hrportal');
  await page.getByRole('link', { name: 'Activate your account' }).click();
  await expect(page).toHaveURL(/\/session\/signup$/);
  // No password here: whoever fills this in cannot fix one for the mailbox's owner.
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByText('You must accept the terms to continue.')).toBeVisible();

  // The terms can be read, and opening them leaves the box as it was.
  await page.getByRole('link', { name: 'terms of use and the privacy policy' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of use and privacy' });
  await expect(terms).toContainText('employment purposes only');
  await expect(terms).toContainText('audit log');
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await expect(page.getByRole('checkbox')).not.toBeChecked();

  await page.getByLabel('Username').fill(String(rania.empCode));
  await page.getByLabel('Work e-mail').fill('not-an-email');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This e-mail address is not valid.')).toBeVisible();

  await page.getByLabel('Work e-mail').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No employee record matches' })).toBeVisible();

  const since = Date.now();
  await page.getByLabel('Work e-mail').fill(rania.email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(`Check your work e-mail ${rania.email} for the activation link.`)).toBeVisible();

  // The e-mail arrives over SMTP, as it would in the person's mailbox.
  const mail = await waitForMail(rania.email, since);
  expect(mail.subject).toContain('activate');
  const link = linkIn(mail);
  expect(link).toContain('/session/activate?token=');
  expect(link).toContain('&lang=en');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Account activation' })).toBeVisible();
  await expect(page.getByText(`Hello ${rania.fullNameEn}, choose your password to activate your account.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm password').fill('password123');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText('This password is too common. Choose one that is harder to guess.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('rania-secret-1');
  await page.getByLabel('Confirm password').fill('rania-secret-2');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill('rania-secret-1');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/default/);
  await expect(page.getByTestId('profile-card')).toContainText(rania.fullNameEn);

  // The link works once.
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await page.goto(link);
  await expect(page.getByText('This link is invalid, already used or expired.')).toBeVisible();
  await signIn(page, rania.empCode, 'rania-secret-1');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();

  await hrSeesSentMailWithoutLink(page, rania.email);
});

test('password reset through the e-mailed link', async ({ page, people }) => {
  const heba = await people.create();
  await page.goto('/hrportal');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/session\/forgot-password$/);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  const since = Date.now();
  await page.getByLabel('E-mail').fill(heba.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('If this e-mail belongs to an account, a reset link is on its way.')).toBeVisible();

  const link = linkIn(await waitForMail(heba.email, since));
  expect(link).toContain('/session/reset-password?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('heba-new-pass-1');
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('heba-new-pass-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/hrportal/);
  await expect(page.getByText('Your password was saved. You can sign in now.')).toBeVisible();
  await signIn(page, heba.email, 'heba-new-pass-1');
});

test('a reset asked for in Arabic sends an Arabic e-mail whose link opens in Arabic, without storing it', async ({ page, browser, people }) => {
  // The person's own language is English: the page's language decides the e-mail's.
  const sara = await people.create({ language: 'en' });
  await useLanguage(page, 'ar');
  await page.goto('/session/forgot-password');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const since = Date.now();
  await page.getByLabel('البريد الإلكتروني').fill(sara.email);
  await page.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }).click();
  await expect(page.getByTestId('forgot-success')).toBeVisible();

  const mail = await waitForMail(sara.email, since);
  expect(mail.subject).toContain('إعادة تعيين');
  const link = linkIn(mail);
  expect(link).toMatch(/\/session\/reset-password\?token=[^&]+&lang=ar$/);

  // A browser that uses English opens the link: the page is Arabic, the stored choice stays English.
  const other = await browser.newContext();
  const p2 = await other.newPage();
  await useLanguage(p2, 'en');
  await p2.goto(link);
  await expect(p2.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(p2.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(p2.getByRole('heading', { level: 1, name: 'اختر كلمة مرور جديدة' })).toBeVisible();
  await p2.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('password123');
  await p2.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(p2.getByText('كلمة المرور هذه شائعة وسهلة التخمين. اختر كلمة مرور أصعب.')).toBeVisible();
  expect(await p2.evaluate(() => localStorage.getItem('hr.language'))).toBe('en');
  await other.close();
});

test('changing the password ends other sessions and rings the bell', async ({ page, browser, people }) => {
  const mostafa = await people.create();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, mostafa);
  await signInAs(page, mostafa);
  await page.goto('/self/account');
  await page.getByLabel('Current password').fill(mostafa.password);
  await page.getByLabel('New password', { exact: true }).fill('mostafa-new-1');
  await page.getByLabel('Confirm new password').fill('mostafa-new-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();

  const bell = page.getByTestId('notifications-button');
  await expect(bell).toContainText('1');
  await bell.click();
  await expect(page.getByText('Your password was changed. Other sessions were signed out.')).toBeVisible();
  await expect(page.getByText(/just now|sec ago|min ago/).first()).toBeVisible();

  // 'Delete all' asks first; Cancel (focused) keeps everything.
  await page.getByTestId('notifications-delete-all').click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete all notifications?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('notifications-delete-all')).toBeFocused();
  await expect(page.getByText('Your password was changed. Other sessions were signed out.')).toBeVisible();
  await page.getByTestId('notifications-delete-all').click();
  await confirm.getByRole('button', { name: 'Delete all' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  await page.keyboard.press('Escape');

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/hrportal/);
  await other.close();
});

test('the compact side navigation is remembered for the user', async ({ page, people }) => {
  await signInAs(page, await people.create());
  const nav = page.getByTestId('side-nav');
  const wide = (await nav.boundingBox())!.width;
  expect(Math.abs(wide - 260)).toBeLessThanOrEqual(1);
  await page.getByTestId('nav-compact-toggle').click();
  await expect.poll(async () => Math.abs((await nav.boundingBox())!.width - 80)).toBeLessThanOrEqual(1);
  await page.reload();
  await expect(page.getByTestId('profile-card')).toBeVisible();
  await expect.poll(async () => Math.abs((await page.getByTestId("side-nav").boundingBox())!.width - 80)).toBeLessThanOrEqual(1);
});
