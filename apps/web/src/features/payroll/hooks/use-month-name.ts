import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberLocale } from '@/lib/digits';

/** 'November 2026' (or its Arabic) for a month 'YYYY-MM', in the page's language and digits. */
export function useMonthName() {
  const { i18n } = useTranslation();
  const locale = numberLocale(i18n.language);
  const f = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }), [locale]);
  return (month: string) => f.format(new Date(`${month}-01T00:00:00Z`));
}
