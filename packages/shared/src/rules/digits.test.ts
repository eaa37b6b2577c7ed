import { describe, expect, it } from 'vitest';
import { hasEasternDigits, normalizeDigits } from './digits.js';

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
