import { createHash } from 'node:crypto';
import { addDaysIso, rosterWorkDateOn, workDateOn, type TRamadanHours, type TShiftRule, type TUnknownDeviceList } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { cachedOrganisation } from '../../core/organisation.js';
import { isHr } from '../../core/policies.js';
import * as adms from './adms-protocol.js';
import * as admsRepo from './adms-repository.js';
import * as repo from './attendance-repository.js';
import { asPunchDirection, decideDirections, type TWorkDateOf } from './adms-direction.js';
import { allShifts } from './attendance-day-repository.js';
import { cachedRamadanPeriods } from '../organisation/index.js';
import { getDirectory } from '../people/index.js';
import { loadRosterBook } from '../roster/index.js';
import type { Db } from '../../db/client.js';

/**
 * ZKTeco devices pushing by the ADMS protocol. A device is known by its serial
 * number; its punches land exactly like a key device's batch (attendance-service.ts
 * ingestDeviceEvents): by company ID (or badge), source 'device', idempotent on (person,
 * instant, type), in one transaction per push.
 */

/** The registered, active ADMS device with this serial; otherwise the knock is recorded for HR and null returned. */
export async function admsDevice(ctx: Ctx, serialNumber: string, ip: string | null): Promise<repo.TDeviceRow | null> {
  const device = await admsRepo.deviceBySerial(ctx.db, serialNumber);
  if (device && device.protocol === 'adms' && !device.revokedAt) return device;
  await admsRepo.recordUnknownDevice(ctx.db, serialNumber, ip ? ip.slice(0, 64) : null);
  return null;
}

const validZone = (tz: string | null): tz is string => {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** The time zone of the device's clock: its site's, else the organisation's. */
export async function timeZoneOf(ctx: Ctx, device: repo.TDeviceRow): Promise<string> {
  const site = await admsRepo.siteTimeZone(ctx.db, device.siteId);
  return validZone(site) ? site : (await cachedOrganisation(ctx)).timeZone;
}

/** The handshake's options, with the device's last ATTLOG stamp so it sends only what is new. */
export async function handshake(ctx: Ctx, device: repo.TDeviceRow): Promise<string> {
  await admsRepo.touchAdmsDevice(ctx.db, device.id);
  return adms.handshake(device.serialNumber ?? '', device.admsStamp, await timeZoneOf(ctx, device));
}

/** `GET /iclock/getrequest`: the device asks for commands; there are none. */
export async function poll(ctx: Ctx, device: repo.TDeviceRow): Promise<void> {
  await admsRepo.touchAdmsDevice(ctx.db, device.id);
}

/** `POST /iclock/registry` (the newer push protocol): a code the device keeps, the same for a serial every time. */
export async function registryCode(ctx: Ctx, device: repo.TDeviceRow): Promise<string> {
  await admsRepo.touchAdmsDevice(ctx.db, device.id);
  return createHash('sha256').update(`adms-registry:${device.id}:${device.serialNumber ?? ''}`).digest('hex').slice(0, 16);
}

export interface TAttlogResult {
  /** Lines kept: new punches and ones already recorded (a replay). */
  accepted: number;
  inserted: number;
  duplicates: number;
  /** Well-formed punches for a PIN that is no one's company ID or badge: kept for HR (device_unmapped_punches). */
  unknownPins: number;
  malformed: number;
  /** Punches whose status named no direction (decided by the device's setting). */
  otherStatus: number;
}

/** The people the PINs name: by company ID (digits), else by badge. */
export async function peopleOfPins(ctx: Ctx, pins: string[]): Promise<Map<string, number>> {
  const codes = pins.map(adms.pinAsEmpCode).filter((c): c is number => c !== null);
  const [byCode, byBadge] = await Promise.all([repo.idsByEmpCode(ctx.db, codes), repo.idsByBadge(ctx.db, pins)]);
  const out = new Map<string, number>();
  for (const pin of pins) {
    const code = adms.pinAsEmpCode(pin);
    const id = (code !== null ? byCode.get(code) : undefined) ?? byBadge.get(pin);
    if (id) out.set(pin, id);
  }
  return out;
}

const DAY_MS = 86_400_000;

/**
 * The work date a person's punch belongs to, as the daily status counts it (`workDateOn`): a
 * night shift's 02:00 belongs to the evening before, Ramadan hours on Ramadan dates, the calendar
 * day for a person without a shift. Reads made once, before a transaction opens.
 */
export async function workDatesOf(ctx: Ctx, people: readonly number[], from: string, to: string): Promise<TWorkDateOf> {
  const [dir, shifts, periods, org, book] = await Promise.all([
    getDirectory(ctx),
    allShifts(ctx.db),
    cachedRamadanPeriods(ctx),
    cachedOrganisation(ctx),
    loadRosterBook(ctx, people, addDaysIso(from, -2), addDaysIso(to, 1)),
  ]);
  const byId = new Map(shifts.map((s) => [s.id, s as TShiftRule & TRamadanHours]));
  return (employeeId, at) => {
    const shiftId = dir.get(employeeId)?.shiftId ?? null;
    // A rostered person's day, or one whose job or shift changed in the range: the window of each date's shift, day by day.
    if (book.variesIn({ id: employeeId, shiftId }, from, to)) return rosterWorkDateOn(at, org.timeZone, (d) => book.shiftOf({ id: employeeId, shiftId }, d), periods);
    return workDateOn(at, org.timeZone, shiftId === null ? null : (byId.get(shiftId) ?? null), periods);
  };
}

/** The calendar dates (organisation's time zone) a set of instants spans, a day either side. */
export function datesAround(instants: readonly Date[], timeZone: string): { from: string; to: string } {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const ms = instants.map((d) => d.getTime()).filter((n) => Number.isFinite(n));
  if (!ms.length) return { from: '2000-01-01', to: '2000-01-01' };
  return { from: addDaysIso(fmt.format(new Date(Math.min(...ms))), -1), to: addDaysIso(fmt.format(new Date(Math.max(...ms))), 1) };
}

/**
 * Punches of known people land as events of a device, their direction decided by the device's
 * setting (adms-direction.ts) through each person's work day, the terminal's status kept as sent.
 * Returns how many were new.
 */
export async function landPunches(db: Db, device: repo.TDeviceRow, workDateOf: TWorkDateOf, punches: { employeeId: number; punch: adms.TPunch }[]): Promise<number> {
  if (!punches.length) return 0;
  const times = punches.map((p) => p.punch.at.getTime());
  const earlier = await admsRepo.eventTimes(db, [...new Set(punches.map((p) => p.employeeId))], new Date(Math.min(...times) - DAY_MS), new Date(Math.max(...times) + DAY_MS));
  const types = decideDirections(
    punches.map((p) => ({ employeeId: p.employeeId, at: p.punch.at, type: p.punch.type })),
    asPunchDirection(device.punchDirection),
    earlier,
    workDateOf,
  );
  const rows = punches.map((p, i) => ({ employeeId: p.employeeId, eventType: types[i]!, occurredAt: p.punch.at.toISOString(), deviceStatus: p.punch.status }));
  return repo.insertEventsBulk(db, rows, { source: 'device', deviceId: device.id, createdById: null });
}

/**
 * An ATTLOG push (any body form, see adms-protocol.ts attlogText): the punches of known people
 * are inserted (a replay adds nothing), punches for PINs nobody has are kept for HR, and the
 * device's stamp and last use are saved, in one transaction; malformed lines are counted. Null
 * when the body has more lines than a push may (the caller answers 413).
 */
export async function receiveAttlog(ctx: Ctx, device: repo.TDeviceRow, body: string, stamp: string | undefined): Promise<TAttlogResult | null> {
  const lines = adms.splitLines(adms.attlogText(body));
  if (!lines) return null;
  const parsed = adms.parseAttlog(lines, await timeZoneOf(ctx, device));
  const r = await receivePunches(ctx, device, parsed.punches, adms.isStamp(stamp) ? stamp : undefined);
  return { ...r, malformed: parsed.malformed, otherStatus: parsed.otherStatus };
}

/**
 * Punches a terminal sent (from ATTLOG lines or an access terminal's rtlog events): those of
 * known people are inserted (a replay adds nothing), those for PINs nobody has are kept for HR,
 * `records` (what the portal does not use yet) are kept with the device, and the device's stamp
 * and last use are saved, in one transaction.
 */
export async function receivePunches(
  ctx: Ctx,
  device: repo.TDeviceRow,
  punches: readonly adms.TPunch[],
  stamp: string | undefined,
  records: readonly admsRepo.TDeviceRecordInput[] = [],
): Promise<Omit<TAttlogResult, 'malformed' | 'otherStatus'>> {
  const people = await peopleOfPins(ctx, [...new Set(punches.map((p) => p.pin))]);
  const known: { employeeId: number; punch: adms.TPunch }[] = [];
  const unknown: admsRepo.TUnmappedInput[] = [];
  for (const punch of punches) {
    const employeeId = people.get(punch.pin);
    if (employeeId) known.push({ employeeId, punch });
    else unknown.push({ pin: punch.pin, occurredAt: punch.at.toISOString(), status: punch.status, verify: punch.verify, raw: punch.raw });
  }
  const span = datesAround(known.map((k) => k.punch.at), (await cachedOrganisation(ctx)).timeZone);
  const workDateOf = await workDatesOf(ctx, [...new Set(known.map((k) => k.employeeId))], span.from, span.to);
  const inserted = await ctx.db.transaction(async (tx) => {
    const n = await landPunches(tx, device, workDateOf, known);
    if (unknown.length) await admsRepo.keepUnmapped(tx, device.id, unknown);
    if (records.length) await admsRepo.keepRecords(tx, device.id, records);
    await admsRepo.touchAdmsDevice(tx, device.id, stamp ?? device.admsStamp ?? undefined);
    return n;
  });
  return { accepted: known.length, inserted, duplicates: known.length - inserted, unknownPins: unknown.length };
}

/** HR: the serial numbers that knocked without being registered, the latest first. */
export async function listUnknownDevices(ctx: Ctx, actor: Actor): Promise<TUnknownDeviceList> {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
  const rows = await admsRepo.listUnknownDevices(ctx.db);
  return {
    items: rows.map((r) => ({ serialNumber: r.serialNumber, ip: r.ip, firstSeenAt: r.firstSeenAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString(), requests: r.requests })),
  };
}
