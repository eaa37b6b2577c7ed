import { describe, expect, it } from 'vitest';
import { shiftLooks } from './shift-look';

const shift = (id: number, nameEn: string, nameAr: string, startTime: string) => ({ id, nameEn, nameAr, startTime, endTime: '00:00' });

describe('shift labels on the roster', () => {
  it('are the initials of what tells the shifts apart, in either language', () => {
    const shifts = [shift(2, 'Night shift', 'الوردية الليلية', '22:00'), shift(1, 'Day shift', 'الوردية الصباحية', '08:00'), shift(3, 'Evening shift', 'الوردية المسائية', '16:00')];
    const short = (ar: boolean) => [...shiftLooks(shifts, ar).values()].map((l) => l.short);
    expect(short(false)).toEqual(['D', 'E', 'N']);
    expect(short(true)).toEqual(['ص', 'م', 'ل']);
    // Alone on a page too: the word for a shift is left out.
    expect([...shiftLooks([shift(1, 'Day shift', 'الوردية الصباحية', '08:00')], true).values()].map((l) => l.short)).toEqual(['ص']);
    expect([...shiftLooks([shift(1, 'Shift', 'وردية', '08:00')], false).values()].map((l) => l.short)).toEqual(['S']);
  });
  it('add the start hour when two shifts share them, and give each shift its own colour', () => {
    const looks = shiftLooks([shift(1, 'Day', 'صباحي', '07:00'), shift(2, 'Day long', 'صباحي طويل', '08:00')], false);
    expect([...looks.values()].map((l) => l.short)).toEqual(['D', 'DL']);
    const same = shiftLooks([shift(1, 'Day', 'صباحي', '07:00'), shift(2, 'Dawn', 'فجر', '05:00')], false);
    expect([...same.values()].map((l) => l.short)).toEqual(['D05', 'D07']);
    expect(new Set([...same.values()].map((l) => l.bg)).size).toBe(2);
  });
});
