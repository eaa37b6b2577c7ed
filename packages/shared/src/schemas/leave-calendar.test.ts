import { describe, expect, it } from 'vitest';
import { expandCalendar, ZCalendarSchema } from './leave-calendar.js';

describe('the compact month calendar', () => {
  const month = ZCalendarSchema.parse({
    month: '2026-11',
    people: [
      [5, 1005, 'Omar Khaled', 'عمر خالد'],
      [6, 1006, 'Nour Adel', 'نور عادل'],
    ],
    leaveTypes: [[1, 'Annual', 'اعتيادية']],
    absences: [
      [10, 5, 1, '2026-11-02', '2026-11-03', 'approved'],
      [11, 6, 1, '2026-11-04', '2026-11-04', 'requested', '10:00-12:30'],
      [12, 5, 1, '2026-11-20', '2026-11-22', 'requested'],
    ],
    holidays: [{ date: '2026-11-09', nameEn: 'A holiday', nameAr: 'عطلة' }],
    weekendDays: [5, 6],
  });

  it('gives each absence its person and type back as objects, one object per person', () => {
    const c = expandCalendar(month);
    expect(c.absences[0]).toEqual({
      requestId: 10,
      employee: { id: 5, EmpCode: 1005, FullName: 'Omar Khaled', fullNameAr: 'عمر خالد' },
      leaveType: { id: 1, nameEn: 'Annual', nameAr: 'اعتيادية' },
      startDate: '2026-11-02',
      endDate: '2026-11-03',
      state: 'approved',
      hours: null,
    });
    // Leave by the hour keeps its span: out for part of the day only.
    expect(c.absences[1].hours).toEqual({ from: '10:00', to: '12:30' });
    expect(c.absences[2].employee).toBe(c.absences[0].employee);
    expect(c.absences[1].employee.FullName).toBe('Nour Adel');
    expect(c).toMatchObject({ month: '2026-11', weekendDays: [5, 6], holidays: month.holidays });
  });

  it('refuses a row of the wrong shape', () => {
    expect(ZCalendarSchema.safeParse({ ...month, absences: [[10, 5, 1, '2026-11-02', '2026-11-03', 'lost']] }).success).toBe(false);
  });
});
