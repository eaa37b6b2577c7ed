import { describe, expect, it } from 'vitest';
import { changedJobFields, jobChangesIn, jobRowOn, jobSegments, planJobChange, type TDatedJob } from './job-history.js';

const row = (effectiveFrom: string, over: Partial<TDatedJob> = {}): TDatedJob => ({
  effectiveFrom,
  siteId: 1,
  departmentId: 10,
  sectionId: 100,
  shiftId: 1,
  managerId: 7,
  jobTitle: 'Operator',
  contractType: 'permanent',
  ...over,
});

describe('jobRowOn: the row in force on a date', () => {
  const rows = [row('2020-01-01'), row('2026-11-15', { departmentId: 20 }), row('2027-01-01', { shiftId: 2 })];
  it('is the last row that starts on or before the date', () => {
    expect(jobRowOn(rows, '2026-11-14')?.departmentId).toBe(10);
    expect(jobRowOn(rows, '2026-11-15')?.departmentId).toBe(20);
    expect(jobRowOn(rows, '2026-12-31')?.effectiveFrom).toBe('2026-11-15');
    expect(jobRowOn(rows, '2027-06-01')?.shiftId).toBe(2);
  });
  it('is the first row before it (a day before the hire date), and none without rows', () => {
    expect(jobRowOn(rows, '2019-05-05')?.effectiveFrom).toBe('2020-01-01');
    expect(jobRowOn([], '2026-01-01')).toBeNull();
  });
});

describe('jobSegments: the parts of a month with one row each', () => {
  it('splits a month where a row starts inside it', () => {
    const rows = [row('2020-01-01'), row('2026-11-15', { departmentId: 20 })];
    expect(jobSegments(rows, '2026-11-01', '2026-11-30').map((s) => [s.from, s.to, s.row?.departmentId])).toEqual([
      ['2026-11-01', '2026-11-14', 10],
      ['2026-11-15', '2026-11-30', 20],
    ]);
    expect(jobSegments(rows, '2026-12-01', '2026-12-31')).toHaveLength(1);
    expect(jobChangesIn(rows, '2026-11-01', '2026-11-30')).toBe(true);
    expect(jobChangesIn(rows, '2026-11-15', '2026-11-30')).toBe(false);
  });
  it('has a part per row for several moves, and nothing for an empty range', () => {
    const rows = [row('2020-01-01'), row('2026-11-10', { shiftId: 2 }), row('2026-11-20', { shiftId: 3 })];
    expect(jobSegments(rows, '2026-11-01', '2026-11-30').map((s) => s.row?.shiftId)).toEqual([1, 2, 3]);
    expect(jobSegments(rows, '2026-11-30', '2026-11-01')).toEqual([]);
  });
});

describe('planJobChange: a change from a date', () => {
  it('adds a row at the date with the changed fields, the others as they were then', () => {
    const { rows, written } = planJobChange([row('2020-01-01')], '2026-12-01', { departmentId: 20 });
    expect(rows.map((r) => [r.effectiveFrom, r.departmentId, r.shiftId])).toEqual([
      ['2020-01-01', 10, 1],
      ['2026-12-01', 20, 1],
    ]);
    expect(written).toEqual([rows[1]]);
  });
  it('replaces the row of the same date', () => {
    const { rows } = planJobChange([row('2020-01-01'), row('2026-12-01', { shiftId: 2 })], '2026-12-01', { departmentId: 20 });
    expect(rows.map((r) => [r.effectiveFrom, r.departmentId, r.shiftId])).toEqual([
      ['2020-01-01', 10, 1],
      ['2026-12-01', 20, 2],
    ]);
  });
  it('carries a back-dated change through later rows that kept the old value, not through one that set its own', () => {
    const start = [row('2020-01-01'), row('2026-11-01', { shiftId: 2 }), row('2026-12-01', { departmentId: 30 })];
    const { rows, written } = planJobChange(start, '2026-10-01', { departmentId: 20 });
    expect(rows.map((r) => [r.effectiveFrom, r.departmentId, r.shiftId])).toEqual([
      ['2020-01-01', 10, 1],
      ['2026-10-01', 20, 1],
      ['2026-11-01', 20, 2],
      ['2026-12-01', 30, 1],
    ]);
    expect(written.map((r) => r.effectiveFrom)).toEqual(['2026-10-01', '2026-11-01']);
  });
  it("holds a change back-dated from HR's form up to today, over rows that began in between; a planned row keeps its own", () => {
    const start = [row('2020-01-01'), row('2026-12-07', { shiftId: 2 }), row('2027-01-01', { shiftId: 3 })];
    const { rows } = planJobChange(start, '2026-11-15', { shiftId: 4 }, '2026-12-07');
    expect(rows.map((r) => [r.effectiveFrom, r.shiftId])).toEqual([
      ['2020-01-01', 1],
      ['2026-11-15', 4],
      ['2026-12-07', 4],
      ['2027-01-01', 3],
    ]);
  });
  it('names the fields that changed', () => {
    expect(changedJobFields(row('2020-01-01'), row('2020-01-01', { managerId: 8, jobTitle: null }))).toEqual(['managerId', 'jobTitle']);
  });
});
