import { formatDateRange } from './format';

type TNamed = { FullName: string; fullNameAr: string };
type TTyped = { nameEn: string; nameAr: string };

/** A person's name in the page's language (English when the Arabic one is missing). */
export const personName = (p: TNamed, ar: boolean) => (ar ? p.fullNameAr || p.FullName : p.FullName);
export const typeName = (t: TTyped, ar: boolean) => (ar ? t.nameAr || t.nameEn : t.nameEn);
/**
 * 'dd/MM/yyyy – dd/MM/yyyy', or one date when the range is a single day; wrapped in a left-to-right
 * isolate, so it reads in order inside Arabic text too.
 */
export const dateRange = (from: string, to: string) => `\u2066${formatDateRange(from, to)}\u2069`;
