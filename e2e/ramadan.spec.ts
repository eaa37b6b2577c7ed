import { createPerson, expect, signInAs, test, orgYear } from './data';
import { expectNoAxeViolations, goInApp, useLanguage } from './fixtures';

/**
 * Ramadan working hours, in English and Arabic: HR gives a shift its Ramadan hours, and
 * sets a year's Ramadan on the Public holidays page, pre-filled from the Umm al-Qura calendar and
 * marked as an estimate until saved. Each test has its own HR person, its own shift (a unique name
 * nobody works) and its own year, so nothing another spec reads changes.
 */
const CASES = {
  en: {
    shifts: 'Shifts',
    addShift: 'Add a shift',
    nameEn: 'Name in English',
    nameAr: 'Name in Arabic',
    starts: 'Starts',
    ends: 'Ends',
    ramadanStart: 'Ramadan start',
    ramadanEnd: 'Ramadan end',
    save: 'Save',
    incomplete: 'Give both Ramadan times, the start and the end, or leave both empty for the usual hours.',
    row: 'Ramadan: \u206609:00–15:00\u2069',
    holidays: 'Public holidays',
    card: 'Ramadan working hours',
    year: 'Year',
    first: 'First day of Ramadan',
    estimated: 'Estimate from the Umm al-Qura calendar: not applied until you save it',
    saveDates: 'Save the Ramadan dates',
    saved: 'Ramadan dates saved.',
    savedState: 'Saved: Ramadan hours apply on these days',
    hijri: /^Ramadan 2, 14\d\d AH$/,
    yearsAhead: 1,
    period: (h: number) => `Ramadan ${h} AH`,
  },
  ar: {
    shifts: 'الورديات',
    addShift: 'إضافة وردية',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    starts: 'تبدأ',
    ends: 'تنتهي',
    ramadanStart: 'بداية الوردية في رمضان',
    ramadanEnd: 'نهاية الوردية في رمضان',
    save: 'حفظ',
    incomplete: 'أدخل ميعاد البداية وميعاد النهاية في رمضان معًا، أو اتركهما فارغين لتبقى المواعيد العادية.',
    row: 'رمضان: \u206609:00–15:00\u2069',
    holidays: 'العطلات الرسمية',
    card: 'مواعيد رمضان',
    year: 'السنة',
    first: 'بداية رمضان',
    estimated: 'تاريخ تقديري حسب تقويم أم القرى: لا يُطبَّق إلا بعد الحفظ',
    saveDates: 'حفظ أيام رمضان',
    saved: 'تم حفظ أيام رمضان.',
    savedState: 'محفوظ: مواعيد رمضان مطبَّقة في هذه الأيام',
    hijri: /^٢ رمضان ١٤[٠-٩]{2} هـ$/,
    yearsAhead: 2,
    period: (h: number) => new RegExp(`^رمضان (${h}|${String(h).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)])}) هـ$`),
  },
} as const;

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const ddmmyyyy = (d: string) => d.split('-').reverse().join('/');

/** The Umm al-Qura Ramadan that starts in a year, straight from Intl: a witness independent of the app's code. */
function ummAlQuraRamadan(year: number): { start: string; end: string } {
  const f = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', month: 'numeric', day: 'numeric' });
  const md = (t: number) => f.formatToParts(new Date(t)).map((p) => p.value).join('');
  let t = Date.UTC(year, 0, 1);
  while (md(t) !== '9/1') t += DAY;
  const start = t;
  while (md(t) !== '10/1') t += DAY;
  return { start: iso(start), end: iso(t - DAY) };
}

/** How many Ramadans start in a Gregorian year by Umm al-Qura (one, or two about every 33 years). */
function ramadanStarts(year: number): number {
  const f = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', month: 'numeric', day: 'numeric' });
  let n = 0;
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += DAY) if (f.formatToParts(new Date(t)).map((p) => p.value).join('') === '9/1') n++;
  return n;
}

for (const lang of ['en', 'ar'] as const) {
  const c = CASES[lang];
  test(`${lang}: HR gives a shift Ramadan hours and confirms a year's Ramadan after the sighting`, async ({ page, request }, info) => {
    const tag = `E2E${Date.now().toString(36)}${lang}`;
    const hr = await createPerson(request, info, { role: 'hr', department: 'Human Resources', language: lang });
    await useLanguage(page, lang);
    await signInAs(page, hr);

    // A shift of 08:00–16:00 worked 09:00–15:00 in Ramadan: one Ramadan time alone is refused.
    await goInApp(page, '/hr/shifts');
    await expect(page.getByRole('heading', { level: 1, name: c.shifts })).toBeVisible();
    await page.getByRole('button', { name: c.addShift }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(c.nameEn).fill(`${tag} Office`);
    await dialog.getByLabel(c.nameAr).fill(`المكتب ${tag}`);
    await dialog.getByLabel(c.starts).fill('08:00');
    await dialog.getByLabel(c.ends).fill('16:00');
    await dialog.getByLabel(c.ramadanStart).fill('09:00');
    await dialog.getByRole('button', { name: c.save }).click();
    await expect(dialog.getByText(c.incomplete)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(c.ramadanEnd).fill('15:00');
    await dialog.getByRole('button', { name: c.save }).click();
    await expect(dialog).toBeHidden();
    // The table names a shift in the page's language.
    const row = page.getByRole('row').filter({ hasText: lang === 'en' ? `${tag} Office` : `المكتب ${tag}` });
    await expect(row).toContainText('08:00–16:00');
    await expect(row).toContainText(c.row);

    // The year's Ramadan: the Umm al-Qura estimate until saved.
    // A year with one Ramadan (2030 has two: 1451 in January and 1452 in December, each with its own form).
    let year = orgYear() + c.yearsAhead;
    while (ramadanStarts(year) !== 1) year += 2;
    const estimate = ummAlQuraRamadan(year);
    await goInApp(page, '/hr/holidays');
    await expect(page.getByRole('heading', { level: 1, name: c.holidays })).toBeVisible();
    const card = page.getByRole('region', { name: c.card });
    await card.getByRole('combobox', { name: c.year }).click();
    await page.getByRole('option', { name: String(year), exact: true }).click();
    await expect(card.locator('input[name=startDate]')).toHaveValue(ddmmyyyy(estimate.start));
    await expect(card.locator('input[name=endDate]')).toHaveValue(ddmmyyyy(estimate.end));
    await expect(card.getByText(c.estimated)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);

    // The crescent was seen a day later: Ramadan starts on the 2nd of Ramadan by Umm al-Qura.
    const sighted = iso(Date.parse(`${estimate.start}T00:00:00Z`) + DAY);
    await card.getByRole('group', { name: c.first }).click();
    await page.keyboard.press('Home');
    await page.keyboard.type(ddmmyyyy(sighted).replace(/\//g, ''));
    await expect(card.locator('input[name=startDate]')).toHaveValue(ddmmyyyy(sighted));
    await expect(card.getByText(c.hijri)).toBeVisible();
    await card.getByRole('button', { name: c.saveDates }).click();
    await expect(page.getByText(c.saved)).toBeVisible();
    await expect(card.getByText(c.savedState)).toBeVisible();
    await expect(card.getByText(c.estimated)).toHaveCount(0);

    // Saved on the server: after a reload the year shows the confirmed dates, no longer an estimate.
    await page.reload();
    const again = page.getByRole('region', { name: c.card });
    await again.getByRole('combobox', { name: c.year }).click();
    await page.getByRole('option', { name: String(year), exact: true }).click();
    await expect(again.locator('input[name=startDate]')).toHaveValue(ddmmyyyy(sighted));
    await expect(again.locator('input[name=endDate]')).toHaveValue(ddmmyyyy(estimate.end));
    await expect(again.getByText(c.savedState)).toBeVisible();
    await expectNoAxeViolations(page);

    // 2030 holds two Ramadans, kept by Hijri year: 1451 from 5 January and 1452 from 26 December.
    await again.getByRole('combobox', { name: c.year }).click();
    await page.getByRole('option', { name: '2030', exact: true }).click();
    const r1451 = again.getByRole('form', { name: c.period(1451) });
    const r1452 = again.getByRole('form', { name: c.period(1452) });
    await expect(r1451.locator('input[name=startDate]')).toHaveValue('05/01/2030');
    await expect(r1452.locator('input[name=startDate]')).toHaveValue('26/12/2030');
    await expect(r1452.locator('input[name=endDate]')).toHaveValue('23/01/2031');
    await expectNoAxeViolations(page);
  });
}
