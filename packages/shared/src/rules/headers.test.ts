import { describe, expect, it } from 'vitest';
import { headerIndex, headerKey } from './headers.js';

describe('headerKey', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(headerKey('Full name (English)')).toBe(headerKey('full_name-english'));
    expect(headerKey(' Work e-mail ')).toBe('workemail');
    expect(headerKey('empCode')).toBe('empcode');
  });
  it('ignores Arabic spelling variants and short vowels', () => {
    expect(headerKey('الإدارة')).toBe(headerKey('الاداره'));
    expect(headerKey('الرقم الوظيفيّ')).toBe(headerKey('الرقم الوظيفي'));
    expect(headerKey('تاريخ الميلاد:')).toBe(headerKey('تاريخ_الميلاد'));
  });
  it('reads Arabic-Indic digits as ASCII', () => {
    expect(headerKey('الرقم القومي (١٤ رقمًا)')).toBe(headerKey('الرقم القومي 14 رقما'));
  });
});

describe('headerIndex', () => {
  it('finds a value by any of its names', () => {
    const idx = headerIndex({ a: ['Company ID', 'الرقم الوظيفي'], b: ['Mobile'] });
    expect(idx.get(headerKey('company-id'))).toBe('a');
    expect(idx.get(headerKey('الرقم  الوظيفى'))).toBe('a');
    expect(idx.get(headerKey('MOBILE'))).toBe('b');
    expect(idx.get(headerKey('phone'))).toBeUndefined();
  });
});
