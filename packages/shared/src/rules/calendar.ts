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
 * Friday–Saturday weekend), in both languages (issue 17: English started on Sunday and Arabic on
 * Saturday). Sunday when there is no weekend, or no work day follows one.
 */
export function firstDayOfWeek(weekendDays: readonly number[]): number {
  const weekend = new Set(weekendDays);
  for (let d = 0; d < 7; d++) if (!weekend.has(d) && weekend.has((d + 6) % 7)) return d;
  return 0;
}

export interface TPresetHoliday {
  date: string;
  nameEn: string;
  nameAr: string;
  /** A lunar holiday whose date is only confirmed each year: HR should check it. */
  estimated: boolean;
}

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

/**
 * Expected Gregorian dates of the lunar holidays in Egypt. They depend on the sighting of the
 * moon, so they are estimates until Dar Al-Ifta confirms them; HR edits them each year.
 */
const LUNAR: Record<number, { islamicNewYear: string; prophetsBirthday: string; eidAlFitr: string; arafat: string }> = {
  2025: { eidAlFitr: '2025-03-30', arafat: '2025-06-05', islamicNewYear: '2025-06-26', prophetsBirthday: '2025-09-04' },
  2026: { eidAlFitr: '2026-03-20', arafat: '2026-05-26', islamicNewYear: '2026-06-16', prophetsBirthday: '2026-08-25' },
  2027: { eidAlFitr: '2027-03-09', arafat: '2027-05-15', islamicNewYear: '2027-06-06', prophetsBirthday: '2027-08-15' },
};

const ORDINAL_AR = ['الأول', 'الثاني', 'الثالث', 'الرابع'];

/** The years for which the lunar holidays are in the preset. */
export const LUNAR_PRESET_YEARS: readonly number[] = Object.keys(LUNAR).map(Number);

/**
 * Egypt's public holidays for a year, sorted by date, one entry per date: the fixed national
 * holidays, Sham El-Nessim (computed), and for the years in LUNAR_PRESET_YEARS the Islamic
 * holidays (Eid al-Fitr 3 days, Arafat Day, Eid al-Adha 3 days, Islamic New Year, the Prophet's
 * Birthday) flagged `estimated`. Two holidays on one date share the entry (names joined).
 */
export function egyptHolidayPreset(year: number): TPresetHoliday[] {
  const list: TPresetHoliday[] = FIXED.map((f) => ({ date: iso(year, f.month, f.day), nameEn: f.nameEn, nameAr: f.nameAr, estimated: false }));
  list.push({ date: shamElNessim(year), nameEn: 'Sham El-Nessim', nameAr: 'شم النسيم', estimated: false });
  const lunar = LUNAR[year];
  if (lunar) {
    for (let i = 0; i < 3; i++) {
      list.push({ date: addDays(lunar.eidAlFitr, i), nameEn: `Eid al-Fitr (day ${i + 1})`, nameAr: `عيد الفطر (اليوم ${ORDINAL_AR[i]})`, estimated: true });
    }
    list.push({ date: lunar.arafat, nameEn: 'Arafat Day', nameAr: 'وقفة عرفات', estimated: true });
    for (let i = 0; i < 3; i++) {
      list.push({ date: addDays(lunar.arafat, i + 1), nameEn: `Eid al-Adha (day ${i + 1})`, nameAr: `عيد الأضحى (اليوم ${ORDINAL_AR[i]})`, estimated: true });
    }
    list.push({ date: lunar.islamicNewYear, nameEn: 'Islamic New Year', nameAr: 'رأس السنة الهجرية', estimated: true });
    list.push({ date: lunar.prophetsBirthday, nameEn: "Prophet's Birthday", nameAr: 'المولد النبوي الشريف', estimated: true });
  }
  const byDate = new Map<string, TPresetHoliday>();
  for (const h of list) {
    const other = byDate.get(h.date);
    byDate.set(
      h.date,
      other ? { date: h.date, nameEn: `${other.nameEn} / ${h.nameEn}`, nameAr: `${other.nameAr} / ${h.nameAr}`, estimated: other.estimated || h.estimated } : h,
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
