import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { actionInWords, entityInWords } from './audit-words';

async function i18nIn(lang: 'en' | 'ar') {
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { en: { translation: en }, ar: { translation: ar } }, interpolation: { escapeValue: false } });
  return i18n;
}

describe('the audit log in words', () => {
  it('says every known action in words in both languages', async () => {
    const enI = await i18nIn('en');
    const arI = await i18nIn('ar');
    expect(actionInWords(enI.t, enI, 'leave.approved', 'en')).toBe('Leave approved');
    expect(actionInWords(arI.t, arI, 'leave.approved', 'ar')).toBe('اعتماد إجازة');
    expect(actionInWords(arI.t, arI, 'leave.change.approve', 'ar')).toBe('اعتماد تعديل الإجازة');
    expect(entityInWords(arI.t, arI, 'leave_request', 'ar')).toBe('طلب إجازة');
  });

  it('falls back to the last word, then to "other change", never a raw key in Arabic', async () => {
    const enI = await i18nIn('en');
    const arI = await i18nIn('ar');
    expect(actionInWords(enI.t, enI, 'gadget.create', 'en')).toBe('Created');
    expect(actionInWords(enI.t, enI, 'gadget.polished', 'en')).toBe('Other change: gadget polished');
    const arabic = actionInWords(arI.t, arI, 'gadget.polished', 'ar');
    expect(arabic).toBe('إجراء آخر');
    expect(arabic).not.toMatch(/[a-z]/);
    expect(entityInWords(arI.t, arI, 'gadget_box', 'ar')).toBe('أخرى');
    expect(entityInWords(enI.t, enI, 'gadget_box', 'en')).toBe('gadget box');
    // Odd keys are not looked up as nested paths.
    expect(actionInWords(arI.t, arI, 'org.audit', 'ar')).toBe('إجراء آخر');
  });
});
