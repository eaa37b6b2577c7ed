import { describe, expect, it } from 'vitest';
import { hasEasternDigits, normalizeDigits, toArabicDigits } from './digits.js';

describe('normalizeDigits', () => {
  it('reads Arabic-Indic and Persian digits as the same number', () => {
    expect(normalizeDigits('١٠٠٧')).toBe('1007');
    expect(normalizeDigits('۲۰۰۱')).toBe('2001');
    expect(normalizeDigits('٠١٠٠١٢٣٤٥٦٧')).toBe('01001234567');
    expect(normalizeDigits('٢٢/١١/٢٠٢٦')).toBe('22/11/2026');
    expect(normalizeDigits('١٫٥')).toBe('1.5');
  });
  it('keeps everything else', () => {
    expect(normalizeDigits('Omar 12 عمر')).toBe('Omar 12 عمر');
    expect(hasEasternDigits('12')).toBe(false);
    expect(hasEasternDigits('1٢')).toBe(true);
  });
});

describe('toArabicDigits (the screen of a person who chose Arabic-Indic digits)', () => {
  it('writes numbers, dates, times and amounts in Arabic-Indic digits, one character for one', () => {
    expect(toArabicDigits('22/11/2026 09:05 م')).toBe('٢٢/١١/٢٠٢٦ ٠٩:٠٥ م');
    expect(toArabicDigits('رصيدك 1.5 يوم من 1,250')).toBe('رصيدك ١٫٥ يوم من ١٬٢٥٠');
    expect(toArabicDigits('قبل 3 دقائق')).toBe('قبل ٣ دقائق');
    expect(toArabicDigits('12.5%')).toBe('١٢٫٥٪');
    expect(toArabicDigits('١٠٠%')).toBe('١٠٠٪');
    expect(toArabicDigits('22/11/2026 09:05 م')).toHaveLength('22/11/2026 09:05 م'.length);
    expect(toArabicDigits('(1007)')).toBe('(١٠٠٧)');
  });
  it('keeps words that are not numbers: e-mails, URLs, names of formats', () => {
    expect(toArabicDigits('ahmed2@example.com')).toBe('ahmed2@example.com');
    expect(toArabicDigits('ملف CSV بترميز UTF-8.')).toBe('ملف CSV بترميز UTF-8.');
    expect(toArabicDigits('smtps://smtp.example.com:465')).toBe('smtps://smtp.example.com:465');
    expect(toArabicDigits('بلا أرقام')).toBe('بلا أرقام');
    expect(normalizeDigits(toArabicDigits('01012345678'))).toBe('01012345678');
  });
});
