import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLanguage, LANGUAGE_STORAGE_KEY } from './language-choice';

/** The first page's language, which the page's first script (early-language.ts) also reads to fetch Arabic early. */
describe('firstLanguage', () => {
  const languages = (list: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("takes an e-mailed link's lang first, on the link pages only", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/session/reset-password?token=x&lang=ar');
    expect(firstLanguage()).toEqual({ lang: 'ar', source: 'link' });
    window.history.replaceState(null, '', '/hrportal?lang=ar');
    expect(firstLanguage()).toEqual({ lang: 'en', source: 'stored' });
  });

  it("then the visitor's stored choice, then Arabic for a browser that prefers it, else English until the organisation's default", () => {
    languages(['ar-EG', 'en']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(firstLanguage()).toEqual({ lang: 'en', source: 'stored' });
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(firstLanguage()).toEqual({ lang: 'ar', source: 'browser' });
    languages(['fr-FR', 'en-GB', 'ar']);
    expect(firstLanguage()).toEqual({ lang: 'en', source: 'default' });
  });
});
