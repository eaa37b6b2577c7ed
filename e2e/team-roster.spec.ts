import { apiAs, expect, test, todayIn } from './data';
import { expectNoAxeViolations, sessionIn, shootWidths } from './fixtures';

/**
 * Who gets the team roster, in English and in Arabic. A supervisor (a team lead) opens
 * Roster from the Team Service menu and sees their own team only: themselves and the two people
 * who report to them, not their manager nor a colleague of the manager's. They read it and change
 * nothing: no day is a button (clicking one opens nothing), HR's Rosters is not in their menu nor
 * open to them, and the server refuses HR's roster routes. An employee with no team role has no
 * Roster in the menu, is told "Not allowed" on /team/roster, and the server refuses the data.
 * Every person is the test's own (a manager, the supervisor under them, two reports, one peer).
 */
const SHOTS = process.env.ROSTER_SHOTS ?? '/tmp/roster-shots';

const WORDS = {
  en: { roster: 'Roster', rosters: 'Rotations and crews', forbidden: 'Not allowed' },
  ar: { roster: 'جدول الورديات', rosters: 'أنماط التناوب والفرق', forbidden: 'غير مسموح بالدخول' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a supervisor reads their own team's roster and changes nothing; an employee does not get the page`, async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const { manager, supervisor, employee, colleague } = await people.team({ language: lang });
    // A person of the same department and site who reports to the manager: not the supervisor's team.
    const peer = await people.create({ manager, language: lang });
    const today = todayIn();

    // The supervisor: Roster in the team menu, HR's Rosters nowhere.
    const page = await sessionIn(browser, supervisor, lang);
    const nav = page.getByTestId('side-nav');
    await expect(nav.getByTestId('menu-group-team')).toBeVisible();
    await expect(nav.getByRole('link', { name: w.rosters, exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: w.roster, exact: true }).click();
    await expect(page).toHaveURL(/\/team\/roster/);
    await expect(page.getByRole('heading', { level: 1, name: w.roster })).toBeVisible();

    // Their own team only: themselves and their two reports.
    const grid = page.getByTestId('roster-grid');
    await expect(grid.locator('tbody tr')).toHaveCount(3);
    for (const p of [supervisor, employee, colleague]) await expect(grid.getByTestId(`roster-person-${p.id}`)).toBeVisible();
    for (const p of [manager, peer]) await expect(grid.getByTestId(`roster-person-${p.id}`)).toHaveCount(0);

    // Read only: today's day is words, not a button, and clicking it opens nothing.
    const day = grid.getByTestId(`roster-person-${employee.id}`).locator(`[data-date="${today}"]`);
    await expect(day).toBeVisible();
    await expect(grid.getByRole('button')).toHaveCount(0);
    await day.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `team-roster-supervisor-${lang}`);

    // HR's page and routes are closed to them.
    await page.goto('/hr/rosters');
    await expect(page.getByTestId('status-403')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: w.forbidden })).toBeVisible();
    const lead = await apiAs(request, supervisor);
    expect((await lead.raw('GET', '/hr/rotation-patterns')).status()).toBe(403);
    expect((await lead.raw('PUT', '/hr/roster/overrides', { employeeId: employee.id, date: today, shiftId: null, reason: 'E2E' })).status()).toBe(403);
    // Their roster from the API is the same team.
    const team = await lead.get<{ people: { id: number }[] }>(`/team/roster?from=${today}&to=${today}`);
    expect(team.people.map((p) => p.id).sort((a, b) => a - b)).toEqual([supervisor.id, employee.id, colleague.id].sort((a, b) => a - b));
    await page.context().close();

    // An employee with no team role: no Roster in the menu, "Not allowed" on the page, refused by the server.
    const own = await sessionIn(browser, employee, lang);
    const ownNav = own.getByTestId('side-nav');
    await expect(ownNav.getByTestId('menu-group-self')).toBeVisible();
    await expect(ownNav.getByTestId('menu-group-team')).toHaveCount(0);
    await expect(ownNav.getByRole('link', { name: w.roster, exact: true })).toHaveCount(0);
    await own.goto('/team/roster');
    await expect(own.getByTestId('status-403')).toBeVisible();
    await expect(own.getByRole('heading', { level: 1, name: w.forbidden })).toBeVisible();
    await expect(own.getByTestId('roster-grid')).toHaveCount(0);
    await expectNoAxeViolations(own);
    await shootWidths(own, SHOTS, `team-roster-employee-${lang}`);
    expect((await (await apiAs(request, employee)).raw('GET', `/team/roster?from=${today}&to=${today}`)).status()).toBe(403);
  });
}
