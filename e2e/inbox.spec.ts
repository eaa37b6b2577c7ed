import { type APIRequestContext } from '@playwright/test';
import { PASSWORD, expectNoAxeViolations, expect, signIn, switchLanguageForVisit, test, useLanguage } from './fixtures';

/**
 * The one inbox: a handover request and a leave approval (English), an attendance issue decided
 * in bulk (Arabic), and the menu badge that follows without a reload. The database is shared with
 * the specs that run in parallel, so this file files leave only for 1010 in April and May (away from Sham el-Nessim) of next
 * year (1004 covers, 1003 approves), and one attendance issue for 1010 on a day 30 days ago.
 */
const YEAR = new Date().getFullYear() + 1;
/** The first Monday of a month of next year, plus `plus` days. */
function monday(month: number, plus = 0): string {
  const first = new Date(Date.UTC(YEAR, month - 1, 1));
  const day = 1 + ((8 - first.getUTCDay()) % 7) + plus;
  return new Date(Date.UTC(YEAR, month - 1, day)).toISOString().slice(0, 10);
}

async function login(request: APIRequestContext, empCode: number): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { identifier: String(empCode), password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { accessToken: string }).accessToken;
}
async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}
/** 1010 files two days of Annual leave with 1004 as the substitute. */
async function fileLeave(request: APIRequestContext, startDate: string): Promise<number> {
  const token = await login(request, 1010);
  const types = await api<{ items: { id: number; code: string | null }[] }>(request, token, 'GET', '/leave/types');
  const people = await api<{ items: { id: number; EmpCode: number }[] }>(request, token, 'GET', `/leave/handover-candidates?q=1004&startDate=${startDate}&endDate=${startDate}`);
  const handover = people.items.find((p) => p.EmpCode === 1004);
  expect(handover, 'Sara Ali (1004) can cover for Laila').toBeTruthy();
  const r = await api<{ id: number }>(request, token, 'POST', '/leave/requests', {
    leaveTypeId: types.items.find((t) => t.code === 'annual')!.id,
    startDate,
    endDate: startDate,
    halfDay: 'none',
    handoverEmployeeId: handover!.id,
    shiftId: null,
    reason: 'E2E one inbox',
  });
  return r.id;
}

test.describe('The one inbox', () => {
  test('English: the substitute accepts, the manager approves, and the badge follows without a reload', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const id = await fileLeave(request, monday(4));

    // 1004 answers the handover request from the inbox.
    const sara = await (await browser.newContext()).newPage();
    await useLanguage(sara, 'en');
    await signIn(sara, 1004);
    await expect(sara.getByTestId('menu-badge-/inbox')).toHaveText(/^[1-9]\d*$/);
    await sara.getByRole('link', { name: /^Inbox/ }).click();
    await expect(sara.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await sara.getByTestId('inbox-kind-handover').click();
    const ask = sara.getByTestId(`inbox-item-handover-${id}`);
    await expect(ask).toContainText('Laila Farouk asks you to cover for them');
    await expectNoAxeViolations(sara);
    await ask.getByRole('button', { name: /^Accept:/ }).click();
    const dialog = sara.getByRole('dialog');
    await expect(dialog).toContainText('Cover for your colleague?');
    await dialog.getByLabel('Comment').fill('Happy to cover');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(sara.getByText('Done.')).toBeVisible();
    await expect(sara.getByTestId(`inbox-item-handover-${id}`)).toHaveCount(0);
    await sara.close();

    // 1003 sees the answer on the leave approval and approves it.
    const ahmed = await (await browser.newContext()).newPage();
    await useLanguage(ahmed, 'en');
    await signIn(ahmed, 1003);
    await ahmed.goto('/inbox');
    await ahmed.getByTestId('inbox-kind-leave').click();
    const item = ahmed.getByTestId(`inbox-item-leave-${id}`);
    await expect(item).toContainText('Laila Farouk');
    await expect(item).toContainText('Substitute Sara Ali: accepted');
    await expect(item.getByTestId('balance-after')).toContainText('Balance after approval');
    const before = Number(await ahmed.getByTestId('menu-badge-/inbox').textContent());
    await item.getByRole('button', { name: /^Approve:/ }).click();
    await ahmed.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(ahmed.getByText('Done.')).toBeVisible();
    await expect(ahmed.getByTestId(`inbox-item-leave-${id}`)).toHaveCount(0);
    await expect(ahmed.getByTestId('menu-badge-/inbox')).toHaveText(String(before - 1));

    // Something new arrives while the page is open: the badge and the list follow, no reload.
    const next = await fileLeave(request, monday(5, 8));
    await expect(ahmed.getByTestId(`inbox-item-leave-${next}`)).toBeVisible({ timeout: 30_000 });
    await expect(ahmed.getByTestId('menu-badge-/inbox')).toHaveText(String(before), { timeout: 30_000 });
    await ahmed.close();
  });

  test('Arabic: HR decides an attendance issue in bulk from the inbox', async ({ page, request }) => {
    const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const token = await login(request, 1010);
    const issue = await api<{ id: number }>(request, token, 'POST', '/attendance/issues', { eventType: 'in', eventTime: `${day}T06:00:00.000Z`, reason: 'بطاقة الدخول لم تعمل' });

    await useLanguage(page, 'en');
    await signIn(page, 1001);
    await switchLanguageForVisit(page, 'ar');
    await page.getByRole('link', { name: /^صندوق الوارد/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'صندوق الوارد' })).toBeVisible();
    await page.getByTestId('inbox-kind-attendance_issue').click();
    const item = page.getByTestId(`inbox-item-attendance_issue-${issue.id}`);
    await expect(item).toContainText('ليلى فاروق');
    await expect(item).toContainText('تسجيل حضور لم يُسجل');
    await expectNoAxeViolations(page);
    await item.getByRole('checkbox').check();
    await expect(page.getByTestId('inbox-selected')).toHaveText('المحدد: 1');
    await page.getByRole('button', { name: 'الموافقة على المحدد' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('الموافقة على 1 من العناصر؟');
    await dialog.getByRole('button', { name: 'موافقة' }).click();
    await expect(page.getByTestId('bulk-results')).toContainText('تم تنفيذ 1 من 1.');
    await expect(page.getByTestId(`inbox-item-attendance_issue-${issue.id}`)).toHaveCount(0);
  });
});
