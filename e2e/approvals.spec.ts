import { type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, expectNoAxeViolations, expect, signIn, test, useLanguage } from './fixtures';

/**
 * Team leave: the approvals inbox (one by one and in bulk), delegation, the team calendar and the
 * dashboard widgets. The database is shared with the specs that run in parallel, so this file
 * uses only 1007 (supervisor of 1008 and 1009), 1009 and 1003 (1007's manager), and leave
 * dates in October to December of next year, each test on its own days.
 */
const YEAR = new Date().getFullYear() + 1;

/** The nth Sunday (1-based) of a month of next year, plus `plus` days, as 'YYYY-MM-DD'. */
function sunday(month: number, nth: number, plus = 0): string {
  const first = new Date(Date.UTC(YEAR, month - 1, 1));
  const day = 1 + ((7 - first.getUTCDay()) % 7) + (nth - 1) * 7 + plus;
  return new Date(Date.UTC(YEAR, month - 1, day)).toISOString().slice(0, 10);
}
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function login(request: APIRequestContext, empCode: number): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { identifier: String(empCode), password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

let annualId: number | undefined;
/** Files an Annual leave request as `empCode` and returns its id. */
async function fileRequest(request: APIRequestContext, empCode: number, startDate: string, endDate: string): Promise<number> {
  const token = await login(request, empCode);
  if (!annualId) {
    const types = await api<{ items: { id: number; code: string | null }[] }>(request, token, 'GET', '/leave/types');
    annualId = types.items.find((t) => t.code === 'annual')!.id;
  }
  const r = await api<{ id: number }>(request, token, 'POST', '/leave/requests', { leaveTypeId: annualId, startDate, endDate, halfDay: 'none', handoverEmployeeId: null, shiftId: null, reason: 'E2E approvals' });
  return r.id;
}

/**
 * Arabic for this page only: the switch is not saved on the server (the request is dropped), so
 * the account keeps English for the tests that sign it in at the same time.
 */
async function toArabic(page: Page) {
  await page.route('**/api/auth/preferences', (route) => route.abort());
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** In-app navigation (no reload, so the language switched for this page stays). */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function openInbox(page: Page, name: RegExp | string) {
  await go(page, '/team/vacapprovals');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('Team leave approvals', () => {
  test('1007 approves one request and rejects two at once in the inbox', async ({ page, request }) => {
    test.setTimeout(90_000);
    const one = await fileRequest(request, 1009, sunday(10, 2), sunday(10, 2, 1));
    const two = await fileRequest(request, 1009, sunday(10, 3), sunday(10, 3));
    const three = await fileRequest(request, 1009, sunday(10, 3, 1), sunday(10, 3, 1));

    await useLanguage(page, 'en');
    await signIn(page, 1007);
    // The menu badge counts what waits, at least these three.
    await page.getByRole('button', { name: 'Team Vacations' }).click();
    await expect(page.getByTestId('menu-badge-/team/vacapprovals')).toHaveText(/^([3-9]|\d\d+)$/);
    await page.getByRole('link', { name: /Approval inbox/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approval inbox' })).toBeVisible();

    const row = page.getByTestId(`inbox-item-leave-${one}`);
    await expect(row).toContainText('Tarek Fathy');
    await expect(row).toContainText(`${ddmmyyyy(sunday(10, 2))} – ${ddmmyyyy(sunday(10, 2, 1))}`);
    await expect(row.getByTestId('balance-after')).toHaveText(/^Balance after approval: -?\d+(\.\d)?$/);
    await expect(row.getByTestId('handover')).toContainText('No substitute');
    await expectNoAxeViolations(page);

    // One by one, with a comment.
    await row.getByRole('button', { name: 'Approve: Tarek Fathy · Vacation' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Tarek Fathy · Vacation');
    await dialog.getByLabel('Comment').fill('Enjoy');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Done.', { exact: true })).toBeVisible();
    await expect(page.getByTestId(`inbox-item-leave-${one}`)).toHaveCount(0);

    // Two at once, selected with the keyboard-usable checkboxes.
    await page.getByTestId(`inbox-item-leave-${two}`).getByRole('checkbox', { name: 'Select: Tarek Fathy · Vacation' }).check();
    await page.getByTestId(`inbox-item-leave-${three}`).getByRole('checkbox', { name: 'Select: Tarek Fathy · Vacation' }).check();
    await expect(page.getByTestId('inbox-selected')).toHaveText('Selected: 2');
    await page.getByRole('button', { name: 'Reject selected' }).click();
    await expect(dialog.getByRole('heading', { name: 'Reject 2 items?' })).toBeVisible();
    await dialog.getByLabel('Comment').fill('Busy season');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    const results = page.getByTestId('bulk-results');
    await expect(results).toContainText('2 of 2 went through.');
    await expect(results.getByTestId(`bulk-result-leave-${two}`)).toContainText('Done');
    await expect(results.getByTestId(`bulk-result-leave-${three}`)).toContainText('Tarek Fathy');
    await expect(page.getByTestId(`inbox-item-leave-${two}`)).toHaveCount(0);
    await expect(page.getByTestId(`inbox-item-leave-${three}`)).toHaveCount(0);

    // Someone else decides first (here 1007 through the API): the dialog's answer says so and the row goes.
    const four = await fileRequest(request, 1009, sunday(10, 4), sunday(10, 4));
    await page.reload();
    await page.getByTestId(`inbox-item-leave-${four}`).getByRole('button', { name: 'Reject: Tarek Fathy · Vacation' }).click();
    const token = await login(request, 1007);
    await api(request, token, 'POST', `/leave/requests/${four}/approve`, { comment: '' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('This request has already been decided or cancelled by someone else. The list has been refreshed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId(`inbox-item-leave-${four}`)).toHaveCount(0);

    // Deciding again in bulk what is already decided: a per-row code, translated in the results.
    const again = await api<{ results: { kind: string; id: number; ok: boolean; code: string | null }[] }>(request, token, 'POST', '/inbox/decide', {
      items: [{ kind: 'leave', id: two }],
      decision: 'approve',
      comment: '',
    });
    expect(again.results).toEqual([{ kind: 'leave', id: two, ok: false, code: 'ALREADY_DECIDED' }]);
  });

  test('in Arabic, 1007 delegates to 1003, who approves 1009’s request on behalf of 1007', async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    // A delegation left by an earlier run of this test ends first.
    const token1007 = await login(request, 1007);
    const before = await api<{ given: { id: number }[] }>(request, token1007, 'GET', '/leave/delegations');
    for (const d of before.given) await api(request, token1007, 'DELETE', `/leave/delegations/${d.id}`);
    const id = await fileRequest(request, 1009, sunday(11, 2), sunday(11, 2, 1));

    await useLanguage(page, 'en');
    await signIn(page, 1007);
    await toArabic(page);
    await go(page, '/team/delegation');
    await expect(page.getByRole('heading', { level: 1, name: 'التفويض' })).toBeVisible();
    await expect(page.getByTestId('delegations-given-empty')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'تفويض موافقاتي' }).click();
    const dialog = page.getByRole('dialog');
    // 1003 is 1007's manager: outside the team search, offered from the manager chain.
    await dialog.getByRole('combobox', { name: 'رقم الزميل' }).fill('1003');
    await page.getByRole('option', { name: /أحمد محمود/ }).click();
    await expect(dialog.getByRole('combobox', { name: 'الزميل', exact: true })).toHaveValue('أحمد محمود');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog).toBeHidden();
    const given = page.getByRole('table', { name: 'تفويضات منحتها' });
    await expect(given).toContainText('أحمد محمود');
    await expect(given).toContainText('سارٍ الآن');

    // 1003 sees 1009's request in their inbox, on behalf of 1007, and approves it.
    const ctx = await browser.newContext();
    const manager = await ctx.newPage();
    await useLanguage(manager, 'en');
    await signIn(manager, 1003);
    await toArabic(manager);
    await openInbox(manager, 'صندوق الموافقات');
    const row = manager.getByTestId(`inbox-item-leave-${id}`);
    await expect(row).toContainText('طارق فتحي');
    await expect(row.getByTestId('on-behalf-of')).toHaveText('نيابة عن يوسف سمير');
    await expectNoAxeViolations(manager);
    await row.getByRole('button', { name: 'الموافقة: طارق فتحي · إجازة' }).click();
    await manager.getByRole('dialog').getByRole('button', { name: 'موافقة' }).click();
    await expect(manager.getByText('تم.', { exact: true })).toBeVisible();
    await expect(manager.getByTestId(`inbox-item-leave-${id}`)).toHaveCount(0);
    // 1003's delegations: received from 1007.
    await go(manager, '/team/delegation');
    await expect(manager.getByRole('table', { name: 'تفويضات تلقيتها' })).toContainText('يوسف سمير');
    await ctx.close();

    // 1007 ends the delegation.
    await go(page, '/dashboard/default');
    await go(page, '/team/delegation');
    await page.getByRole('button', { name: 'إنهاء التفويض إلى أحمد محمود' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'إنهاء' }).click();
    await expect(page.getByTestId('delegations-given-empty')).toBeVisible();
  });

  test('the team calendar shows an approved absence in its month', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    // A retry takes another week: the first attempt's request is already there.
    const start = sunday(12, 1 + 2 * testInfo.retry);
    const end = sunday(12, 1 + 2 * testInfo.retry, 1);
    const id = await fileRequest(request, 1009, start, end);
    const token = await login(request, 1007);
    await api(request, token, 'POST', `/leave/requests/${id}/approve`, { comment: '' });

    await useLanguage(page, 'en');
    await signIn(page, 1007);
    await page.getByRole('button', { name: 'Team Vacations' }).click();
    await page.getByRole('link', { name: 'Team calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team calendar' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Forward to December of next year with the month buttons.
    const target = `${YEAR}-12`;
    const now = new Date();
    const steps = (YEAR - now.getFullYear()) * 12 + 12 - (now.getMonth() + 1);
    for (let i = 0; i < steps; i++) await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(new RegExp(`month=${target}`));
    await expect(page.getByTestId('calendar-month')).toHaveText(`December ${YEAR}`);
    const day = page.getByTestId(`day-${start}`);
    await expect(day.getByText('Tarek Fathy')).toBeVisible();
    await expect(day.getByTitle(/^Tarek Fathy: Annual, .*, Approved$/)).toBeVisible();
    await expect(page.getByTestId('calendar-list')).toContainText(`Tarek Fathy`);
    await expect(page.getByTestId('calendar-feeds')).toContainText("My team's leave");
    await expect(page.getByTestId('feed-personal')).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    await page.getByRole('button', { name: 'This month' }).click();
    await expect(page).not.toHaveURL(/month=/);
  });

  test('the dashboard shows my balances and, for 1007, the pending count', async ({ page, request }) => {
    test.setTimeout(60_000);
    await fileRequest(request, 1009, sunday(12, 2), sunday(12, 2));
    await useLanguage(page, 'en');
    await signIn(page, 1007);
    await expect(page.getByTestId('balances-widget')).toContainText('Annual');
    await expect(page.getByTestId('balances-widget')).toContainText(/Left: \d+/);
    await expect(page.getByTestId('approvals-count')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId('holidays-widget')).toBeVisible();
    await expect(page.getByTestId('out-today-widget')).toBeVisible();
    await page.getByRole('link', { name: 'Open my inbox' }).click();
    await expect(page).toHaveURL(/\/inbox$/);

    // 1009 (who prefers Arabic) sees their own pending request on the dashboard.
    const other = await page.context().browser()!.newContext();
    const employee = await other.newPage();
    await signIn(employee, 1009);
    await expect(employee.getByTestId('pending-widget')).toContainText(`اعتيادي: من ${ddmmyyyy(sunday(12, 2))}`);
    await expect(employee.getByTestId('approvals-widget')).toHaveCount(0);
    await other.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`every new page passes axe (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      await useLanguage(page, 'en');
      await signIn(page, 1007);
      if (lang === 'ar') await toArabic(page);
      await expect(page.getByTestId('balances-widget').getByRole('progressbar')).toHaveCount(0);
      await expectNoAxeViolations(page);
      for (const path of ['/team/vacapprovals', '/team/delegation', '/team/calendar', '/self/calendar']) {
        await go(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[role=progressbar]')).toHaveCount(0);
        await expectNoAxeViolations(page);
      }
    });
  }
});
