import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './errors';
import { i18n, initI18n, loadAppDictionary, setLanguage } from './i18n';

/** Counts read as people say them ("1 days", Arabic "37 يوم"): i18next's plural forms from our dictionaries. */
describe('plural forms', () => {
  it('English: one and other', async () => {
    await initI18n();
    await loadAppDictionary();
    await setLanguage('en', false);
    expect(i18n.t('hrLeave.types.words.fixed', { count: 1 })).toBe('1 day a year');
    expect(i18n.t('hrLeave.types.words.fixed', { count: 21 })).toBe('21 days a year');
    expect(i18n.t('hrLeave.types.words.attachmentOver', { count: 1 })).toBe('attachment over 1 day');
    expect(i18n.t('overtime.convertAll.summary', { count: 1, hours: 8 })).toContain('worth 1 day of');
    expect(i18n.t('overtime.convertAll.summary', { count: 0.5, hours: 4 })).toContain('worth 0.5 days of');
    // A count of 0 in words where it has its own ("The crew's 0 members", "0 people are on the new roster.").
    expect(i18n.t('roster.assign.crewHint', { count: 0 })).toBe('The crew has no members yet: whoever joins it rotates on this pattern from the date below.');
    expect(i18n.t('roster.assign.done', { count: 0 })).toBe('Saved: nobody is on the pattern yet.');
    expect(i18n.t('roster.assign.done', { count: 2 })).toBe('2 people are on the new roster.');
  });

  it("Arabic: all six forms (zero, one, two, few, many, other)", async () => {
    await initI18n();
    await loadAppDictionary();
    await setLanguage('ar', false);
    const fixed = (count: number) => i18n.t('hrLeave.types.words.fixed', { count });
    expect(fixed(1)).toBe('يوم واحد في السنة');
    expect(fixed(2)).toBe('يومان في السنة');
    expect(fixed(3)).toBe('3 أيام في السنة');
    expect(fixed(11)).toBe('11 يومًا في السنة');
    expect(fixed(37)).toBe('37 يومًا في السنة');
    expect(fixed(100)).toBe('100 يوم في السنة');
    expect(fixed(0)).toBe('لا أيام في السنة');
    expect(i18n.t('roster.assign.done', { count: 0 })).toBe('تم الحفظ: لا أحد على النمط بعد.');
  });

  it("pluralises the server's errors by the number beside the noun", async () => {
    await initI18n();
    await loadAppDictionary();
    await setLanguage('en', false);
    const notice = (days: number) => new ApiError('NOTICE_TOO_SHORT', 400, undefined, [], { days });
    expect(errorMessage(i18n.t, notice(1))).toBe('This leave type must be requested at least 1 day ahead.');
    expect(errorMessage(i18n.t, notice(7))).toBe('This leave type must be requested at least 7 days ahead.');
    expect(errorMessage(i18n.t, new ApiError('ACCOUNT_LOCKED', 423, undefined, [], { minutes: 1 }))).toContain('locked for 1 minute.');
    expect(errorMessage(i18n.t, new ApiError('INSUFFICIENT_BALANCE', 400, undefined, [], { remaining: 1, days: 3 }))).toBe('Not enough balance: this request takes 3 days; left: 1.');
    const max = new ApiError('MAX_CONSECUTIVE_EXCEEDED', 400, undefined, [{ path: 'endDate', message: 'errors.MAX_CONSECUTIVE_EXCEEDED' }], { max: 3 });
    expect(errorMessage(i18n.t, max)).toBe('This leave type allows at most 3 days in a row.');
    await setLanguage('ar', false);
    expect(errorMessage(i18n.t, max)).toBe('يسمح نوع الإجازة هذا بحد أقصى 3 أيام متتالية.');
    expect(errorMessage(i18n.t, notice(2))).toBe('يجب طلب هذا النوع من الإجازات قبل موعده بيومين على الأقل.');
    expect(errorMessage(i18n.t, notice(11))).toBe('يجب طلب هذا النوع من الإجازات قبل موعده بـ 11 يومًا على الأقل.');
  });
});
