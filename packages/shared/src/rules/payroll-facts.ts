/**
 * What the monthly sheet says of one person-day: its code and the figures it adds to the totals.
 * A closed month keeps these as issued; a later change of a day is the difference between the
 * facts issued (or last carried) and the facts now, carried into the next closed month as an
 * adjustment line. The invariant: issued + adjustments = recomputed.
 */
export const FACT_KEYS = ['present', 'absent', 'leave', 'late', 'earlyLeave', 'deducted', 'permission', 'overtime', 'converted', 'outOfShift', 'sickFull', 'sick85', 'sick75', 'sickUnpaid'] as const;
/**
 * Sick days by pay band (Art 131, rule `sickYearBands`): full pay, 85 %, 75 %, none. Days a sheet
 * issued before these figures existed did not state them: `withUnissued` takes them as the day
 * says now, so an older closed month is never "changed" by their arrival.
 */
export const SICK_FACT_KEYS = ['sickFull', 'sick85', 'sick75', 'sickUnpaid'] as const;
export type TFactKey = (typeof FACT_KEYS)[number];
export type TFactFigures = Record<TFactKey, number>;
/** `code`: the sheet's code key of the day ('' when the day has none: a rest day, before hire); minutes for late, earlyLeave, permission, overtime and converted. */
export interface TDayFacts extends TFactFigures {
  code: string;
}

export const zeroFigures = (): TFactFigures => Object.fromEntries(FACT_KEYS.map((k) => [k, 0])) as TFactFigures;
export const NO_FACTS: TDayFacts = Object.freeze({ code: '', ...zeroFigures() });

/** Whether two days say the same on the sheet. */
export const sameFacts = (a: TDayFacts, b: TDayFacts): boolean => a.code === b.code && FACT_KEYS.every((k) => a[k] === b[k]);

/** Whether a day says nothing (no code, no figures): it need not be kept. */
export const isEmptyFacts = (f: TDayFacts): boolean => sameFacts(f, NO_FACTS);

/** The figures of many days added up (half days stay halves). */
export function sumFigures(list: Iterable<TFactFigures>): TFactFigures {
  const out = zeroFigures();
  for (const f of list) for (const k of FACT_KEYS) out[k] += f[k];
  for (const k of FACT_KEYS) out[k] = round(out[k]);
  return out;
}

/** after − before, figure by figure: what an adjustment line adds to payroll. */
export function factsDelta(before: TFactFigures, after: TFactFigures): TFactFigures {
  const out = zeroFigures();
  for (const k of FACT_KEYS) out[k] = round(after[k] - before[k]);
  return out;
}

/** Issued facts (`raw`, as stored) with the figures it did not state taken from `now` (see SICK_FACT_KEYS). */
export function withUnissued(raw: unknown, now: TDayFacts): TDayFacts {
  const f = factsOf(raw);
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  for (const k of SICK_FACT_KEYS) if (!(k in o)) f[k] = now[k];
  return f;
}

/** Facts from stored JSON (an older or hand-edited row reads as zeros where a figure is missing). */
export function factsOf(v: unknown): TDayFacts {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const out = { code: typeof o.code === 'string' ? o.code : '', ...zeroFigures() };
  for (const k of FACT_KEYS) out[k] = typeof o[k] === 'number' && Number.isFinite(o[k]) ? (o[k] as number) : 0;
  return out;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
