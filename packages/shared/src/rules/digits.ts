/**
 * Arabic-Indic (٠–٩, U+0660–0669) and Extended Arabic-Indic or Persian (۰–۹, U+06F0–06F9) digits,
 * as ASCII digits: what an Arabic keyboard types into a number, an ID, a phone or a date means the
 * same value (issue 17). The Arabic decimal separator (٫) becomes a point. Anything else stays.
 */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0x066b) return '.';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Whether a string holds digits `normalizeDigits` would change. */
export const hasEasternDigits = (value: string): boolean => /[\u0660-\u0669\u06F0-\u06F9]/.test(value);
