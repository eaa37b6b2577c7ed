import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { normalizeDigits, toArabicDigits } from '@hr/shared';
import { arabicDigitsOn } from '@/lib/digits';

/**
 * The pickers' dayjs adapter writing Arabic-Indic digits: what it formats (the field's
 * sections, the calendar's days and years) in ٠–٩, and what it parses read in either digit set.
 * MUI X takes the digits it formats as the field's own, and still takes ASCII ones as typed.
 */
export class AdapterDayjsArabicDigits extends AdapterDayjs {
  constructor(...args: ConstructorParameters<typeof AdapterDayjs>) {
    super(...args);
    const formatByString = this.formatByString;
    const parse = this.parse;
    this.formatByString = (value, format) => toArabicDigits(formatByString(value, format));
    this.formatNumber = (n) => toArabicDigits(n);
    this.parse = (value, format) => parse(normalizeDigits(value), format);
  }
}

/** The adapter of the page: Arabic-Indic digits for a person who chose them, on an Arabic page (lib/digits.ts). */
export const pickerAdapter = (ar: boolean) => (ar && arabicDigitsOn('ar') ? AdapterDayjsArabicDigits : AdapterDayjs);
