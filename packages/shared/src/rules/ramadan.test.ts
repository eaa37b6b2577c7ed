import { describe, expect, it } from 'vitest';
import { dailyStatus, dayWindow, type TDayInput } from './attendance.js';
import { hijriOf } from './calendar.js';
import { addDaysIso } from './leave.js';
import {
  inRamadan,
  ramadanGrouping,
  ramadanOfHijriYear,
  ramadanPeriodProblem,
  ramadanShift,
  ramadanSuggestion,
  ramadanSuggestions,
  shiftOn,
  workDateOn,
} from './ramadan.js';

const TZ = 'Africa/Cairo';
/** Cairo is UTC+2 in February and March 2026 (no daylight saving then). */
const at = (local: string) => new Date(`${local}:00+02:00`);
const DAY = { startTime: '08:00', endTime: '16:00', graceMinutes: 15, workDays: [0, 1, 2, 3, 4], ramadanStartTime: '09:00', ramadanEndTime: '15:00' };
const NIGHT = { startTime: '22:00', endTime: '06:00', graceMinutes: 10, workDays: [0, 1, 2, 3, 4], ramadanStartTime: '21:00', ramadanEndTime: '03:00' };
const RAMADAN_2026 = [{ startDate: '2026-02-18', endDate: '2026-03-19' }];

const day = (over: Partial<TDayInput>): TDayInput => ({
  date: '2026-02-23', // a Monday in Ramadan 1447
  timeZone: TZ,
  shift: null,
  weekendDays: [5, 6],
  holiday: false,
  leave: null,
  events: [],
  issuePending: false,
  now: at('2026-04-01T12:00'),
  ...over,
});

describe('Ramadan from the Umm al-Qura calendar', () => {
  it('suggests 18 February to 19 March 2026 and 8 February to 8 March 2027', () => {
    expect(ramadanSuggestion(2026)).toEqual({ startDate: '2026-02-18', endDate: '2026-03-19' });
    // Umm al-Qura makes 1 Shawwal 1448 the 9th of March 2027, so Ramadan's last day is the 8th.
    expect(ramadanSuggestion(2027)).toEqual({ startDate: '2027-02-08', endDate: '2027-03-08' });
  });

  it('is 1 Ramadan to the day before 1 Shawwal by Intl, 29 or 30 days, for every supported year', () => {
    for (let year = 1900; year <= 2199; year++) {
      const s = ramadanSuggestion(year);
      expect(s, String(year)).not.toBeNull();
      const { startDate, endDate } = s!;
      expect(startDate.startsWith(`${year}-`)).toBe(true);
      expect(hijriOf(startDate)).toMatchObject({ month: 9, day: 1 });
      expect(hijriOf(addDaysIso(startDate, -1)).month).toBe(8);
      expect(hijriOf(endDate).month).toBe(9);
      expect(hijriOf(addDaysIso(endDate, 1))).toMatchObject({ month: 10, day: 1 });
      const h = hijriOf(startDate).year;
      expect(ramadanOfHijriYear(h)).toEqual({ hijriYear: h, startDate, endDate });
      expect(ramadanPeriodProblem(h, s!)).toBeNull();
    }
  });

  it('gives both Ramadans that start in 2030 (1451 and 1452 AH), one in 2026, and nothing outside the window', () => {
    expect(ramadanSuggestions(2030)).toEqual([
      { hijriYear: 1451, startDate: '2030-01-05', endDate: '2030-02-03' },
      { hijriYear: 1452, startDate: '2030-12-26', endDate: '2031-01-23' },
    ]);
    expect(ramadanSuggestion(2030)).toEqual({ startDate: '2030-01-05', endDate: '2030-02-03' });
    expect(ramadanSuggestions(2026)).toEqual([{ hijriYear: 1447, startDate: '2026-02-18', endDate: '2026-03-19' }]);
    expect(ramadanOfHijriYear(1452)).toMatchObject({ startDate: '2030-12-26' });
    expect(ramadanOfHijriYear(1448)).toMatchObject({ startDate: '2027-02-08' });
    expect(ramadanSuggestions(1899)).toEqual([]);
    expect(ramadanSuggestion(2200)).toBeNull();
    expect(ramadanOfHijriYear(1700)).toBeNull();
  });
});

describe('the bounds of a period HR sets for a Hijri year', () => {
  it('refuses dates out of order, a start away from that Hijri year’s 1 Ramadan and more than 31 days', () => {
    expect(ramadanPeriodProblem(1447, { startDate: '2026-03-19', endDate: '2026-02-18' })).toBe('DATES_OUT_OF_ORDER');
    expect(ramadanPeriodProblem(1448, { startDate: '2026-02-18', endDate: '2026-03-19' })).toBe('RAMADAN_NOT_IN_YEAR');
    expect(ramadanPeriodProblem(1447, { startDate: '2026-02-18', endDate: '2026-03-21' })).toBe('RAMADAN_TOO_LONG');
    expect(ramadanPeriodProblem(1447, { startDate: '2026-02-18', endDate: '2026-03-20' })).toBeNull();
    // The sighting may move the start by a day or two, not more than three.
    expect(ramadanPeriodProblem(1447, { startDate: '2026-02-21', endDate: '2026-03-21' })).toBeNull();
    expect(ramadanPeriodProblem(1447, { startDate: '2026-02-22', endDate: '2026-03-21' })).toBe('RAMADAN_NOT_IN_YEAR');
    expect(ramadanPeriodProblem(1700, { startDate: '2026-02-18', endDate: '2026-03-19' })).toBe('RAMADAN_NOT_IN_YEAR');
  });

  it('keeps the two Ramadans of 2030 apart: a late 1451 and an early 1452 never overlap', () => {
    // The latest 1451 allowed: three days late, 31 days long; the earliest 1452: three days early.
    const late1451 = { startDate: '2030-01-08', endDate: addDaysIso('2030-01-08', 30) };
    const early1452 = { startDate: '2030-12-23', endDate: '2031-01-21' };
    expect(ramadanPeriodProblem(1451, late1451)).toBeNull();
    expect(ramadanPeriodProblem(1452, early1452)).toBeNull();
    expect(late1451.endDate < early1452.startDate).toBe(true);
    // A period that starts in one Gregorian year and ends in the next.
    expect(ramadanPeriodProblem(1452, { startDate: '2030-12-26', endDate: '2031-01-23' })).toBeNull();
  });
});

describe('shiftOn: the shift worked on a date', () => {
  it('takes the Ramadan hours on the Ramadan dates only, both ends included', () => {
    expect(shiftOn(DAY, '2026-02-17', RAMADAN_2026)).toBe(DAY);
    expect(shiftOn(DAY, '2026-02-18', RAMADAN_2026)).toMatchObject({ startTime: '09:00', endTime: '15:00', graceMinutes: 15, workDays: DAY.workDays });
    expect(shiftOn(DAY, '2026-03-19', RAMADAN_2026)).toMatchObject({ startTime: '09:00', endTime: '15:00' });
    expect(shiftOn(DAY, '2026-03-20', RAMADAN_2026)).toBe(DAY);
    // The same object each time: the day windows of a month's sheet are computed once.
    expect(shiftOn(DAY, '2026-02-20', RAMADAN_2026)).toBe(shiftOn(DAY, '2026-02-19', RAMADAN_2026));
    expect(inRamadan('2026-03-01', RAMADAN_2026)).toBe(true);
    expect(inRamadan('2026-03-01', [])).toBe(false);
  });

  it('keeps the usual hours of a shift without Ramadan hours, without a period, and without a shift', () => {
    const plain = { ...DAY, ramadanStartTime: null, ramadanEndTime: null };
    expect(shiftOn(plain, '2026-02-23', RAMADAN_2026)).toBe(plain);
    expect(shiftOn(DAY, '2026-02-23', [])).toBe(DAY);
    expect(shiftOn(null, '2026-02-23', RAMADAN_2026)).toBeNull();
  });
});

describe('the daily status with Ramadan hours', () => {
  const status = (date: string, events: TDayInput['events'], shift = DAY) => dailyStatus(day({ date, shift: shiftOn(shift, date, RAMADAN_2026), events }));

  it('09:05 is within grace of a 09:00 Ramadan start, but 65 minutes late on an ordinary day', () => {
    const inRamadanDay = status('2026-02-23', [
      { type: 'in', at: at('2026-02-23T09:05') },
      { type: 'out', at: at('2026-02-23T15:00') },
    ]);
    expect(inRamadanDay).toMatchObject({ status: 'present', lateMinutes: 0, earlyLeaveMinutes: 0, workedMinutes: 355 });
    const ordinary = status('2026-03-23', [
      { type: 'in', at: at('2026-03-23T09:05') },
      { type: 'out', at: at('2026-03-23T15:00') },
    ]);
    expect(ordinary).toMatchObject({ status: 'present', lateMinutes: 50, earlyLeaveMinutes: 60 });
  });

  it('a Ramadan night shift 21:00–03:00 crosses midnight and is one work day, the evening it starts', () => {
    const events = [
      { type: 'in' as const, at: at('2026-02-23T21:05') },
      { type: 'out' as const, at: at('2026-02-24T03:00') },
    ];
    expect(status('2026-02-23', events, NIGHT)).toMatchObject({ status: 'present', lateMinutes: 0, earlyLeaveMinutes: 0, workedMinutes: 355 });
    expect(status('2026-02-24', events, NIGHT).status).toBe('absent');
    // The same times outside Ramadan: 21:05 is before the usual 22:00 start, and 03:00 is three hours before 06:00.
    const usual = [
      { type: 'in' as const, at: at('2026-03-23T21:05') },
      { type: 'out' as const, at: at('2026-03-24T03:00') },
    ];
    expect(status('2026-03-23', usual, NIGHT)).toMatchObject({ status: 'present', lateMinutes: 0, earlyLeaveMinutes: 180 });
    const w = dayWindow('2026-03-19', TZ, shiftOn(NIGHT, '2026-03-19', RAMADAN_2026));
    // The last evening of Ramadan is a Ramadan shift that ends at 03:00 on the first day of Eid.
    expect(w.end).toEqual(at('2026-03-20T03:00'));
  });

  it('puts an instant in one work date where the usual and the Ramadan windows meet', () => {
    const rs = ramadanShift(DAY);
    expect(rs).toMatchObject({ startTime: '09:00' });
    // 04:30 on the first day: before that day's Ramadan window (05:00), after the day before's usual one (04:00): the first day.
    expect(workDateOn(at('2026-02-18T04:30'), TZ, DAY, RAMADAN_2026)).toBe('2026-02-18');
    expect(workDateOn(at('2026-02-18T09:05'), TZ, DAY, RAMADAN_2026)).toBe('2026-02-18');
    // 04:30 the day after Ramadan: still inside the last Ramadan day's window (to 05:00).
    expect(workDateOn(at('2026-03-20T04:30'), TZ, DAY, RAMADAN_2026)).toBe('2026-03-19');
    expect(workDateOn(at('2026-03-20T05:30'), TZ, DAY, RAMADAN_2026)).toBe('2026-03-20');
    // A Ramadan night shift's sign-out after midnight belongs to the evening before.
    expect(workDateOn(at('2026-02-24T03:00'), TZ, NIGHT, RAMADAN_2026)).toBe('2026-02-23');
    expect(workDateOn(at('2026-02-24T03:00'), TZ, null, RAMADAN_2026)).toBe('2026-02-24');
  });

  it('gives the server each shift’s Ramadan window offset and the Ramadan day numbers to group events by', () => {
    const plain = { ...DAY, ramadanStartTime: null, ramadanEndTime: null };
    // 09:00 − 4 h and 21:00 − 4 h; 2026-02-18 is day 20,502 since 1970-01-01.
    expect(ramadanGrouping([DAY, NIGHT, plain, null], RAMADAN_2026)).toEqual({ offsets: [300, 1020, null, null], days: [[20502, 20531]] });
    expect(ramadanGrouping([DAY], [])).toBeUndefined();
  });
});
