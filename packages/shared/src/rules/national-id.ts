import { normalizeDigits } from './digits.js';

/**
 * The Egyptian national ID (الرقم القومي): 14 digits. The first is the century of birth (2: the
 * 1900s, 3: the 2000s), the next six the birth date (YYMMDD), then two for the governorate of
 * birth, four for the registration (the last of them odd for a man, even for a woman) and a check
 * digit. What can be checked without the registry is checked: the length, the century, a real
 * birth date not in the future, a known governorate, and that the birth date and gender agree
 * with the person's record.
 */
export const GOVERNORATES: Readonly<Record<string, [string, string]>> = {
  '01': ['Cairo', 'القاهرة'],
  '02': ['Alexandria', 'الإسكندرية'],
  '03': ['Port Said', 'بورسعيد'],
  '04': ['Suez', 'السويس'],
  '11': ['Damietta', 'دمياط'],
  '12': ['Dakahlia', 'الدقهلية'],
  '13': ['Sharqia', 'الشرقية'],
  '14': ['Qalyubia', 'القليوبية'],
  '15': ['Kafr El Sheikh', 'كفر الشيخ'],
  '16': ['Gharbia', 'الغربية'],
  '17': ['Monufia', 'المنوفية'],
  '18': ['Beheira', 'البحيرة'],
  '19': ['Ismailia', 'الإسماعيلية'],
  '21': ['Giza', 'الجيزة'],
  '22': ['Beni Suef', 'بني سويف'],
  '23': ['Faiyum', 'الفيوم'],
  '24': ['Minya', 'المنيا'],
  '25': ['Asyut', 'أسيوط'],
  '26': ['Sohag', 'سوهاج'],
  '27': ['Qena', 'قنا'],
  '28': ['Aswan', 'أسوان'],
  '29': ['Luxor', 'الأقصر'],
  '31': ['Red Sea', 'البحر الأحمر'],
  '32': ['New Valley', 'الوادي الجديد'],
  '33': ['Matrouh', 'مطروح'],
  '34': ['North Sinai', 'شمال سيناء'],
  '35': ['South Sinai', 'جنوب سيناء'],
  '88': ['Born abroad', 'مواليد خارج الجمهورية'],
};

export const GENDERS = ['male', 'female'] as const;
export type TGender = (typeof GENDERS)[number];

export interface TNationalId {
  birthDate: string;
  governorate: string;
  gender: TGender;
}

/** What the ID says, or null when it cannot be an Egyptian national ID. `today` bounds the birth date. */
export function parseNationalId(value: string, today = new Date().toISOString().slice(0, 10)): TNationalId | null {
  const id = normalizeDigits(value.trim());
  if (!/^[23]\d{13}$/.test(id)) return null;
  const year = (id[0] === '2' ? 1900 : 2000) + Number(id.slice(1, 3));
  const birthDate = `${year}-${id.slice(3, 5)}-${id.slice(5, 7)}`;
  const d = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== birthDate || birthDate > today) return null;
  const governorate = id.slice(7, 9);
  if (!GOVERNORATES[governorate]) return null;
  return { birthDate, governorate, gender: Number(id[12]) % 2 === 1 ? 'male' : 'female' };
}

/** Why an ID disagrees with the record: its birth date or its gender; null when they agree (or are not given). */
export function nationalIdMismatch(value: string, record: { birthDate?: string | null; gender?: TGender | null }): 'birthDate' | 'gender' | null {
  const parsed = parseNationalId(value);
  if (!parsed) return null;
  if (record.birthDate && record.birthDate !== parsed.birthDate) return 'birthDate';
  if (record.gender && record.gender !== parsed.gender) return 'gender';
  return null;
}
