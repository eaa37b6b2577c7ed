import type { TLang } from './roles.js';

/** The product's own name, shown until HR saves the company's (the organisation's default names). */
export const PRODUCT_NAME: Readonly<Record<TLang, string>> = { en: 'HR Leave Tracker', ar: 'متتبع الإجازات' };

/**
 * The company's name as people read it, in a language: the Arabic name in Arabic, the English one
 * otherwise. An Arabic name still at the product's default while the English one was changed gives
 * the English name (a company called "Nile Textiles" is not "متتبع الإجازات" in Arabic); an empty
 * name gives the product's.
 */
export function companyName(org: { nameEn: string; nameAr: string }, lang: TLang): string {
  const en = org.nameEn.trim() || PRODUCT_NAME.en;
  const ar = org.nameAr.trim();
  if (lang === 'en') return en;
  if (!ar || (ar === PRODUCT_NAME.ar && en !== PRODUCT_NAME.en)) return en === PRODUCT_NAME.en ? PRODUCT_NAME.ar : en;
  return ar;
}

/** Whether HR has named the company (either name differs from the product's). */
export function companyNamed(org: { nameEn: string; nameAr: string }): boolean {
  return (org.nameEn.trim() !== '' && org.nameEn.trim() !== PRODUCT_NAME.en) || (org.nameAr.trim() !== '' && org.nameAr.trim() !== PRODUCT_NAME.ar);
}
