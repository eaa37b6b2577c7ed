import { useMemo, useRef, type Ref } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import arLocale from 'dayjs/locale/ar';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DATE_MAX, DATE_MIN, isSupportedDate } from '@hr/shared';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { pickerAdapter } from './picker-adapter';

/**
 * dayjs's 'ar' (month and day names, Saturday first) with Latin digits: the product writes
 * dates dd/MM/yyyy with Latin digits in both languages (formatDate in @hr/shared), unless the
 * person chose Arabic-Indic ones: then the adapter writes them (picker-adapter.ts).
 */
export const AR_LATN = 'ar-latn';
dayjs.locale({ ...arLocale, name: AR_LATN, preparse: (s: string) => s, postformat: (s: string) => s } as ILocale, undefined, true);

/**
 * The pickers' locale for the page's language with the organisation's week: the
 * calendar grid starts on the day after the weekend in both languages, as the team calendar does,
 * not on dayjs's Sunday (English) or Saturday (Arabic).
 */
export function usePickerLocale(ar: boolean): string {
  const { weekStart } = usePublicSettings();
  const base = ar ? AR_LATN : 'en';
  const name = `${base}-w${weekStart}`;
  if (!dayjs.Ls[name]) dayjs.locale({ ...dayjs.Ls[base], name, weekStart } as ILocale, undefined, true);
  return name;
}

/** The date picker's words (buttons, views, the field's sections), translated; the date-time field adds the time's. */
export const dateLocaleText = (t: TFunction): Partial<PickersLocaleText> => ({
  previousMonth: t('dateField.previousMonth'),
  nextMonth: t('dateField.nextMonth'),
  calendarViewSwitchingButtonAriaLabel: (view) => (view === 'year' ? t('dateField.openCalendarView') : t('dateField.openYearView')),
  cancelButtonLabel: t('dateField.cancel'),
  clearButtonLabel: t('dateField.clear'),
  okButtonLabel: t('dateField.ok'),
  todayButtonLabel: t('dateField.today'),
  datePickerToolbarTitle: t('dateField.title'),
  dateTableLabel: t('dateField.dateTable'),
  openDatePickerDialogue: (formatted) => (formatted ? t('dateField.chooseDateSelected', { date: formatted }) : t('dateField.chooseDate')),
  fieldClearLabel: t('dateField.clear'),
  fieldDayPlaceholder: () => t('dateField.placeholderDay'),
  fieldMonthPlaceholder: () => t('dateField.placeholderMonth'),
  fieldYearPlaceholder: () => t('dateField.placeholderYear'),
  day: t('dateField.day'),
  month: t('dateField.month'),
  year: t('dateField.year'),
  empty: t('dateField.empty'),
});

/** What onChange reports for a date typed only in part or not on the calendar: zIsoDate refuses it. */
export const INVALID_DATE = 'invalid';
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The value when it is a whole 'YYYY-MM-DD' date in the supported window (1900–2199), otherwise undefined (for filters). */
export const isoOrUndefined = (v: string | null | undefined) => (v && isSupportedDate(v) ? v : undefined);
/** The supported window (the API refuses dates outside it): the picker offers nothing beyond. */
const MIN = dayjs(DATE_MIN);
const MAX = dayjs(DATE_MAX);

export interface TDateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' / null for none. */
  value: string | null | undefined;
  /** 'YYYY-MM-DD', null when cleared, INVALID_DATE while the typed date is not a whole day. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** A translated message: the field shows as invalid. */
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * The one date input: MUI X DatePicker (AdapterDayjs), typed as DD/MM/YYYY or picked from a
 * calendar, in Arabic (RTL) when the page is Arabic. It exchanges 'YYYY-MM-DD' strings, so
 * forms and the API never see a Dayjs. Only lazy routes import it, so the pickers stay out of
 * the first load.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  required,
  readOnly,
  autoFocus,
  error,
  helperText,
  size,
  fullWidth,
}: TDateFieldProps) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const localeText = useMemo(() => dateLocaleText(t), [t]);
  const locale = usePickerLocale(ar);

  // Hand the picker back the very Dayjs it reported for the string it reported: an invalid date
  // (a half-typed one) never equals another, and a new one would wipe what is being typed.
  const last = useRef<{ text: string | null; date: Dayjs | null }>({ text: null, date: null });
  const text = value || null;
  const date = text === last.current.text ? last.current.date : text && ISO.test(text) ? dayjs(text) : null;

  const handleChange = (d: Dayjs | null) => {
    const next = d === null ? null : d.isValid() ? d.locale('en').format('YYYY-MM-DD') : INVALID_DATE;
    last.current = { text: next, date: d };
    onChange(next);
  };

  return (
    <LocalizationProvider dateAdapter={pickerAdapter(ar)} adapterLocale={locale} localeText={localeText}>
      <DatePicker
        label={label}
        value={date}
        onChange={handleChange}
        format="DD/MM/YYYY"
        minDate={MIN}
        maxDate={MAX}
        readOnly={readOnly}
        autoFocus={autoFocus}
        inputRef={inputRef}
        name={name}
        slotProps={{
          textField: {
            required,
            size,
            fullWidth,
            onBlur,
            error: !!error,
            helperText: error ?? helperText,
            // dd/MM/yyyy reads left to right in Arabic too, as the tables show it, and the arrow
            // keys then move the way they look (the next section is on the right). An attribute,
            // not CSS: the RTL style plugin would turn `direction: ltr` round.
            slotProps: { input: { slotProps: { input: { dir: 'ltr' } } } },
          },
        }}
      />
    </LocalizationProvider>
  );
}
