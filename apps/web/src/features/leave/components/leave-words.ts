import { useTranslation } from 'react-i18next';

type TNamed = { nameEn: string; nameAr: string };
type TPerson = { EmpCode: number; FullName: string; fullNameAr: string };

/** Names in the UI language: a type, shift or holiday (nameEn/nameAr) and a person (FullName/fullNameAr). */
export function useLeaveNames() {
  const { i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return {
    ar,
    lang: (ar ? 'ar' : 'en') as 'ar' | 'en',
    named: (n: TNamed | null | undefined) => (n ? (ar ? n.nameAr || n.nameEn : n.nameEn) : ''),
    person: (p: TPerson | null | undefined) => (p ? (ar ? p.fullNameAr || p.FullName : p.FullName) : ''),
  };
}
