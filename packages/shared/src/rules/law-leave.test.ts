import { describe, expect, it } from 'vitest';
import { annualEntitlement, annualExtraReasons, EGYPT_ANNUAL, leaveProtection } from './leave.js';
import { CASUAL_DAYS, HAJJ_OLD_NAMES, LEAVE_PRESETS, isNewTime, leaveIneligibility, timesInService } from './leave-presets.js';
import { lawReadings, lawRule } from './labour-law.js';

/** Egypt Labour Law 14/2025: leave types and the annual entitlement (Arts 54, 57, 124, 125, 128, 130). */
const person = { hireDate: '2020-01-01', birthDate: '1990-05-05', disability: false };
const asOf = '2026-06-01';
const preset = (code: string) => LEAVE_PRESETS.find((p) => p.code === code)!;

describe('Art 124: the annual entitlement', () => {
  it('Art 124 ¶1: 21 days from the second year, 30 after ten full years of service here', () => {
    expect(annualEntitlement(person, 2026, asOf)).toBe(21);
    expect(annualEntitlement({ ...person, hireDate: '2016-01-01' }, 2026, asOf)).toBe(30);
  });

  it('Art 124 ¶1: service before joining counts toward the ten years ("with one employer or more", the default reading)', () => {
    // 83 months here by the end of 2026 (the tier is reached within the year) + 37 before = 120 months.
    const p = { ...person, priorServiceMonths: 37 };
    expect(annualEntitlement(p, 2026, asOf)).toBe(30);
    expect(annualEntitlement(p, 2026, asOf, EGYPT_ANNUAL, lawReadings({}))).toBe(30);
    // One month short: still 21.
    expect(annualEntitlement({ ...person, priorServiceMonths: 36 }, 2026, asOf)).toBe(21);
  });

  it('Art 124 ¶1: with the reading "this employer only", service before joining does not count', () => {
    const p = { ...person, priorServiceMonths: 120 };
    expect(annualEntitlement(p, 2026, asOf, EGYPT_ANNUAL, lawReadings({ priorService: 'this_employer' }))).toBe(21);
  });

  it('Art 124 ¶2: service before joining does not lift the six months with this employer', () => {
    expect(annualEntitlement({ ...person, hireDate: '2026-03-01', priorServiceMonths: 200 }, 2026, '2026-06-01')).toBe(0);
    // Once six months are served here, the ten years (with the earlier service) give 30.
    expect(annualEntitlement({ ...person, hireDate: '2026-03-01', priorServiceMonths: 200 }, 2026, '2026-09-01')).toBe(30);
  });

  it('Art 124 ¶1: people of short stature get 45 days, like people with a disability', () => {
    expect(annualEntitlement({ ...person, shortStature: true }, 2026, asOf)).toBe(45);
    expect(annualEntitlement({ ...person, disability: true }, 2026, asOf)).toBe(45);
  });

  it('Art 124 ¶3: seven more days for hazardous work or a remote area, once when both apply', () => {
    expect(annualEntitlement({ ...person, hazardousWork: true }, 2026, asOf)).toBe(28);
    expect(annualEntitlement({ ...person, remoteArea: true }, 2026, asOf)).toBe(28);
    expect(annualEntitlement({ ...person, remoteArea: true, hazardousWork: true }, 2026, asOf)).toBe(28);
    expect(annualEntitlement({ ...person, hireDate: '2016-01-01', hazardousWork: true }, 2026, asOf)).toBe(37);
    expect(annualEntitlement({ ...person, shortStature: true, remoteArea: true }, 2026, asOf)).toBe(52);
    expect(annualExtraReasons({ hazardousWork: true, remoteArea: true })).toEqual(['hazardous', 'remote']);
  });

  it('Art 124 ¶3: in the year of hire the seven days are pro rata like the fifteen', () => {
    // Hired 1 January: 12 months of the year, 15 + 7 = 22.
    expect(annualEntitlement({ ...person, hireDate: '2026-01-01', hazardousWork: true }, 2026, '2026-08-01')).toBe(22);
    // Hired 1 July: under six months by 31 December, nothing yet (Art 124 ¶2).
    expect(annualEntitlement({ ...person, hireDate: '2026-07-01', hazardousWork: true }, 2026, '2026-12-31')).toBe(0);
  });

  it('Art 124: a person with none of the new attributes keeps the entitlement they had', () => {
    expect(annualEntitlement({ ...person, priorServiceMonths: 0, shortStature: false, hazardousWork: false, remoteArea: false }, 2026, asOf)).toBe(annualEntitlement(person, 2026, asOf));
  });
});

describe('Art 125: leave that may not be split or postponed', () => {
  it('Art 125: protects workers under 18, people with a disability and people of short stature', () => {
    expect(leaveProtection({ birthDate: '2009-01-01', disability: false }, '2026-06-01')).toBe('minor');
    expect(leaveProtection({ birthDate: '2008-06-01', disability: false }, '2026-06-01')).toBeNull();
    expect(leaveProtection({ birthDate: '1990-01-01', disability: true }, '2026-06-01')).toBe('disability');
    expect(leaveProtection({ birthDate: null, disability: false, shortStature: true }, '2026-06-01')).toBe('shortStature');
  });
});

describe('Art 128: casual leave and paternity', () => {
  it('Art 128 ¶1: casual leave is 7 days a year (the old law had 6)', () => {
    expect(CASUAL_DAYS).toBe(7);
    expect(lawRule('casualDays').article).toBe(128);
  });

  it('Art 128 ¶2: paternity is one day, for men, on no balance, at most three times', () => {
    const p = preset('paternity');
    expect(p).toMatchObject({ maxConsecutiveDays: 1, eligibleGender: 'male', balanceTypeId: null, entitlementRule: 'none', maxTimesInService: 3 });
    expect(leaveIneligibility(p, { gender: 'female', hireDate: '2020-01-01' }, asOf, 0)).toBe('LEAVE_FOR_MEN_ONLY');
    expect(leaveIneligibility(p, { gender: 'male', hireDate: '2020-01-01' }, asOf, 2)).toBeNull();
    expect(leaveIneligibility(p, { gender: 'male', hireDate: '2020-01-01' }, asOf, 3)).toBe('LEAVE_TIMES_USED');
  });

  it('Art 128 ¶2: a second child born the same year is a second time', () => {
    expect(timesInService([{ eventDate: '2026-02-01' }, { eventDate: '2026-11-20' }])).toBe(2);
  });
});

describe('Arts 54, 128, 130: times in service count events, not requests', () => {
  it('Art 54: one birth filed in two parts is one time', () => {
    expect(timesInService([{ eventDate: '2026-03-10' }, { eventDate: '2026-03-10' }])).toBe(1);
    expect(isNewTime([{ eventDate: '2026-03-10' }], '2026-03-10')).toBe(false);
    expect(isNewTime([{ eventDate: '2026-03-10' }], '2027-04-01')).toBe(true);
  });

  it('Art 54: requests filed before the event was asked count as one time each', () => {
    expect(timesInService([{ eventDate: null }, { eventDate: null }, { eventDate: '2026-03-10' }])).toBe(3);
  });
});

describe('Art 130: Hajj or visit to Jerusalem', () => {
  it('Art 130: the preset names the visit to Jerusalem, a month once after five years', () => {
    const p = preset('hajj');
    expect(p).toMatchObject({ nameEn: 'Hajj or visit to Jerusalem', nameAr: 'الحج أو زيارة بيت المقدس', maxConsecutiveDays: 30, minServiceMonths: 60, maxTimesInService: 1 });
    expect(p.nameEn).not.toBe(HAJJ_OLD_NAMES.nameEn);
  });
});

describe('Art 57: childcare', () => {
  const p = preset('childcare');
  const mother = { gender: 'female', hireDate: '2020-01-01' };
  it('Art 57: unpaid up to two years, for women, after a year, at most three times', () => {
    expect(p).toMatchObject({ maxConsecutiveDays: 730, eligibleGender: 'female', minServiceMonths: 12, maxTimesInService: 3, balanceTypeId: null });
    expect(leaveIneligibility(p, { gender: 'female', hireDate: '2026-01-01' }, '2026-06-01', { timesTaken: 0, workforce: 60 })).toBe('LEAVE_SERVICE_TOO_SHORT');
    expect(leaveIneligibility(p, mother, asOf, { timesTaken: 3, workforce: 60 })).toBe('LEAVE_TIMES_USED');
  });

  it('Art 57: only where 50 or more people work', () => {
    expect(leaveIneligibility(p, mother, asOf, { timesTaken: 0, workforce: 49 })).toBe('LEAVE_WORKFORCE_TOO_SMALL');
    expect(leaveIneligibility(p, mother, asOf, { timesTaken: 0, workforce: 50 })).toBeNull();
  });

  it('Art 57: two years at least between the first and the second leave, not between the second and the third', () => {
    expect(leaveIneligibility(p, mother, '2026-06-01', { timesTaken: 1, firstStart: '2024-06-02', workforce: 50 })).toBe('LEAVE_TOO_SOON_AFTER_FIRST');
    expect(leaveIneligibility(p, mother, '2026-06-01', { timesTaken: 1, firstStart: '2024-06-01', workforce: 50 })).toBeNull();
    expect(leaveIneligibility(p, mother, '2026-06-01', { timesTaken: 2, firstStart: '2025-06-01', workforce: 50 })).toBeNull();
  });
});
