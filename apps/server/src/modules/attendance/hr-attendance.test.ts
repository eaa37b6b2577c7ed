import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, attendanceImports, auditLog, employees } from '../../db/schema.js';
import { instantReader, recoverInterruptedImports } from './attendance-import-service.js';
import { holdImportLock } from './attendance-admin-repository.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1002, 1003, 1005]) tokens[code] = (await t.login(code)).token;
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const upload = (code: number, text: string, apply: boolean) => as(code).post('/api/hr/attendance/imports', { fileName: 'logs.csv', contentBase64: b64(text), apply });
const countImported = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(attendanceEvents).where(eq(attendanceEvents.source, 'import')))[0].n;

async function finished(id: number) {
  for (let i = 0; i < 200; i++) {
    const job = (await as(1001).get(`/api/hr/attendance/imports/${id}`)).json();
    if (job.state !== 'running') return job;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('import did not finish');
}

const GOOD = [
  'Company ID,Event type,Event time',
  '1005,in,2026-02-02T08:01:00+02:00',
  '1005,Sign out,02/02/2026 04:10 PM',
  '1006,حضور,02/02/2026 08:30',
  '1006,انصراف,02/02/2026 05:00 م',
].join('\r\n');

describe('reading times', () => {
  it("reads ISO instants with offsets, and dd/MM/yyyy (24 h or AM/PM, ص/م) in the organisation's zone", () => {
    const read = instantReader('Africa/Cairo');
    expect(new Date(read('2026-02-02T08:01:00+02:00')).toISOString()).toBe('2026-02-02T06:01:00.000Z');
    expect(new Date(read('2026-02-02T06:01:00Z')).toISOString()).toBe('2026-02-02T06:01:00.000Z');
    expect(new Date(read('02/02/2026 04:10 PM')).toISOString()).toBe('2026-02-02T14:10:00.000Z');
    expect(new Date(read('02/02/2026 12:05 ص')).toISOString()).toBe('2026-02-01T22:05:00.000Z');
    // Cairo keeps summer time (UTC+3) in July.
    expect(new Date(read('15/07/2026 08:00')).toISOString()).toBe('2026-07-15T05:00:00.000Z');
    for (const bad of ['31/02/2026 08:00', '2026-02-02', '02/02/2026 13:00 PM', 'yesterday', '02/02/2026 24:00']) expect(read(bad), bad).toBeNaN();
  });
});

describe('importing device logs', () => {
  it('the preview lists every bad row with its line and writes nothing, even with apply', async () => {
    const file = ['رقم الموظف,نوع الحركة,وقت الحركة', '1005,in,2026-02-03T08:00:00+02:00', '99999,in,2026-02-03T08:00:00+02:00', '1005,lunch,2026-02-03T12:00:00+02:00', '1006,out,31/02/2026 08:00', '1006,in,01/01/2099 08:00', ',,'].join('\n');
    for (const apply of [false, true]) {
      const res = await upload(1001, file, apply);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        preview: {
          rows: 5,
          valid: 1,
          errorCount: 4,
          errors: [
            { line: 3, field: 'empCode', reason: 'errors.UNKNOWN_EMPLOYEE' },
            { line: 4, field: 'eventType', reason: 'attendanceImport.rowErrors.badType' },
            { line: 5, field: 'eventTime', reason: 'attendanceImport.rowErrors.badTime' },
            { line: 6, field: 'eventTime', reason: 'attendanceImport.rowErrors.future' },
          ],
        },
        job: null,
      });
    }
    expect(await countImported()).toBe(0);
    expect((await t.database.db.select().from(attendanceImports)).length).toBe(0);
  });

  it('refuses a file without the needed columns, an empty file and an unreadable one', async () => {
    const missing = (await upload(1001, 'Company ID,Time,Note\n1005,2026-02-03T08:00:00Z,x', false)).json();
    expect(missing.preview.errors).toEqual([{ line: 1, field: 'eventType', reason: 'importErrors.missingColumn' }]);
    const empty = await upload(1001, 'Company ID,Event type,Event time\r\n', false);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'IMPORT_INVALID', fields: [{ path: 'rows.1.row', message: 'importErrors.empty' }] });
    const junk = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]).toString('base64');
    const unreadable = await as(1001).post('/api/hr/attendance/imports', { fileName: 'logs.xlsx', contentBase64: junk, apply: false });
    expect(unreadable.json()).toMatchObject({ code: 'IMPORT_INVALID', fields: [{ message: 'importErrors.unreadable' }] });
  });

  it('applies all rows in the background, reports progress, and a replay adds nothing', async () => {
    const res = await upload(1001, GOOD, true);
    expect(res.statusCode, res.body).toBe(200);
    const { preview, job } = res.json();
    expect(preview).toEqual({ rows: 4, valid: 4, errors: [], errorCount: 0 });
    expect(job).toMatchObject({ state: 'running', total: 4 });
    expect(await finished(job.id)).toEqual({ id: job.id, state: 'done', total: 4, processed: 4, inserted: 4, duplicates: 0, error: null });
    const rows = await t.database.db
      .select({ type: attendanceEvents.eventType, at: attendanceEvents.occurredAt, source: attendanceEvents.source, by: attendanceEvents.createdById })
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.employeeId, ids[1006]), eq(attendanceEvents.source, 'import')))
      .orderBy(attendanceEvents.occurredAt);
    expect(rows.map((r) => [r.type, new Date(r.at).toISOString(), r.source, r.by])).toEqual([
      ['in', '2026-02-02T06:30:00.000Z', 'import', ids[1001]],
      ['out', '2026-02-02T15:00:00.000Z', 'import', ids[1001]],
    ]);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'attendance.import'), eq(auditLog.entityId, String(job.id))));
    expect(entry.after).toMatchObject({ fileName: 'logs.csv', rows: 4, inserted: 4, duplicates: 0 });

    const again = (await upload(1001, GOOD, true)).json();
    expect(await finished(again.job.id)).toMatchObject({ state: 'done', processed: 4, inserted: 0, duplicates: 4 });
    expect(await countImported()).toBe(4);
  });

  it('is all or nothing: a file with one bad row among good ones imports nothing', async () => {
    const file = `${GOOD}\r\n1005,in,2026-02-09T08:00:00+02:00\r\n1005,in,not a time\r\n`;
    const res = (await upload(1001, file, true)).json();
    expect(res.job).toBeNull();
    expect(res.preview).toMatchObject({ rows: 6, valid: 5, errorCount: 1, errors: [{ line: 7, field: 'eventTime' }] });
    expect(await countImported()).toBe(4);
  });

  it('only hr and admin import and read progress', async () => {
    for (const code of [1002, 1003, 1005]) {
      expect((await upload(code, GOOD, false)).statusCode).toBe(403);
      expect((await as(code).get('/api/hr/attendance/imports/1')).statusCode).toBe(403);
    }
    expect((await as(1001).get('/api/hr/attendance/imports/999999')).statusCode).toBe(404);
  });
});

describe('an import interrupted by a restart', () => {
  /** A row as kill -9 leaves it: its transaction rolled back with the process, the row says running. */
  const leftRunning = async (minutesAgo: number) =>
    (
      await t.database.db
        .insert(attendanceImports)
        .values({ fileName: 'crashed.csv', createdById: ids[1001], state: 'running', total: 1_000_000, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .returning()
    )[0].id;
  const job = async (id: number) => (await as(1001).get(`/api/hr/attendance/imports/${id}`)).json();
  const interrupted = (id: number) => ({ id, state: 'failed', total: 1_000_000, processed: 0, inserted: 0, duplicates: 0, error: 'IMPORT_INTERRUPTED' });

  it('at start, an import left running by a dead process is marked failed with its message; nothing was applied', async () => {
    const before = await countImported();
    const id = await leftRunning(10);
    // Read before any restart: the progress page sees the dead import as interrupted at once.
    expect(await job(id)).toEqual(interrupted(id));
    const again = await leftRunning(10);
    expect(await recoverInterruptedImports(t.app.ctx)).toEqual([again]);
    expect(await job(again)).toEqual(interrupted(again));
    expect(await job(id)).toEqual(interrupted(id));
    const [row] = await t.database.db.select().from(attendanceImports).where(eq(attendanceImports.id, again));
    expect(row.finishedAt).not.toBeNull();
    expect(await countImported()).toBe(before);
    // Nothing left to recover the second time; imports still run to the end afterwards.
    expect(await recoverInterruptedImports(t.app.ctx)).toEqual([]);
    const next = (await upload(1001, GOOD, true)).json();
    expect(await finished(next.job.id)).toMatchObject({ state: 'done', duplicates: 4 });
  });

  it('an import marked interrupted before its transaction took the lock stops before writing anything', async () => {
    const id = await leftRunning(10);
    expect(await recoverInterruptedImports(t.app.ctx)).toEqual([id]);
    expect(await t.database.db.transaction((tx) => holdImportLock(tx, id))).toBe(false);
    const fresh = (await t.database.db.insert(attendanceImports).values({ fileName: 'x.csv', createdById: ids[1001], state: 'running' }).returning())[0].id;
    expect(await t.database.db.transaction((tx) => holdImportLock(tx, fresh))).toBe(true);
    await t.database.db.update(attendanceImports).set({ state: 'failed' }).where(eq(attendanceImports.id, fresh));
  });

  it('leaves alone an import that another live process is running, and a row younger than its transaction', async () => {
    const live = await leftRunning(10);
    // Another server process: its import transaction holds the import's lock.
    const other = await t.database.pool.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1::int, $2::int)', [0x4154494d, live]);
      const young = await leftRunning(0);
      expect(await recoverInterruptedImports(t.app.ctx)).toEqual([]);
      expect(await job(live)).toMatchObject({ state: 'running' });
      expect(await job(young)).toMatchObject({ state: 'running' });
      // The process dies: PostgreSQL rolls its transaction back and frees the lock.
      await other.query('rollback');
      expect(await recoverInterruptedImports(t.app.ctx)).toEqual([live]);
      expect(await job(live)).toEqual(interrupted(live));
      await t.database.db.update(attendanceImports).set({ state: 'failed' }).where(eq(attendanceImports.id, young));
    } finally {
      other.release();
    }
  });
});

describe('manual entry and correction', () => {
  let eventId = 0;
  const auditOf = async (action: string, id: number) =>
    (await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id)))))[0];

  it('HR adds an event (audited with the reason); the same one again is EVENT_EXISTS', async () => {
    const body = { employeeId: ids[1005], eventType: 'in', eventTime: '2026-02-10T08:00:00+02:00', reason: 'Card reader was down' };
    const res = await as(1001).post('/api/hr/attendance/events', body);
    expect(res.statusCode, res.body).toBe(200);
    eventId = res.json().eventId;
    expect(res.json()).toEqual({ eventId, employeeId: ids[1005], eventType: 'in', eventTime: '2026-02-10T06:00:00.000Z', source: 'manual' });
    expect((await auditOf('attendance.event.create', eventId)).after).toMatchObject({ eventType: 'in', eventTime: '2026-02-10T06:00:00.000Z', reason: 'Card reader was down' });
    const dup = await as(1001).post('/api/hr/attendance/events', { ...body, eventTime: '2026-02-10T06:00:00Z' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('EVENT_EXISTS');
    const noReason = await as(1001).post('/api/hr/attendance/events', { ...body, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((await as(1001).post('/api/hr/attendance/events', { ...body, employeeId: 999999 })).json().code).toBe('UNKNOWN_EMPLOYEE');
  });

  it('HR corrects an event: before and after in the audit; onto an existing event is refused', async () => {
    const res = await as(1001).patch(`/api/hr/attendance/events/${eventId}`, { eventType: 'in', eventTime: '2026-02-10T08:15:00+02:00', reason: 'Typed the wrong time' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ eventTime: '2026-02-10T06:15:00.000Z', source: 'correction' });
    const entry = await auditOf('attendance.event.update', eventId);
    expect(entry.before).toMatchObject({ eventTime: '2026-02-10T06:00:00.000Z', source: 'manual' });
    expect(entry.after).toMatchObject({ eventTime: '2026-02-10T06:15:00.000Z', reason: 'Typed the wrong time' });
    // 1005 signed in at 08:01 on 2 February (the import): moving this event there is a duplicate.
    const clash = await as(1001).patch(`/api/hr/attendance/events/${eventId}`, { eventType: 'in', eventTime: '2026-02-02T08:01:00+02:00', reason: 'x' });
    expect(clash.json().code).toBe('EVENT_EXISTS');
    expect((await as(1001).patch('/api/hr/attendance/events/999999', { eventType: 'in', eventTime: '2026-02-10T08:15:00+02:00', reason: 'x' })).statusCode).toBe(404);
  });

  it('HR deletes an event with a reason (audited); others may not touch events', async () => {
    for (const code of [1002, 1003, 1005]) {
      expect((await as(code).post('/api/hr/attendance/events', { employeeId: ids[1005], eventType: 'out', eventTime: '2026-02-10T16:00:00Z', reason: 'x' })).statusCode).toBe(403);
      expect((await as(code).patch(`/api/hr/attendance/events/${eventId}`, { eventType: 'out', eventTime: '2026-02-10T16:00:00Z', reason: 'x' })).statusCode).toBe(403);
      expect((await as(code).delete(`/api/hr/attendance/events/${eventId}`, { reason: 'x' })).statusCode).toBe(403);
    }
    expect((await as(1001).delete(`/api/hr/attendance/events/${eventId}`, {})).statusCode).toBe(400);
    const res = await as(1001).delete(`/api/hr/attendance/events/${eventId}`, { reason: 'Entered twice' });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await auditOf('attendance.event.delete', eventId);
    expect(entry.before).toMatchObject({ employeeId: ids[1005], eventTime: '2026-02-10T06:15:00.000Z' });
    expect(entry.after).toEqual({ reason: 'Entered twice' });
    expect((await as(1001).delete(`/api/hr/attendance/events/${eventId}`, { reason: 'again' })).statusCode).toBe(404);
  });
});
