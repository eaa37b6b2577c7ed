import { describe, expect, it } from 'vitest';
import { i18n, initI18n, setLanguage } from './i18n';

/** Counts read as people say them (issue 17: "1 days", Arabic "37 يوم"): i18next's plural forms from our dictionaries. */
describe('plural forms', () => {
  it('English: one and other', async () => {
    await initI18n();
    await setLanguage('en', false);
    expect(i18n.t('hrLeave.types.words.fixed', { count: 1 })).toBe('1 day a year');
    expect(i18n.t('hrLeave.types.words.fixed', { count: 21 })).toBe('21 days a year');
    expect(i18n.t('hrLeave.types.words.attachmentOver', { count: 1 })).toBe('attachment over 1 day');
    expect(i18n.t('overtime.convertAll.summary', { count: 1, hours: 8 })).toContain('worth 1 day of');
    expect(i18n.t('overtime.convertAll.summary', { count: 0.5, hours: 4 })).toContain('worth 0.5 days of');
  });

  it("Arabic: all six forms (zero, one, two, few, many, other)", async () => {
    await initI18n();
    await setLanguage('ar', false);
    const fixed = (count: number) => i18n.t('hrLeave.types.words.fixed', { count });
    expect(fixed(1)).toBe('يوم واحد في السنة');
    expect(fixed(2)).toBe('يومان في السنة');
    expect(fixed(3)).toBe('3 أيام في السنة');
    expect(fixed(11)).toBe('11 يومًا في السنة');
    expect(fixed(37)).toBe('37 يومًا في السنة');
    expect(fixed(100)).toBe('100 يوم في السنة');
    expect(fixed(0)).toBe('لا أيام في السنة');
  });
});
