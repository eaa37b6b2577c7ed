import { headerKey } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { describe, expect, it } from 'vitest';
import { COLUMN_NAMES, columnOf, IMPORT_COLUMNS, isExampleCode, parseDate, readContract, readGender, readLanguage, readRole } from './employee-import-cells.js';

describe('employee import headers', () => {
  it('reads the template headers and the form labels in both languages, and the internal names', () => {
    for (const c of IMPORT_COLUMNS) {
      expect(columnOf(c), c).toBe(c);
      expect(columnOf(en.employeeImport.headers[c]), c).toBe(c);
      expect(columnOf(ar.employeeImport.headers[c]), c).toBe(c);
    }
    expect(columnOf('Company ID')).toBe('empCode');
    expect(columnOf('Full name in English')).toBe('fullNameEn');
    expect(columnOf('Full name (English)')).toBe('fullNameEn');
    expect(columnOf('WORK E-MAIL')).toBe('email');
    expect(columnOf('الرقم الوظيفى')).toBe('empCode');
    expect(columnOf('الاسم بالكامل (بالعربي)')).toBe('fullNameAr');
    expect(columnOf('الادارة')).toBe('department');
    expect(columnOf('favourite colour')).toBeUndefined();
  });
  it('gives no name to two columns', () => {
    const owner = new Map<string, string>();
    for (const [c, names] of Object.entries(COLUMN_NAMES))
      for (const n of names) {
        const k = headerKey(n);
        expect(owner.get(k) ?? c, `${n} is ${owner.get(k)} and ${c}`).toBe(c);
        owner.set(k, c);
      }
  });
});

describe('employee import cells', () => {
  it('reads dates as dd/mm/yyyy, d/m/yyyy, ISO and Excel serials', () => {
    expect(parseDate('05/03/2024')).toBe('2024-03-05');
    expect(parseDate('5/3/2024')).toBe('2024-03-05');
    expect(parseDate('2024-03-05')).toBe('2024-03-05');
    expect(parseDate('45356')).toBe('2024-03-05');
    expect(parseDate('')).toBeNull();
  });
  it('refuses impossible dates', () => {
    for (const d of ['31/02/2025', '2025-02-29', '00/01/2025', '13/13/2024', '2024/03/05x', 'tomorrow', '0']) expect(parseDate(d), d).toBeUndefined();
  });
  it('reads words in both languages', () => {
    expect(readGender('أنثى')).toBe('female');
    expect(readGender('Male')).toBe('male');
    expect(readContract('محدد المدة')).toBe('fixed_term');
    expect(readContract('Part-time')).toBe('part_time');
    expect(readLanguage('العربية')).toBe('ar');
    expect(readRole('الموارد البشرية بالموقع')).toBe('site_hr');
    expect(readRole('Site HR')).toBe('site_hr');
    expect(readRole('wizard')).toBeUndefined();
  });
  it('knows the template example row', () => {
    expect(isExampleCode('Example 1042')).toBe(true);
    expect(isExampleCode('مثال ١٠٤٢')).toBe(true);
    expect(isExampleCode('1042')).toBe(false);
  });
});
