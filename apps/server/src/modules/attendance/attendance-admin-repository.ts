import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client.js';
import { attendanceEvents, attendanceImports, employees } from '../../db/schema.js';

export type TEventRow = typeof attendanceEvents.$inferSelect;
export type TImportRow = typeof attendanceImports.$inferSelect;

/** Company ID → id of everyone (active or not): a file's codes are checked in memory. */
export async function employeeIdsByCode(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: employees.id, empCode: employees.empCode }).from(employees);
  return new Map(rows.map((r) => [r.empCode, r.id]));
}

export async function employeeExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).limit(1)).length > 0;
}

// ---- Imports ----

export async function insertImport(db: Db, v: { fileName: string; createdById: number; total: number }): Promise<TImportRow> {
  return (await db.insert(attendanceImports).values({ ...v, state: 'running' }).returning())[0];
}

export async function updateImport(db: Db, id: number, v: Partial<Pick<TImportRow, 'state' | 'processed' | 'inserted' | 'duplicates' | 'error'>> & { finished?: boolean }) {
  const { finished, ...rest } = v;
  await db
    .update(attendanceImports)
    .set({ ...rest, ...(finished && { finishedAt: sql`now()` }) })
    .where(eq(attendanceImports.id, id));
}

export async function importById(db: Db, id: number): Promise<TImportRow | undefined> {
  return (await db.select().from(attendanceImports).where(eq(attendanceImports.id, id)).limit(1))[0];
}

/**
 * An import's transaction holds this advisory lock (first key: 'ATIM') from its start to its
 * end, so any process can tell a running import from one whose process died: PostgreSQL
 * releases the lock with the dead process's connection.
 */
const IMPORT_LOCK = 0x4154494d;

/** Takes the import's lock inside its transaction; false when the row is no longer running (marked interrupted meanwhile). */
export async function holdImportLock(tx: Db, id: number): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}::int, ${id}::int)`);
  const rows = await tx.select({ state: attendanceImports.state }).from(attendanceImports).where(eq(attendanceImports.id, id));
  return rows[0]?.state === 'running';
}

/**
 * Marks failed, with `error`, every running import (or the one `id`) whose transaction holds no
 * lock: its process died (kill -9, a crash, a lost connection) and PostgreSQL rolled it back.
 * Only rows older than `graceSeconds` (the moment between the row and its transaction).
 */
export async function failOrphanedImports(db: Db, error: string, opts: { graceSeconds: number; id?: number }): Promise<number[]> {
  const res = await db.execute(sql`
    update attendance_imports set state = 'failed', processed = 0, inserted = 0, duplicates = 0, error = ${error}, finished_at = now()
    where state = 'running' ${opts.id === undefined ? sql`` : sql`and id = ${opts.id}`}
      and created_at <= now() - make_interval(secs => ${opts.graceSeconds})
      and pg_try_advisory_xact_lock(${IMPORT_LOCK}::int, id)
    returning id`);
  return (res.rows as { id: number }[]).map((r) => r.id);
}

/** Events in columns: person id, true for a sign-in, the instant in epoch milliseconds. */
export interface TEventColumns {
  employeeId: Int32Array;
  signIn: Uint8Array;
  at: Float64Array;
}

/**
 * Skips the per-row foreign-key checks (and statement triggers) of a bulk insert until
 * restoreRowChecks, when the role may (a superuser: always on the embedded server). They cost
 * two thirds of the insert; the caller has checked every person against the table, and people
 * are never deleted. Returns whether it could; the caller then notifies the change itself.
 */
export async function skipRowChecks(db: Db): Promise<boolean> {
  const res = await db.execute(sql`select current_setting('is_superuser') = 'on' as su`);
  if (!(res.rows as { su: boolean }[])[0]?.su) return false;
  await db.execute(sql`set local session_replication_role = replica`);
  return true;
}

export async function restoreRowChecks(db: Db): Promise<void> {
  await db.execute(sql`set local session_replication_role = origin`);
  // What the statement trigger would have said: caches of attendance forget at commit.
  await db.execute(sql`select pg_notify('hr_data', 'attendance_events')`);
}

const insertSql = (rows: SQL, createdById: number) => sql`with ins as (
    insert into attendance_events (employee_id, event_type, occurred_at, source, created_by_id)
    select v.e, v.t, v.at, 'import', ${createdById}::int from ${rows}
    on conflict (employee_id, occurred_at, event_type) do nothing
    returning 1
  ) select count(*)::int as n from ins`;
const countOf = (res: { rows: unknown[] }) => Number((res.rows as { n: number }[])[0]?.n ?? 0);

/** The pg client behind a Drizzle transaction. */
const txClient = <T>(tx: Db) => (tx as unknown as { session: { client: T } }).session.client;

/**
 * Every row into a temporary table with COPY … FROM STDIN (numbered from 0), which insertStaged
 * then moves in ranges. Only inside a transaction (the table goes at commit).
 */
export async function stageEventColumns(tx: Db, cols: TEventColumns): Promise<void> {
  await tx.execute(sql`create temp table attendance_import_stage (n int, e int, t text, at timestamptz) on commit drop`);
  const chunk = (from: number, to: number) => {
    const lines: string[] = [];
    for (let i = from; i < to; i++) lines.push(`${i},${cols.employeeId[i]},${cols.signIn[i] ? 'in' : 'out'},${new Date(cols.at[i]).toISOString()}\n`);
    return lines.join('');
  };
  const client = txClient<pg.PoolClient>(tx);
  const parts = function* () {
    for (let from = 0; from < cols.at.length; from += 50_000) yield chunk(from, Math.min(from + 50_000, cols.at.length));
  };
  await pipeline(Readable.from(parts()), client.query(copyFrom('copy attendance_import_stage from stdin with (format csv)')));
  await tx.execute(sql`create index on attendance_import_stage (n)`);
}

/** Staged rows [from, to) into the events, duplicates skipped; returns how many were new. */
export async function insertStaged(tx: Db, from: number, to: number, createdById: number): Promise<number> {
  return countOf(await tx.execute(insertSql(sql`attendance_import_stage v where v.n >= ${from} and v.n < ${to}`, createdById)));
}

// ---- Manual entry and correction ----

/** The event, locked against a parallel correction. */
export async function lockEvent(db: Db, id: number): Promise<TEventRow | undefined> {
  return (await db.select().from(attendanceEvents).where(eq(attendanceEvents.id, id)).for('update'))[0];
}

/** Another event of the person with this instant and type (the unique key), if any. */
export async function sameEventExists(db: Db, employeeId: number, eventType: string, at: Date, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: attendanceEvents.id })
    .from(attendanceEvents)
    .where(
      and(
        eq(attendanceEvents.employeeId, employeeId),
        eq(attendanceEvents.eventType, eventType),
        sql`${attendanceEvents.occurredAt} = ${at.toISOString()}::timestamptz`,
        exceptId === undefined ? undefined : ne(attendanceEvents.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function updateEvent(db: Db, id: number, v: { eventType: string; occurredAt: Date; source: string }): Promise<TEventRow | undefined> {
  return (await db.update(attendanceEvents).set(v).where(eq(attendanceEvents.id, id)).returning())[0];
}

export async function deleteEvent(db: Db, id: number): Promise<TEventRow | undefined> {
  return (await db.delete(attendanceEvents).where(eq(attendanceEvents.id, id)).returning())[0];
}
