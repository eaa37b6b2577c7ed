import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organisation } from '../../db/schema.js';

/** The logo's bytes and type (read only by the public logo route, never with the settings' JSON). */
export async function readLogo(db: Db): Promise<{ logo: Buffer; logoType: string; logoUpdatedAt: Date } | null> {
  const [row] = await db
    .select({ logo: organisation.logo, logoType: organisation.logoType, logoUpdatedAt: organisation.logoUpdatedAt })
    .from(organisation)
    .where(eq(organisation.id, 1));
  return row?.logo && row.logoType && row.logoUpdatedAt ? { logo: row.logo, logoType: row.logoType, logoUpdatedAt: row.logoUpdatedAt } : null;
}

/** Stores (or, with null, removes) the logo; returns its new time, or null when removed. */
export async function writeLogo(db: Db, logo: { bytes: Buffer; type: string } | null): Promise<Date | null> {
  const [row] = await db
    .update(organisation)
    .set(logo ? { logo: logo.bytes, logoType: logo.type, logoUpdatedAt: sql`now()`, updatedAt: sql`now()` } : { logo: null, logoType: null, logoUpdatedAt: null, updatedAt: sql`now()` })
    .where(eq(organisation.id, 1))
    .returning({ at: organisation.logoUpdatedAt });
  return row?.at ?? null;
}

export async function setSetupDismissed(db: Db, dismissed: boolean): Promise<Date | null> {
  const [row] = await db
    .update(organisation)
    .set({ setupDismissedAt: dismissed ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(organisation.id, 1))
    .returning({ at: organisation.setupDismissedAt });
  return row?.at ?? null;
}

/** The labour-law readings HR chose, as stored (lawReadings() in @hr/shared fills in the defaults). */
export async function readLawReadings(db: Db, opts: { forUpdate?: boolean } = {}): Promise<Record<string, string>> {
  const q = db.select({ r: organisation.lawReadings }).from(organisation).where(eq(organisation.id, 1));
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row?.r ?? {};
}

export async function writeLawReadings(db: Db, readings: Record<string, string>): Promise<void> {
  await db.update(organisation).set({ lawReadings: readings, updatedAt: sql`now()` }).where(eq(organisation.id, 1));
}

export interface TSetupCounts {
  sites: number;
  departments: number;
  shifts: number;
  holidays: number;
  estimatedHolidays: number;
  leaveTypes: number;
  people: number;
  notInvited: number;
  devices: number;
  goLiveSaved: boolean;
}

/**
 * What the setup checklist counts, in one statement: each count is a small aggregate over its
 * table (a new company has few rows; the audit check is an index probe on entity). "People" are
 * active employees besides the first account (the set-up administrator); "not invited" are those
 * of them with neither a password nor an invitation.
 */
export async function setupCounts(db: Db, year: number): Promise<TSetupCounts> {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const res = await db.execute(sql`
    with first as (select min(id) as id from employees)
    select
      (select count(*) from sites)::int as "sites",
      (select count(*) from departments)::int as "departments",
      (select count(*) from shifts)::int as "shifts",
      (select count(*) from holidays where date >= ${from} and date < ${to})::int as "holidays",
      (select count(*) from holidays where estimated and date >= ${from} and date < ${to})::int as "estimatedHolidays",
      (select count(*) from leave_types where active)::int as "leaveTypes",
      (select count(*) from employees e where e.active and e.id <> (select id from first))::int as "people",
      (select count(*) from employees e where e.active and e.id <> (select id from first) and e.invited_at is null
         and not exists (select 1 from credentials c where c.employee_id = e.id))::int as "notInvited",
      (select count(*) from attendance_devices where revoked_at is null)::int as "devices",
      exists (select 1 from audit_log a where a.entity = 'organisation' and a.action = 'settings.update' and a.actor_id is not null
         and a.after ->> 'trackingStart' is not null)
        and (select tracking_start from organisation where id = 1) is not null as "goLiveSaved"
  `);
  return res.rows[0] as unknown as TSetupCounts;
}
