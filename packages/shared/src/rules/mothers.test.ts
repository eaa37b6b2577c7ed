import { describe, expect, it } from 'vitest';
import { dailyStatus, type TDayInput } from './attendance.js';
import { addMonthsIso, motherDayMinutes, motherRecordSpans, nursingOn, overtimeBarredForMother, pregnancyHourOn, type TMotherRecord } from './mothers.js';

const rec = (r: Partial<TMotherRecord>): TMotherRecord => ({ expectedDelivery: null, childBirthDate: null, nursingChoice: null, ...r });

describe('pregnancy (Art 54)', () => {
  const pregnant = rec({ expectedDelivery: '2026-09-15' });
  it('Art 54: from the sixth month of pregnancy (four months before the expected date) her day ends an hour earlier', () => {
    expect(pregnancyHourOn(pregnant, '2026-05-14')).toBe(false);
    expect(pregnancyHourOn(pregnant, '2026-05-15')).toBe(true);
    expect(motherDayMinutes(pregnant, '2026-06-01')).toEqual({ startMinutes: 0, endMinutes: 60 });
    expect(motherDayMinutes(pregnant, '2026-04-01')).toEqual({ startMinutes: 0, endMinutes: 0 });
  });
  it('Art 54: the pregnancy hour ends with the birth', () => {
    const born = rec({ expectedDelivery: '2026-09-15', childBirthDate: '2026-09-01' });
    expect(pregnancyHourOn(born, '2026-08-31')).toBe(true);
    expect(pregnancyHourOn(born, '2026-09-01')).toBe(false);
  });
  it('Art 54: no overtime during pregnancy and until six months after the birth', () => {
    expect(overtimeBarredForMother(pregnant, '2026-01-20')).toBe(true);
    expect(overtimeBarredForMother(pregnant, '2025-12-01')).toBe(false);
    const born = rec({ expectedDelivery: '2026-09-15', childBirthDate: '2026-09-01' });
    expect(overtimeBarredForMother(born, '2027-03-01')).toBe(true);
    expect(overtimeBarredForMother(born, '2027-03-02')).toBe(false);
    // No birth recorded yet: six months from the expected date.
    expect(overtimeBarredForMother(pregnant, '2027-03-15')).toBe(true);
    expect(overtimeBarredForMother(pregnant, '2027-03-16')).toBe(false);
    expect(overtimeBarredForMother(null, '2026-06-01')).toBe(false);
  });
});

describe('nursing time (Art 56)', () => {
  const mother = (nursingChoice: TMotherRecord['nursingChoice']) => rec({ childBirthDate: '2026-03-10', nursingChoice });
  it('Art 56: for two years after the birth she has nursing time', () => {
    expect(nursingOn(mother('end'), '2026-03-10')).toBe(false);
    expect(nursingOn(mother('end'), '2026-03-11')).toBe(true);
    expect(nursingOn(mother('end'), '2028-03-10')).toBe(true);
    expect(nursingOn(mother('end'), '2028-03-11')).toBe(false);
  });
  it('Art 56: joined as one hour at the start of the day, arriving an hour later is working time', () => {
    expect(motherDayMinutes(mother('start'), '2027-01-05')).toEqual({ startMinutes: 60, endMinutes: 0 });
  });
  it('Art 56: joined as one hour at the end of the day, leaving an hour earlier is working time', () => {
    expect(motherDayMinutes(mother('end'), '2027-01-05')).toEqual({ startMinutes: 0, endMinutes: 60 });
  });
  it('Art 56: taken as two breaks in the day, the day’s start and end do not move', () => {
    expect(motherDayMinutes(mother('two_breaks'), '2027-01-05')).toEqual({ startMinutes: 0, endMinutes: 0 });
    expect(motherDayMinutes(mother('end'), '2029-01-05')).toEqual({ startMinutes: 0, endMinutes: 0 });
  });
  it('adds calendar months, keeping to the month’s last day', () => {
    expect(addMonthsIso('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonthsIso('2026-09-15', -4)).toBe('2026-05-15');
    expect(addMonthsIso('2026-01-31', -2)).toBe('2025-11-30');
  });
});

describe('the attendance day of a mother (Arts 54 and 56)', () => {
  const at = (local: string) => new Date(`${local}:00+02:00`);
  const day = (over: Partial<TDayInput>): TDayInput => ({
    date: '2027-01-12',
    timeZone: 'Africa/Cairo',
    shift: { startTime: '08:00', endTime: '16:00', graceMinutes: 0, workDays: [0, 1, 2, 3, 4] },
    weekendDays: [5, 6],
    holiday: false,
    leave: null,
    events: [{ type: 'in', at: at('2027-01-12T09:00') }, { type: 'out', at: at('2027-01-12T15:00') }],
    issuePending: false,
    now: at('2027-02-01T12:00'),
    ...over,
  });
  it('Art 56: the nursing hour at the start is not lateness, and is not a permission', () => {
    const r = dailyStatus(day({ mother: motherDayMinutes(rec({ childBirthDate: '2026-03-10', nursingChoice: 'start' }), '2027-01-12') }));
    expect(r).toMatchObject({ lateMinutes: 0, earlyLeaveMinutes: 60, permissionMinutes: 0 });
  });
  it('Art 54: the pregnancy hour ends her day an hour earlier: leaving then is not early leave', () => {
    const r = dailyStatus(day({ mother: motherDayMinutes(rec({ expectedDelivery: '2027-03-01' }), '2027-01-12') }));
    expect(r).toMatchObject({ lateMinutes: 60, earlyLeaveMinutes: 0, permissionMinutes: 0 });
  });
  it('Art 56: leaving later than the nursing hour allows is still early leave for the rest', () => {
    const r = dailyStatus(day({ events: [{ type: 'in', at: at('2027-01-12T08:00') }, { type: 'out', at: at('2027-01-12T14:30') }], mother: { startMinutes: 0, endMinutes: 60 } }));
    expect(r).toMatchObject({ lateMinutes: 0, earlyLeaveMinutes: 30 });
  });
});

describe('what a record gives (Arts 54 and 56)', () => {
  it('Art 54 and Art 56: the spans HR sees on the record', () => {
    expect(motherRecordSpans(rec({ expectedDelivery: '2026-09-15', childBirthDate: '2026-09-01', nursingChoice: 'end' }))).toEqual({
      pregnancyHour: { from: '2026-05-15', to: '2026-08-31' },
      nursing: { from: '2026-09-02', to: '2028-09-01' },
      noOvertimeUntil: '2027-03-01',
    });
    expect(motherRecordSpans(rec({}))).toEqual({ pregnancyHour: null, nursing: null, noOvertimeUntil: null });
  });
});
