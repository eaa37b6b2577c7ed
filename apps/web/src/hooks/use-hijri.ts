import { useTranslation } from 'react-i18next';
import { formatHijri } from '@hr/shared';
import { useAuth } from '@/lib/auth';

/**
 * The viewer's Hijri dates: a formatter of 'YYYY-MM-DD' as its Umm al-Qura day when
 * they show Hijri dates beside the Gregorian ones (their setting; on by default in Arabic), null
 * when they do not.
 */
export function useHijri(): ((date: string, part?: 'date' | 'day') => string) | null {
  const lang = useHijriLanguage();
  return lang ? (date: string, part: 'date' | 'day' = 'date') => formatHijri(date, lang, part) : null;
}

/** The page's language when the viewer shows Hijri dates, null when they do not. */
function useHijriLanguage(): 'en' | 'ar' | null {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (user?.hijriDates ?? lang === 'ar') ? lang : null;
}

const HIJRI_MONTHS = {
  en: { month: new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', month: 'long' }), year: new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', month: 'long', year: 'numeric' }) },
  ar: { month: new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-arab', { timeZone: 'UTC', month: 'long' }), year: new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-arab', { timeZone: 'UTC', month: 'long', year: 'numeric' }) },
};

/**
 * The Hijri months a Gregorian month ('YYYY-MM') spans, for the reports' month labels:
 * "Rajab – Sha'ban 1447 AH", «رجب – شعبان ١٤٤٧ هـ»; `short` leaves the year out. Null when the
 * viewer does not show Hijri dates (as useHijri).
 */
export function useHijriMonths(): ((month: string, short?: boolean) => string) | null {
  const lang = useHijriLanguage();
  if (!lang) return null;
  return (month: string, short = false) => {
    const first = new Date(`${month}-01T00:00:00Z`);
    if (!/^\d{4}-\d{2}$/.test(month) || Number.isNaN(first.getTime())) return '';
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const f = HIJRI_MONTHS[lang];
    const year = (d: Date) => f.year.formatToParts(d).find((p) => p.type === 'year')?.value;
    const end = short ? f.month.format(last) : f.year.format(last);
    if (f.month.format(first) === f.month.format(last)) return end;
    const start = short || year(first) === year(last) ? f.month.format(first) : f.year.format(first);
    return `${start} – ${end}`;
  };
}
