import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_CODE_TTL_DAYS,
  activationCodeExpiry,
  activationCodeFrom,
  activationCodeLink,
  formatActivationCode,
  isActivationCodeLive,
  normalizeActivationCode,
} from './activation-code.js';
import { ZActivationCodeActivateSchema, ZActivationCodeCheckSchema } from '../schemas/auth.js';

describe('activation codes', () => {
  it('use an alphabet without look-alikes', () => {
    for (const c of '01OIL') expect(ACTIVATION_CODE_ALPHABET).not.toContain(c);
    expect(new Set(ACTIVATION_CODE_ALPHABET).size).toBe(ACTIVATION_CODE_ALPHABET.length);
    expect(ACTIVATION_CODE_ALPHABET).toHaveLength(31);
  });

  it('are made of ten symbols of the alphabet, every symbol reachable', async () => {
    const { randomBytes } = await import('node:crypto');
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const code = activationCodeFrom((n) => randomBytes(n));
      expect(code).toMatch(new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{${ACTIVATION_CODE_LENGTH}}$`));
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(ACTIVATION_CODE_ALPHABET.length);
    // Bytes past the last whole multiple of 31 are thrown away, so no symbol is favoured.
    const biased = activationCodeFrom(() => Uint8Array.from([255, 254, 248, ...Array.from({ length: 17 }, () => 0)]));
    expect(biased).toBe('2'.repeat(10));
  });

  it('are shown grouped and read in any case, with or without dashes, in either digit set', () => {
    expect(formatActivationCode('ABCD2345XY')).toBe('ABCD-2345-XY');
    for (const typed of ['ABCD-2345-XY', 'abcd2345xy', ' abcd 2345 xy ', 'ABCD–2345–XY', 'abcd-٢٣٤٥-xy', 'ABCD.2345.XY'])
      expect(normalizeActivationCode(typed), typed).toBe('ABCD2345XY');
    for (const bad of ['', 'ABCD-2345-X', 'ABCD-2345-XYZ', 'ABCD-2345-X0', 'OBCD-2345-XY', 'ABCD-2345-XI', 'ABCD-2345-XL', 'ABCD-2345-X1', 'ابجد'])
      expect(normalizeActivationCode(bad), bad).toBeNull();
  });

  it('expire 14 days after they are made, the end itself excluded', () => {
    const now = new Date('2026-11-01T10:00:00Z');
    const end = activationCodeExpiry(now);
    expect(ACTIVATION_CODE_TTL_DAYS).toBe(14);
    expect(end.toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(isActivationCodeLive(end, new Date(end.getTime() - 1))).toBe(true);
    expect(isActivationCodeLive(end, end)).toBe(false);
  });

  it('travel in the link’s fragment, never its query', () => {
    const link = activationCodeLink('https://hr.example.com/', 1042, 'ABCD2345XY');
    expect(link).toBe('https://hr.example.com/session/activate-code#c=1042&k=ABCD-2345-XY');
    expect(new URL(link).search).toBe('');
  });

  it('the API schemas take the company ID and the code as people type them', () => {
    expect(ZActivationCodeCheckSchema.parse({ empCode: '١٠٤٢', code: 'abcd 2345 xy' })).toEqual({ empCode: 1042, code: 'ABCD2345XY' });
    expect(ZActivationCodeCheckSchema.safeParse({ empCode: '1042', code: 'ABCD-2345-X0' }).success).toBe(false);
    expect(ZActivationCodeCheckSchema.safeParse({ empCode: '0', code: 'ABCD-2345-XY' }).success).toBe(false);
    expect(ZActivationCodeActivateSchema.safeParse({ empCode: 1042, code: 'ABCD-2345-XY', password: 'short' }).success).toBe(false);
  });
});
