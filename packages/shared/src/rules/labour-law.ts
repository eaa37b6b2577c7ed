/**
 * The rules of Egypt's Labour Law No. 14 of 2025 (in force 1 September 2025), its decrees and the
 * Social Insurance Law 148/2019 that the portal applies, each with the article it comes from.
 * HR's "Labour law" page lists them, grouped by area, with the readings HR chose where the text
 * leaves a choice. Each rule's words are in the dictionaries under `law.rules.<id>` (what the portal
 * does, in one or two sentences); the code that applies a rule names its id in a comment.
 */

/** The texts a rule comes from. */
export const LAW_SOURCES = ['law14', 'decree294', 'decree346', 'law148'] as const;
export type TLawSource = (typeof LAW_SOURCES)[number];

export const LAW_AREAS = ['leave', 'annual', 'sick', 'mothers', 'holidays', 'rest', 'hours', 'minors'] as const;
export type TLawArea = (typeof LAW_AREAS)[number];

export interface TLawRule {
  /** Its key under `law.rules` in the dictionaries. */
  id: string;
  area: TLawArea;
  source: TLawSource;
  /** The article, and its paragraph where the rule is one paragraph of it. */
  article: number;
  paragraph?: number;
  /** The reading HR chose applies to this rule (see LAW_READINGS). */
  reading?: TLawReadingId;
}

/**
 * Readings the law's text leaves open: HR chooses one on the Labour law page (audited); until then
 * the default, which is the Gazette's words. Each has a decision record in docs/decisions/.
 */
export const LAW_READINGS = {
  /** Art 124: ten years "with one employer or more" counts service before joining (the Gazette's words), or only service here. */
  priorService: { options: ['any_employer', 'this_employer'], default: 'any_employer' },
  /** Art 131: sick pay by Law 148/2019 (75 % then 85 %, 180 days a calendar year), or the industrial establishments' tiers of ¶2 (Law 15/2017) when the organisation is one. */
  sickPayScheme: { options: ['law148', 'industrial'], default: 'law148' },
} as const;
export type TLawReadingId = keyof typeof LAW_READINGS;
export type TLawReadings = { [K in TLawReadingId]: (typeof LAW_READINGS)[K]['options'][number] };
export const DEFAULT_LAW_READINGS: TLawReadings = Object.fromEntries(Object.entries(LAW_READINGS).map(([k, v]) => [k, v.default])) as TLawReadings;

/** The readings in force: what HR chose, the default for the rest (an unknown or stale choice is ignored). */
export function lawReadings(chosen: Record<string, unknown> | null | undefined): TLawReadings {
  const out: Record<string, string> = { ...DEFAULT_LAW_READINGS };
  for (const [k, spec] of Object.entries(LAW_READINGS)) {
    const v = chosen?.[k];
    if (typeof v === 'string' && (spec.options as readonly string[]).includes(v)) out[k] = v;
  }
  return out as TLawReadings;
}

// Each area's rules: keep every area's block together (helpers working on different areas edit
// different blocks). The order is the page's order.
export const LAW_RULES: readonly TLawRule[] = [
  // leave types
  { id: 'casualDays', area: 'leave', source: 'law14', article: 128, paragraph: 1 },
  { id: 'paternity', area: 'leave', source: 'law14', article: 128, paragraph: 2 },
  { id: 'hajj', area: 'leave', source: 'law14', article: 130 },
  { id: 'childcare', area: 'leave', source: 'law14', article: 57 },
  { id: 'timesInService', area: 'leave', source: 'law14', article: 54 },
  // annual leave
  { id: 'annualTiers', area: 'annual', source: 'law14', article: 124, paragraph: 1, reading: 'priorService' },
  { id: 'annualQualifying', area: 'annual', source: 'law14', article: 124, paragraph: 2 },
  { id: 'annualHazardous', area: 'annual', source: 'law14', article: 124, paragraph: 3 },
  { id: 'annualSplitProtected', area: 'annual', source: 'law14', article: 125 },
  { id: 'annualSettlement', area: 'annual', source: 'law14', article: 125 },
  { id: 'annualRefusal', area: 'annual', source: 'law14', article: 125 },
  { id: 'annualEndOfService', area: 'annual', source: 'law14', article: 125 },
  { id: 'annualMinimum', area: 'annual', source: 'law14', article: 125 },
  // sick leave
  { id: 'sickYearBands', area: 'sick', source: 'law148', article: 131, paragraph: 1 },
  { id: 'sickChronic', area: 'sick', source: 'law148', article: 131, paragraph: 1 },
  { id: 'sickIndustrialTiers', area: 'sick', source: 'law14', article: 131, paragraph: 2, reading: 'sickPayScheme' },
  { id: 'sickToAnnual', area: 'sick', source: 'law14', article: 131, paragraph: 4 },
  { id: 'sickClosedMonths', area: 'sick', source: 'law148', article: 131, paragraph: 1 },
  // mothers
  { id: 'pregnancyHour', area: 'mothers', source: 'law14', article: 54 },
  { id: 'pregnancyNoOvertime', area: 'mothers', source: 'law14', article: 54 },
  { id: 'nursingTime', area: 'mothers', source: 'law14', article: 56 },
  // holidays
  { id: 'holidayPreset294', area: 'holidays', source: 'decree294', article: 129 },
  { id: 'holidayMoved', area: 'holidays', source: 'law14', article: 129 },
  { id: 'holidayGroupDays', area: 'holidays', source: 'decree346', article: 1 },
  { id: 'holidayGroupLateStart', area: 'holidays', source: 'decree346', article: 1 },
  { id: 'holidayGroupRecord', area: 'holidays', source: 'decree346', article: 1 },
  // rest days, holiday work and night
  { id: 'restDayReplacement', area: 'rest', source: 'law14', article: 121 },
  { id: 'holidayWorkPay', area: 'rest', source: 'law14', article: 129, paragraph: 2 },
  { id: 'premiumMinimums', area: 'rest', source: 'law14', article: 121 },
  { id: 'nightSunset', area: 'rest', source: 'law14', article: 1, paragraph: 12 },
  // hours
  { id: 'hoursDaily', area: 'hours', source: 'law14', article: 117 },
  { id: 'hoursWeekly', area: 'hours', source: 'law14', article: 117 },
  { id: 'hoursOvertime', area: 'hours', source: 'law14', article: 117 },
  { id: 'hoursBreaks', area: 'hours', source: 'law14', article: 118 },
  { id: 'hoursSpan', area: 'hours', source: 'law14', article: 119 },
  { id: 'hoursWeeklyRest', area: 'hours', source: 'law14', article: 120 },
  { id: 'hoursPresence', area: 'hours', source: 'law14', article: 121 },
  // workers under 18
  { id: 'minorHours', area: 'minors', source: 'law14', article: 65 },
  { id: 'minorNight', area: 'minors', source: 'law14', article: 65 },
  { id: 'minorRestDays', area: 'minors', source: 'law14', article: 65 },
  { id: 'minorOvertime', area: 'minors', source: 'law14', article: 65 },
];

/** A rule by its id (throws on an unknown id: a typo in code, never user input). */
export function lawRule(id: string): TLawRule {
  const r = LAW_RULES.find((x) => x.id === id);
  if (!r) throw new Error(`No labour-law rule ${id}`);
  return r;
}
