import type { APIRequestContext } from '@playwright/test';
import { type TPerson, apiAs, expect, test, orgYear } from './data';
import { expectNoAxeViolations, goInApp, sessionIn } from './fixtures';

/**
 * The vacations flow end to end, as the issue tells it, in English and in Arabic, each run with
 * its own team (data.ts: a manager, a supervisor under them, an employee and a colleague under
 * the supervisor, as the demo's 1003, 1004, 1005 and 1006):
 * the employee asks for annual leave over a weekend and a public holiday (the count leaves them
 * out), the colleague accepts the handover, the supervisor approves, the employee sees Approved
 * and the smaller balance, and the manager finds it in the team list and the team calendar.
 * The two runs take January of next year, one around Coptic Christmas (7 January) and one
 * around Revolution Day (25 January).
 */

const YEAR = orgYear() + 1;
const iso = (m: number, d: number) => new Date(Date.UTC(YEAR, m - 1, d)).toISOString().slice(0, 10);
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;
const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A week around the holiday, and the working days in it (Friday and Saturday off, the holiday off). */
function weekAround(holiday: string) {
  const start = addDays(holiday, -3);
  const end = addDays(holiday, 3);
  let days = 0;
  for (let d = start; d <= end; d = addDays(d, 1)) if (![5, 6].includes(weekday(d)) && d !== holiday) days++;
  return { start, end, days };
}

async function apiToken(request: APIRequestContext, who: TPerson): Promise<string> {
  return (await apiAs(request, who)).token;
}

async function annualRemaining(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get(`/api/leave/balances?year=${YEAR}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { items: { nameEn: string; remaining: number }[] };
  return body.items.find((b) => b.nameEn === 'Annual')!.remaining;
}



const WORDS = {
  en: {
    annual: 'Annual',
    type: /Leave type/,
    start: /Start date/,
    end: /End date/,
    handover: 'Handover employee',
    requested: 'Requested',
    approved: 'Approved',
    accepted: 'Accepted',
    substituteAccepted: 'accepted',
    approveRow: /^Approve: /,
    nextYear: 'Next year',
    left: (n: number) => `Left: ${n}`,
    approve: 'Approve',
  },
  ar: {
    annual: 'اعتيادي',
    type: /نوع الإجازة/,
    start: /تاريخ البداية/,
    end: /تاريخ النهاية/,
    handover: 'الموظف البديل',
    requested: 'مقدَّم',
    approved: 'معتمد',
    accepted: 'مقبول',
    substituteAccepted: 'موافقة على الاستلام',
    approveRow: /^الموافقة: /,
    nextYear: 'السنة التالية',
    left: (n: number) => `${n}`,
    approve: 'موافقة',
  },
} as const;

for (const run of [
  { lang: 'en' as const, holiday: iso(1, 7), holidayName: 'Coptic Christmas' },
  { lang: 'ar' as const, holiday: iso(1, 25), holidayName: 'عيد ثورة 25 يناير وعيد الشرطة' },
]) {
  test(`${run.lang}: request over a weekend and a holiday, handover accepted, approved, seen by the team`, async ({ browser, request, people }) => {
    test.setTimeout(180_000);
    const w = WORDS[run.lang];
    const team = await people.team();
    const nameOf = (p: TPerson) => (run.lang === 'ar' ? p.fullNameAr : p.fullNameEn);
    const { start, end, days } = weekAround(run.holiday);
    const token1005 = await apiToken(request, team.employee);
    const before = await annualRemaining(request, token1005);

    // 1. The employee asks; the live count leaves out Friday, Saturday and the holiday.
    const omar = await sessionIn(browser, team.employee, run.lang);
    await goInApp(omar, '/self/vacrequest');
    await omar.getByRole('combobox', { name: w.type }).click();
    await omar.getByRole('option', { name: w.annual, exact: true }).click();
    for (const [label, date] of [[w.start, start], [w.end, end]] as const) {
      await omar.getByRole('group', { name: label }).click();
      await omar.keyboard.press('Home');
      await omar.keyboard.type(typed(date));
    }
    const quote = omar.getByTestId('vacation-quote');
    await expect(quote.getByTestId('quote-days')).toHaveText(String(days));
    await expect(quote.getByTestId('quote-skipped')).toContainText(run.holidayName);
    await omar.getByRole('combobox', { name: w.handover, exact: true }).fill(nameOf(team.colleague).split(' ')[1]);
    await omar.getByRole('option', { name: new RegExp(nameOf(team.colleague)) }).click();
    await expectNoAxeViolations(omar);
    await omar.getByTestId('vacation-submit').click();
    await expect(omar).toHaveURL(/\/vacations\/\d+$/);
    const id = Number(omar.url().split('/').pop());
    await expect(omar.getByTestId('detail-state')).toHaveText(w.requested);
    await expect(omar.getByTestId('detail-days')).toHaveText(String(days));

    // 2. The colleague accepts the handover.
    const nour = await sessionIn(browser, team.colleague, run.lang);
    await goInApp(nour, `/vacations/${id}`);
    await expect(nour.getByTestId('vacation-accept')).toBeVisible();
    await expectNoAxeViolations(nour);
    await nour.getByTestId('vacation-accept').click();
    await nour.getByTestId('vacation-action-dialog').getByTestId('vacation-action-confirm').click();
    await expect(nour.getByTestId('detail-handover-state')).toHaveText(w.accepted);

    // 3. The supervisor approves from the inbox, where the handover answer shows.
    const mahmoud = await sessionIn(browser, team.supervisor, run.lang);
    await goInApp(mahmoud, '/team/vacapprovals');
    const row = mahmoud.getByTestId(`inbox-item-leave-${id}`).first();
    await expect(row).toBeVisible();
    await expect(row.getByTestId('handover')).toContainText(w.substituteAccepted);
    await expectNoAxeViolations(mahmoud);
    await row.getByRole('button', { name: w.approveRow }).first().click();
    await mahmoud.getByTestId('decision-dialog').getByRole('button', { name: w.approve, exact: true }).click();
    await expect(mahmoud.getByTestId(`inbox-item-leave-${id}`)).toHaveCount(0);

    // 4. The employee sees Approved and the balance smaller by the days taken.
    await goInApp(omar, '/self/vacations');
    const mine = omar.getByTestId('vacation-row').filter({ hasText: shown(start) });
    await expect(mine).toContainText(w.approved);
    await mine.getByRole('link').first().click();
    await expect(omar).toHaveURL(new RegExp(`/vacations/${id}$`));
    await expect(omar.getByTestId('detail-state')).toHaveText(w.approved);
    expect(await annualRemaining(request, token1005)).toBe(before - days);
    await goInApp(omar, '/dashboard/default');
    const balances = omar.getByTestId('balances-widget');
    await expect(omar.getByTestId('balances-year')).toHaveText(String(YEAR - 1));
    await balances.getByRole('button', { name: w.nextYear }).click();
    await expect(omar.getByTestId('balances-year')).toHaveText(String(YEAR));
    await expect(balances.getByRole('listitem').filter({ hasText: new RegExp(`^${w.annual}`) })).toContainText(w.left(before - days));

    // 5. The manager finds it in the team list and in the team calendar of that month.
    const manager = await sessionIn(browser, team.manager, run.lang);
    await goInApp(manager, `/team/vacations`);
    const listed = manager.getByTestId('vacation-row').filter({ hasText: shown(start) });
    await expect(listed.first()).toContainText(w.approved);
    await goInApp(manager, `/team/calendar?month=${start.slice(0, 7)}`);
    await expect(manager.getByTestId('calendar-list')).toContainText(nameOf(team.employee));
    await expect(manager.getByTestId(`day-${run.holiday}`)).toBeVisible();
    await expectNoAxeViolations(manager);
  });
}
