import type { TUnknownDeviceList } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { cachedOrganisation } from '../../core/organisation.js';
import { isHr } from '../../core/policies.js';
import * as adms from './adms-protocol.js';
import * as admsRepo from './adms-repository.js';
import * as repo from './attendance-repository.js';

/**
 * ZKTeco devices pushing by the ADMS protocol (issue 16). A device is known by its serial
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
async function timeZoneOf(ctx: Ctx, device: repo.TDeviceRow): Promise<string> {
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

export interface TAttlogResult {
  /** Lines kept: new punches and ones already recorded (a replay). */
  accepted: number;
  inserted: number;
  duplicates: number;
  /** Well-formed punches for a PIN that is no one's company ID or badge. */
  unknownPins: number;
  malformed: number;
  otherStatus: number;
}

/**
 * An ATTLOG push: the punches of known people are inserted (a replay adds nothing) and the
 * device's stamp and last use are saved, in one transaction; unknown PINs and malformed lines
 * are skipped and counted. Null when the body has more lines than a push may (the caller
 * answers 413).
 */
export async function receiveAttlog(ctx: Ctx, device: repo.TDeviceRow, body: string, stamp: string | undefined): Promise<TAttlogResult | null> {
  const lines = adms.splitLines(body);
  if (!lines) return null;
  const parsed = adms.parseAttlog(lines, await timeZoneOf(ctx, device));
  const pins = [...new Set(parsed.punches.map((p) => p.pin))];
  const [byCode, byBadge] = await Promise.all([repo.idsByEmpCode(ctx.db, pins), repo.idsByBadge(ctx.db, pins.map(String))]);
  const rows: { employeeId: number; eventType: string; occurredAt: string }[] = [];
  let unknownPins = 0;
  for (const p of parsed.punches) {
    const employeeId = byCode.get(p.pin) ?? byBadge.get(String(p.pin));
    if (employeeId) rows.push({ employeeId, eventType: p.type, occurredAt: p.at.toISOString() });
    else unknownPins++;
  }
  const validStamp = adms.isStamp(stamp) ? stamp : undefined;
  const inserted = await ctx.db.transaction(async (tx) => {
    const n = rows.length ? await repo.insertEventsBulk(tx, rows, { source: 'device', deviceId: device.id, createdById: null }) : 0;
    await admsRepo.touchAdmsDevice(tx, device.id, validStamp ?? device.admsStamp ?? undefined);
    return n;
  });
  return { accepted: rows.length, inserted, duplicates: rows.length - inserted, unknownPins, malformed: parsed.malformed, otherStatus: parsed.otherStatus };
}

/** HR: the serial numbers that knocked without being registered, the latest first. */
export async function listUnknownDevices(ctx: Ctx, actor: Actor): Promise<TUnknownDeviceList> {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
  const rows = await admsRepo.listUnknownDevices(ctx.db);
  return {
    items: rows.map((r) => ({ serialNumber: r.serialNumber, ip: r.ip, firstSeenAt: r.firstSeenAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString(), requests: r.requests })),
  };
}
