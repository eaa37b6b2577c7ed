import { createHash } from 'node:crypto';
import type { Ctx } from '../../core/context.js';
import * as adms from './adms-protocol.js';
import * as records from './adms-records.js';
import * as admsRepo from './adms-repository.js';
import type { TDeviceRow } from './attendance-repository.js';
import { receivePunches, timeZoneOf, type TAttlogResult } from './adms-service.js';

/**
 * The newer terminals' conversation and the tables beside ATTLOG (adms-records.ts): registration
 * and push options of PUSH 3.x, time sync, access events, door states, photos and uploaded tables.
 * What the portal does not use yet is kept per device (device_records), never refused.
 */

/** A device's PUSH 3.x session id: the same every time it asks, told from no other device's. */
const sessionIdOf = (device: TDeviceRow) => createHash('sha256').update(`adms-session:${device.id}:${device.serialNumber ?? ''}`).digest('hex').slice(0, 32).toUpperCase();

/** POST /iclock/push (and GET): the options a registered PUSH 3.x terminal works by. */
export async function pushOptions(ctx: Ctx, device: TDeviceRow): Promise<string> {
  await admsRepo.touchAdmsDevice(ctx.db, device.id);
  return records.pushOptions(sessionIdOf(device));
}

/** A PUSH 3.x terminal's first call (GET /iclock/cdata?…&pushver=3.x): it is registered, with its code and the options. */
export function registeredAnswer(registryCode: string, device: TDeviceRow): string {
  return ['registry=ok', `RegistryCode=${registryCode}`, records.pushOptions(sessionIdOf(device))].join('\r\n');
}

/** GET /iclock/rtdata?type=time: the time, so the terminal's clock does not drift. */
export async function timeSync(ctx: Ctx, device: TDeviceRow): Promise<string> {
  await admsRepo.touchAdmsDevice(ctx.db, device.id);
  return records.timeSyncAnswer(await timeZoneOf(ctx, device));
}

const DAY_MS = 86_400_000;

/**
 * table=rtlog: an access terminal's events. Those naming a PIN are punches, landed as ATTLOG's
 * are; a swipe of a card nobody has and a door's event are kept for HR, never a punch.
 */
export async function receiveRtlog(ctx: Ctx, device: TDeviceRow, body: string): Promise<TAttlogResult | null> {
  const lines = adms.splitLines(body);
  if (!lines) return null;
  const parsed = records.parseRtlog(lines, await timeZoneOf(ctx, device), Date.now() + DAY_MS);
  const kept = parsed.others.map((o) => ({ kind: o.kind, source: 'rtlog', occurredAt: o.at, card: o.card, raw: o.raw }));
  const r = await receivePunches(ctx, device, parsed.punches, undefined, kept);
  return { ...r, malformed: parsed.malformed, otherStatus: parsed.punches.filter((p) => !p.type).length };
}

/** table=rtstate: a door's states, kept. Returns how many lines. */
export async function receiveRtstate(ctx: Ctx, device: TDeviceRow, body: string): Promise<number | null> {
  const lines = adms.splitLines(body);
  if (!lines) return null;
  const states = records.parseRtstate(lines, await timeZoneOf(ctx, device), Date.now() + DAY_MS);
  await keep(ctx, device, states.map((s) => ({ kind: s.kind, source: 'rtstate', occurredAt: s.at, raw: s.raw })));
  return states.length;
}

/** An ATTPHOTO upload: the picture is kept with its device, PIN and time; null when it is no photo upload. */
export async function receivePhoto(ctx: Ctx, device: TDeviceRow, body: Buffer): Promise<boolean> {
  const photo = records.parsePhotoUpload(body, await timeZoneOf(ctx, device));
  if (!photo) return false;
  await keep(ctx, device, [{ kind: 'photo', source: 'ATTPHOTO', occurredAt: photo.at, pin: photo.pin, raw: photo.header, content: photo.bytes }]);
  return true;
}

/** Secrets a terminal's user table carries (its users' codes): never kept. */
const SECRET_KEYS = /(^|[\t ])(password|passwd|pwd)=[^\t\r\n ]*/gi;

/**
 * An uploaded table (tabledata, querydata: the terminal's users, their faces…): kept as sent,
 * passwords removed; the answer counts its records (`user=<count>`).
 */
export async function receiveTable(ctx: Ctx, device: TDeviceRow, table: string, body: string): Promise<number> {
  const text = body.replace(SECRET_KEYS, '$1$2=');
  const count = records.countLines(text);
  if (count) await keep(ctx, device, [{ kind: 'table', source: table, occurredAt: null, raw: text }]);
  else await admsRepo.touchAdmsDevice(ctx.db, device.id);
  return count;
}

async function keep(ctx: Ctx, device: TDeviceRow, rows: admsRepo.TDeviceRecordInput[]) {
  await ctx.db.transaction(async (tx) => {
    if (rows.length) await admsRepo.keepRecords(tx, device.id, rows);
    await admsRepo.touchAdmsDevice(tx, device.id);
  });
}
