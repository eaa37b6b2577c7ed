import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type TPeople, type TPerson, Api, apiAs, expect, test, todayIn, workDayBefore, workedDay } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, signIn, switchLanguageForVisit, useLanguage } from './fixtures';

/**
 * Overtime end to end, in English and in Arabic. Each test makes its own employee and
 * manager (data.ts): the employee files overtime, the manager approves it in the unified inbox,
 * and the employee converts it into compensatory leave: the Overtime balance on the dashboard
 * grows by what the conversion says.
 * English: the request comes from a suggestion of the employee's attendance (HR records a work
 * day 09:00–20:10, so the time after the shift's end, 16:00–20:10, is suggested); HR 1001 first
 * sets 6 overtime hours per leave day in the overtime settings, so that span makes half a day
 * (and so it does at the demo's 8 hours, which afterAll puts back while another test may run).
 * Arabic: the form is opened, filled and submitted with the keyboard alone, for a span typed on a
 * past rest day (a Friday).
 * Then a span after the last sign-out of a suggested day is filed with the outside-attendance
 * warning and cancelled. The settings are put back afterwards. The team list reads the demo's
 * 1003 and 1006 without changing them.
 */

const WORDS = {
  en: {
    requested: 'Pending',
    approved: 'Approved',
    overtime: 'Overtime',
    left: (n: number) => `Left: ${n}`,
    date: 'Date',
    sent: 'Your overtime request was sent for approval.',
    converted: 'Added to your Overtime balance',
    saved: 'The overtime settings were saved.',
  },
  ar: {
    requested: 'قيد الانتظار',
    approved: 'معتمد',
    overtime: 'بدل ساعات إضافية',
    left: (n: number) => `المتبقي: ${n}`,
    date: 'التاريخ',
    sent: 'تم إرسال طلب العمل الإضافي للاعتماد.',
    converted: 'أُضيف إلى رصيد العمل الإضافي',
    saved: 'تم حفظ إعدادات العمل الإضافي.',
  },
} as const;
type TLang = keyof typeof WORDS;

const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const cairoToday = () => todayIn();

async function apiToken(request: APIRequestContext, who: TPerson | 1001): Promise<string> {
  return (who === 1001 ? await Api.signIn(request, 1001) : await apiAs(request, who)).token;
}

/** An employee reporting to a manager; the employee worked `from`–`to` on a recent work day. */
async function overtimeTeam(people: TPeople, request: APIRequestContext, language: 'en' | 'ar', from = '08:00', to = '19:10') {
  const manager = await people.create({ role: 'manager', language });
  const employee = await people.create({ manager, language });
  await workedDay(request, employee, workDayBefore(3), from, to);
  return { manager, employee };
}

/** A new browser context signed in as a fresh person, showing `lang`. */
async function freshSession(browser: Browser, who: TPerson, lang: TLang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, lang);
  await signIn(page, who.empCode, who.password);
  await switchLanguageForVisit(page, lang);
  return page;
}

interface TSuggestion {
  workDate: string;
  from: string;
  to: string;
  minutes: number;
  dayKind: string;
}
interface TSettings {
  hoursPerDay: number;
  conversionEnabled: boolean;
}

async function settings(request: APIRequestContext, token: string): Promise<TSettings & Record<string, unknown>> {
  const res = await request.get('/api/hr/overtime-settings', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as TSettings & Record<string, unknown>;
}

/** The employee's own requests (any state) on a work date. */
async function requestsOn(request: APIRequestContext, token: string, date: string): Promise<number> {
  const res = await request.get(`/api/overtime?from=${date}&to=${date}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { total: number }).total;
}

/** A picker field by its label (a required one has an asterisk in its name). */
const field = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}( \\*)?$`) });

/** The Overtime line of the dashboard's balances widget, and the days it says are left. */
async function overtimeBalance(page: Page, lang: TLang): Promise<number> {
  await goInApp(page, '/dashboard/default');
  const line = page.getByTestId('balances-widget').getByRole('listitem').filter({ hasText: WORDS[lang].overtime });
  await expect(line).toBeVisible();
  const m = /(-?\d+(?:\.\d+)?)/.exec(((await line.locator('span').nth(1).textContent()) ?? '').trim());
  expect(m).not.toBeNull();
  return Number(m![1]);
}

/**
 * Step (b), kept in one place: the manager approves the request of `name` on `date` in the
 * unified inbox (everything waiting on him), filtered to overtime.
 */
async function approveOvertime(browser: Browser, who: TPerson, lang: TLang, name: string, date: string) {
  const manager = await freshSession(browser, who, lang);
  await goInApp(manager, '/inbox');
  await manager.getByTestId('inbox-kind-overtime').click();
  const card = manager.locator('[data-testid^="inbox-item-overtime-"]').filter({ hasText: name }).filter({ hasText: shown(date) });
  await expect(card).toHaveCount(1);
  await expectNoAxeViolations(manager);
  await card.getByRole('button', { name: lang === 'ar' ? /^الموافقة:/ : /^Approve:/ }).click();
  const dialog = manager.getByTestId('decision-dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(manager);
  await dialog.getByTestId('decision-dialog-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await manager.context().close();
}

/** Step (c): the employee converts the approved request of `date` and sees his Overtime balance grow. */
async function convertOvertime(page: Page, lang: TLang, date: string) {
  const before = await overtimeBalance(page, lang);
  await goInApp(page, '/self/overtime');
  const row = page.locator(`[data-testid=overtime-row][data-date="${date}"]`).filter({ has: page.getByTestId('overtime-convert') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(WORDS[lang].approved);
  await row.getByTestId('overtime-convert').click();
  const dialog = page.getByTestId('overtime-convert-dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByTestId('overtime-convert-confirm').click();
  await expect(page.getByText(WORDS[lang].converted)).toBeVisible();
  await expect(page.locator(`[data-testid=overtime-row][data-date="${date}"]`).getByTestId('overtime-converted').first()).toBeVisible();
  // The widget first shows its cached balance, then the refetched one.
  await expect.poll(() => overtimeBalance(page, lang), { timeout: 15_000 }).toBeGreaterThan(before);
  const after = await overtimeBalance(page, lang);
  await expect(page.getByTestId('balances-widget').getByRole('listitem').filter({ hasText: WORDS[lang].overtime })).toContainText(WORDS[lang].left(after));
}

let original: (TSettings & Record<string, unknown>) | null = null;

test.afterAll(async ({ request }) => {
  if (!original) return;
  const token = await apiToken(request, 1001);
  await request.put('/api/hr/overtime-settings', { headers: { Authorization: `Bearer ${token}` }, data: original });
});

test('English: from a suggestion to compensatory leave (settings, request, approval, conversion)', async ({ browser, request, people }) => {
  test.setTimeout(150_000);
  const w = WORDS.en;
  const { manager, employee } = await overtimeTeam(people, request, 'en', '09:00', '20:10');
  const hr = await apiToken(request, 1001);
  original = await settings(request, hr);

  // HR: 6 overtime hours make a leave day, conversion on.
  const hrPage = await sessionIn(browser, 1001, 'en');
  await goInApp(hrPage, '/hr/overtime-settings');
  const hours = hrPage.getByTestId('ot-setting-hoursPerDay');
  const conversion = hrPage.getByTestId('ot-setting-conversionEnabled');
  // The form is disabled until the settings are loaded: read the switch only then.
  await expect(conversion).toBeEnabled();
  if (!(await conversion.isChecked())) await conversion.check();
  await hours.fill('6');
  await expectNoAxeViolations(hrPage);
  await hrPage.getByTestId('ot-settings-save').click();
  await expect(hrPage.getByText(w.saved)).toBeVisible();
  await hrPage.context().close();

  // The employee: a suggestion of at least 3 hours (half a day at 6 hours a day), requested from its button.
  const token = await apiToken(request, employee);
  const res = await request.get('/api/overtime/suggestions', { headers: { Authorization: `Bearer ${token}` } });
  const suggestions = ((await res.json()) as { items: TSuggestion[] }).items;
  const pick = suggestions.find((s) => s.minutes >= 180);
  expect(pick, `the employee needs a suggestion of 3 hours or more: ${JSON.stringify(suggestions)}`).toBeTruthy();
  const s = pick!;

  const omar = await freshSession(browser, employee, 'en');
  await goInApp(omar, '/self/overtime');
  const card = omar.locator(`[data-testid=overtime-suggestion][data-date="${s.workDate}"][data-from="${s.from}"]`);
  await expect(card).toBeVisible();
  await expectNoAxeViolations(omar);
  await card.getByTestId('overtime-suggestion-request').click();
  const dialog = omar.getByTestId('overtime-dialog');
  await expect(dialog).toBeVisible();
  await expect(omar.getByTestId('overtime-prefill')).toBeVisible();
  await expect(omar.getByTestId('overtime-from')).toHaveValue(s.from);
  await expect(omar.getByTestId('overtime-to')).toHaveValue(s.to);
  await expect(omar.getByTestId('overtime-hours')).toHaveAttribute('data-minutes', String(s.minutes));
  // The reason is required: an empty one is refused before anything is sent.
  await omar.getByTestId('overtime-submit').click();
  await expect(dialog.getByText(/field is required/i)).toBeVisible();
  await omar.getByTestId('overtime-reason').fill('Finishing an urgent order after my shift');
  await expectNoAxeViolations(omar);
  await omar.getByTestId('overtime-submit').click();
  await expect(dialog).toBeHidden();
  const row = omar.locator(`[data-testid=overtime-row][data-date="${s.workDate}"]`).filter({ hasText: 'Finishing an urgent order' });
  await expect(row).toContainText(w.requested);
  // The suggestion is gone once requested.
  await expect(card).toHaveCount(0);

  await approveOvertime(browser, manager, 'en', employee.fullNameEn, s.workDate);

  await convertOvertime(omar, 'en', s.workDate);
  await omar.context().close();
});

test('Arabic: a typed span on a past rest day, filed with the keyboard, approved and converted', async ({ browser, request, people }) => {
  test.setTimeout(150_000);
  const w = WORDS.ar;
  const { manager, employee } = await overtimeTeam(people, request, 'ar');
  const token = await apiToken(request, employee);
  // A Friday of the week before last with nothing requested on it yet (the demo's weekend is Friday and Saturday).
  const today = cairoToday();
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  let friday = addDays(today, -((dow + 2) % 7) - 7);
  while ((await requestsOn(request, token, friday)) > 0) friday = addDays(friday, -7);

  const omar = await freshSession(browser, employee, 'ar');
  await goInApp(omar, '/self/overtime');
  await expect(omar.getByTestId('overtime-suggestions')).toBeVisible();

  // Keyboard only: focus the button, open the form, type the date, the span and the reason, submit.
  await omar.getByTestId('overtime-new').focus();
  await omar.keyboard.press('Enter');
  const dialog = omar.getByTestId('overtime-dialog');
  await expect(dialog).toBeVisible();
  // The date field has the focus (one of its day/month/year sections).
  await expect(field(omar, w.date)).toHaveClass(/Mui-focused/);
  await omar.keyboard.press('Home');
  await omar.keyboard.type(typed(friday));
  await expect(field(omar, w.date)).toContainText(friday.slice(0, 4));
  const tabTo = async (testId: string) => {
    for (let i = 0; i < 6; i++) {
      if (await omar.getByTestId(testId).evaluate((el) => el === document.activeElement)) return;
      await omar.keyboard.press('Tab');
    }
    await expect(omar.getByTestId(testId)).toBeFocused();
  };
  await tabTo('overtime-from');
  await omar.keyboard.type('0900AM');
  await tabTo('overtime-to');
  await omar.keyboard.type('0200PM');
  await expect(omar.getByTestId('overtime-hours')).toHaveAttribute('data-minutes', '300');
  await tabTo('overtime-reason');
  await omar.keyboard.type('صيانة خط الإنتاج يوم الجمعة');
  await expectNoAxeViolations(omar);
  await tabTo('overtime-submit');
  await omar.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(omar.getByText(w.sent)).toBeVisible();
  const row = omar.locator(`[data-testid=overtime-row][data-date="${friday}"]`);
  await expect(row).toContainText(w.requested);
  await expectNoAxeViolations(omar);

  await approveOvertime(browser, manager, 'ar', employee.fullNameAr, friday);

  await convertOvertime(omar, 'ar', friday);
  await omar.context().close();
});

test('a span outside the recorded attendance is filed with a warning, and a pending request can be cancelled', async ({ browser, request, people }) => {
  test.setTimeout(90_000);
  // In at 11:00: with 21:00–22:00 the day stays under the 12 hours the law allows.
  const { employee } = await overtimeTeam(people, request, 'en', '11:00');
  const token = await apiToken(request, employee);
  // A suggested day has attendance (the suggestion is its time after the shift); an hour well after the last sign-out is outside it.
  const res = await request.get('/api/overtime/suggestions', { headers: { Authorization: `Bearer ${token}` } });
  const day = ((await res.json()) as { items: TSuggestion[] }).items.find((x) => x.dayKind === 'workday' && x.to < '20:00');
  expect(day, 'the employee needs a suggested work day').toBeTruthy();
  const omar = await freshSession(browser, employee, 'en');
  await goInApp(omar, '/self/overtime');
  await omar.getByTestId('overtime-new').click();
  const dialog = omar.getByTestId('overtime-dialog');
  await field(omar, WORDS.en.date).click();
  await omar.keyboard.press('Home');
  await omar.keyboard.type(typed(day!.workDate));
  await omar.getByTestId('overtime-from').fill('21:00');
  await omar.getByTestId('overtime-to').fill('22:00');
  await omar.getByTestId('overtime-reason').fill('Evening call with a customer');
  await omar.getByTestId('overtime-submit').click();
  await expect(dialog).toBeHidden();
  await expect(omar.getByText('not covered by your recorded attendance')).toBeVisible();
  const row = omar.locator(`[data-testid=overtime-row][data-date="${day!.workDate}"]`).filter({ hasText: 'Evening call' });
  await expect(row.getByTestId('overtime-outside')).toBeVisible();
  await row.getByTestId('overtime-cancel').click();
  const confirm = omar.getByTestId('overtime-cancel-dialog');
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(omar);
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  await expect(row.getByTestId('overtime-state')).toHaveText('Cancelled');
  await omar.context().close();
});

test('the team list filters, exports CSV and has no violations in both languages; phones get cards', async ({ browser }) => {
  // Two languages, two widths and two pages in one test.
  test.setTimeout(120_000);
  for (const lang of ['en', 'ar'] as const) {
    const manager = await sessionIn(browser, 1003, lang);
    await goInApp(manager, '/team/overtime');
    await expect(manager.getByTestId('overtime-row').first()).toBeVisible();
    await expectNoAxeViolations(manager);
    await manager.getByTestId('overtime-filter-search').getByRole('searchbox').fill('1006');
    await expect(manager.getByTestId('overtime-row').first()).toContainText(lang === 'ar' ? 'نور إبراهيم' : 'Nour Ibrahim');
    const download = manager.waitForEvent('download');
    await manager.getByTestId('overtime-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await manager.setViewportSize({ width: 390, height: 844 });
    await expect(manager.getByRole('list', { name: lang === 'ar' ? 'طلبات العمل الإضافي لفريقك' : 'Overtime requests of your team' })).toBeVisible();
    await expectNoAxeViolations(manager);
    await goInApp(manager, '/team/otapprovals');
    await expect(manager.locator('h1')).toBeVisible();
    await expectNoAxeViolations(manager);
    await manager.context().close();
  }
});
