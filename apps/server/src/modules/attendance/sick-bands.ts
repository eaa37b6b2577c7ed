import { addDaysIso, lawReadings, sickPayBands, type TSickBand } from '@hr/shared';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../core/context.js';
import { cachedOrganisation } from '../../core/organisation.js';
import type { Db } from '../../db/client.js';
import type { TDirectoryEmployee } from '../people/index.js';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Approved sick leave (the preset type 'sick') of these people overlapping the range, with HR's
 * confirmation of a chronic illness. Read here, like overtime and permissions on the sheet, since
 * the leave module imports this one.
 */
export async function approvedSickLeave(db: Db, ids: readonly number[], from: string, to: string) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select r.employee_id as e, to_char(r.start_date, 'YYYY-MM-DD') as s, to_char(r.end_date, 'YYYY-MM-DD') as t, r.half_day as h, r.chronic_illness as c
      from leave_requests r join leave_types lt on lt.id = r.leave_type_id
      where lt.code = 'sick' and r.state = 'approved' and r.start_time is null
        and r.end_date >= ${from}::date and r.start_date <= ${to}::date and r.employee_id = any(${intArray(ids)}::int[])
      order by r.employee_id, r.start_date`);
  return res.rows as { e: number; s: string; t: string; h: string; c: string | null }[];
}

/**
 * Each sick day's pay band from `from` to `to`, by 'personId|date' (rules `sickYearBands`,
 * `sickChronic`, `sickIndustrialTiers`): the organisation's scheme (Labour law page, Art 131), and
 * every approved sick day of the period the range falls in (up to three years before it).
 */
export async function sickBandsOf(ctx: Pick<Ctx, 'db' | 'reads'>, people: readonly TDirectoryEmployee[], from: string, to: string): Promise<Map<string, { band: TSickBand; days: number }>> {
  const out = new Map<string, { band: TSickBand; days: number }>();
  if (!people.length) return out;
  const org = await cachedOrganisation(ctx);
  const scheme = lawReadings(org.lawReadings).sickPayScheme;
  const rows = await approvedSickLeave(ctx.db, people.map((p) => p.id), addDaysIso(from, -3 * 366), to);
  const byPerson = new Map<number, typeof rows>();
  for (const r of rows) {
    const list = byPerson.get(Number(r.e));
    if (list) list.push(r);
    else byPerson.set(Number(r.e), [r]);
  }
  const hire = new Map(people.map((p) => [p.id, p.hireDate]));
  for (const [id, list] of byPerson) {
    const bands = sickPayBands(
      list.map((r) => ({ startDate: r.s, endDate: r.t, halfDay: r.h, chronic: r.c === 'confirmed' })),
      scheme,
      hire.get(id) ?? null,
      from,
      to,
    );
    for (const [date, b] of bands) out.set(`${id}|${date}`, b);
  }
  return out;
}
