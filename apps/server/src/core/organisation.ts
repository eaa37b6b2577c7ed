import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organisation } from '../db/schema.js';
import type { Ctx } from './context.js';

export type TOrganisationRow = typeof organisation.$inferSelect;

const DEFAULT_ORGANISATION: TOrganisationRow = {
  id: 1,
  nameEn: 'HR Leave Tracker',
  nameAr: 'متتبع الإجازات',
  timeZone: 'Africa/Cairo',
  defaultLanguage: 'en',
  signupAllowed: true,
  weekendDays: [5, 6],
  smtpUrl: null,
  mailFrom: null,
  handoverAcceptanceRequired: false,
  handoverConflictBlocks: false,
  carryOverYears: 2,
  annualNoExpiryFrom: null,
  leaveStartYear: new Date().getFullYear(),
  otPremiumDay: 1.35,
  otPremiumNight: 1.7,
  otPremiumRestDay: 2,
  otPremiumHoliday: 3,
  otNightStart: '19:00',
  otNightEnd: '07:00',
  otConversionEnabled: false,
  otHoursPerDay: 8,
  geofenceMode: 'off',
  ldapCaCert: null,
  ldapGroupDn: null,
  trackingStart: null,
  terminalGraceDays: 2,
  logo: null,
  logoType: null,
  logoUpdatedAt: null,
  setupDismissedAt: null,
  lawReadings: {},
  legalDayOvertimeFrom: null,
  lawSuggestions: {},
  ldapEnabled: false,
  ldapUrl: null,
  ldapStartTls: false,
  ldapBindDn: null,
  ldapBindPassword: null,
  ldapBaseDn: null,
  ldapUserAttribute: 'sAMAccountName',
  ldapDomain: null,
  updatedAt: new Date(0),
};

export async function getOrganisation(db: Db, opts: { forUpdate?: boolean } = {}): Promise<TOrganisationRow> {
  const q = db.select().from(organisation).where(eq(organisation.id, 1)).limit(1);
  const rows = opts.forUpdate ? await q.for('update') : await q;
  return rows[0] ?? DEFAULT_ORGANISATION;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone (the formatter is made once per zone: making one costs more than a cached request). */
export function todayIn(timeZone: string, now = new Date()): string {
  let f = dayFormats.get(timeZone);
  if (!f) dayFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f.format(now);
}

/** Today in the organisation's time zone, read from the database. */
export async function today(db: Db): Promise<string> {
  return todayIn((await getOrganisation(db)).timeZone);
}

/** The organisation's settings from the read cache (no query on a hit). */
export const cachedOrganisation = (ctx: Pick<Ctx, 'db' | 'reads'>) => ctx.reads.get('organisation', () => getOrganisation(ctx.db), { topics: ['org'], ttlMs: 60_000 });

/** Today in the organisation's time zone, with the settings from the read cache (no query on a hit). */
export async function cachedToday(ctx: Pick<Ctx, 'db' | 'reads'>): Promise<string> {
  return todayIn((await cachedOrganisation(ctx)).timeZone);
}
