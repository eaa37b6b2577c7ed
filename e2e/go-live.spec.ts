import { type APIRequestContext, type Browser, type Page, request as requestFactory } from '@playwright/test';
import { Api, addDays, expect, test, todayIn, weekdayOf } from './data';
import { startEmptyServer, type TEmptyServer } from './empty-server';
import { expectNoAxeViolations, goInApp, shootWidths, signIn, switchLanguageForVisit, useLanguage } from './fixtures';

/**
 * Go-live on a new company's portal (DEMO_DATA=off, its own server: the tracking start
 * is the organisation's, so the demo server every other spec reads is left alone). People are
 * hired years ago; HR moves the tracking start back a week in the settings, sees the absence list
 * begin on that day and not before, and resolves several absences at once: one of them resolved
 * meanwhile by someone else is skipped with its reason. In English, then in Arabic.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.GO_LIVE_SHOTS;
const ADMIN = { email: 'golive.admin@example.com', password: 'GoLive-e2e-2718' };
const WORDS = {
  en: {
    trackingStart: 'Tracking starts',
    hint: 'No absence, lateness or missed punch is counted before this date.',
    save: 'Save',
    saved: 'Settings saved.',
    from: 'From',
    deducted: 'Deducted from salary',
    confirmed: 'Confirmed attendance',
    forgotId: 'Forgot ID',
    resolve: 'Resolve',
    title: 'Resolve the selected days',
    reason: 'Reason',
    required: 'This field is required.',
    selectAll: 'Select all open days on this page',
    selected: (n: number) => `Selected days: ${n}`,
    result: (ok: number, skipped: number) => `${ok} resolved, ${skipped} skipped`,
    already: 'This day has already been resolved.',
    selectDay: (name: string) => new RegExp(`^Select ${name}, `),
  },
  ar: {
    trackingStart: 'بدء متابعة الحضور',
    hint: 'لا يُحتسب أي غياب أو تأخير أو بصمة ناقصة قبل هذا التاريخ.',
    save: 'حفظ',
    saved: 'تم حفظ الإعدادات.',
    from: 'من',
    deducted: 'خصم من الراتب',
    confirmed: 'حضور مؤكد',
    forgotId: 'نسي البطاقة',
    resolve: 'تسوية',
    title: 'تسوية الأيام المحددة',
    reason: 'السبب',
    required: 'هذا الحقل مطلوب.',
    selectAll: 'تحديد كل الأيام المفتوحة في هذه الصفحة',
    selected: (n: number) => `الأيام المحددة: ${n}`,
    result: (ok: number, skipped: number) => `تمت تسوية ${ok}، وتم تخطي ${skipped}`,
    already: 'تمت تسوية هذا اليوم بالفعل.',
    selectDay: (name: string) => new RegExp(`^تحديد ${name}، `),
  },
};

let server: TEmptyServer;
let request: APIRequestContext;
let hr: Api;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startEmptyServer({ port: Number(process.env.E2E_PORT ?? 3111) + 7, adminPassword: ADMIN.password, adminEmail: ADMIN.email });
  request = await requestFactory.newContext({ baseURL: server.baseURL });
  hr = await Api.signIn(request, 1, ADMIN.password);
});
test.afterAll(async () => {
  await request?.dispose();
  await server?.stop();
});

/** The latest work day (Sunday to Thursday: the new organisation's week) on or before `date`. */
const workDayOnOrBefore = (date: string) => {
  let d = date;
  while (weekdayOf(d) === 5 || weekdayOf(d) === 6) d = addDays(d, -1);
  return d;
};
const typed = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

async function hrPage(browser: Browser, lang: 'en' | 'ar'): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await useLanguage(page, lang);
  await signIn(page, 1, ADMIN.password);
  await switchLanguageForVisit(page, lang);
  return page;
}

/** Types a date into a MUI X date field by its label, DD/MM/YYYY, section by section. */
async function typeDate(page: Page, label: string, iso: string) {
  // The day's section first (the field reads left to right in Arabic too).
  await page.getByRole('group', { name: label }).first().getByRole('spinbutton').first().click();
  await page.keyboard.type(typed(iso));
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: HR sets when tracking starts, the absence list begins there, and several absences are resolved at once`, async ({ browser }) => {
    test.setTimeout(150_000);
    const w = WORDS[lang];
    const today = todayIn();
    // A week back for English, six days back for Arabic: each run moves the date itself.
    const start = workDayOnOrBefore(addDays(today, lang === 'en' ? -7 : -6));
    const base = lang === 'en' ? 301 : 401;
    const people: { id: number; fullNameEn: string; fullNameAr: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const p = await hr.post<{ id: number; fullNameEn: string; fullNameAr: string }>('/hr/employees', {
        empCode: base + i,
        domainAccount: null,
        fullNameEn: `Weaver ${lang.toUpperCase()}${i + 1}`,
        fullNameAr: `نساج ${lang === 'en' ? 'أ' : 'ب'}${i + 1}`,
        email: `golive.${base + i}@example.com`,
        mobile: null,
        siteId: null,
        departmentId: null,
        sectionId: null,
        shiftId: null,
        managerId: null,
        roles: ['employee'],
        hrSiteIds: [],
        // Hired years before the portal existed.
        hireDate: '2019-03-01',
        birthDate: null,
        language: lang,
        sendInvitation: false,
      });
      people.push(p);
    }
    const nameOf = (p: { fullNameEn: string; fullNameAr: string }) => (lang === 'ar' ? p.fullNameAr : p.fullNameEn);

    if (lang === 'en') {
      // A new company tracks from the day it was created: nobody hired in 2019 is absent before.
      const settings = await hr.get<{ trackingStart: string | null }>('/hr/settings');
      expect(settings.trackingStart).toBe(today);
      const list = await hr.get<{ total: number }>(`/attendance/team-absences?from=${addDays(today, -30)}&to=${today}`);
      expect(list.total).toBe(0);
    }

    const page = await hrPage(browser, lang);
    await test.step('the settings: tracking starts a week back', async () => {
      await goInApp(page, '/hr/settings');
      const field = page.getByRole('group', { name: w.trackingStart });
      await expect(field).toBeVisible();
      await expect(page.getByText(w.hint)).toBeVisible();
      await typeDate(page, w.trackingStart, start);
      await expectNoAxeViolations(page);
      if (SHOTS) await shootWidths(page, SHOTS, `settings-${lang}`);
      await page.getByRole('button', { name: w.save, exact: true }).first().click();
      await expect(page.getByText(w.saved)).toBeVisible();
      expect((await hr.get<{ trackingStart: string }>('/hr/settings')).trackingStart).toBe(start);
    });

    await test.step('the absence list begins on that day', async () => {
      await goInApp(page, '/team/absent');
      const from = addDays(start, -10);
      await typeDate(page, w.from, from);
      await expect(page.getByTestId('absence-range')).toContainText(`${from.slice(8, 10)}/${from.slice(5, 7)}/${from.slice(0, 4)}`);
      const rows = page.getByTestId('absence-row');
      await expect(rows.first()).toBeVisible();
      const dates = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''));
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.every((d) => d >= start)).toBe(true);
      expect(dates).toContain(start);
      await expectNoAxeViolations(page);
    });

    await test.step('select two days, one is resolved by someone else meanwhile, deduct with a reason', async () => {
      const mine = page.getByRole('checkbox', { name: w.selectDay(nameOf(people[0])) });
      await expect(mine.first()).toBeVisible();
      // The keyboard ticks a box too.
      await mine.nth(0).focus();
      await page.keyboard.press('Space');
      await mine.nth(1).check();
      await expect(page.getByTestId('bulk-selected')).toHaveText(w.selected(2));
      // Someone else resolves one of the two first.
      const [first] = await page
        .getByTestId('absence-row')
        .filter({ has: page.getByRole('checkbox', { name: w.selectDay(nameOf(people[0])), checked: true }) })
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-date')!));
      await hr.post('/attendance/resolutions', { employeeId: people[0].id, date: first, kind: 'forgot_id', comment: '' });

      await page.getByTestId('bulk-resolve-deducted').click();
      const dialog = page.getByRole('dialog', { name: w.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: w.resolve }).click();
      await expect(dialog.getByText(w.required)).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('textbox', { name: w.reason }).fill(lang === 'en' ? 'Absent without notice' : 'غياب بدون إذن');
      await dialog.getByRole('button', { name: w.resolve }).click();
      await expect(dialog).toBeHidden();
      const results = page.getByTestId('bulk-resolve-results');
      await expect(results).toContainText(w.result(1, 1));
      await expect(results.getByTestId('bulk-skipped')).toHaveCount(1);
      await expect(results.getByTestId('bulk-skipped')).toContainText(w.already);
      await expect(page.getByTestId('bulk-selected')).toHaveText(w.selected(0));
      await expectNoAxeViolations(page);
    });

    await test.step('on a phone, each day is a card with its own tick box under the bar', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const box = page.getByRole('checkbox', { name: w.selectDay(nameOf(people[1])) }).first();
      await expect(box).toBeVisible();
      await expect(page.getByTestId('bulk-resolve-bar')).toBeVisible();
      await box.check();
      await expect(page.getByTestId('bulk-selected')).toHaveText(w.selected(1));
      await box.uncheck();
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    await test.step('select all open days on the page and confirm them', async () => {
      await page.getByRole('checkbox', { name: w.selectAll }).check();
      const n = Number((await page.getByTestId('bulk-selected').innerText()).replace(/\D/g, ''));
      expect(n).toBeGreaterThan(1);
      if (SHOTS) await shootWidths(page, SHOTS, `absences-selected-${lang}`);
      await page.getByTestId(lang === 'en' ? 'bulk-resolve-confirmed' : 'bulk-resolve-forgot_id').click();
      const dialog = page.getByTestId('bulk-resolve-dialog');
      await dialog.getByRole('button', { name: w.resolve }).click();
      await expect(page.getByTestId('bulk-resolve-results')).toContainText(w.result(n, 0));
      await expect(page.getByRole('checkbox', { name: w.selectAll })).toBeDisabled();
      await expectNoAxeViolations(page);
      if (SHOTS) await shootWidths(page, SHOTS, `absences-done-${lang}`);
    });

    await test.step('each resolution is audited', async () => {
      const audit = await hr.get<{ items: { action: string; after: { bulk?: boolean } }[]; total: number }>('/hr/audit?entity=attendance_day&pageSize=100');
      expect(audit.items.filter((a) => a.action === 'attendance.resolve' && a.after.bulk).length).toBeGreaterThan(2);
    });
    await page.context().close();
  });
}
