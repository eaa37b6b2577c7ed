import { expect, test } from './data';
import { PASSWORD, signIn, signInThroughForm, storedToken } from './fixtures';

// Wrong passwords count towards a lockout: they are typed for people of the test's own (data.ts).

test.describe('sign-in', () => {
  test('by company ID shows the dashboard with the profile card', async ({ page }) => {
    await signInThroughForm(page, 1005);
    const card = page.getByTestId('profile-card');
    await expect(card).toContainText('Omar Khaled');
    await expect(card).toContainText('1005');
    await expect(card).toContainText('Operations');
    await expect(card).toContainText('Production');
    await expect(card).toContainText('Sara Ali');
    await expect(card).toContainText('Cairo');
  });

  test('by work e-mail', async ({ page }) => {
    await signInThroughForm(page, 'sara.ali@example.com');
    await expect(page.getByTestId('profile-card')).toContainText('Sara Ali');
  });

  test('requires both fields', async ({ page }) => {
    await page.goto('/hrportal');
    await expect(page.getByRole('heading', { level: 1, name: 'HR Leave Tracker' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(page).toHaveURL(/\/hrportal/);
  });

  test('a wrong password shows the red error line and the button comes back', async ({ page, people }) => {
    const me = await people.create();
    await page.goto('/hrportal');
    await page.getByLabel('Email or Company ID').fill(String(me.empCode));
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const error = page.getByTestId('signin-error');
    await expect(error).toHaveText('Wrong e-mail, company ID or password.');
    const color = await error.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('a new attempt clears the previous server error', async ({ page }) => {
    await page.goto('/hrportal');
    const identifier = page.getByLabel('Email or Company ID');
    const password = page.getByLabel('Password', { exact: true });
    // No such employee: the same answer as a wrong password (and it counts towards a lockout like one).
    await identifier.fill('99999');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('signin-error')).toHaveText('Wrong e-mail, company ID or password.');
    await identifier.fill('');
    await password.fill('');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(page.getByTestId('signin-error')).toHaveCount(0);
  });

  test('five failures lock the account with a clear message', async ({ page, people }) => {
    const me = await people.create();
    await page.goto('/hrportal');
    await page.getByLabel('Email or Company ID').fill(String(me.empCode));
    const password = page.getByLabel('Password', { exact: true });
    const error = page.getByTestId('signin-error');
    for (let i = 1; i <= 4; i++) {
      await password.fill(`wrong-${i}`);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(error).toHaveText('Wrong e-mail, company ID or password.');
      await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    }
    await password.fill('wrong-5');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(error).toContainText('This account is locked for 15 minutes');
    await password.fill(me.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(error).toContainText('locked');
    await expect(page).toHaveURL(/\/hrportal/);
  });

  test('returns to the wanted page after sign-in', async ({ page }) => {
    await page.goto('/self/account?tab=password');
    await expect(page).toHaveURL(/\/hrportal\?returnTo=/);
    await page.getByLabel('Email or Company ID').fill('1003');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/self\/account\?tab=password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  });

  test('after logout the old token gets 401', async ({ page, request }) => {
    await signIn(page, 1006);
    const token = await storedToken(page);
    expect(token).not.toBe('');
    expect((await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/hrportal/);
    expect((await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.goto('/dashboard/default');
    await expect(page).toHaveURL(/\/hrportal/);
  });

  test('signed in, the public pages lead to the dashboard; e-mailed link pages stay open', async ({ page }) => {
    await signIn(page, 1005);
    for (const path of ['/hrportal', '/session/signup', '/session/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\/default$/);
      await expect(page.getByTestId('profile-card')).toBeVisible();
    }
    await page.goto('/hrportal?returnTo=%2Fself%2Faccount');
    await expect(page).toHaveURL(/\/self\/account$/);
    await page.goto('/session/reset-password?token=not-a-real-token');
    await expect(page).toHaveURL(/\/session\/reset-password\?token=/);
    await expect(page.getByTestId('token-error')).toBeVisible();
  });

  test('keeps the session across a reload', async ({ page }) => {
    await signIn(page, 1007);
    await page.reload();
    await expect(page.getByTestId('profile-card')).toContainText('Youssef Samir');
  });
});

test.describe('routes', () => {
  test('unknown paths and template leftovers end on the 404 page', async ({ page }) => {
    for (const path of ['/no/such/page', '/utilities/color', '/material/table']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/session\/404$/);
    }
    await expect(page.getByRole('img', { name: /404/ })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/hrportal/);
  });

  test('the root goes to the dashboard', async ({ page }) => {
    await signIn(page, 1005);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\/default$/);
  });

  test('a page for another role says not allowed, and the server refuses the data', async ({ page }) => {
    await signIn(page, 1005);
    await page.goto('/hr/outbox');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    const token = await storedToken(page);
    const res = await page.request.get('/api/hr/outbox', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
  });
});

test.describe('menu by role', () => {
  const groups = async (page: import('@playwright/test').Page) => {
    const nav = page.getByTestId('side-nav');
    await expect(nav.getByTestId('menu-group-self')).toBeVisible();
    const out: string[] = [];
    for (const g of ['self', 'site', 'team', 'hr']) if (await nav.getByTestId(`menu-group-${g}`).count()) out.push(g);
    return out;
  };

  test('HR (1001) gets Self and HR Service, and not the team or site lists', async ({ page }) => {
    await signIn(page, 1001);
    expect(await groups(page)).toEqual(['self', 'hr']);
    await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Mail outbox' })).toBeVisible();
    await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Team members' })).toHaveCount(0);
    for (const path of ['/team/members', '/site/employees']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
      await expect(page.getByText('You do not have access to this page. If you need it, contact HR.')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });

  test('a manager (1003) gets Self and Team Service, and sees the subtree', async ({ page }) => {
    await signIn(page, 1003);
    expect(await groups(page)).toEqual(['self', 'team']);
    await page.getByTestId('side-nav').getByRole('link', { name: 'Team members' }).click();
    await expect(page).toHaveURL(/\/team\/members$/);
    const table = page.getByRole('table', { name: 'Employees' });
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table).toContainText('Heba Mostafa');
    await page.getByLabel('Search').fill('سارة');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Sara Ali');
  });

  test('site HR (1002) gets Site Service, and only site HR opens the site list', async ({ page }) => {
    await signIn(page, 1002);
    expect(await groups(page)).toEqual(['self', 'site']);
    await page.goto('/team/members');
    await expect(page.getByTestId('status-403')).toBeVisible();
    await page.goto('/site/employees');
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('an employee (1005) gets Self Service only', async ({ page }) => {
    await signIn(page, 1005);
    expect(await groups(page)).toEqual(['self']);
  });
});
