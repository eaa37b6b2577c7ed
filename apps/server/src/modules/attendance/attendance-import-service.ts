import {
  ATTENDANCE_IMPORT_MAX_ERRORS,
  headerIndex,
  headerKey,
  zoneOffsetMinutes,
  type TAttendanceImportColumn,
  type TAttendanceImportJob,
  type TAttendanceImportPreview,
  type TAttendanceImportRequest,
  type TAttendanceImportResponse,
} from '@hr/shared';
import { AppError } from '../../core/errors.js';
import { isXlsx, readSpreadsheet } from '../../lib/spreadsheet.js';
import * as repo from './attendance-admin-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getOrganisation } from '../../core/organisation.js';

type TColumn = TAttendanceImportColumn;
type TRowError = TAttendanceImportPreview['errors'][number];

/** Header names (any case; spaces, punctuation and Arabic spelling variants ignored: headerKey), in English and Arabic, as devices and our own export write them. */
const HEADERS: Record<TColumn, string[]> = {
  empCode: ['empcode', 'companyid', 'userid', 'employeecode', 'employeeid', 'code', 'رقمالموظف', 'الرقمالوظيفي', 'كودالموظف', 'رقمالشركة'],
  eventType: ['eventtype', 'type', 'event', 'direction', 'نوعالحركة', 'الحركة', 'النوع'],
  eventTime: ['eventtime', 'time', 'datetime', 'instant', 'timestamp', 'وقتالحركة', 'الوقت', 'التاريخوالوقت'],
};
const columnByHeader = headerIndex(HEADERS);

/** Event types: in/out, sign in/sign out, check in/check out, and the Arabic words. */
const TYPES = new Map<string, boolean>([
  ['in', true],
  ['out', false],
  ['signin', true],
  ['signout', false],
  ['checkin', true],
  ['checkout', false],
  ['حضور', true],
  ['انصراف', false],
  ['دخول', true],
  ['خروج', false],
]);
const typeOf = (s: string) => TYPES.get(s.replace(/[\s_-]/g, '').toLowerCase());

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|ص|م)?$/i;
/** Events before this year are taken for a typing mistake. */
const EARLIEST = Date.UTC(2000, 0, 1);

/**
 * Reads instants: ISO 8601 with an offset (or Z); without one, and dd/MM/yyyy HH:mm or
 * dd/MM/yyyy hh:mm a (AM/PM or ص/م), as wall-clock time in `timeZone`. NaN when unreadable.
 */
export function instantReader(timeZone: string): (s: string) => number {
  // The zone's offset by hour of wall-clock time: a file has few distinct hours, Intl is slow.
  const offsets = new Map<number, number>();
  /** Wall-clock time as if in UTC; NaN for a day not on the calendar or an hour out of range. */
  const wallClock = (y: number, mo: number, d: number, h: number, mi: number, sec: number, ms: number) => {
    const wall = Date.UTC(y, mo - 1, d, h, mi, sec, ms);
    const check = new Date(wall);
    return check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || sec > 59 ? NaN : wall;
  };
  const local = (y: number, mo: number, d: number, h: number, mi: number, sec: number, ms: number) => {
    const wall = wallClock(y, mo, d, h, mi, sec, ms);
    if (Number.isNaN(wall)) return NaN;
    const hour = Math.floor(wall / 3_600_000);
    let off = offsets.get(hour);
    if (off === undefined) {
      // As startOfDayIn: across a change of offset, the offset at the result is the one that counts.
      const guess = hour * 3_600_000;
      off = zoneOffsetMinutes(new Date(guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000), timeZone);
      offsets.set(hour, off);
    }
    return wall - off * 60_000;
  };
  return (s) => {
    const v = s.trim();
    let m = ISO.exec(v);
    if (m) {
      const [y, mo, d, h, mi] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
      const sec = Number(m[6] ?? 0);
      const ms = Number((m[7] ?? '0').padEnd(3, '0'));
      if (!m[8]) return local(y, mo, d, h, mi, sec, ms);
      const wall = wallClock(y, mo, d, h, mi, sec, ms);
      const z = m[8].toUpperCase();
      if (z === 'Z') return wall;
      const digits = z.replace(':', '');
      const off = (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0)) * (digits[0] === '-' ? -1 : 1);
      return wall - off * 60_000;
    }
    m = DMY.exec(v);
    if (!m) return NaN;
    let h = Number(m[4]);
    const mark = m[7]?.toLowerCase();
    if (mark) {
      if (h < 1 || h > 12) return NaN;
      const pm = mark === 'pm' || mark === 'p.m.' || mark === 'م';
      h = (h % 12) + (pm ? 12 : 0);
    }
    return local(Number(m[3]), Number(m[2]), Number(m[1]), h, Number(m[5]), Number(m[6] ?? 0), 0);
  };
}

interface TPlan {
  preview: TAttendanceImportPreview;
  events: repo.TEventColumns;
}

/** Checks every row: a known company ID, a readable type and time not in the future. Kept rows go into columns. */
export function planImport(table: string[][], codes: Map<number, number>, timeZone: string, now = Date.now()): TPlan {
  const errors: TRowError[] = [];
  let errorCount = 0;
  const err = (line: number, field: string | null, reason: string) => {
    errorCount++;
    if (errors.length < ATTENDANCE_IMPORT_MAX_ERRORS) errors.push({ line, field, reason });
  };
  const [header = [], ...body] = table;
  const cols = header.map((h) => columnByHeader.get(headerKey(h)) ?? null);
  const at = (c: TColumn) => cols.indexOf(c);
  const empty = { employeeId: new Int32Array(0), signIn: new Uint8Array(0), at: new Float64Array(0) };
  for (const c of ['empCode', 'eventType', 'eventTime'] as const) if (at(c) < 0) err(1, c, 'importErrors.missingColumn');
  if (new Set(cols.filter(Boolean)).size !== cols.filter(Boolean).length) err(1, null, 'importErrors.duplicateColumn');
  if (errorCount) return { preview: { rows: body.filter((r) => r.some((c) => c.trim() !== '')).length, valid: 0, errors, errorCount }, events: empty };

  const [codeCol, typeCol, timeCol] = [at('empCode'), at('eventType'), at('eventTime')];
  const readInstant = instantReader(timeZone);
  const latest = now + 5 * 60_000;
  const events = { employeeId: new Int32Array(body.length), signIn: new Uint8Array(body.length), at: new Float64Array(body.length) };
  let rows = 0;
  let valid = 0;
  for (let i = 0; i < body.length; i++) {
    const cells = body[i];
    const code = (cells[codeCol] ?? '').trim();
    const type = (cells[typeCol] ?? '').trim();
    const time = (cells[timeCol] ?? '').trim();
    if (!code && !type && !time && !cells.some((c) => c.trim() !== '')) continue;
    rows++;
    const line = i + 2;
    const before = errorCount;
    const id = /^\d{1,9}$/.test(code) ? codes.get(Number(code)) : undefined;
    if (id === undefined) err(line, 'empCode', !code ? 'validation.required' : /^\d{1,9}$/.test(code) ? 'errors.UNKNOWN_EMPLOYEE' : 'validation.invalid');
    const signIn = typeOf(type);
    if (signIn === undefined) err(line, 'eventType', type ? 'attendanceImport.rowErrors.badType' : 'validation.required');
    const instant = time ? readInstant(time) : NaN;
    if (!time) err(line, 'eventTime', 'validation.required');
    else if (Number.isNaN(instant) || instant < EARLIEST) err(line, 'eventTime', 'attendanceImport.rowErrors.badTime');
    else if (instant > latest) err(line, 'eventTime', 'attendanceImport.rowErrors.future');
    if (errorCount > before) continue;
    events.employeeId[valid] = id!;
    events.signIn[valid] = signIn ? 1 : 0;
    events.at[valid] = instant;
    valid++;
  }
  return {
    preview: { rows, valid, errors, errorCount },
    events: { employeeId: events.employeeId.subarray(0, valid), signIn: events.signIn.subarray(0, valid), at: events.at.subarray(0, valid) },
  };
}

/** Rows a statement; progress moves on after each. */
const BATCH = 25_000;

/** Imports still running in this process (and just finished): progress reads come here first. */
const jobs = new Map<number, TAttendanceImportJob>();

const requireHr = (actor: Actor) => {
  if (!actor.roles.includes('hr') && !actor.roles.includes('admin')) throw new AppError('FORBIDDEN');
};

const presentJob = (r: repo.TImportRow): TAttendanceImportJob => ({
  id: r.id,
  state: r.state as TAttendanceImportJob['state'],
  total: r.total,
  processed: r.processed,
  inserted: r.inserted,
  duplicates: r.duplicates,
  error: r.error,
});

/**
 * A CSV without quotes (what devices write) splits on line breaks and commas: ten times
 * parseCsv's speed on a million rows. Anything else goes through readSpreadsheet.
 */
async function readTable(buf: Buffer): Promise<string[][]> {
  if (!isXlsx(buf)) {
    let text = buf.toString('utf8');
    if (!text.includes('"')) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      const lines = text.split(/\r\n|\n|\r/);
      if (lines[lines.length - 1] === '') lines.pop();
      return lines.map((l) => l.split(','));
    }
  }
  return readSpreadsheet(buf);
}

function decode(req: TAttendanceImportRequest): Buffer {
  const buf = Buffer.from(req.contentBase64, 'base64');
  if (!buf.length) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'contentBase64', message: 'validation.invalid' }] });
  return buf;
}

/**
 * Device logs from a CSV or XLSX file. apply=false (and any file with an error) answers the
 * preview and writes nothing. apply=true starts the import and answers at once with its job:
 * every row goes in one transaction (all or nothing), 25,000 a statement, replayed rows are
 * counted as duplicates. Poll importJob() for the progress.
 */
export async function importAttendance(ctx: Ctx, actor: Actor, req: TAttendanceImportRequest): Promise<TAttendanceImportResponse> {
  requireHr(actor);
  let table: string[][];
  try {
    table = await readTable(decode(req));
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('IMPORT_INVALID', { fields: [{ path: 'rows.1.row', message: 'importErrors.unreadable' }] });
  }
  const org = await getOrganisation(ctx.db);
  const { preview, events } = planImport(table, await repo.employeeIdsByCode(ctx.db), org.timeZone);
  if (preview.rows === 0 && preview.errorCount === 0) throw new AppError('IMPORT_INVALID', { fields: [{ path: 'rows.1.row', message: 'importErrors.empty' }] });
  if (!req.apply || preview.errorCount > 0) return { preview, job: null };

  const row = await repo.insertImport(ctx.db, { fileName: req.fileName, createdById: actor.id, total: preview.valid });
  const job = presentJob(row);
  jobs.set(job.id, job);
  void runImport(ctx, actor, job, events, req.fileName);
  return { preview, job: { ...job } };
}

async function runImport(ctx: Ctx, actor: Actor, job: TAttendanceImportJob, events: repo.TEventColumns, fileName: string): Promise<void> {
  // Another process reads the progress from the row, written outside the import's transaction.
  try {
    await ctx.db.transaction(async (tx) => {
      // The lock says this import is alive until the transaction ends (see recoverInterruptedImports).
      if (!(await repo.holdImportLock(tx, job.id))) throw new AppError('IMPORT_INTERRUPTED');
      const skipped = await repo.skipRowChecks(tx);
      // COPY into a temporary table first, then move it into the events in ranges, with
      // progress between them.
      await repo.stageEventColumns(tx, events);
      let inserted = 0;
      for (let from = 0; from < job.total; from += BATCH) {
        const to = Math.min(from + BATCH, job.total);
        inserted += await repo.insertStaged(tx, from, to, actor.id);
        Object.assign(job, { processed: to, inserted, duplicates: to - inserted });
        await repo.updateImport(ctx.db, job.id, { processed: to, inserted, duplicates: to - inserted });
      }
      if (skipped) await repo.restoreRowChecks(tx);
      await audit(tx, {
        actorId: actor.id,
        action: 'attendance.import',
        entity: 'attendance_import',
        entityId: job.id,
        after: { fileName, rows: job.total, inserted, duplicates: job.total - inserted },
        ip: actor.ip,
      });
      await repo.updateImport(tx, job.id, { state: 'done', processed: job.total, inserted, duplicates: job.total - inserted, finished: true });
    });
    job.state = 'done';
  } catch (e) {
    ctx.log.error({ err: e, importId: job.id }, 'attendance import failed');
    Object.assign(job, { state: 'failed', processed: 0, inserted: 0, duplicates: 0, error: e instanceof AppError ? e.code : 'INTERNAL' });
    await repo.updateImport(ctx.db, job.id, { state: 'failed', processed: 0, inserted: 0, duplicates: 0, error: job.error, finished: true }).catch(() => {});
  } finally {
    // The row has the final state now; a reader that missed the map finds it there.
    jobs.delete(job.id);
  }
}

/**
 * An import's progress: this process's own running imports from memory, others from their row.
 * A row still running that no live transaction holds was left by a process that died: it is
 * marked interrupted now rather than showing "running" for ever.
 */
export async function importJob(ctx: Ctx, actor: Actor, id: number): Promise<TAttendanceImportJob> {
  requireHr(actor);
  const running = jobs.get(id);
  if (running) return { ...running };
  let row = await repo.importById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.state === 'running' && (await repo.failOrphanedImports(ctx.db, 'IMPORT_INTERRUPTED', { graceSeconds: GRACE_SECONDS, id })).length) {
    row = (await repo.importById(ctx.db, id))!;
  }
  return presentJob(row);
}

/**
 * Seconds a new import's row may wait for its transaction to take the lock (a pool connection).
 * Marking one too early is safe all the same: its transaction finds the row no longer running
 * and stops with IMPORT_INTERRUPTED before writing anything.
 */
const GRACE_SECONDS = 10;

/**
 * At start: every import left running by a process that died (kill -9, a crash, a lost
 * connection) is marked failed with IMPORT_INTERRUPTED. Its transaction was rolled back, so
 * nothing of it was applied; HR runs it again. Imports of live processes (another server on the
 * same PostgreSQL) hold their advisory lock and are left alone.
 */
export async function recoverInterruptedImports(ctx: Pick<Ctx, 'db' | 'log'>): Promise<number[]> {
  const ids = await repo.failOrphanedImports(ctx.db, 'IMPORT_INTERRUPTED', { graceSeconds: GRACE_SECONDS });
  if (ids.length) ctx.log.warn({ importIds: ids }, 'attendance imports interrupted by a stopped process marked failed');
  return ids;
}
