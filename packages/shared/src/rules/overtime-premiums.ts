/**
 * Overtime pay weights. An approved overtime request keeps its minutes, the part of them inside
 * the organisation's night window (night_minutes) and the kind of its work date. On a work day
 * the night minutes are paid at the night premium and the rest at the day premium; on a rest day
 * every minute is paid at the rest-day premium and on an official holiday at the holiday premium
 * (whatever the hour). Premium-weighted hours are the hours times their multiplier: what payroll pays.
 */
/** The organisation's multipliers (organisation.ot_premium_day, _night, _rest_day, _holiday). */
export interface TOvertimePremiums {
  day: number;
  night: number;
  restDay: number;
  /** Hours on an official holiday (Art 129 ¶2); absent: the rest-day premium. */
  holiday?: number;
}

/**
 * The lowest multipliers the law allows, with the article each comes from: the wage plus 35 % for
 * a day hour and 70 % for a night hour (Art 121); on the weekly rest day the day's wage plus one
 * day's wage (Art 121); on an official holiday the day's wage plus twice it, 3× in all (Art 129 ¶2).
 */
// rule: premiumMinimums
export const LEGAL_MIN_PREMIUMS = {
  day: { minimum: 1.35, article: 121 },
  night: { minimum: 1.7, article: 121 },
  restDay: { minimum: 2, article: 121 },
  holiday: { minimum: 3, article: 129 },
} as const;
export type TPremiumKind = keyof typeof LEGAL_MIN_PREMIUMS;

/** The premiums set below the law's minimum (HR is shown each with the minimum; nothing changes them). */
export function premiumsBelowLaw(p: Required<TOvertimePremiums>): { premium: TPremiumKind; value: number; minimum: number; article: number }[] {
  return (Object.keys(LEGAL_MIN_PREMIUMS) as TPremiumKind[])
    .filter((k) => p[k] + 1e-9 < LEGAL_MIN_PREMIUMS[k].minimum)
    .map((k) => ({ premium: k, value: p[k], minimum: LEGAL_MIN_PREMIUMS[k].minimum, article: LEGAL_MIN_PREMIUMS[k].article }));
}

/** Minutes of one request, or the sums of many requests of one day kind. */
export interface TOvertimeMinutes {
  minutes: number;
  nightMinutes: number;
  /** 'workday', 'rest_day' or 'holiday' (overtime_requests.day_kind). */
  dayKind: string;
  /** On a holiday, the worker took another day off instead of twice the day's wage (Art 129 ¶2): paid at the day's wage (×1). */
  dayOffInstead?: boolean;
}

export interface TOvertimeSplit {
  /** Work-day hours outside the night window. */
  dayHours: number;
  /** Work-day hours inside the night window. */
  nightHours: number;
  /** Hours on rest days and public holidays. */
  restDayHours: number;
  totalHours: number;
  /** Each hour times its multiplier. */
  weightedHours: number;
}

/** Hours rounded to two decimals (payroll precision), without binary noise such as 1.0000000002. */
export const roundPayHours = (h: number) => Math.round((h + Number.EPSILON) * 100) / 100;

/**
 * Splits approved overtime into day, night and rest-day/holiday hours and weights them with the
 * premiums. Minutes are summed first and rounded once, so a month of short requests loses nothing
 * to rounding. Night minutes are bounded by the request's minutes; an unknown day kind counts as a
 * work day. Negative or non-finite minutes count as zero.
 */
export function splitOvertime(items: readonly TOvertimeMinutes[], premiums: TOvertimePremiums): TOvertimeSplit {
  let day = 0;
  let night = 0;
  let rest = 0;
  let holiday = 0;
  let holidayOff = 0;
  for (const it of items) {
    const minutes = Number.isFinite(it.minutes) && it.minutes > 0 ? it.minutes : 0;
    if (it.dayKind === 'rest_day') {
      rest += minutes;
      continue;
    }
    // rule: holidayWorkPay (Art 129 ¶2: the day's wage plus twice it)
    if (it.dayKind === 'holiday') {
      if (it.dayOffInstead) holidayOff += minutes;
      else holiday += minutes;
      continue;
    }
    const n = Number.isFinite(it.nightMinutes) ? Math.min(Math.max(it.nightMinutes, 0), minutes) : 0;
    night += n;
    day += minutes - n;
  }
  return {
    dayHours: roundPayHours(day / 60),
    nightHours: roundPayHours(night / 60),
    restDayHours: roundPayHours((rest + holiday + holidayOff) / 60),
    totalHours: roundPayHours((day + night + rest + holiday + holidayOff) / 60),
    weightedHours: roundPayHours((day * premiums.day + night * premiums.night + rest * premiums.restDay + holiday * (premiums.holiday ?? premiums.restDay) + holidayOff) / 60),
  };
}

/** The sum of several splits (a person's year, a report's totals), rounded again. */
export function addSplits(splits: readonly TOvertimeSplit[]): TOvertimeSplit {
  const sum = (k: keyof TOvertimeSplit) => roundPayHours(splits.reduce((s, x) => s + x[k], 0));
  return { dayHours: sum('dayHours'), nightHours: sum('nightHours'), restDayHours: sum('restDayHours'), totalHours: sum('totalHours'), weightedHours: sum('weightedHours') };
}
