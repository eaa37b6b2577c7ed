import { describe, expect, it } from 'vitest';
import { LEAVE_PRESETS, leaveIneligibility } from './leave-presets.js';

const maternity = LEAVE_PRESETS.find((p) => p.code === 'maternity')!;
const hajj = LEAVE_PRESETS.find((p) => p.code === 'hajj')!;
const annual = { eligibleGender: null, minServiceMonths: null, maxTimesInService: null };
const woman = { gender: 'female', hireDate: '2015-03-01' };
const man = { gender: 'male', hireDate: '2015-03-01' };

describe('leaveIneligibility', () => {
  it('lets everybody take a type without conditions', () => {
    expect(leaveIneligibility(annual, { gender: null, hireDate: null }, '2026-05-01', 99)).toBeNull();
  });
  it('keeps maternity for women', () => {
    expect(leaveIneligibility(maternity, woman, '2026-05-01', 0)).toBeNull();
    expect(leaveIneligibility(maternity, man, '2026-05-01', 0)).toBe('LEAVE_FOR_WOMEN_ONLY');
    expect(leaveIneligibility({ ...annual, eligibleGender: 'male' }, woman, '2026-05-01', 0)).toBe('LEAVE_FOR_MEN_ONLY');
  });
  it('does not fit a gender condition when the gender is not recorded', () => {
    expect(leaveIneligibility(maternity, { gender: null, hireDate: '2015-03-01' }, '2026-05-01', 0)).toBe('LEAVE_FOR_WOMEN_ONLY');
  });
  it('counts whole months of service to the day', () => {
    expect(leaveIneligibility(hajj, { gender: 'male', hireDate: '2021-05-02' }, '2026-05-01', 0)).toBe('LEAVE_SERVICE_TOO_SHORT');
    expect(leaveIneligibility(hajj, { gender: 'male', hireDate: '2021-05-01' }, '2026-05-01', 0)).toBeNull();
    expect(leaveIneligibility(hajj, { gender: 'male', hireDate: null }, '2026-05-01', 0)).toBe('LEAVE_SERVICE_TOO_SHORT');
  });
  it('refuses once the times in a service are used', () => {
    expect(leaveIneligibility(maternity, woman, '2026-05-01', 2)).toBeNull();
    expect(leaveIneligibility(maternity, woman, '2026-05-01', 3)).toBe('LEAVE_TIMES_USED');
  });
});
