/**
 * Calendar rules: shifts, the work week and Egypt's public holidays. Pure functions, shared by
 * the server (preset, attendance) and the web app (forms, calendars).
 */

/** Minutes since midnight of a 'HH:MM' clock time. */
export function clockMinutes(time: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!m) throw new RangeError(`not a clock time: ${time}`);
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) throw new RangeError(`not a clock time: ${time}`);
  return h * 60 + min;
}

/** A shift whose end is earlier in the day than its start ends on the next day. */
export function shiftCrossesMidnight(startTime: string, endTime: string): boolean {
  return clockMinutes(endTime) < clockMinutes(startTime);
}

/** The length of a shift in minutes, across midnight when it crosses it (22:00–06:00 = 480). Equal times: 24 h. */
export function shiftMinutes(startTime: string, endTime: string): number {
  const d = (clockMinutes(endTime) - clockMinutes(startTime) + 1440) % 1440;
  return d === 0 ? 1440 : d;
}

/** Day of the week of a calendar date 'YYYY-MM-DD': 0 = Sunday … 6 = Saturday (no time zone involved). */
export function weekDay(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whether a calendar date falls on a weekly rest day (Egypt: Friday 5 and Saturday 6). */
export function isWeekend(date: string, weekendDays: readonly number[]): boolean {
  return weekendDays.includes(weekDay(date));
}

export const DEFAULT_WEEKEND_DAYS: readonly number[] = [5, 6];

/**
 * The first day of the organisation's week: the first work day after its weekend (Sunday for a
 * Friday–Saturday weekend), in both languages (English started on Sunday and Arabic on
 * Saturday). Sunday when there is no weekend, or no work day follows one.
 */
export function firstDayOfWeek(weekendDays: readonly number[]): number {
  const weekend = new Set(weekendDays);
  for (let d = 0; d < 7; d++) if (!weekend.has(d) && weekend.has((d + 6) % 7)) return d;
  return 0;
}

export interface TPresetHoliday {
  /** The date the holiday is observed (given off). */
  date: string;
  nameEn: string;
  nameAr: string;
  /**
   * A date HR must confirm: a lunar holiday whose date is only confirmed each year, or a holiday
   * the minister moved to another day of the week (Art 129).
   */
  estimated: boolean;
  /** The date Decree 294/2025 names, where the minister moved the day off to `date`; null otherwise. */
  legalDate: string | null;
}

/**
 * Holidays the Minister of Labour moved to the start or end of the week (Art 129 allows it), by the
 * date the decree names: the preset gives the day off on the announced date, keeps the legal date
 * beside it and marks it for HR to confirm. 25 January 2026 (a Sunday) was given on Thursday 29 January.
 */
export const MINISTER_MOVED_HOLIDAYS: Readonly<Record<string, string>> = {
  '2026-01-25': '2026-01-29',
};

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Orthodox (Coptic) Easter Sunday as a Gregorian date: the Julian computus (Meeus), then the
 * Julian-to-Gregorian offset (13 days from 1900 to 2099).
 */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const century = Math.floor(year / 100);
  const offset = century - Math.floor(century / 4) - 2;
  return addDays(iso(year, month, day), offset);
}

/** Sham El-Nessim: the Monday after Coptic Easter. */
export function shamElNessim(year: number): string {
  return addDays(orthodoxEaster(year), 1);
}

const FIXED: readonly { month: number; day: number; nameEn: string; nameAr: string }[] = [
  { month: 1, day: 7, nameEn: 'Coptic Christmas', nameAr: 'عيد الميلاد المجيد' },
  { month: 1, day: 25, nameEn: 'January 25 Revolution and Police Day', nameAr: 'عيد ثورة 25 يناير وعيد الشرطة' },
  { month: 4, day: 25, nameEn: 'Sinai Liberation Day', nameAr: 'عيد تحرير سيناء' },
  { month: 5, day: 1, nameEn: 'Labour Day', nameAr: 'عيد العمال' },
  { month: 6, day: 30, nameEn: 'June 30 Revolution', nameAr: 'ذكرى ثورة 30 يونيو' },
  { month: 7, day: 23, nameEn: 'July 23 Revolution Day', nameAr: 'عيد ثورة 23 يوليو' },
  { month: 10, day: 6, nameEn: 'Armed Forces Day', nameAr: 'عيد القوات المسلحة' },
];

/** A Gregorian date's day in the Umm al-Qura calendar (Intl's islamic-umalqura, not a hand-written converter). */
const UMM_AL_QURA = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
export function hijriOf(date: string): { year: number; month: number; day: number } {
  const parts = UMM_AL_QURA.formatToParts(new Date(`${date}T00:00:00Z`));
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return { year: n('year'), month: n('month'), day: n('day') };
}

const HIJRI_FORMAT = {
  en: new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
  ar: new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-arab', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
};
const HIJRI_DAY = {
  en: new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', day: 'numeric' }),
  ar: new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-arab', { timeZone: 'UTC', day: 'numeric' }),
};
/** A calendar date as its Umm al-Qura day: «١٥ رمضان ١٤٤٨ هـ», "Ramadan 15, 1448 AH". */
export function formatHijri(date: string, lang: 'en' | 'ar', part: 'date' | 'day' = 'date'): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  // A half-typed date is no day at all: nothing, rather than Intl's RangeError.
  if (Number.isNaN(d.getTime())) return '';
  if (part === 'day') return (HIJRI_DAY[lang].formatToParts(d).find((p) => p.type === 'day')?.value ?? '');
  return HIJRI_FORMAT[lang].format(d);
}

type TLunar = { islamicNewYear: string[]; prophetsBirthday: string[]; eidAlFitr: string[]; arafat: string[] };

/**
 * The Gregorian dates in a year of the days the lunar holidays fall on, by the Umm al-Qura
 * calendar: 1 Shawwal (Eid al-Fitr), 9 Dhu al-Hijjah (Arafat), 1 Muharram (the Islamic New Year),
 * 12 Rabi al-Awwal (the Prophet's Birthday). A Hijri year is 11 days shorter, so a Gregorian year
 * may hold one of them twice. Egypt follows its own sighting, so these are estimates until Dar
 * Al-Ifta confirms them (within a day, as the holiday test checks); HR edits them each year.
 */
export function lunarHolidayDates(year: number, from = iso(year, 1, 1)): TLunar {
  const out: TLunar = { islamicNewYear: [], prophetsBirthday: [], eidAlFitr: [], arafat: [] };
  for (let d = from; d <= iso(year, 12, 31); d = addDays(d, 1)) {
    const h = hijriOf(d);
    if (h.month === 10 && h.day === 1) out.eidAlFitr.push(d);
    else if (h.month === 12 && h.day === 9) out.arafat.push(d);
    else if (h.month === 1 && h.day === 1) out.islamicNewYear.push(d);
    else if (h.month === 3 && h.day === 12) out.prophetsBirthday.push(d);
  }
  return out;
}

const ORDINAL_AR = ['الأول', 'الثاني', 'الثالث', 'الرابع'];

/**
 * Egypt's official paid holidays for a year by Ministerial Decree 294/2025 (Art 129), sorted by
 * date, one entry per date: the Hijri New Year, the Prophet's Birthday, Eid al-Fitr (the first 2
 * days of Shawwal), Arafat Day and the first 2 days of Eid al-Adha, Coptic Christmas (7 Jan),
 * 25 January, Sham El-Nessim, Sinai Liberation Day (25 Apr), Labour Day (1 May), 30 June, 23 July
 * and 6 October: 15 days. The lunar ones come from the Umm al-Qura calendar for any year and are
 * flagged `estimated` until HR confirms the announced date; a holiday the minister moved
 * (MINISTER_MOVED_HOLIDAYS) is on its observed date with its legal date, flagged too. Two holidays
 * on one date share the entry (names joined).
 */
export function egyptHolidayPreset(year: number): TPresetHoliday[] {
  // rule: holidayPreset294
  const list: TPresetHoliday[] = FIXED.map((f) => ({ date: iso(year, f.month, f.day), nameEn: f.nameEn, nameAr: f.nameAr, estimated: false, legalDate: null }));
  list.push({ date: shamElNessim(year), nameEn: 'Sham El-Nessim', nameAr: 'شم النسيم', estimated: false, legalDate: null });
  // From late December of the year before: an Eid that begins then runs into this January.
  const lunar = lunarHolidayDates(year, iso(year - 1, 12, 27));
  const inYear = (d: string) => d.startsWith(`${year}-`);
  for (const first of lunar.eidAlFitr) {
    for (let i = 0; i < 2; i++) list.push({ date: addDays(first, i), nameEn: `Eid al-Fitr (day ${i + 1})`, nameAr: `عيد الفطر (اليوم ${ORDINAL_AR[i]})`, estimated: true, legalDate: null });
  }
  for (const arafat of lunar.arafat) {
    list.push({ date: arafat, nameEn: 'Arafat Day', nameAr: 'وقفة عرفات', estimated: true, legalDate: null });
    for (let i = 0; i < 2; i++) list.push({ date: addDays(arafat, i + 1), nameEn: `Eid al-Adha (day ${i + 1})`, nameAr: `عيد الأضحى (اليوم ${ORDINAL_AR[i]})`, estimated: true, legalDate: null });
  }
  for (const d of lunar.islamicNewYear) list.push({ date: d, nameEn: 'Islamic New Year', nameAr: 'رأس السنة الهجرية', estimated: true, legalDate: null });
  for (const d of lunar.prophetsBirthday) list.push({ date: d, nameEn: "Prophet's Birthday", nameAr: 'المولد النبوي الشريف', estimated: true, legalDate: null });
  // A holiday the minister moved: observed on the announced day, its legal date kept, for HR to confirm.
  for (const h of list) {
    const observed = MINISTER_MOVED_HOLIDAYS[h.date];
    if (observed) Object.assign(h, { legalDate: h.date, date: observed, estimated: true });
  }
  // An Eid that began in late December runs into January of the next year; only this year's days are listed.
  for (let i = list.length - 1; i >= 0; i--) if (!inYear(list[i].date)) list.splice(i, 1);
  const byDate = new Map<string, TPresetHoliday>();
  for (const h of list) {
    const other = byDate.get(h.date);
    byDate.set(
      h.date,
      // A lunar holiday on a fixed one's date: the day is a holiday whatever the sighting.
      other
        ? { date: h.date, nameEn: `${other.nameEn} / ${h.nameEn}`, nameAr: `${other.nameAr} / ${h.nameAr}`, estimated: other.estimated && h.estimated, legalDate: other.legalDate ?? h.legalDate }
        : h,
    );
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** How far a time zone is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar date 'YYYY-MM-DD' begins in a time zone (Cairo in November: 22:00 UTC the day before). */
export function zonedDayStart(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const first = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  return new Date(utcMidnight - zoneOffsetMs(first, timeZone));
}
