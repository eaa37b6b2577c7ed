const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;

/**
 * The letters on an avatar. Latin names get two (first and last name: 'Omar Khaled' → 'OK').
 * Arabic names get only the first letter of the first name: Arabic letters do not read as
 * initials, and two of them often spell a word ('أحمد محمود' → «أم», 'mother').
 */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = Array.from(parts[0] ?? '')[0] ?? '';
  if (ARABIC_LETTER.test(first)) return first;
  const last = parts.length > 1 ? (Array.from(parts[parts.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}
