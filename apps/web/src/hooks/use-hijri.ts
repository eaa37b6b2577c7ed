import { useTranslation } from 'react-i18next';
import { formatHijri } from '@hr/shared';
import { useAuth } from '@/lib/auth';

/**
 * The viewer's Hijri dates (issue 15): a formatter of 'YYYY-MM-DD' as its Umm al-Qura day when
 * they show Hijri dates beside the Gregorian ones (their setting; on by default in Arabic), null
 * when they do not.
 */
export function useHijri(): ((date: string, part?: 'date' | 'day') => string) | null {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const on = user?.hijriDates ?? lang === 'ar';
  return on ? (date: string, part: 'date' | 'day' = 'date') => formatHijri(date, lang, part) : null;
}
