import { describe, expect, it } from 'vitest';
import { ZEmployeeInputSchema } from '../schemas/people.js';
import { nationalIdMismatch, parseNationalId } from './national-id.js';

/** Egyptian national IDs: what can be checked without the registry. */
describe('parseNationalId', () => {
  it('reads the century, the birth date, the governorate and the gender', () => {
    expect(parseNationalId('29605190101235')).toEqual({ birthDate: '1996-05-19', governorate: '01', gender: 'male' });
    expect(parseNationalId('29912022100427')).toEqual({ birthDate: '1999-12-02', governorate: '21', gender: 'female' });
    expect(parseNationalId('30102038800011')).toMatchObject({ birthDate: '2001-02-03', governorate: '88' });
    // In Arabic-Indic digits too.
    expect(parseNationalId('٢٩٦٠٥١٩٠١٠١٢٣٥')).toMatchObject({ birthDate: '1996-05-19' });
  });
  it('refuses a wrong length, century, date, future birth or governorate', () => {
    for (const bad of ['2960519010123', '296051901012355', '19605190101235', '49605190101235', '29602300101235', '29613010101235', '39912310101235', '29605190501235', '2960519010123x', ''])
      expect(parseNationalId(bad, '2026-11-26'), bad).toBeNull();
  });
  it('says when the ID disagrees with the birth date or gender on the record', () => {
    expect(nationalIdMismatch('29605190101235', { birthDate: '1996-05-19', gender: 'male' })).toBeNull();
    expect(nationalIdMismatch('29605190101235', { birthDate: '1996-05-20' })).toBe('birthDate');
    expect(nationalIdMismatch('29605190101235', { gender: 'female' })).toBe('gender');
    expect(nationalIdMismatch('29605190101235', {})).toBeNull();
  });
  it('the employee schema keeps Latin digits, and refuses a mismatch under the field', () => {
    const base = { empCode: 5, domainAccount: null, fullNameEn: 'A B', fullNameAr: 'أ ب', email: 'a@b.co', mobile: null, siteId: null, departmentId: null, sectionId: null, shiftId: null, managerId: null, roles: ['employee'], hireDate: null, birthDate: '1996-05-19' };
    const ok = ZEmployeeInputSchema.parse({ ...base, nationalId: '٢٩٦٠٥١٩٠١٠١٢٣٥', gender: 'male', contractType: 'fixed_term', socialInsuranceNo: '١٢٣٤٥' });
    expect(ok).toMatchObject({ nationalId: '29605190101235', socialInsuranceNo: '12345', contractType: 'fixed_term' });
    const bad = ZEmployeeInputSchema.safeParse({ ...base, birthDate: '1996-05-20', nationalId: '29605190101235' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['nationalId'], message: 'validation.nationalIdBirthDate' });
    const order = ZEmployeeInputSchema.safeParse({ ...base, contractStart: '2026-01-01', contractEnd: '2025-12-31' });
    expect(order.error?.issues[0]).toMatchObject({ path: ['contractEnd'] });
  });
});
