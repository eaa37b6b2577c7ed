import { MINISTER_MOVED_HOLIDAYS } from '@hr/shared';
import { addDays, apiAs, asHr, expect, isPresetHoliday, orgYear, test, todayIn, weekdayOf } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootWidths } from './fixtures';

/**
 * Labour Law 14/2025 on rest days, holiday work and night, and Decree 294/2025's holidays, in English
 * and Arabic: approved work on the weekly rest day owes a replacement rest day in the following week
 * (Art 121), which the worker sees and HR records as taken; a premium below the law is refused with
 * its article (Art 121); the holidays list keeps a moved holiday's legal date (Art 129). Every person
 * is the test's own; the rest day is the latest Friday at least a week before today.
 */
const SHOTS = '/tmp/shots-law4';
const W = {
  en: {
    daysOff: 'Days off owed',
    kind: 'Work on the weekly rest day',
    due: 'Due',
    taken: 'Taken',
    takenOn: 'Taken on',
    save: 'Save',
    saved: 'The day off is recorded.',
    takenState: /^Taken on \d\d\/\d\d\/\d{4}$/,
    premiumDay: 'Day hours (×)',
    saveSettings: 'Save',
    belowDay: 'At least ×1.35: the law sets the wage plus 35 % for each day hour of overtime (Labour Law Art 121).',
    legal: 'Legal date: ',
    year: 'Year',
  },
  ar: {
    daysOff: 'أيام الراحة المستحقة',
    kind: 'العمل في يوم الراحة الأسبوعية',
    due: 'مستحق',
    taken: 'أُخذ',
    takenOn: 'تاريخ الأخذ',
    save: 'حفظ',
    saved: 'تم تسجيل يوم الراحة.',
    takenState: /^أُخذ يوم \d\d\/\d\d\/\d{4}$/,
    premiumDay: 'الساعات النهارية (×)',
    saveSettings: 'حفظ',
    belowDay: 'لا يقل المعامل عن 1.35: يحدد القانون الأجر مضافًا إليه 35% عن كل ساعة عمل إضافية نهارية (قانون العمل، المادة 121).',
    legal: 'التاريخ القانوني: ',
    year: 'السنة',
  },
} as const;

/** The latest Friday (the demo's weekly rest day) at least `back` days before today that is no public holiday. */
function restDayBefore(back: number): string {
  let d = addDays(todayIn(), -back);
  while (weekdayOf(d) !== 5 || isPresetHoliday(d)) d = addDays(d, -1);
  return d;
}

for (const lang of ['en', 'ar'] as const) {
  const w = W[lang];
  test(`${lang}: Art 121 — approved work on the rest day owes a replacement day, seen by the worker and recorded by HR`, async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    const team = await people.team();
    const worker = team.employee;
    const friday = restDayBefore(8);
    const filed = await (await apiAs(request, worker)).post<{ request: { id: number; dayKind: string } }>('/overtime', { workDate: friday, from: '09:00', to: '13:00', reason: 'Stock count' });
    expect(filed.request.dayKind).toBe('rest_day');
    // The approver decides (the team's manager, or the supervisor where the chain stops there).
    const approver = (await (await apiAs(request, team.manager)).get<{ items: { kind: string; overtime?: { id: number } }[] }>('/inbox?kind=overtime&pageSize=100')).items.some((i) => i.overtime?.id === filed.request.id)
      ? team.manager
      : team.supervisor;
    const decided = await (await apiAs(request, approver)).post<{ results: { code: string | null }[] }>('/inbox/decide', { items: [{ kind: 'overtime', id: filed.request.id }], decision: 'approve', comment: '' });
    expect(decided.results[0].code).toBeNull();

    // The worker: My overtime shows the day off owed, due in the following week.
    const mine = await sessionIn(browser, worker, lang);
    await goInApp(mine, '/self/overtime');
    const card = mine.getByTestId('days-off-self');
    await expect(card.getByRole('heading', { name: w.daysOff })).toBeVisible();
    const item = card.getByTestId(`day-off-${filed.request.id}`);
    await expect(item).toContainText(w.kind);
    await expect(item.getByTestId('day-off-state')).toHaveText(w.due);
    await expectNoAxeViolations(mine);
    await shootWidths(mine, SHOTS, `my-overtime-days-off-${lang}`);

    // HR: the overtime settings page lists it; HR records it taken on the Monday after.
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, '/hr/overtime-settings');
    const hrItem = page.getByTestId(`day-off-${filed.request.id}`);
    await expect(hrItem).toContainText(w.kind);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `hr-days-off-${lang}`);
    await hrItem.getByTestId('day-off-taken').click();
    const dialog = page.getByRole('dialog');
    const takenOn = addDays(friday, 3);
    await dialog.getByRole('group', { name: new RegExp(`^${w.takenOn}( \\*)?$`) }).click();
    await page.keyboard.type(`${takenOn.slice(8, 10)}${takenOn.slice(5, 7)}${takenOn.slice(0, 4)}`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    // "Only those due" hides it now; without the filter it is there, taken.
    await expect(hrItem).toHaveCount(0);
    await page.getByTestId('days-off-only-due').click();
    await expect(hrItem.getByTestId('day-off-state')).toHaveText(w.takenState);
    // The worker sees it taken.
    const again = await sessionIn(browser, worker, lang);
    await goInApp(again, '/self/overtime');
    await expect(again.getByTestId(`day-off-${filed.request.id}`).getByTestId('day-off-state')).toHaveText(w.takenState);
  });

  test(`${lang}: Arts 121 and 129 — a premium below the law is refused with its article, and a moved holiday keeps its legal date`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, '/hr/overtime-settings');
    const day = page.getByTestId('ot-setting-premiumDay');
    await expect(day).toBeEnabled();
    await day.fill('1.25');
    await page.getByTestId('ot-settings-save').click();
    // Refused on the form (the route's own schema): nothing is saved.
    await expect(page.getByText(w.belowDay)).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing wider than a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    // Asked until the page has laid itself out for the phone (the side menu folds away after the resize).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('#main-content *'))
            .filter((e) => e.getBoundingClientRect().right > 391 || e.getBoundingClientRect().left < -1)
            .slice(0, 8)
            .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)} ${Math.round(e.getBoundingClientRect().left)}-${Math.round(e.getBoundingClientRect().right)}`),
        ),
      )
      .toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shootWidths(page, SHOTS, `overtime-settings-below-law-${lang}`);

    // Holidays: a year the minister moved a holiday in, if the year list has one (this year −1 … +2); else this year.
    const years = [orgYear() - 1, orgYear(), orgYear() + 1, orgYear() + 2];
    const moved = Object.entries(MINISTER_MOVED_HOLIDAYS).find(([legal]) => years.includes(Number(legal.slice(0, 4))));
    const year = moved ? Number(moved[0].slice(0, 4)) : orgYear();
    const hr = await asHr(request);
    await hr.post('/hr/holidays/preset', { year });
    await goInApp(page, '/hr/holidays');
    await page.getByRole('combobox', { name: w.year }).first().click();
    await page.getByRole('option', { name: String(year), exact: true }).click();
    if (moved) {
      const [legal] = moved;
      await expect(page.getByTestId('holiday-legal-date')).toHaveText(`${w.legal}${legal.slice(8, 10)}/${legal.slice(5, 7)}/${legal.slice(0, 4)}`);
    }
    // Decree 294/2025: Eid al-Fitr is two days (no third day in the list).
    await expect(page.getByText(/Eid al-Fitr \(day 3\)|عيد الفطر \(اليوم الثالث\)/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `holidays-${lang}`);
  });
}
