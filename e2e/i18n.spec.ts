import { expect, signInAs, test } from './data';
import { signIn, signInThroughForm, useLanguage } from './fixtures';

/**
 * What is saved on an account (the language) is tried on people of the test's own (data.ts);
 * the demo's 1005 and 1006 are only read.
 */

test('switching to Arabic flips the whole layout to right to left and is saved for the user', async ({ page, people }) => {
  const me = await people.create();
  await signInAs(page, me);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const navEn = (await page.getByTestId('side-nav').boundingBox())!;
  expect(navEn.x).toBeLessThan(50);

  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('menu-group-self')).toHaveText('الخدمة الذاتية');
  const viewport = page.viewportSize()!;
  await expect.poll(async () => {
    const b = (await page.getByTestId('side-nav').boundingBox())!;
    return Math.round(b.x + b.width);
  }).toBe(viewport.width);

  // Saved on the server: a new browser signs in straight into Arabic.
  const fresh = await page.context().browser()!.newContext();
  const p2 = await fresh.newPage();
  await p2.goto('/hrportal');
  await p2.getByLabel('Email or Company ID').fill(String(me.empCode));
  await p2.getByLabel('Password', { exact: true }).fill(me.password);
  await p2.getByRole('button', { name: 'Login' }).click();
  await expect(p2.locator('html')).toHaveAttribute('dir', 'rtl');
  await fresh.close();

  // On My account the confirmation comes after the switch, in the new language.
  await page.goto('/self/account');
  const choice = page.getByTestId('language-choice');
  await choice.getByRole('radio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('snackbar')).toHaveText('Language saved.');
  await choice.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('snackbar')).toHaveText('تم حفظ اللغة.');
  // Logging out closes it.
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/hrportal/);
  await expect(page.getByTestId('snackbar')).toBeHidden();
});

test('a first visit opens in Arabic when the browser prefers Arabic, otherwise in English', async ({ browser }) => {
  for (const [locale, dir] of [['ar-EG', 'rtl'], ['en-US', 'ltr']] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/hrportal');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.locator('input[name=identifier]')).toBeVisible();
    // An inference, not a choice: nothing is stored.
    expect(await page.evaluate(() => localStorage.getItem('hr.language'))).toBeNull();
    await context.close();
  }
});

test('Arabic sign-in page: Arabic labels, Arabic errors, right to left', async ({ page, people }) => {
  // A wrong password counts towards a lockout: on a person of this test only.
  const me = await people.create();
  await useLanguage(page, 'ar');
  await page.goto('/hrportal');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(page.getByText('هذا الحقل مطلوب')).toHaveCount(2);
  await page.getByLabel('البريد الإلكتروني أو الرقم الوظيفي').fill(String(me.empCode));
  await page.getByLabel('كلمة المرور', { exact: true }).fill('wrong-one');
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(page.getByTestId('signin-error')).toHaveText('البريد الإلكتروني أو الرقم الوظيفي أو كلمة المرور غير صحيحة.');
});

test('a user who prefers Arabic gets the Arabic dashboard with Arabic names and dates', async ({ page }) => {
  await signInThroughForm(page, 1006);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByTestId('profile-card');
  await expect(card).toContainText('نور إبراهيم');
  await expect(card).toContainText('سارة علي');
  await expect(card).toContainText('العمليات');
});

test('/self/swlang switches the language and goes to the dashboard (English by default)', async ({ page, people }) => {
  await signInAs(page, await people.create());
  await page.goto('/self/swlang?lang=ar');
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/self/swlang');
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('phones get a drawer instead of the side navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 1005);
  await expect(page.getByTestId('side-nav')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawerNav = page.getByTestId('side-nav');
  await expect(drawerNav).toBeVisible();
  await drawerNav.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/self\/account$/);
  await expect(page.getByTestId('side-nav')).toBeHidden();
});
