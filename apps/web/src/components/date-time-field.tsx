import { useMemo, useRef } from 'react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { useTranslation } from 'react-i18next';
import { dateLocaleText, usePickerLocale } from './date-field';
import { pickerAdapter } from './picker-adapter';
import { DATE_MAX, DATE_MIN } from '@hr/shared';

/** The supported window (the API refuses instants outside it). */
const MIN = dayjs(DATE_MIN);
const MAX = dayjs(DATE_MAX);

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * MUI lays a field's sections out left to right whatever the page (its row has direction: ltr), so
 * in Arabic the ص/م mark stood rightmost, where a right-to-left reader met «م» before the time. In
 * Arabic the row shows the date on the right, then the time, then the mark on the left, as the app
 * writes a date and time everywhere else (read right to left: date, time, mark); dd/MM/yyyy and
 * hh:mm each still read left to right. Only the drawing moves: the sections stay in the DOM in
 * typing order (day, month, year, hours, minutes, mark), as keys and screen readers take them.
 * Indexes of the format below.
 */
const section = (...i: number[]) => i.map((n) => `& .MuiPickersSectionList-section[data-sectionindex="${n}"]`).join(', ');
const ARABIC_ORDER = {
  [section(5)]: { order: 0, marginInlineEnd: '0.4em' },
  [section(3, 4)]: { order: 1 },
  [section(0, 1, 2)]: { order: 2 },
};

/** What onChange reports while the typed date and time are not whole. */
export const INVALID_DATE_TIME = 'invalid';

export interface TDateTimeFieldProps {
  label: string;
  /** An instant with its offset ('2026-11-22T09:00:00+02:00'), or null / '' for none. */
  value: string | null | undefined;
  /** The instant with the offset of `timeZone`, null when cleared, INVALID_DATE_TIME while incomplete. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** The organisation's time zone: the field shows and reads wall-clock time there. */
  timeZone: string;
  name?: string;
  required?: boolean;
  autoFocus?: boolean;
  /** A translated message: the field shows as invalid. */
  error?: string;
  helperText?: string;
  fullWidth?: boolean;
}

/**
 * A date and time, dd/MM/yyyy hh:mm a (Arabic AM/PM marks in Arabic), typed or picked, with a
 * Today button. The time is the organisation's wall clock whatever the browser's zone, and the
 * value is an ISO instant with that zone's offset, as the API takes it.
 */
export function DateTimeField({ label, value, onChange, onBlur, timeZone, name, required, autoFocus, error, helperText, fullWidth }: TDateTimeFieldProps) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const locale = usePickerLocale(ar);
  const localeText = useMemo<Partial<PickersLocaleText>>(
    () => ({
      ...dateLocaleText(t),
      dateTimePickerToolbarTitle: t('attendanceIssues.timePicker.title'),
      openDatePickerDialogue: (formatted) =>
        formatted ? t('attendanceIssues.timePicker.chooseDateTimeSelected', { date: formatted }) : t('attendanceIssues.timePicker.chooseDateTime'),
      fieldHoursPlaceholder: () => t('attendanceIssues.timePicker.placeholderHours'),
      fieldMinutesPlaceholder: () => t('attendanceIssues.timePicker.placeholderMinutes'),
      fieldMeridiemPlaceholder: () => t('attendanceIssues.timePicker.placeholderMeridiem'),
      hours: t('attendanceIssues.timePicker.hours'),
      minutes: t('attendanceIssues.timePicker.minutes'),
      meridiem: t('attendanceIssues.timePicker.meridiem'),
      selectViewText: (view) =>
        view === 'hours' ? t('attendanceIssues.timePicker.hours') : view === 'minutes' ? t('attendanceIssues.timePicker.minutes') : t('attendanceIssues.timePicker.meridiem'),
      timeTableLabel: t('attendanceIssues.timePicker.selectViewTime'),
      dateRangePickerToolbarTitle: t('attendanceIssues.timePicker.title'),
    }),
    [t],
  );

  // As in DateField: hand the picker back the Dayjs it reported, so a half-typed value stays.
  const last = useRef<{ text: string | null; date: Dayjs | null }>({ text: null, date: null });
  const text = value || null;
  const date = text === last.current.text ? last.current.date : text && text !== INVALID_DATE_TIME && dayjs(text).isValid() ? dayjs(text).tz(timeZone) : null;

  const handleChange = (d: Dayjs | null) => {
    const next = d === null ? null : d.isValid() ? d.tz(timeZone).locale('en').format('YYYY-MM-DDTHH:mm:00Z') : INVALID_DATE_TIME;
    last.current = { text: next, date: d };
    onChange(next);
  };

  return (
    <LocalizationProvider dateAdapter={pickerAdapter(ar)} adapterLocale={locale} localeText={localeText}>
      <DateTimePicker
        label={label}
        value={date}
        onChange={handleChange}
        timezone={timeZone}
        // Non-breaking spaces: in right-to-left pickers MUI reverses a format's space-separated
        // parts, and typing then ran AM/PM, hours, minutes before the date. The date
        // comes first in both languages, typed day, month, year, hours, minutes, mark.
        format={'DD/MM/YYYY\u00a0hh:mm\u00a0A'}
        minDate={MIN}
        maxDate={MAX}
        ampm
        autoFocus={autoFocus}
        name={name}
        slotProps={{
          actionBar: { actions: ['today', 'cancel', 'accept'] },
          textField: {
            required,
            fullWidth,
            onBlur,
            error: !!error,
            helperText: error ?? helperText,
            // dd/MM/yyyy hh:mm reads left to right in Arabic too (see DateField).
            slotProps: { input: { slotProps: { input: { dir: 'ltr' } } } },
            sx: ar ? ARABIC_ORDER : undefined,
          },
        }}
      />
    </LocalizationProvider>
  );
}
