import { eachDate } from './leave.js';

/**
 * Sick pay bands (rules `sickYearBands`, `sickChronic`, `sickIndustrialTiers` of labour-law.ts).
 *
 * Art 131 ¶1 sends sick pay to the Social Insurance Law 148/2019: 75 % of the daily wage for the
 * first 90 days of a calendar year, 85 % for days 91 to 180, nothing past day 180; a chronic
 * illness (HR confirmed it, with its medical paper) at full pay until recovery, and its days do
 * not count toward the 180. Art 131 ¶2 (industrial establishments, Law 15/2017), when the
 * organisation says it is one: in each 3 years of service, 3 months (90 days, Art 2) at full pay,
 * then 6 months at 85 %, then 3 months at 75 %, nothing after.
 *
 * Days are the calendar days of approved sick leave, as the medical authority certifies them; a
 * half day counts half. A band is the band of the day's last half (the count including that day).
 */
export const SICK_BANDS = ['full', 'p85', 'p75', 'unpaid'] as const;
export type TSickBand = (typeof SICK_BANDS)[number];

export const SICK_SCHEMES = ['law148', 'industrial'] as const;
export type TSickScheme = (typeof SICK_SCHEMES)[number];

/** Law 148/2019: 90 days at 75 %, then 85 % to day 180 of the calendar year. */
export const LAW148_BANDS: readonly { upTo: number; band: TSickBand }[] = [
  { upTo: 90, band: 'p75' },
  { upTo: 180, band: 'p85' },
];
/** Art 131 ¶2: 3 months at 100 %, 6 at 85 %, 3 at 75 % in each 3 years of service. */
export const INDUSTRIAL_BANDS: readonly { upTo: number; band: TSickBand }[] = [
  { upTo: 90, band: 'full' },
  { upTo: 270, band: 'p85' },
  { upTo: 360, band: 'p75' },
];

export interface TSickLeave {
  startDate: string;
  endDate: string;
  halfDay: 'none' | 'am' | 'pm' | string;
  /** HR confirmed a chronic illness on it (with its medical paper). */
  chronic: boolean;
}

/** The period a day's count belongs to: its calendar year, or its 3 years of service from the hire date (industrial). */
export function sickPeriodStart(date: string, scheme: TSickScheme, hireDate: string | null): string {
  if (scheme === 'law148') return `${date.slice(0, 4)}-01-01`;
  // Without a hire date, service is counted on a fixed grid of 3 years from 1 January 2001.
  const anchor = hireDate ?? '2001-01-01';
  const ay = Number(anchor.slice(0, 4));
  const md = anchor.slice(4, 10);
  let k = Math.floor((Number(date.slice(0, 4)) - ay) / 3);
  if (validDate(ay + 3 * k, md) > date) k -= 1;
  return validDate(ay + 3 * k, md);
}

/** 29 February in a year without one is 1 March. */
function validDate(y: number, md: string): string {
  const iso = `${y}${md}`;
  return md === '-02-29' && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) ? `${y}-03-01` : iso;
}

/** The days a period holds before its bands run out: the scheme's last band. */
export const sickPeriodCap = (scheme: TSickScheme) => (scheme === 'law148' ? LAW148_BANDS : INDUSTRIAL_BANDS).at(-1)!.upTo;

/**
 * Each sick day's pay band, for the days from `from` to `to`: `leaves` are the person's approved
 * sick leaves from at least the start of the period `from` falls in (earlier days count toward
 * the same period's total).
 */
export function sickPayBands(leaves: readonly TSickLeave[], scheme: TSickScheme, hireDate: string | null, from: string, to: string): Map<string, { band: TSickBand; days: number }> {
  const bands = scheme === 'law148' ? LAW148_BANDS : INDUSTRIAL_BANDS;
  const days = new Map<string, { days: number; chronic: boolean }>();
  for (const l of leaves) {
    if (l.endDate < l.startDate) continue;
    const amount = l.halfDay === 'none' ? 1 : 0.5;
    for (const d of eachDate(l.startDate, l.endDate > to ? to : l.endDate)) {
      const had = days.get(d);
      // Two leaves on one day (never in practice: filings refuse overlaps) count once.
      if (!had || (l.chronic && !had.chronic)) days.set(d, { days: had ? Math.max(had.days, amount) : amount, chronic: l.chronic || (had?.chronic ?? false) });
    }
  }
  const out = new Map<string, { band: TSickBand; days: number }>();
  let period = '';
  let count = 0;
  for (const d of [...days.keys()].sort()) {
    const v = days.get(d)!;
    const p = sickPeriodStart(d, scheme, hireDate);
    if (p !== period) {
      period = p;
      count = 0;
    }
    let band: TSickBand;
    if (v.chronic) band = 'full';
    else {
      count += v.days;
      band = bands.find((b) => count <= b.upTo)?.band ?? 'unpaid';
    }
    if (d >= from && d <= to) out.set(d, { band, days: v.days });
  }
  return out;
}

/** The earliest day whose sick leave counts toward the bands of days from `from` on (the period's start). */
export const sickHistoryFrom = (from: string, scheme: TSickScheme, hireDate: string | null): string => sickPeriodStart(from, scheme, hireDate);

/** Sick days by band, added up (for the sheet's and the reports' columns). */
export function sickBandTotals(list: Iterable<{ band: TSickBand; days: number }>): Record<TSickBand, number> {
  const out: Record<TSickBand, number> = { full: 0, p85: 0, p75: 0, unpaid: 0 };
  for (const x of list) out[x.band] += x.days;
  return out;
}
