import { groupHolidays, orthodoxEaster } from '@hr/shared';
import { addDays, apiAs, asHr, expect, leaveTypeId, orgYear, test } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootWidths } from './fixtures';

/**
 * Ministerial Decree 346/2025 (Labour Law Art 129), in English and Arabic: HR sets a person's holiday
 * group on their record (none until then), the person's annual leave over their group's Easter skips
 * it, and HR's holidays page lists each group's days of the year beside the public holidays, with the
 * 10:00 start on Epiphany, Palm Sunday and Maundy Thursday. Every person is the test's own; the
 * dates are worked out for the organisation's year.
 */
const SHOTS = '/tmp/shots-law6';
const W = {
  en: {
    field: 'Holiday group (Decree 346/2025)',
    coptic: 'Coptic Orthodox',
    catholic: 'Catholic and Protestant',
    saved: 'Changes saved.',
    title: (y: number) => `Holidays of Christian workers’ groups in ${y}`,
    christmas: 'Christmas',
    epiphany: 'Epiphany',
    dayOff: 'Day off',
    lateStart: 'Work starts at 10:00',
  },
  ar: {
    field: 'طائفة العطلات (القرار 346 لسنة 2025)',
    coptic: 'الأقباط الأرثوذكس',
    catholic: 'الكاثوليك والإنجيليون',
    saved: 'تم حفظ التعديلات.',
    title: (y: number) => `عطلات طوائف العاملين المسيحيين في ${y}`,
    christmas: 'عيد الميلاد المجيد',
    epiphany: 'عيد الغطاس',
    dayOff: 'يوم عطلة',
    lateStart: 'يبدأ العمل في 10:00',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const w = W[lang];
  test(`${lang}: Decree 346/2025 — HR sets a person's holiday group; their group's Easter is not a leave day; the holidays page lists each group's days`, async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    const person = await people.create({});
    const next = orgYear() + 1;
    // Maundy Thursday to Easter Sunday: two work days of the demo's week (the Monday after is Sham El-Nessim, a public holiday).
    const easter = orthodoxEaster(next);
    const annual = await leaveTypeId(request, 'annual');
    const quote = async () => (await (await apiAs(request, person)).get<{ days: number }>(`/leave/quote?leaveTypeId=${annual}&startDate=${addDays(easter, -3)}&endDate=${easter}`)).days;
    expect(await quote()).toBe(2);

    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, `/hr/employees/${person.id}`);
    const field = page.getByRole('combobox', { name: w.field });
    await expect(field).toBeVisible();
    await field.click();
    await page.getByRole('option', { name: w.coptic }).click();
    await expect(field).toHaveText(w.coptic);
    await page.getByTestId('employee-save').click();
    await expect(page.getByText(w.saved)).toBeVisible();
    // The record keeps it (read back from the server), and the person's leave over their Easter skips the day.
    expect((await (await asHr(request)).get<{ holidayGroup: string | null }>(`/hr/employees/${person.id}`)).holidayGroup).toBe('coptic_orthodox');
    expect(await quote()).toBe(1);
    await field.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `employee-record-group-${lang}`);

    // HR's holidays page: each group's days of the year, read-only, beside the public holidays.
    await goInApp(page, '/hr/holidays');
    const year = orgYear();
    const section = page.getByTestId('group-holidays');
    await expect(section.getByRole('heading', { name: w.title(year) })).toBeVisible();
    const coptic = section.getByTestId('group-holidays-coptic_orthodox');
    await expect(coptic.getByRole('heading', { name: w.coptic })).toBeVisible();
    const days = groupHolidays(year, 'coptic_orthodox');
    await expect(coptic.getByRole('row')).toHaveCount(days.length + 1);
    await expect(coptic.getByTestId(`group-day-${year}-01-07`)).toContainText(w.christmas);
    await expect(coptic.getByTestId(`group-day-${year}-01-07`)).toContainText(w.dayOff);
    await expect(coptic.getByTestId(`group-day-${year}-01-19`)).toContainText(w.epiphany);
    await expect(coptic.getByTestId(`group-day-${year}-01-19`)).toContainText(w.lateStart);
    const catholic = section.getByTestId('group-holidays-catholic_protestant');
    await expect(catholic.getByRole('heading', { name: w.catholic })).toBeVisible();
    await expect(catholic.getByTestId(`group-day-${year}-12-25`)).toContainText(w.dayOff);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `holidays-groups-${lang}`);
  });
}
