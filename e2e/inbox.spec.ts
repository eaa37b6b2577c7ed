import { type APIRequestContext } from '@playwright/test';
import { type TPeople, type TPerson, apiAs, expect, signInAs, test, orgYear, workDayOnOrAfter } from './data';
import { expectNoAxeViolations, signIn, switchLanguageForVisit, useLanguage } from './fixtures';

/**
 * The one inbox: a handover request and a leave approval (English), an attendance issue decided
 * in bulk (Arabic), and the menu badge that follows without a reload. Each test makes its own
 * manager, employee and colleague (data.ts), so the manager's badge counts only this test's
 * requests: leave in April and May (away from Sham el-Nessim) of next year (the colleague covers,
 * the manager approves), and one attendance issue on a day 30 days ago.
 */
const YEAR = orgYear() + 1;
/** The first Monday of a month of next year, plus `plus` days. */
function monday(month: number, plus = 0): string {
  const first = new Date(Date.UTC(YEAR, month - 1, 1));
  const day = 1 + ((8 - first.getUTCDay()) % 7) + plus;
  // The next work day when that one is a holiday (Sham El-Nessim is a Monday in April or May).
  return workDayOnOrAfter(new Date(Date.UTC(YEAR, month - 1, day)).toISOString().slice(0, 10));
}

async function login(request: APIRequestContext, who: TPerson): Promise<string> {
  return (await apiAs(request, who)).token;
}

/** A manager with an employee and a colleague of the same department reporting to them. */
async function team(people: TPeople) {
  const manager = await people.create({ role: 'manager' });
  const [employee, colleague] = await Promise.all([people.create({ manager }), people.create({ manager })]);
  return { manager, employee, colleague };
}
async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}
/** The employee files a day of Annual leave with the colleague as the substitute. */
async function fileLeave(request: APIRequestContext, t: { employee: TPerson; colleague: TPerson }, startDate: string): Promise<number> {
  const token = await login(request, t.employee);
  const types = await api<{ items: { id: number; code: string | null }[] }>(request, token, 'GET', '/leave/types');
  const people = await api<{ items: { id: number; EmpCode: number }[] }>(request, token, 'GET', `/leave/handover-candidates?q=${t.colleague.empCode}&startDate=${startDate}&endDate=${startDate}`);
  const handover = people.items.find((p) => p.EmpCode === t.colleague.empCode);
  expect(handover, 'the colleague can cover for the employee').toBeTruthy();
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
  test('English: the substitute accepts, the manager approves, and the badge follows without a reload', async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    const t = await team(people);
    const id = await fileLeave(request, t, monday(4));

    // The colleague answers the handover request from the inbox.
    const sara = await (await browser.newContext()).newPage();
    await useLanguage(sara, 'en');
    await signInAs(sara, t.colleague);
    await expect(sara.getByTestId('menu-badge-/inbox')).toHaveText('1');
    await sara.getByRole('link', { name: /^Inbox/ }).click();
    await expect(sara.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await sara.getByTestId('inbox-kind-handover').click();
    const ask = sara.getByTestId(`inbox-item-handover-${id}`);
    await expect(ask).toContainText(`${t.employee.fullNameEn} asks you to cover for them`);
    await expectNoAxeViolations(sara);
    await ask.getByRole('button', { name: /^Accept:/ }).click();
    const dialog = sara.getByRole('dialog');
    await expect(dialog).toContainText('Cover for your colleague?');
    await dialog.getByLabel('Comment').fill('Happy to cover');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(sara.getByText('Done.')).toBeVisible();
    await expect(sara.getByTestId(`inbox-item-handover-${id}`)).toHaveCount(0);
    await sara.close();

    // Another request waits on the manager too, so the badge has something to count after the approval.
    await fileLeave(request, t, monday(4, 7));

    // The manager sees the answer on the leave approval and approves it.
    const ahmed = await (await browser.newContext()).newPage();
    await useLanguage(ahmed, 'en');
    await signInAs(ahmed, t.manager);
    await ahmed.goto('/inbox');
    await ahmed.getByTestId('inbox-kind-leave').click();
    const item = ahmed.getByTestId(`inbox-item-leave-${id}`);
    await expect(item).toContainText(t.employee.fullNameEn);
    await expect(item).toContainText(`Substitute ${t.colleague.fullNameEn}: accepted`);
    await expect(item.getByTestId('balance-after')).toContainText('Balance after approval');
    const before = Number(await ahmed.getByTestId('menu-badge-/inbox').textContent());
    await item.getByRole('button', { name: /^Approve:/ }).click();
    await ahmed.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(ahmed.getByText('Done.')).toBeVisible();
    await expect(ahmed.getByTestId(`inbox-item-leave-${id}`)).toHaveCount(0);
    await expect(ahmed.getByTestId('menu-badge-/inbox')).toHaveText(String(before - 1));

    // Something new arrives while the page is open: the badge and the list follow, no reload.
    const next = await fileLeave(request, t, monday(5, 8));
    await expect(ahmed.getByTestId(`inbox-item-leave-${next}`)).toBeVisible({ timeout: 30_000 });
    await expect(ahmed.getByTestId('menu-badge-/inbox')).toHaveText(String(before), { timeout: 30_000 });
    await ahmed.close();
  });

  test('Arabic: HR decides an attendance issue in bulk from the inbox', async ({ page, request, people }) => {
    const { employee } = await team(people);
    const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const token = await login(request, employee);
    // 30 days ago may be a rest day or a holiday: the question asked then is not what this tests.
    const issue = await api<{ id: number }>(request, token, 'POST', '/attendance/issues', { eventType: 'in', eventTime: `${day}T06:00:00.000Z`, reason: 'بطاقة الدخول لم تعمل', confirmOutsideShift: true });

    await useLanguage(page, 'en');
    await signIn(page, 1001);
    await switchLanguageForVisit(page, 'ar');
    await page.getByRole('link', { name: /^صندوق الوارد/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'صندوق الوارد' })).toBeVisible();
    await page.getByTestId('inbox-kind-attendance_issue').click();
    const item = page.getByTestId(`inbox-item-attendance_issue-${issue.id}`);
    await expect(item).toContainText(employee.fullNameAr);
    await expect(item).toContainText('تسجيل حضور لم يُسجل');
    await expectNoAxeViolations(page);
    await item.getByRole('checkbox').check();
    await expect(page.getByTestId('inbox-selected')).toHaveText('المحدد: 1');
    await page.getByRole('button', { name: 'الموافقة على المحدد' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('الموافقة على عنصر واحد؟');
    await dialog.getByRole('button', { name: 'موافقة' }).click();
    await expect(page.getByTestId('bulk-results')).toContainText('تم تنفيذ 1 من 1.');
    await expect(page.getByTestId(`inbox-item-attendance_issue-${issue.id}`)).toHaveCount(0);
  });
});
