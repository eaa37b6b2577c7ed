import { mkdirSync } from 'node:fs';
import { addDays, apiAs, asHr, createPerson, expect, signInAs, test, todayIn } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootWidths, useLanguage } from './fixtures';

/**
 * Working hours (Labour Law 14/2025, Arts 117–121) and workers under 18 (Art 65), in English and
 * Arabic. HR adds a shift longer than the law allows: the dialog proposes a break, names each limit
 * with its article, and saves only with a stated reason, which the shifts table then shows. A worker
 * under 18 (born sixteen years before today) is put on the night shift: their supervisor's roster
 * marks that day with Art 65, and their own overtime request is refused naming the article. Every
 * name is unique to the test; nothing another spec reads changes.
 */
const SHOTS = `/tmp/shots-${process.env.ME ?? 'law5'}`;
const WORDS = {
  en: {
    shifts: 'Shifts',
    addShift: 'Add a shift',
    nameEn: 'Name in English',
    nameAr: 'Name in Arabic',
    starts: 'Starts',
    ends: 'Ends',
    save: 'Save',
    breakFrom: 'Break 1 from',
    beyond: 'Beyond the legal working hours',
    daily: '10 h of work a day; the limit is 8 (Art 117)',
    span: '11 h from start to end of the day; the limit is 10 (Art 119)',
    refused: 'These hours go beyond the legal limits (Labour Law Arts 117–120). State the reason to save them.',
    reason: 'Reason for going beyond the legal hours',
    flag: 'Beyond the law',
    roster: 'Roster',
    rosters: 'Rotations and crews',
    edit: (n: string) => `Edit ${n}`,
    weekly: '56 h of work a week; the limit is 48 (Art 117)',
    rest: '7 work days in a row without a 24-hour rest; the limit is 6 (Art 120)',
    minor: 'Under 18: work between 19:00 and 07:00 (Art 65)',
    overtime: 'Overtime is not allowed for workers under 18 (Labour Law Art 65).',
  },
  ar: {
    shifts: 'الورديات',
    addShift: 'إضافة وردية',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    starts: 'تبدأ',
    ends: 'تنتهي',
    save: 'حفظ',
    breakFrom: 'فترة الراحة 1 من',
    beyond: 'تجاوز ساعات العمل القانونية',
    daily: 'ساعات العمل في اليوم: 10، والحد الأقصى 8 ساعات (المادة 117)',
    span: 'المدة من بداية اليوم إلى نهايته بالساعات: 11، والحد الأقصى 10 ساعات (المادة 119)',
    refused: 'هذه الساعات تتجاوز الحدود القانونية (قانون العمل، المواد 117–120). اذكر السبب لحفظها.',
    reason: 'سبب تجاوز ساعات العمل القانونية',
    flag: 'تتجاوز القانون',
    roster: 'جدول الورديات',
    rosters: 'أنماط التناوب والفرق',
    edit: (n: string) => `تعديل ${n}`,
    weekly: 'ساعات العمل في الأسبوع: 56، والحد الأقصى 48 ساعة (المادة 117)',
    rest: 'أيام العمل المتتالية دون راحة 24 ساعة: 7، والحد الأقصى 6 أيام (المادة 120)',
    minor: 'دون الثامنة عشرة: عمل بين السابعة مساءً والسابعة صباحاً (المادة 65)',
    overtime: 'لا يجوز تشغيل العامل دون الثامنة عشرة ساعات عمل إضافية (قانون العمل، المادة 65).',
  },
} as const;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];

  test(`${lang}: a shift beyond Arts 117 and 119 is saved only with a stated reason, shown on the shifts table`, async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const tag = `E2E${Date.now().toString(36)}${lang}`;
    const hr = await createPerson(request, info, { role: 'hr', department: 'Human Resources', language: lang });
    await useLanguage(page, lang);
    await signInAs(page, hr);
    await goInApp(page, '/hr/shifts');
    await expect(page.getByRole('heading', { level: 1, name: w.shifts })).toBeVisible();

    await page.getByRole('button', { name: w.addShift }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.nameEn).fill(`${tag} Long`);
    await dialog.getByLabel(w.nameAr).fill(`طويلة ${tag}`);
    await dialog.getByLabel(w.starts).fill('07:00');
    await dialog.getByLabel(w.ends).fill('18:00');
    // Art 118: the dialog proposes an hour's break in the middle, which HR sees and may change.
    await expect(dialog.getByLabel(w.breakFrom, { exact: true })).toHaveValue('12:00');
    const alert = dialog.getByRole('alert').filter({ hasText: w.beyond });
    await expect(alert).toContainText(w.daily);
    await expect(alert).toContainText(w.span);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `shift-dialog-${lang}`);

    // Without a reason the server refuses, saying why in the page's language.
    await dialog.getByRole('button', { name: w.save, exact: true }).click();
    await expect(dialog.getByText(w.refused)).toBeVisible();
    await dialog.getByLabel(w.reason).fill('Stock count season');
    await dialog.getByRole('button', { name: w.save, exact: true }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: lang === 'en' ? `${tag} Long` : `طويلة ${tag}` });
    await expect(row).toContainText(w.flag);
    await expect(row).toContainText(w.daily);
    await expect(row).toContainText('Stock count season');
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `shifts-table-${lang}`);
  });

  test(`${lang}: a rotation pattern beyond Arts 117 and 120 shows its limits and HR's reason, in the table and the dialog`, async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const tag = `E2E${Date.now().toString(36)}${lang}`;
    const hr = await createPerson(request, info, { role: 'hr', department: 'Human Resources', language: lang });
    const api = await asHr(request);
    const shifts = await api.get<{ items: { id: number; nameEn: string }[] }>('/hr/shifts');
    const day = shifts.items.find((s) => s.nameEn.startsWith('Day'))!.id;
    const days = [day, day, day, day, day, day, day, null];
    // Without a reason the server refuses; with one it keeps it.
    expect((await api.raw('POST', '/hr/rotation-patterns', { nameEn: `${tag} Seven`, nameAr: `سبعة ${tag}`, days })).status()).toBe(400);
    await api.post('/hr/rotation-patterns', { nameEn: `${tag} Seven`, nameAr: `سبعة ${tag}`, days, lawReason: 'Remote site, rests grouped' });

    await useLanguage(page, lang);
    await signInAs(page, hr);
    await goInApp(page, '/hr/rosters');
    await expect(page.getByRole('heading', { level: 1, name: w.rosters })).toBeVisible();
    const name = lang === 'en' ? `${tag} Seven` : `سبعة ${tag}`;
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(w.flag);
    await expect(row).toContainText(w.weekly);
    await expect(row).toContainText(w.rest);
    await expect(row).toContainText('Remote site, rests grouped');
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `patterns-table-${lang}`);
    await row.getByRole('button', { name: w.edit(name) }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert').filter({ hasText: w.beyond })).toContainText(w.rest);
    await expect(dialog.getByLabel(w.reason)).toHaveValue('Remote site, rests grouped');
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `pattern-dialog-${lang}`);
  });

  test(`${lang}: Art 65: a worker under 18 on a night shift is marked on the roster, and their overtime is refused`, async ({ browser, request }, info) => {
    test.setTimeout(150_000);
    const today = todayIn();
    const birth = `${Number(today.slice(0, 4)) - 16}-01-15`;
    const supervisor = await createPerson(request, info, { role: 'supervisor', language: lang });
    const minor = await createPerson(request, info, { manager: supervisor, birthDate: birth, language: lang });
    const hr = await asHr(request);
    const shifts = await hr.get<{ items: { id: number; nameEn: string }[] }>('/hr/shifts');
    const night = shifts.items.find((s) => s.nameEn.startsWith('Night'))!;
    await hr.call('PUT', '/hr/roster/overrides', { employeeId: minor.id, date: today, shiftId: night.id, reason: 'E2E: cover' });

    const page = await sessionIn(browser, supervisor, lang);
    await goInApp(page, '/team/roster');
    await expect(page.getByRole('heading', { level: 1, name: w.roster })).toBeVisible();
    const day = page.getByTestId(`roster-person-${minor.id}`).locator(`[data-date="${today}"]`);
    await expect(day).toContainText(w.minor);
    await expect(day.locator('[data-mark="minor"]')).toHaveCount(1);
    // The supervisor's own day (an adult's) has no mark.
    await expect(page.getByTestId(`roster-person-${supervisor.id}`).locator('[data-mark="minor"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `team-roster-minor-${lang}`);

    // Their overtime request: refused by the server, the refusal translated with the article.
    const api = await apiAs(request, minor);
    const res = await api.raw('POST', '/overtime', { workDate: addDays(today, -1), from: '16:00', to: '17:00', reason: 'E2E' });
    expect(res.status()).toBe(400);
    expect((await res.json()).code).toBe('MINOR_NO_OVERTIME');
    const mine = await sessionIn(browser, minor, lang);
    await goInApp(mine, '/self/overtime');
    await mine.getByTestId('overtime-new').click();
    const dialog = mine.getByTestId('overtime-dialog');
    await expect(dialog).toBeVisible();
    // The date (yesterday), typed into the day, month and year sections.
    const yesterday = addDays(today, -1);
    await dialog.getByRole('group').first().getByRole('spinbutton').first().click();
    await mine.keyboard.type(`${yesterday.slice(8, 10)}${yesterday.slice(5, 7)}${yesterday.slice(0, 4)}`);
    await mine.getByTestId('overtime-from').click();
    await mine.keyboard.type('0400PM');
    await mine.getByTestId('overtime-to').click();
    await mine.keyboard.type('0500PM');
    await mine.getByTestId('overtime-reason').fill('E2E: after the shift');
    await mine.getByTestId('overtime-submit').click();
    await expect(dialog.getByText(w.overtime)).toBeVisible();
    await expectNoAxeViolations(mine);
    await shootWidths(mine, SHOTS, `overtime-minor-${lang}`);
  });
}
