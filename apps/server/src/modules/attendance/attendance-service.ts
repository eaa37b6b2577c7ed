import {
  DEVICE_KEPT_DAYS,
  addDaysIso,
  formatDateTime,
  startOfDayIn,
  type TAttendanceEvent,
  type TAttendanceList,
  type TAttendanceListQuery,
  type TDevice,
  type TDeviceCreated,
  type TDeviceDirectionInput,
  type TDeviceEventsBatch,
  type TDeviceEventsResult,
  type TDeviceInput,
  type TDeviceList,
} from '@hr/shared';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import { hashToken } from '../../core/tokens.js';
import * as repo from './attendance-repository.js';
import { asPunchDirection } from './adms-direction.js';
import * as admsRepo from './adms-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory } from '../people/index.js';
import { assertRange } from '../../lib/range.js';
import { hasRole } from '../../core/policies.js';
import { todayIn, getOrganisation } from '../../core/organisation.js';
import { csvCell } from '../../core/csv.js';
import { outOfShiftCheck, type TOutOfShiftCheck } from './attendance-shift-check.js';
import type { Directory } from '../people/index.js';

const isHr = (actor: Pick<Actor, 'roles'>) => hasRole(actor, 'hr', 'admin');

type TPersonCols = [number, string, string, string | null, string | null, string | null, string | null];
const presentEvent = (r: Awaited<ReturnType<typeof repo.listEvents>>['rows'][number], outside: (employeeId: number, at: Date) => boolean): TAttendanceEvent => {
  const p = r.person as TPersonCols;
  return {
    eventId: r.eventId,
    employeeId: r.employeeId,
    userId: p[0],
    userName: p[1],
    userNameAr: p[2],
    Department: p[3],
    DepartmentAr: p[4],
    Section: p[5],
    SectionAr: p[6],
    eventType: r.eventType as TAttendanceEvent['eventType'],
    eventTime: new Date(r.occurredAt).toISOString(),
    source: r.source as TAttendanceEvent['source'],
    recordedOffline: r.recordedOffline,
    outsideGeofence: r.outsideGeofence,
    outOfShift: r.eventType === 'in' && outside(r.employeeId, new Date(r.occurredAt)),
  };
};

/** Whether a person's sign-in is far outside their shift, from the directory's shift and site. */
const outsideOf = (dir: Directory, check: TOutOfShiftCheck) => (employeeId: number, at: Date) => {
  const p = dir.get(employeeId);
  return !!p && check(p, at) !== null;
};

/** The date range of a list: the query's, or this month in the organisation's time zone. */
async function rangeOf(ctx: Ctx, q: TAttendanceListQuery) {
  const org = await getOrganisation(ctx.db);
  const today = todayIn(org.timeZone);
  const from = q.from ?? `${today.slice(0, 7)}-01`;
  const to = q.to ?? today;
  assertRange(from, to, 'events');
  return { from, to, start: startOfDayIn(from, org.timeZone), end: startOfDayIn(addDaysIso(to, 1), org.timeZone) };
}

async function listOf(ctx: Ctx, who: SQL, q: TAttendanceListQuery): Promise<TAttendanceList> {
  const r = await rangeOf(ctx, q);
  const [{ rows, total }, dir] = await Promise.all([repo.listEvents(ctx.db, who, r.start, r.end, q), getDirectory(ctx)]);
  const check = await outOfShiftCheck(ctx, [...new Set(rows.map((row) => row.employeeId))], addDaysIso(r.from, -1), addDaysIso(r.to, 1));
  const outside = outsideOf(dir, check);
  return { items: rows.map((row) => presentEvent(row, outside)), total, from: r.from, to: r.to };
}

/** /self/attlogs: the viewer's own events. */
export const listMyEvents = (ctx: Ctx, actor: Actor, q: TAttendanceListQuery) => listOf(ctx, repo.eventsOf(actor.id), { ...q, employeeId: undefined });

/** /team/attlogs: the events of the viewer's team scope (everyone for HR), themselves included. */
export async function listTeamEvents(ctx: Ctx, actor: Actor, q: TAttendanceListQuery): Promise<TAttendanceList> {
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
  if (isHr(actor)) return listOf(ctx, sql`true`, q);
  const dir = await getDirectory(ctx);
  const inScope = dir.visible(actor, 'view');
  return listOf(ctx, repo.eventsAmong(dir.people.filter(inScope).map((e) => e.id)), q);
}

const HEADERS = {
  en: ['Event ID', 'User ID', 'User name', 'Department', 'Section', 'Event type', 'Event time', 'Source'],
  ar: ['رقم الحركة', 'رقم الموظف', 'اسم الموظف', 'الإدارة', 'القسم', 'نوع الحركة', 'وقت الحركة', 'المصدر'],
};
const TYPES = { en: { in: 'Sign in', out: 'Sign out' }, ar: { in: 'حضور', out: 'انصراف' } };

/** The logs as CSV (UTF-8 with BOM), times in the organisation's time zone as dd/MM/yyyy hh:mm a, up to 50,000 rows. */
export async function exportEventsCsv(ctx: Ctx, actor: Actor, q: TAttendanceListQuery & { scope: 'self' | 'team'; lang: 'en' | 'ar' }): Promise<string> {
  const big = { ...q, page: 0, pageSize: 50_000 };
  const list = q.scope === 'team' ? await listTeamEvents(ctx, actor, big) : await listMyEvents(ctx, actor, big);
  const org = await getOrganisation(ctx.db);
  const ar = q.lang === 'ar';
  const lines = list.items.map((e) =>
    [
      e.eventId,
      e.userId,
      ar ? e.userNameAr : e.userName,
      ar ? e.DepartmentAr : e.Department,
      ar ? e.SectionAr : e.Section,
      TYPES[q.lang][e.eventType],
      formatDateTime(e.eventTime, q.lang, org.timeZone),
      e.source,
    ]
      .map(csvCell)
      .join(','),
  );
  return `\ufeff${[HEADERS[q.lang].map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}

// ---- Devices ----

const NOTHING_KEPT: TDevice['kept'] = { photo: 0, card: 0, door: 0, table: 0 };

const presentDevice = (d: repo.TDeviceRow, kept: TDevice['kept'] = NOTHING_KEPT): TDevice => ({
  id: d.id,
  name: d.name,
  siteId: d.siteId,
  protocol: d.protocol === 'adms' ? 'adms' : 'key',
  serialNumber: d.serialNumber,
  keyPrefix: d.keyPrefix ?? '',
  punchDirection: asPunchDirection(d.punchDirection),
  createdAt: d.createdAt.toISOString(),
  revokedAt: d.revokedAt ? d.revokedAt.toISOString() : null,
  lastUsedAt: d.lastUsedAt ? d.lastUsedAt.toISOString() : null,
  kept,
});

const requireHrWrite = (actor: Actor) => {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
};

export async function listDevices(ctx: Ctx, actor: Actor): Promise<TDeviceList> {
  requireHrWrite(actor);
  const [rows, counts] = await Promise.all([repo.listDevices(ctx.db), admsRepo.recentRecordCounts(ctx.db, DEVICE_KEPT_DAYS)]);
  const kept = new Map<number, TDevice['kept']>();
  for (const c of counts) {
    const k = kept.get(c.deviceId) ?? { ...NOTHING_KEPT };
    if (c.kind === 'photo' || c.kind === 'card' || c.kind === 'door' || c.kind === 'table') k[c.kind] = c.count;
    kept.set(c.deviceId, k);
  }
  return { items: rows.map((d) => presentDevice(d, kept.get(d.id))) };
}

/**
 * A new device. A key device gets its API key, shown this once (only its hash is kept); an ADMS
 * device is known by its serial number (unique among registered devices; a revoked one lets it go).
 */
export async function createDevice(ctx: Ctx, actor: Actor, input: TDeviceInput): Promise<TDeviceCreated> {
  requireHrWrite(actor);
  const serialNumber = input.protocol === 'adms' ? input.serialNumber! : null;
  const apiKey = serialNumber ? null : `hrd_${randomBytes(24).toString('base64url')}`;
  return ctx.db.transaction(async (tx) => {
    if (serialNumber) await admsRepo.claimSerial(tx, serialNumber);
    const d = await repo.insertDevice(tx, {
      name: input.name,
      siteId: input.siteId,
      protocol: serialNumber ? 'adms' : 'key',
      serialNumber,
      keyHash: apiKey ? hashToken(apiKey) : null,
      keyPrefix: apiKey ? apiKey.slice(0, 8) : null,
      punchDirection: input.punchDirection ?? 'status',
    });
    if (!d) throw new AppError('SERIAL_TAKEN', { fields: [{ path: 'serialNumber', message: 'errors.SERIAL_TAKEN' }] });
    await audit(tx, { actorId: actor.id, action: 'device.create', entity: 'attendance_device', entityId: String(d.id), after: { name: d.name, siteId: d.siteId, protocol: d.protocol, serialNumber, punchDirection: d.punchDirection }, ip: actor.ip });
    return { device: presentDevice(d), apiKey };
  });
}

/** How a device's punches get their direction (adms-direction.ts). */
export async function setDeviceDirection(ctx: Ctx, actor: Actor, id: number, input: TDeviceDirectionInput): Promise<TDevice> {
  requireHrWrite(actor);
  return ctx.db.transaction(async (tx) => {
    const [before] = await repo.lockDevice(tx, id);
    if (!before || before.revokedAt) throw new AppError('NOT_FOUND');
    const d = await repo.setDeviceDirection(tx, id, input.punchDirection);
    await audit(tx, { actorId: actor.id, action: 'device.direction', entity: 'attendance_device', entityId: String(id), before: { punchDirection: before.punchDirection }, after: { punchDirection: d.punchDirection }, ip: actor.ip });
    return presentDevice(d);
  });
}

export async function revokeDevice(ctx: Ctx, actor: Actor, id: number): Promise<TDeviceList> {
  requireHrWrite(actor);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.revokeDevice(tx, id))) throw new AppError('NOT_FOUND');
    await audit(tx, { actorId: actor.id, action: 'device.revoke', entity: 'attendance_device', entityId: String(id), ip: actor.ip });
  });
  return listDevices(ctx, actor);
}

/** The device behind an API key, if the key is known and not revoked. */
export async function deviceForKey(ctx: Ctx, key: string | undefined): Promise<repo.TDeviceRow> {
  if (!key || key.length > 200) throw new AppError('UNAUTHENTICATED');
  const d = await repo.deviceByKeyHash(ctx.db, hashToken(key));
  if (!d || d.revokedAt) throw new AppError('UNAUTHENTICATED');
  return d;
}

/**
 * A device's batch: unknown people are reported per row and the rest is kept; replaying the
 * batch adds nothing (one row per person, instant and type).
 */
export async function ingestDeviceEvents(ctx: Ctx, device: repo.TDeviceRow, batch: TDeviceEventsBatch): Promise<TDeviceEventsResult> {
  const codes = [...new Set(batch.events.flatMap((e) => (e.empCode === undefined ? [] : [e.empCode])))];
  const badges = [...new Set(batch.events.flatMap((e) => (e.badge === undefined ? [] : [e.badge])))];
  const [ids, byBadge] = await Promise.all([repo.idsByEmpCode(ctx.db, codes), repo.idsByBadge(ctx.db, badges)]);
  const unknown: TDeviceEventsResult['unknown'] = [];
  const rows: { employeeId: number; eventType: string; occurredAt: string }[] = [];
  batch.events.forEach((e, row) => {
    const employeeId = e.empCode !== undefined ? ids.get(e.empCode) : byBadge.get(e.badge!);
    if (!employeeId) unknown.push({ row, reason: 'errors.UNKNOWN_EMPLOYEE' });
    else rows.push({ employeeId, eventType: e.type, occurredAt: new Date(e.instant).toISOString() });
  });
  const inserted = await ctx.db.transaction(async (tx) => {
    const n = await repo.insertEventsBulk(tx, rows, { source: 'device', deviceId: device.id, createdById: null });
    await repo.touchDevice(tx, device.id);
    return n;
  });
  return { received: batch.events.length, inserted, duplicates: rows.length - inserted, unknown };
}
