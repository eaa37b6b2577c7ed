import { normalizeDigits } from './digits.js';

/**
 * Activation codes: a one-time code on a printed slip lets a person without a work e-mail
 * activate their account with their company ID. Ten characters from an alphabet without the look-alikes
 * 0/O, 1/I/L: 31 symbols, 31^10 ≈ 8·10^14 codes, so with five guesses per company ID per 15 minutes
 * guessing one is hopeless. Shown grouped as XXXX-XXXX-XX; typed in any case, with or without dashes
 * or spaces, and in Arabic-Indic digits.
 */
export const ACTIVATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ACTIVATION_CODE_LENGTH = 10;
/** A slip's code is valid for 14 days from printing. */
export const ACTIVATION_CODE_TTL_DAYS = 14;
/** The public page the slip's QR code opens; company ID and code travel in the fragment (#c=…&k=…), never the query. */
export const ACTIVATION_CODE_PATH = '/session/activate-code';

const VALID = new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{${ACTIVATION_CODE_LENGTH}}$`);

/** The code as stored and compared: upper case, no separators, ASCII digits; null when it cannot be a code. */
export function normalizeActivationCode(raw: string): string | null {
  const code = normalizeDigits(raw)
    .replace(/[\s\u00a0\u200e\u200f\u2010-\u2015_.-]/g, '')
    .toUpperCase();
  return VALID.test(code) ? code : null;
}

/** XXXX-XXXX-XX, as the slip prints it. */
export function formatActivationCode(code: string): string {
  return [code.slice(0, 4), code.slice(4, 8), code.slice(8)].filter(Boolean).join('-');
}

/** When a code made at `now` stops working. */
export function activationCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + ACTIVATION_CODE_TTL_DAYS * 86_400_000);
}

/** Whether a code that expires at `expiresAt` still works at `now` (the end itself is past). */
export function isActivationCodeLive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** A new code from random bytes (the caller passes crypto's): rejection sampling keeps every symbol equally likely. */
export function activationCodeFrom(randomBytes: (n: number) => Uint8Array): string {
  const n = ACTIVATION_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let code = '';
  while (code.length < ACTIVATION_CODE_LENGTH) {
    for (const b of randomBytes(ACTIVATION_CODE_LENGTH * 2)) {
      if (b < limit && code.length < ACTIVATION_CODE_LENGTH) code += ACTIVATION_CODE_ALPHABET[b % n];
    }
  }
  return code;
}

/** The address the slip's QR code holds: the page, with company ID and code in the fragment (browsers never send it). */
export function activationCodeLink(publicUrl: string, empCode: number, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${ACTIVATION_CODE_PATH}#c=${empCode}&k=${formatActivationCode(code)}`;
}
