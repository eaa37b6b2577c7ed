import { describe, expect, it } from 'vitest';
import { ZIdParamSchema, zInstant, zIsoDate, zMonth, zRequiredString } from '../schemas/common.js';
import { ZLeaveRequestInputSchema } from '../schemas/leave.js';
import { ZCalendarQuerySchema } from '../schemas/leave-calendar.js';
import { daysInRange, findUnsafeText, isSafeText, isSupportedDate, isSupportedMonth, rangeTooLong } from './bounds.js';

describe('the supported calendar window', () => {
  it('takes real days from 1900 to 2199 only', () => {
    expect(isSupportedDate('1900-01-01')).toBe(true);
    expect(isSupportedDate('2199-12-31')).toBe(true);
    expect(isSupportedDate('2028-02-29')).toBe(true);
    for (const d of ['0001-01-01', '0002-01-01', '0099-12-31', '1899-12-31', '2200-01-01', '9999-12-31', '2027-02-29', '2026-13-01', '2026-1-1', ''])
      expect(isSupportedDate(d), d).toBe(false);
  });
  it('takes months in the window only', () => {
    expect(isSupportedMonth('2026-11')).toBe(true);
    for (const m of ['0002-01', '0001-01', '9999-12', '1899-12', '2200-01', '2026-00', '2026-13']) expect(isSupportedMonth(m), m).toBe(false);
    expect(zMonth().safeParse('0002-01').success).toBe(false);
    expect(ZCalendarQuerySchema.safeParse({ month: '9999-12' }).success).toBe(false);
  });
  it('takes instants in the window only', () => {
    expect(zInstant().safeParse('2026-11-25T08:00:00+02:00').success).toBe(true);
    expect(zInstant().safeParse('0001-01-01T00:00:00Z').success).toBe(false);
    expect(zInstant().safeParse('9999-12-31T23:59:59Z').success).toBe(false);
  });
  it('refuses leave requests dated 0001 or 9999', () => {
    const base = { leaveTypeId: 1, halfDay: 'none' };
    expect(ZLeaveRequestInputSchema.safeParse({ ...base, startDate: '0001-01-01', endDate: '0001-01-01' }).success).toBe(false);
    expect(ZLeaveRequestInputSchema.safeParse({ ...base, startDate: '9999-12-31', endDate: '9999-12-31' }).success).toBe(false);
    expect(zIsoDate().safeParse('2026-12-01').success).toBe(true);
  });
});

describe('ranges', () => {
  it('count both ends and know each kind of page', () => {
    expect(daysInRange('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
    expect(rangeTooLong('2026-01-01', '2026-04-02', 'computed')).toBe(false);
    expect(rangeTooLong('2026-01-01', '2026-04-03', 'computed')).toBe(true);
    expect(rangeTooLong('1900-01-01', '2199-12-31', 'list')).toBe(true);
  });
});

describe('ids and text', () => {
  it('ids stay in the database integer range', () => {
    expect(ZIdParamSchema.safeParse({ id: '2147483647' }).success).toBe(true);
    for (const id of ['2147483648', '9007199254740991', '0', '-1', '1.5', '1e400', 'abc']) expect(ZIdParamSchema.safeParse({ id }).success, id).toBe(false);
  });
  it('text has no NUL byte and no lone surrogate', () => {
    expect(isSafeText('Ahmed أحمد 😀')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('x\udc00')).toBe(false);
    expect(isSafeText('\ud83d\ude00')).toBe(true);
    expect(zRequiredString().safeParse('a\u0000b').success).toBe(false);
  });
  it('finds the first unsafe string or key in a body', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findUnsafeText({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(findUnsafeText({ a: 1, b: [true, null, 'fine'] })).toBeNull();
  });
});
