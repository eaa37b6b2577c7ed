import { describe, expect, it } from 'vitest';
import { companyName, companyNamed, PRODUCT_NAME } from './company.js';

describe('companyName', () => {
  it('gives the product name while the names are the defaults', () => {
    const org = { nameEn: PRODUCT_NAME.en, nameAr: PRODUCT_NAME.ar };
    expect(companyName(org, 'en')).toBe('HR Leave Tracker');
    expect(companyName(org, 'ar')).toBe('متتبع الإجازات');
    expect(companyNamed(org)).toBe(false);
  });
  it('gives the name in each language', () => {
    const org = { nameEn: 'Nile Textiles', nameAr: 'نسيج النيل' };
    expect(companyName(org, 'en')).toBe('Nile Textiles');
    expect(companyName(org, 'ar')).toBe('نسيج النيل');
    expect(companyNamed(org)).toBe(true);
  });
  it('falls back to the English name in Arabic when only the English one was changed', () => {
    expect(companyName({ nameEn: 'Nile Textiles', nameAr: PRODUCT_NAME.ar }, 'ar')).toBe('Nile Textiles');
    expect(companyName({ nameEn: 'Nile Textiles', nameAr: '  ' }, 'ar')).toBe('Nile Textiles');
  });
  it('never gives an empty name', () => {
    expect(companyName({ nameEn: '', nameAr: '' }, 'en')).toBe('HR Leave Tracker');
    expect(companyName({ nameEn: '', nameAr: '' }, 'ar')).toBe('متتبع الإجازات');
  });
});
