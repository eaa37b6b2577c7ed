/**
 * Arabic-Indic (٠–٩, U+0660–0669) and Extended Arabic-Indic or Persian (۰–۹, U+06F0–06F9) digits,
 * as ASCII digits: what an Arabic keyboard types into a number, an ID, a phone or a date means the
 * same value. The Arabic decimal separator (٫) becomes a point. Anything else stays.
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

const LATIN_WORD = /[A-Za-z@]/;

/**
 * A text as the screen shows it to a person who chose Arabic-Indic digits: every ASCII
 * digit becomes ٠–٩, a point or comma between two digits the Arabic decimal (٫) or thousands (٬)
 * separator, a percent sign after a digit the Arabic one (٪); one character for one, so slicing a
 * formatted date still works. A word that holds a Latin letter or an @ (an e-mail, a URL, "UTF-8",
 * a version) keeps its digits: it is not a number. Screens only: files and e-mails keep ASCII digits.
 */
const TO_CONVERT = /\d|[\u0660-\u0669]%/;

export function toArabicDigits(text: string): string {
  if (!TO_CONVERT.test(text)) return text;
  return text.replace(/\S+/g, (word) => {
    if (!TO_CONVERT.test(word) || LATIN_WORD.test(word)) return word;
    return word
      .replace(/(?<=\d)[.,](?=\d)/g, (c) => (c === '.' ? '\u066B' : '\u066C'))
      .replace(/(?<=[\d\u0660-\u0669])%/g, '\u066A')
      .replace(/\d/g, (d) => String.fromCharCode(0x0660 + d.charCodeAt(0) - 48));
  });
}
