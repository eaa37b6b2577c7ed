import { describe, expect, it } from 'vitest';
import ar from '../i18n/ar.js';
import en from '../i18n/en.js';
import { DEFAULT_LAW_READINGS, LAW_AREAS, LAW_READINGS, LAW_RULES, lawReadings, lawRule } from './labour-law.js';

/** The registry HR's Labour law page lists: every rule with its article and its words in both languages. */
describe('the labour law registry', () => {
  it('names every rule once, in a known area, with an article', () => {
    const ids = LAW_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of LAW_RULES) {
      expect(LAW_AREAS).toContain(r.area);
      expect(Number.isInteger(r.article) && r.article > 0, r.id).toBe(true);
      if (r.reading) expect(Object.keys(LAW_READINGS)).toContain(r.reading);
    }
    expect(lawRule('casualDays').article).toBe(128);
    expect(() => lawRule('noSuchRule')).toThrow();
  });

  it('has every rule and reading in English and Arabic, and no Arabic word left in English', () => {
    const enRules = en.law.rules as Record<string, string>;
    const arRules = ar.law.rules as Record<string, string>;
    for (const r of LAW_RULES) {
      expect(enRules[r.id], r.id).toBeTruthy();
      expect(arRules[r.id], r.id).toMatch(/[\u0600-\u06FF]/);
    }
    // No words for a rule that is not in the registry (a rule removed must take its words along).
    expect(Object.keys(enRules).sort()).toEqual(LAW_RULES.map((r) => r.id).sort());
    const enReadings = en.law.readings as Record<string, { label: string; options: Record<string, string> }>;
    const arReadings = ar.law.readings as Record<string, { label: string; options: Record<string, string> }>;
    for (const [id, spec] of Object.entries(LAW_READINGS)) {
      expect(enReadings[id]?.label, id).toBeTruthy();
      expect(arReadings[id]?.label, id).toBeTruthy();
      for (const o of spec.options) {
        expect(enReadings[id].options[o], `${id}.${o}`).toBeTruthy();
        expect(arReadings[id].options[o], `${id}.${o}`).toBeTruthy();
      }
    }
  });

  it("Art 124: the ten years count service with one employer or more unless HR chose otherwise (the Gazette's words)", () => {
    expect(lawReadings(null)).toEqual(DEFAULT_LAW_READINGS);
    expect(lawReadings({}).priorService).toBe('any_employer');
    expect(lawReadings({ priorService: 'this_employer' }).priorService).toBe('this_employer');
    // A stored value the registry no longer knows falls back to the default, never to nothing.
    expect(lawReadings({ priorService: 'gone', stale: 'x' })).toEqual(DEFAULT_LAW_READINGS);
  });
});
