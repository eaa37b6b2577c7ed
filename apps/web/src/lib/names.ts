type TNamed = { FullName: string; fullNameAr: string };
type TTyped = { nameEn: string; nameAr: string };

/** A person's name in the page's language (English when the Arabic one is missing). */
export const personName = (p: TNamed, ar: boolean) => (ar ? p.fullNameAr || p.FullName : p.FullName);
export const typeName = (t: TTyped, ar: boolean) => (ar ? t.nameAr || t.nameEn : t.nameEn);
