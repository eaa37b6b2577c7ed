import { expect, PASSWORD, signIn, test } from './fixtures';

/** HR reads the newest e-mail to `to` in the outbox and returns its link. */
async function linkFromOutbox(page: import('@playwright/test').Page, to: string): Promise<string> {
  await signIn(page, 1001);
  await page.getByTestId('side-nav').getByRole('link', { name: 'Mail outbox' }).click();
  const row = page.getByRole('row').filter({ hasText: to }).first();
  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  const link = dialog.getByRole('link', { name: /token=/ });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/hrportal/);
  return href!;
}

test('sign-up activates an existing employee through the link in the outbox', async ({ page }) => {
  await page.goto('/hrportal');
  await page.getByRole('link', { name: 'Activate your account' }).click();
  await expect(page).toHaveURL(/\/session\/signup$/);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('this field is required').first()).toBeVisible();
  await expect(page.getByText('You must accept the terms to continue.')).toBeVisible();

  await page.getByLabel('Username').fill('1014');
  await page.getByLabel('Work e-mail').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('rania-secret-1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('email is not valid')).toBeVisible();

  await page.getByLabel('Work e-mail').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No employee record matches' })).toBeVisible();

  await page.getByLabel('Work e-mail').fill('rania.magdy@example.com');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Check your work e-mail rania.magdy@example.com for the activation link.')).toBeVisible();

  const link = await linkFromOutbox(page, 'rania.magdy@example.com');
  expect(link).toContain('/session/activate?token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard\/default/);
  await expect(page.getByTestId('profile-card')).toContainText('Rania Magdy');

  // The link works once.
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await page.goto(link);
  await expect(page.getByText('This link is invalid, already used or expired.')).toBeVisible();
  await signIn(page, 1014, 'rania-secret-1');
});

test('password reset through the outbox', async ({ page }) => {
  await page.goto('/hrportal');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/session\/forgot-password$/);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('this field is required')).toBeVisible();
  await page.getByLabel('E-mail').fill('heba.mostafa@example.com');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('If this e-mail belongs to an account, a reset link is on its way.')).toBeVisible();

  const link = await linkFromOutbox(page, 'heba.mostafa@example.com');
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
  await signIn(page, 'heba.mostafa@example.com', 'heba-new-pass-1');
});

test('changing the password ends other sessions and rings the bell', async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 1013);
  await signIn(page, 1013);
  await page.goto('/self/account');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('mostafa-new-1');
  await page.getByLabel('Confirm new password').fill('mostafa-new-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();

  const bell = page.getByTestId('notifications-button');
  await expect(bell).toContainText('1');
  await bell.click();
  await expect(page.getByText('Your password was changed. Other sessions were signed out.')).toBeVisible();
  await expect(page.getByText(/just now|sec ago|min ago/).first()).toBeVisible();

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/hrportal/);
  await other.close();
});

test('the compact side navigation is remembered for the user', async ({ page }) => {
  await signIn(page, 1009);
  const nav = page.getByTestId('side-nav');
  const wide = (await nav.boundingBox())!.width;
  expect(Math.abs(wide - 260)).toBeLessThanOrEqual(1);
  await page.getByTestId('nav-compact-toggle').click();
  await expect.poll(async () => Math.abs((await nav.boundingBox())!.width - 80)).toBeLessThanOrEqual(1);
  await page.reload();
  await expect(page.getByTestId('profile-card')).toBeVisible();
  await expect.poll(async () => Math.abs((await page.getByTestId("side-nav").boundingBox())!.width - 80)).toBeLessThanOrEqual(1);
});
