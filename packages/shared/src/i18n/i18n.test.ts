import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors.js';
import { V } from '../schemas/common.js';
import { NOTIFICATION_KINDS } from '../schemas/notifications.js';
import ar from './ar.js';
import en from './en.js';
import { type TDictionaryTree, leaves } from './dictionary-leaves.js';
import { emailTexts } from './email.js';

type Tree = TDictionaryTree;
const enKeys = leaves(en as unknown as Tree);
const arKeys = leaves(ar as unknown as Tree);

/** i18next plural keys: `key_one`, `key_other`… (the forms each language's Intl.PluralRules knows). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (k: string) => k.replace(PLURAL, '');
const forms = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
function pluralGroups(keys: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const k of keys.keys()) {
    const m = k.match(PLURAL);
    if (m) out.set(baseOf(k), [...(out.get(baseOf(k)) ?? []), m[1]].sort());
  }
  return out;
}
const enPlurals = pluralGroups(enKeys);
const arPlurals = pluralGroups(arKeys);
const ph = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe('translations', () => {
  it('have exactly the same keys in both languages (a plural key once, whatever its forms)', () => {
    const bases = (keys: Map<string, string>) => [...new Set([...keys.keys()].map(baseOf))].sort();
    expect(bases(arKeys)).toEqual(bases(enKeys));
  });
  it("give every plural key every form its language has: English one and other (and zero if it likes), Arabic's six", () => {
    expect(enPlurals.size).toBeGreaterThan(0);
    expect([...arPlurals.keys()].sort()).toEqual([...enPlurals.keys()].sort());
    // English may add i18next's `_zero` (a count of 0 in words: "Nobody chosen", not "0 people chosen").
    for (const [k, f] of enPlurals) expect(f.filter((x) => x !== 'zero'), `en:${k}`).toEqual(forms('en'));
    for (const [k, f] of arPlurals) expect(f, `ar:${k}`).toEqual(forms('ar'));
    // And the count shows where a number is written: every 'other' form has {{count}}.
    for (const keys of [enKeys, arKeys]) for (const k of enPlurals.keys()) expect(keys.get(`${k}_other`), k).toContain('{{count}}');
  });
  it('have no empty value in either language', () => {
    for (const [lang, keys] of [['en', enKeys], ['ar', arKeys]] as const) {
      const empty = [...keys].filter(([, v]) => v.trim() === '').map(([k]) => `${lang}:${k}`);
      expect(empty).toEqual([]);
    }
  });
  it('keep the same {{placeholders}} in both languages', () => {
    // A plural form may write its number as a word ('يومان'): {{count}} aside, every form has the same placeholders.
    const noCount = (v: string) => ph(v).filter((p) => !/{{\s*count\s*}}/.test(p));
    const diff = [...enKeys]
      .filter(([k, v]) => (PLURAL.test(k) ? [...arKeys].filter(([a]) => baseOf(a) === baseOf(k)).some(([, av]) => JSON.stringify(noCount(av)) !== JSON.stringify(noCount(v))) : JSON.stringify(ph(v)) !== JSON.stringify(ph(arKeys.get(k) ?? ''))))
      .map(([k]) => k);
    expect(diff).toEqual([]);
  });
  it('are in Arabic script in Arabic', () => {
    // A language's own name ('English') and letter-free values ('—') are the exceptions.
    const own = new Set(['language.en']);
    const latinOnly = [...arKeys]
      .filter(([k, v]) => !own.has(k) && /\p{L}/u.test(v) && !/[\u0600-\u06FF]/.test(v))
      .map(([k]) => k);
    expect(latinOnly).toEqual([]);
  });
  it('call the handover colleague one thing in Arabic (البديل), never also التسليم', () => {
    expect([...arKeys].filter(([, v]) => v.includes('التسليم')).map(([k]) => k)).toEqual([]);
  });
  it('translate every server error code', () => {
    for (const code of Object.values(ErrorCode)) {
      // A message with a counted noun has plural forms instead ('errors.NOTICE_TOO_SHORT_other').
      expect(enKeys.get(`errors.${code}`) ?? enKeys.get(`errors.${code}_other`), code).toBeTruthy();
      expect(arKeys.get(`errors.${code}`) ?? arKeys.get(`errors.${code}_other`), code).toBeTruthy();
    }
  });
  it('translate every validation message and notification kind', () => {
    for (const key of Object.values(V)) expect(enKeys.has(key), key).toBe(true);
    for (const kind of NOTIFICATION_KINDS) expect(enKeys.has(`notifications.kinds.${kind}`), kind).toBe(true);
  });
  it('have e-mails in both languages with the link in the body', () => {
    for (const lang of ['en', 'ar'] as const) {
      for (const kind of ['reset', 'activate', 'setup'] as const) {
        const t = emailTexts[lang][kind];
        expect(t.subject.length).toBeGreaterThan(5);
        expect(t.body({ name: 'X', link: 'http://l/ink', minutes: 60 })).toContain('http://l/ink');
      }
    }
  });
});
