import { type APIRequestContext, type Page } from '@playwright/test';
import { type TPeople, type TPerson, apiAs, expect, fileLeave, signInAs, test, orgYear, todayIn } from './data';
import { expectNoAxeViolations, useLanguage } from './fixtures';

/**
 * Team leave: the approvals inbox (one by one and in bulk), delegation, the team calendar and the
 * dashboard widgets. Each test makes its own chain (data.ts): a manager, a supervisor under them
 * and an employee under the supervisor, so inbox counts and the calendar show only its own
 * requests; leave dates in October to December of next year.
 */
const YEAR = orgYear() + 1;

/** The nth Sunday (1-based) of a month of next year, plus `plus` days, as 'YYYY-MM-DD'. */
function sunday(month: number, nth: number, plus = 0): string {
  const first = new Date(Date.UTC(YEAR, month - 1, 1));
  const day = 1 + ((7 - first.getUTCDay()) % 7) + (nth - 1) * 7 + plus;
  return new Date(Date.UTC(YEAR, month - 1, day)).toISOString().slice(0, 10);
}
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A manager, a supervisor reporting to them, and an employee reporting to the supervisor (Alexandria, Operations). */
async function chain(people: TPeople, employeeLanguage: 'en' | 'ar' = 'en') {
  const boss = await people.create({ role: 'manager', site: 'Alexandria' });
  const supervisor = await people.create({ role: 'supervisor', manager: boss, site: 'Alexandria' });
  const employee = await people.create({ manager: supervisor, site: 'Alexandria', language: employeeLanguage });
  return { boss, supervisor, employee, T: employee.fullNameEn, TA: employee.fullNameAr, YA: supervisor.fullNameAr, AA: boss.fullNameAr };
}

async function login(request: APIRequestContext, who: TPerson): Promise<string> {
  return (await apiAs(request, who)).token;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** Files an Annual leave request as `who` and returns its id. */
function fileRequest(request: APIRequestContext, who: TPerson, startDate: string, endDate: string): Promise<number> {
  return fileLeave(request, who, { startDate, endDate, reason: 'E2E approvals' });
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
  test('the supervisor approves one request and rejects two at once in the inbox', async ({ page, request, people }) => {
    test.setTimeout(90_000);
    const { supervisor, employee, T } = await chain(people);
    const one = await fileRequest(request, employee, sunday(10, 2), sunday(10, 2, 1));
    const two = await fileRequest(request, employee, sunday(10, 3), sunday(10, 3));
    const three = await fileRequest(request, employee, sunday(10, 3, 1), sunday(10, 3, 1));

    await useLanguage(page, 'en');
    await signInAs(page, supervisor);
    // The menu badge counts what waits: these three.
    await page.getByRole('button', { name: 'Team Vacations' }).click();
    await expect(page.getByTestId('menu-badge-/team/vacapprovals')).toHaveText('3');
    await page.getByRole('link', { name: /Approval inbox/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approval inbox' })).toBeVisible();

    const row = page.getByTestId(`inbox-item-leave-${one}`);
    await expect(row).toContainText(`${T}`);
    await expect(row).toContainText(`${ddmmyyyy(sunday(10, 2))}\u2069\u00A0–\u2060\u00A0\u2066${ddmmyyyy(sunday(10, 2, 1))}`);
    await expect(row.getByTestId('balance-after')).toHaveText(/^Balance after approval: -?\d+(\.\d)?$/);
    await expect(row.getByTestId('handover')).toContainText('No substitute');
    await expectNoAxeViolations(page);

    // One by one, with a comment.
    await row.getByRole('button', { name: `Approve: ${T} · Vacation` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${T} · Vacation`);
    await dialog.getByLabel('Comment').fill('Enjoy');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Done.', { exact: true })).toBeVisible();
    await expect(page.getByTestId(`inbox-item-leave-${one}`)).toHaveCount(0);

    // Two at once, selected with the keyboard-usable checkboxes.
    await page.getByTestId(`inbox-item-leave-${two}`).getByRole('checkbox', { name: `Select: ${T} · Vacation` }).check();
    await page.getByTestId(`inbox-item-leave-${three}`).getByRole('checkbox', { name: `Select: ${T} · Vacation` }).check();
    await expect(page.getByTestId('inbox-selected')).toHaveText('Selected: 2');
    await page.getByRole('button', { name: 'Reject selected' }).click();
    await expect(dialog.getByRole('heading', { name: 'Reject 2 items?' })).toBeVisible();
    await dialog.getByLabel('Comment').fill('Busy season');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    const results = page.getByTestId('bulk-results');
    await expect(results).toContainText('2 of 2 went through.');
    await expect(results.getByTestId(`bulk-result-leave-${two}`)).toContainText('Done');
    await expect(results.getByTestId(`bulk-result-leave-${three}`)).toContainText(`${T}`);
    await expect(page.getByTestId(`inbox-item-leave-${two}`)).toHaveCount(0);
    await expect(page.getByTestId(`inbox-item-leave-${three}`)).toHaveCount(0);

    // Someone else decides first (here the supervisor through the API): the dialog's answer says so and the row goes.
    const four = await fileRequest(request, employee, sunday(10, 4), sunday(10, 4));
    await page.reload();
    await page.getByTestId(`inbox-item-leave-${four}`).getByRole('button', { name: `Reject: ${T} · Vacation` }).click();
    const token = await login(request, supervisor);
    await api(request, token, 'POST', `/leave/requests/${four}/approve`, { comment: '' });
    // A rejection says why: without a reason the dialog asks for one and sends nothing.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel('Comment').fill('Not this week');
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

  test('in Arabic, the supervisor delegates to their manager, who approves the employee’s request on their behalf', async ({ browser, page, request, people }) => {
    test.setTimeout(120_000);
    const { boss, supervisor, employee, TA, YA, AA } = await chain(people);
    const id = await fileRequest(request, employee, sunday(11, 2), sunday(11, 2, 1));

    await useLanguage(page, 'en');
    await signInAs(page, supervisor);
    await toArabic(page);
    await go(page, '/team/delegation');
    await expect(page.getByRole('heading', { level: 1, name: 'التفويض' })).toBeVisible();
    await expect(page.getByTestId('delegations-given-empty')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'تفويض موافقاتي' }).click();
    const dialog = page.getByRole('dialog');
    // The manager is above the supervisor: outside the team search, offered from the manager chain.
    await dialog.getByRole('combobox', { name: 'رقم الزميل' }).fill(String(boss.empCode));
    await page.getByRole('option', { name: new RegExp(AA) }).click();
    await expect(dialog.getByRole('combobox', { name: 'الزميل', exact: true })).toHaveValue(`${AA}`);
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog).toBeHidden();
    const given = page.getByRole('table', { name: 'تفويضات منحتها' });
    await expect(given).toContainText(`${AA}`);
    await expect(given).toContainText('سارٍ الآن');

    // The manager sees the employee's request in their inbox, on behalf of the supervisor, and approves it.
    const ctx = await browser.newContext();
    const manager = await ctx.newPage();
    await useLanguage(manager, 'en');
    await signInAs(manager, boss);
    await toArabic(manager);
    await openInbox(manager, 'صندوق الموافقات');
    const row = manager.getByTestId(`inbox-item-leave-${id}`);
    await expect(row).toContainText(`${TA}`);
    await expect(row.getByTestId('on-behalf-of')).toHaveText(`نيابة عن ${YA}`);
    await expectNoAxeViolations(manager);
    await row.getByRole('button', { name: `الموافقة: ${TA} · إجازة` }).click();
    await manager.getByRole('dialog').getByRole('button', { name: 'موافقة' }).click();
    await expect(manager.getByText('تم.', { exact: true })).toBeVisible();
    await expect(manager.getByTestId(`inbox-item-leave-${id}`)).toHaveCount(0);
    // The manager's delegations: received from the supervisor.
    await go(manager, '/team/delegation');
    await expect(manager.getByRole('table', { name: 'تفويضات تلقيتها' })).toContainText(`${YA}`);
    await ctx.close();

    // The supervisor ends the delegation.
    await go(page, '/dashboard/default');
    await go(page, '/team/delegation');
    await page.getByRole('button', { name: `إنهاء التفويض إلى ${AA}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'إنهاء' }).click();
    await expect(page.getByTestId('delegations-given-empty')).toBeVisible();
  });

  test('the team calendar shows an approved absence in its month', async ({ page, request, people }) => {
    test.setTimeout(90_000);
    const { supervisor, employee, T } = await chain(people);
    const start = sunday(12, 1);
    const end = sunday(12, 1, 1);
    const id = await fileRequest(request, employee, start, end);
    const token = await login(request, supervisor);
    await api(request, token, 'POST', `/leave/requests/${id}/approve`, { comment: '' });

    await useLanguage(page, 'en');
    await signInAs(page, supervisor);
    await page.getByRole('button', { name: 'Team Vacations' }).click();
    // The group opens with an animation: the link is clicked once it has settled, and the page
    // is awaited by its address first (the route's code loads on demand).
    const link = page.getByRole('link', { name: 'Team calendar' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/team\/calendar/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team calendar' })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    // Forward to December of next year with the month buttons.
    const target = `${YEAR}-12`;
    // From this month in Cairo (the calendar opens on the organisation's month).
    const today = todayIn();
    const steps = (YEAR - Number(today.slice(0, 4))) * 12 + 12 - Number(today.slice(5, 7));
    for (let i = 0; i < steps; i++) await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(new RegExp(`month=${target}`));
    await expect(page.getByTestId('calendar-month')).toHaveText(`December ${YEAR}`);
    const day = page.getByTestId(`day-${start}`);
    await expect(day.getByText(`${T}`)).toBeVisible();
    await expect(day.getByTitle(new RegExp(`^${T}: Annual, .*, Approved$`))).toBeVisible();
    await expect(page.getByTestId('calendar-list')).toContainText(T);
    await expect(page.getByTestId('calendar-feeds')).toContainText("My team's leave");
    await expect(page.getByTestId('feed-personal')).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    await page.getByRole('button', { name: 'This month' }).click();
    await expect(page).not.toHaveURL(/month=/);
  });

  test('the dashboard shows my balances and, for the supervisor, the pending count', async ({ page, request, people }) => {
    test.setTimeout(60_000);
    const { supervisor, employee: me } = await chain(people, 'ar');
    await fileRequest(request, me, sunday(12, 2), sunday(12, 2));
    await useLanguage(page, 'en');
    await signInAs(page, supervisor);
    await expect(page.getByTestId('balances-widget')).toContainText('Annual');
    await expect(page.getByTestId('balances-widget')).toContainText(/Left: \d+/);
    await expect(page.getByTestId('approvals-count')).toHaveText('1');
    await expect(page.getByTestId('holidays-widget')).toBeVisible();
    await expect(page.getByTestId('out-today-widget')).toBeVisible();
    await page.getByRole('link', { name: 'Open my inbox' }).click();
    await expect(page).toHaveURL(/\/inbox$/);

    // The employee (who prefers Arabic) sees their own pending request on the dashboard.
    const other = await page.context().browser()!.newContext();
    const employee = await other.newPage();
    await signInAs(employee, me);
    // One day: "on the day" (its date isolated left to right), and whom it waits on.
    await expect(employee.getByTestId('pending-widget')).toContainText(`اعتيادي: يوم \u2066${ddmmyyyy(sunday(12, 2))}\u2069`);
    await expect(employee.getByTestId('approvals-widget')).toHaveCount(0);
    await other.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`every new page passes axe (${lang})`, async ({ page, request, people }) => {
      test.setTimeout(90_000);
      // A request waits in the supervisor's inbox, so its card is checked too.
      const { supervisor, employee } = await chain(people);
      await fileRequest(request, employee, sunday(12, 3), sunday(12, 3));
      await useLanguage(page, 'en');
      await signInAs(page, supervisor);
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
