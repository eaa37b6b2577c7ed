import type { APIRequestContext, Page } from '@playwright/test';
import { type TPerson, addDays, apiAs, asHr, expect, test, todayIn } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootCard, shootWidths } from './fixtures';

/**
 * Shift swaps end to end, in English and in Arabic. HR makes a rotation pattern (five
 * Day shifts, two rest days) and a crew of two people who report to one manager, and gives the
 * colleague a rest day on the swap day. The employee opens Shift swaps from the menu, asks for a
 * swap in the dialog (the server's preview shows both people's shift before → after as the day is
 * typed, and a day both work the same is refused under the day before anything is sent, then by
 * the request itself), the colleague accepts it on the same page, the manager approves it in the one inbox, and the roster shows the
 * swap: on the dashboard's "My roster" card of both (the day swapped) and in GET /api/team/roster.
 * Every person, pattern and crew is the test's own.
 */
const SHOTS = process.env.SWAP_SHOTS ?? '/tmp/swap-shots';

const WORDS = {
  en: {
    menu: 'Shift swaps',
    title: 'Shift swaps',
    ask: 'Ask for a swap',
    colleague: 'Colleague',
    date: 'Day to swap',
    send: 'Send the request',
    waitingColleague: 'Waiting for the colleague',
    waitingApproval: 'Waiting for approval',
    approved: 'Approved',
    accept: 'Accept',
    rest: 'Rest day',
    swapped: 'Swapped',
    roster: 'My roster',
    approve: /^Approve:/,
    me: 'Me',
    ok: 'This swap may be asked',
    noChange: 'You and your colleague work the same on these days: a swap would change nothing.',
    nothingToSend: 'Nothing to send: on these days you and your colleague already work the same shifts. Choose another day or colleague.',
  },
  ar: {
    menu: 'تبديل الورديات',
    title: 'تبديل الورديات',
    ask: 'طلب تبديل',
    colleague: 'الزميل',
    date: 'اليوم المراد تبديله',
    send: 'إرسال الطلب',
    waitingColleague: 'بانتظار رد الزميل',
    waitingApproval: 'بانتظار الموافقة',
    approved: 'معتمد',
    accept: 'قبول',
    rest: 'يوم راحة',
    swapped: 'مُبدَّلة',
    roster: 'جدول ورديتي',
    approve: /^الموافقة:/,
    me: 'أنا',
    ok: 'يمكن طلب هذا التبديل',
    noChange: 'أنت وزميلك تعملان بنفس الوردية في هذه الأيام: التبديل لن يغير شيئاً.',
    nothingToSend: 'لا يوجد ما يُرسل: أنت وزميلك تعملان الورديات نفسها في هذه الأيام. اختر يومًا آخر أو زميلًا آخر.',
  },
} as const;
type TLang = keyof typeof WORDS;

const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;
const field = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}( \\*)?$`) });
const nameOf = (p: TPerson, lang: TLang) => (lang === 'ar' ? p.fullNameAr : p.fullNameEn);
/** A line that holds these words in this order (a person, their shift before, after). */
const inOrder = (...words: string[]) => new RegExp(`^${words.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}`);


/** A day three or more days ahead that is no public holiday (the swap's day, on the dashboard's two weeks). */
async function swapDay(request: APIRequestContext): Promise<string> {
  const hr = await asHr(request);
  let d = addDays(todayIn(), 3);
  const holidays = new Set<string>();
  for (const year of new Set([d.slice(0, 4), addDays(d, 10).slice(0, 4)])) {
    for (const h of (await hr.get<{ items: { date: string }[] }>(`/hr/holidays?year=${year}`)).items) holidays.add(h.date);
  }
  while (holidays.has(d)) d = addDays(d, 1);
  return d;
}

/**
 * HR: a pattern of five Day shifts and two rest days, a crew with both people on it from today,
 * rotating so that `day` is the cycle's first Day shift; the colleague rests on `day` (HR's change).
 */
async function rosterTwo(request: APIRequestContext, tag: string, employee: TPerson, colleague: TPerson, day: string) {
  const hr = await asHr(request);
  const dayShift = (await hr.get<{ items: { id: number; nameEn: string; nameAr: string }[] }>('/hr/shifts')).items.find((s) => s.nameEn.startsWith('Day'))!;
  const pattern = await hr.post<{ id: number }>('/hr/rotation-patterns', {
    nameEn: `Swap ${tag}`,
    nameAr: `تبديل ${tag}`,
    days: [dayShift.id, dayShift.id, dayShift.id, dayShift.id, dayShift.id, null, null],
  });
  const crew = await hr.post<{ id: number }>('/hr/crews', { nameEn: `Crew ${tag}`, nameAr: `فرقة ${tag}`, siteId: null });
  const today = todayIn();
  await hr.post('/hr/crews/members', { crewId: crew.id, employeeIds: [employee.id, colleague.id], fromDate: today });
  // The cycle day today falls on, for `day` to be day 1.
  const ahead = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
  await hr.post('/hr/roster/assign', { crewId: crew.id, patternId: pattern.id, fromDate: today, cycleDay: ((7 - (ahead % 7)) % 7) + 1 });
  await hr.call('PUT', '/hr/roster/overrides', { employeeId: colleague.id, date: day, shiftId: null, reason: 'E2E' });
  return { dayShift };
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: an employee asks a colleague of the crew to swap a day, the colleague accepts, the manager approves in the inbox, and the roster shows the swap`, async ({ browser, request, people }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    const manager = await people.create({ role: 'manager', language: lang });
    const [employee, colleague] = await Promise.all([people.create({ manager, language: lang }), people.create({ manager, language: lang })]);
    const day = await swapDay(request);
    const { dayShift } = await rosterTwo(request, `${lang}-${Date.now().toString(36)}`, employee, colleague, day);

    // The employee: the dashboard's roster card first (Day on the swap day), then Shift swaps from the menu.
    const page = await sessionIn(browser, employee, lang);
    const card = page.getByTestId('my-roster-widget');
    await expect(card.getByRole('heading', { name: w.roster })).toBeVisible();
    const mine = card.locator(`[data-testid=roster-day][data-date="${day}"]`);
    await expect(mine).toHaveAttribute('data-kind', 'shift');
    await expect(card.getByTestId('roster-day').first()).toHaveAttribute('aria-current', 'date');
    await page.getByTestId('side-nav').getByRole('link', { name: w.menu }).click();
    await expect(page).toHaveURL(/\/shift-swaps$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByTestId('swap-empty')).toBeVisible();

    // The dialog, from the keyboard where a person would use it: the colleague, the day, the reason.
    await page.getByRole('button', { name: w.ask }).click();
    const dialog = page.getByTestId('swap-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: new RegExp(`^${w.colleague}`) }).fill(nameOf(colleague, lang).split(' ')[1]);
    await expect(page.getByRole('option', { name: new RegExp(nameOf(colleague, lang)) })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const typeDay = async (date: string) => {
      await field(page, w.date).click();
      await page.keyboard.press('Home');
      await page.keyboard.type(typed(date));
    };
    // The day after, both work the Day shift: the preview says so under the day before anything is sent…
    const preview = dialog.getByTestId('swap-preview');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/shift-swaps/preview')) requests.push(r.url());
    });
    await typeDay(addDays(day, 1));
    await expect(dialog.getByText(w.noChange)).toBeVisible();
    await expect(field(page, w.date)).toHaveAttribute('aria-invalid', 'true');
    await expect(preview.getByTestId('swap-day')).toHaveAttribute('data-date', addDays(day, 1));
    await expect(preview.getByTestId('swap-preview-ok')).toHaveCount(0);
    // …one request for the whole date typed, digit by digit…
    expect(requests).toHaveLength(1);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `swap-dialog-refused-${lang}`);
    // …and Send waits, saying why, until the swap changes something (the request itself would be refused the same).
    await dialog.getByTestId('swap-reason').fill(lang === 'ar' ? 'زيارة عائلية' : 'Family visit');
    await expect(page.getByRole('button', { name: w.send })).toBeDisabled();
    await expect(dialog.getByTestId('swap-submit-hint')).toHaveText(w.nothingToSend);
    await expect(page.getByRole('button', { name: w.send })).toHaveAccessibleDescription(w.nothingToSend);
    await typeDay(day);
    // The day the colleague rests: both people's shift before → after, and nothing in the way.
    const shiftName = lang === 'ar' ? dayShift.nameAr : dayShift.nameEn;
    const swapped = preview.locator(`[data-testid=swap-day][data-date="${day}"]`);
    await expect(swapped.getByTestId('swap-first')).toHaveText(inOrder(`${w.me}:`, shiftName, w.rest));
    await expect(swapped.getByTestId('swap-second')).toHaveText(inOrder(`${nameOf(colleague, lang)}:`, w.rest, shiftName));
    await expect(preview.getByTestId('swap-preview-ok')).toContainText(w.ok);
    await expect(field(page, w.date)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(w.noChange)).toHaveCount(0);
    await expect(dialog.getByTestId('swap-submit-hint')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `swap-dialog-${lang}`);
    await page.getByRole('button', { name: w.send }).click();
    await expect(dialog).toBeHidden();
    const row = page.locator(`[data-testid=swap-row][data-date="${day}"]`);
    await expect(row.getByTestId('swap-state')).toHaveText(w.waitingColleague);
    await expect(row).toContainText(nameOf(colleague, lang));

    // The colleague accepts on their own Shift swaps page.
    const other = await sessionIn(browser, colleague, lang);
    await goInApp(other, '/shift-swaps');
    const theirs = other.locator(`[data-testid=swap-row][data-date="${day}"]`);
    await expect(theirs).toContainText(nameOf(employee, lang));
    await expect(theirs.getByTestId('swap-first')).toContainText(w.rest);
    await expectNoAxeViolations(other);
    await shootWidths(other, SHOTS, `swap-page-${lang}`);
    await theirs.getByTestId('swap-accept').click();
    await other.getByTestId('swap-confirm-dialog').getByRole('button', { name: w.accept }).click();
    await expect(theirs.getByTestId('swap-state')).toHaveText(w.waitingApproval);

    // The manager approves it in the one inbox.
    const boss = await sessionIn(browser, manager, lang);
    await goInApp(boss, '/inbox');
    const item = boss.locator('[data-testid^="inbox-item-shift_swap-"]').filter({ hasText: nameOf(employee, lang) });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('swap-day')).toHaveAttribute('data-date', day);
    await expectNoAxeViolations(boss);
    await shootWidths(boss, SHOTS, `swap-inbox-${lang}`);
    await item.getByRole('button', { name: w.approve }).click();
    await boss.getByTestId('decision-dialog-confirm').click();
    await expect(item).toHaveCount(0);
    await boss.context().close();

    // The roster shows it: approved on the page, a rest day marked swapped on the employee's card, the Day shift on the colleague's.
    await page.reload();
    await expect(row.getByTestId('swap-state')).toHaveText(w.approved);
    await goInApp(page, '/dashboard/default');
    await expect(mine).toHaveAttribute('data-source', 'swap');
    await expect(mine).toHaveAttribute('data-kind', 'rest');
    await expect(mine).toContainText(w.swapped);
    await expectNoAxeViolations(page);
    await shootCard(card, SHOTS, `swap-dashboard-${lang}`);
    await other.reload();
    await goInApp(other, '/dashboard/default');
    const theirDay = other.getByTestId('my-roster-widget').locator(`[data-testid=roster-day][data-date="${day}"]`);
    await expect(theirDay).toHaveAttribute('data-kind', 'shift');
    await expect(theirDay).toHaveAttribute('data-source', 'swap');

    const team = await (await apiAs(request, manager)).get<{ dates: string[]; people: { id: number; cells: { shiftId: number | null; source: string }[] }[] }>(`/team/roster?from=${day}&to=${day}`);
    const cellOf = (p: TPerson) => team.people.find((x) => x.id === p.id)?.cells[0];
    expect(cellOf(employee)).toMatchObject({ shiftId: null, source: 'swap' });
    expect(cellOf(colleague)).toMatchObject({ shiftId: dayShift.id, source: 'swap' });
  });
}
