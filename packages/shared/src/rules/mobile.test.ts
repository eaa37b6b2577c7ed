import { describe, expect, it } from 'vitest';
import { MOBILE_RE, normalizeMobile, parseMobile } from './mobile.js';

describe('Egyptian mobiles', () => {
  it('keeps the local form', () => {
    for (const m of ['01012345678', '01112345678', '01212345678', '01512345678']) expect(parseMobile(m)).toBe(m);
  });
  it('turns +20, 0020 and 20 into the local 0', () => {
    expect(parseMobile('+201012345678')).toBe('01012345678');
    expect(parseMobile('00201112345678')).toBe('01112345678');
    expect(parseMobile('201512345678')).toBe('01512345678');
    expect(parseMobile('+20 01012345678')).toBe('01012345678');
  });
  it('restores the zero Excel dropped', () => {
    expect(parseMobile('1010074259')).toBe('01010074259');
    expect(parseMobile('1212345678')).toBe('01212345678');
  });
  it('reads Arabic-Indic digits, spaces, dashes and brackets', () => {
    expect(parseMobile('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(parseMobile('۰۱۱ ۱۲۳۴ ۵۶۷۸')).toBe('01112345678');
    expect(parseMobile('010-1234-5678')).toBe('01012345678');
    expect(parseMobile('(+20) 10 1234 5678')).toBe('01012345678');
  });
  it('refuses what is not an Egyptian mobile', () => {
    for (const m of ['', '0101234567', '010123456789', '01312345678', '1312345678', '0223456789', 'abc', '+20123', '20101234567']) expect(parseMobile(m), m).toBeNull();
  });
  it('keeps numbers of other countries in E.164', () => {
    expect(parseMobile('+966 50 123 4567')).toBe('+966501234567');
    expect(MOBILE_RE.test('+201012345678')).toBe(false);
  });
  it('normalizeMobile leaves what it cannot read for the message to show', () => {
    expect(normalizeMobile(' 12-34 ')).toBe('1234');
  });
});
