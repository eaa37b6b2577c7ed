import { describe, expect, it } from 'vitest';
import {
  ageOn,
  breaksValid,
  isMinorOn,
  legalDayOvertime,
  minorDayFindings,
  patternFindings,
  presenceOverMax,
  shiftFindings,
  shiftHours,
  suggestedBreaks,
  type THoursShift,
} from './working-hours.js';
import { LAW_RULES } from './labour-law.js';

const WEEK5 = [0, 1, 2, 3, 4];
const lunch = [{ start: '12:00', end: '13:00' }];
const rules = (s: THoursShift) => shiftFindings(s).map((f) => f.rule);

describe('working hours (Labour Law 14/2025, Arts 117–121)', () => {
  it('Art 117: 09:00–17:00 with an hour for lunch is 7 actual hours, within the law', () => {
    const s = { startTime: '09:00', endTime: '17:00', workDays: WEEK5, breaks: lunch };
    expect(shiftHours(s)).toEqual({ spanMinutes: 480, breakMinutes: 60, workMinutes: 420, longestStretch: 240 });
    expect(shiftFindings(s)).toEqual([]);
  });

  it('Art 117: more than 8 actual hours a day is beyond the law (breaks not counted)', () => {
    const s = { startTime: '07:00', endTime: '17:00', workDays: WEEK5, breaks: [{ start: '11:00', end: '12:00' }] };
    expect(shiftHours(s).workMinutes).toBe(540);
    expect(rules(s)).toContain('hoursDaily');
    expect(shiftFindings(s).find((f) => f.rule === 'hoursDaily')).toMatchObject({ article: 117, value: 540, limit: 480 });
  });

  it('Art 117: 8 actual hours on six days is 48 a week (within); 7.5 hours on seven days is beyond', () => {
    const six = { startTime: '08:00', endTime: '17:00', workDays: [0, 1, 2, 3, 4, 6], breaks: lunch };
    expect(rules(six)).not.toContain('hoursWeekly');
    const seven = { startTime: '08:00', endTime: '16:30', workDays: [0, 1, 2, 3, 4, 5, 6], breaks: lunch };
    expect(rules(seven)).toContain('hoursWeekly');
  });

  it('Art 118: no break at all in an 8-hour shift is beyond the law (5 hours in a row at most)', () => {
    expect(rules({ startTime: '09:00', endTime: '17:00', workDays: WEEK5 })).toEqual(['hoursBreaks']);
  });

  it('Art 118: breaks under an hour in total, or 6 hours in a row before the break, are beyond the law', () => {
    expect(rules({ startTime: '09:00', endTime: '17:00', workDays: WEEK5, breaks: [{ start: '12:00', end: '12:30' }] })).toContain('hoursBreaks');
    expect(rules({ startTime: '08:00', endTime: '16:00', workDays: WEEK5, breaks: [{ start: '14:00', end: '15:00' }] })).toContain('hoursBreaks');
    expect(rules({ startTime: '08:00', endTime: '16:00', workDays: WEEK5, breaks: [{ start: '11:00', end: '11:30' }, { start: '13:30', end: '14:00' }] })).toEqual([]);
  });

  it('Art 118: a short shift of 5 hours needs no break', () => {
    expect(rules({ startTime: '08:00', endTime: '13:00', workDays: WEEK5 })).toEqual([]);
  });

  it('Art 119: over 10 hours from start to end is beyond the law, breaks on site included', () => {
    const s = { startTime: '07:00', endTime: '17:30', workDays: WEEK5, breaks: [{ start: '10:00', end: '11:00' }, { start: '13:00', end: '14:00' }, { start: '15:00', end: '15:30' }] };
    expect(shiftHours(s).workMinutes).toBe(480);
    expect(rules(s)).toEqual(['hoursSpan']);
  });

  it('Art 120: a shift worked seven days a week has no 24-hour rest after six days', () => {
    expect(shiftFindings({ startTime: '08:00', endTime: '14:00', workDays: [0, 1, 2, 3, 4, 5, 6], breaks: [{ start: '11:00', end: '12:00' }] })).toEqual([
      { rule: 'hoursWeeklyRest', article: 120, value: 7, limit: 6 },
    ]);
  });

  it('Art 121: presence over 12 hours is never allowed; 12 hours is the limit', () => {
    expect(presenceOverMax({ startTime: '06:00', endTime: '18:01' })).toBe(true);
    expect(presenceOverMax({ startTime: '20:00', endTime: '08:00' })).toBe(false);
  });

  it('a night shift across midnight has its break after midnight counted', () => {
    const s = { startTime: '22:00', endTime: '06:00', workDays: WEEK5, breaks: [{ start: '01:00', end: '02:00' }] };
    expect(shiftHours(s)).toEqual({ spanMinutes: 480, breakMinutes: 60, workMinutes: 420, longestStretch: 240 });
    expect(breaksValid(s, s.breaks)).toBe(true);
    expect(breaksValid(s, [{ start: '07:00', end: '08:00' }])).toBe(false);
    expect(breaksValid(s, [{ start: '01:00', end: '02:00' }, { start: '01:30', end: '02:30' }])).toBe(false);
  });
});

describe('rotation patterns (Arts 117 and 120)', () => {
  const shifts = new Map<number, THoursShift>([
    [1, { startTime: '08:00', endTime: '17:00', breaks: lunch }],
    [2, { startTime: '07:00', endTime: '19:00', breaks: lunch }],
    [3, { startTime: '08:00', endTime: '14:00', breaks: [{ start: '11:00', end: '12:00' }] }],
  ]);
  const byId = (id: number) => shifts.get(id);

  it('Art 120: six work days then a rest is within; seven in a row, across the cycle’s end too, is beyond', () => {
    expect(patternFindings([1, 1, 1, 1, 1, 1, 0], byId)).toEqual([]);
    expect(patternFindings([3, 3, 3, 0, 3, 3, 3, 3], byId).map((f) => f.rule)).toEqual(['hoursWeeklyRest']);
    expect(patternFindings([1, 1], byId).find((f) => f.rule === 'hoursWeeklyRest')).toMatchObject({ article: 120 });
  });

  it('Art 117: over 48 hours of work in any 7 days in a row is beyond the law', () => {
    // 11 actual hours on 5 days of 7: 55 hours.
    expect(patternFindings([2, 2, 2, 2, 2, 0, 0], byId).map((f) => f.rule)).toEqual(['hoursWeekly']);
    // 4 on, 4 off of 11 hours: any 7 days hold at most 4 work days (44 hours).
    expect(patternFindings([2, 2, 2, 2, 0, 0, 0, 0], byId)).toEqual([]);
  });
});

describe('the legal day on the payroll sheet (Art 117)', () => {
  it('Art 117: a full day on a 10-hour shift gives 2 hours of overtime; lateness and early leave come off first', () => {
    const s = { startTime: '07:00', endTime: '18:00', breaks: lunch };
    expect(legalDayOvertime(s, { lateMinutes: 0, earlyLeaveMinutes: 0 })).toBe(120);
    expect(legalDayOvertime(s, { lateMinutes: 30, earlyLeaveMinutes: 60 })).toBe(30);
    expect(legalDayOvertime({ startTime: '09:00', endTime: '17:00', breaks: lunch }, { lateMinutes: 0, earlyLeaveMinutes: 0 })).toBe(0);
    expect(legalDayOvertime(null, { lateMinutes: 0, earlyLeaveMinutes: 0 })).toBe(0);
  });
});

describe('workers under 18 (Art 65)', () => {
  it('Art 65: the age is counted from the birth date on the day itself (the eighteenth birthday ends it)', () => {
    expect(ageOn('2008-03-15', '2026-03-14')).toBe(17);
    expect(isMinorOn('2008-03-15', '2026-03-14')).toBe(true);
    expect(isMinorOn('2008-03-15', '2026-03-15')).toBe(false);
    expect(isMinorOn(null, '2026-03-15')).toBe(false);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });

  it('Art 65: 6 hours of work with an hour of breaks, 4 in a row at most, by day, is within', () => {
    expect(minorDayFindings({ startTime: '08:00', endTime: '15:00', breaks: [{ start: '11:00', end: '12:00' }] })).toEqual([]);
  });

  it('Art 65: over 6 hours, under an hour of breaks, or over 4 hours in a row, is beyond', () => {
    expect(minorDayFindings({ startTime: '08:00', endTime: '16:00', breaks: [{ start: '11:00', end: '12:00' }] }).map((f) => f.rule)).toEqual(['minorHours']);
    expect(minorDayFindings({ startTime: '08:00', endTime: '14:00', breaks: [{ start: '12:30', end: '13:00' }] }).map((f) => f.rule)).toEqual(['minorHours']);
    expect(minorDayFindings({ startTime: '08:00', endTime: '12:00' })).toEqual([]);
  });

  it('Art 65: nothing between 19:00 and 07:00, whichever side of midnight', () => {
    expect(minorDayFindings({ startTime: '06:30', endTime: '10:00' }).map((f) => f.rule)).toEqual(['minorNight']);
    expect(minorDayFindings({ startTime: '15:00', endTime: '19:30' }).map((f) => f.rule)).toContain('minorNight');
    expect(minorDayFindings({ startTime: '07:00', endTime: '11:00' })).toEqual([]);
    expect(minorDayFindings({ startTime: '15:00', endTime: '19:00' })).toEqual([]);
  });

  it('Art 65: no work on a rest day or an official holiday', () => {
    expect(minorDayFindings({ startTime: '08:00', endTime: '12:00' }, { holiday: true }).map((f) => f.rule)).toEqual(['minorRestDays']);
    expect(minorDayFindings(null, { holiday: true })).toEqual([]);
  });
});

describe('the registry', () => {
  it('Arts 65 and 117–121: every rule of the areas hours and minors is listed with its article', () => {
    const ids = LAW_RULES.filter((r) => r.area === 'hours' || r.area === 'minors').map((r) => `${r.id}:${r.article}`);
    expect(ids).toEqual([
      'hoursDaily:117',
      'hoursWeekly:117',
      'hoursOvertime:117',
      'hoursBreaks:118',
      'hoursSpan:119',
      'hoursWeeklyRest:120',
      'hoursPresence:121',
      'minorHours:65',
      'minorNight:65',
      'minorRestDays:65',
      'minorOvertime:65',
    ]);
  });
});

describe('the break a new shift proposes (Art 118)', () => {
  it('Art 118: an hour in the middle of a shift over 5 hours, across midnight too; none for a short one', () => {
    expect(suggestedBreaks('09:00', '17:00')).toEqual([{ start: '12:30', end: '13:30' }]);
    expect(suggestedBreaks('22:00', '06:00')).toEqual([{ start: '01:30', end: '02:30' }]);
    expect(suggestedBreaks('08:00', '12:00')).toEqual([]);
    expect(shiftFindings({ startTime: '08:00', endTime: '16:00', workDays: WEEK5, breaks: suggestedBreaks('08:00', '16:00') })).toEqual([]);
  });
});
