import { zoneOffsetMinutes } from '@hr/shared';
import type { TAttendanceEventType } from '@hr/shared';
import { ADMS_MAX_LINE, parseLocalTime, PIN_PATTERN, type TPunch } from './adms-protocol.js';

/**
 * The newer generations of the ADMS push protocol (PUSH 3.x: the SenseFace / SpeedFace access
 * terminals) and the tables beside ATTLOG: registration options, time sync, real-time access
 * events (rtlog), door states (rtstate), attendance photos (ATTPHOTO) and uploaded tables
 * (tabledata, querydata). Pure functions, as in adms-protocol.ts; read beside the public protocol
 * texts ("PUSH Communication Protocol", "Security PUSH Communication Protocol") and other open
 * server implementations.
 */

/**
 * A time as the protocol's time sync counts it (GET /iclock/rtdata?type=time, its Appendix 5):
 * ((year − 2000) × 12 × 31 + (month − 1) × 31 + day − 1) × 86 400 + (hour × 60 + minute) × 60 + second,
 * of the UTC wall time ("DateTime is GMT"); the terminal adds ServerTZ.
 */
export function zkEncodeTime(at: Date): number {
  const y = at.getUTCFullYear();
  const mo = at.getUTCMonth() + 1;
  const d = at.getUTCDate();
  return ((y - 2000) * 12 * 31 + (mo - 1) * 31 + d - 1) * 86_400 + (at.getUTCHours() * 60 + at.getUTCMinutes()) * 60 + at.getUTCSeconds();
}

/** A time zone's offset now as ServerTZ spells it: '+0200', '-0330'. */
export function serverTz(timeZone: string, now = new Date()): string {
  const m = zoneOffsetMinutes(now, timeZone);
  const a = Math.abs(m);
  return `${m < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}${String(a % 60).padStart(2, '0')}`;
}

/** The answer to the time sync: `DateTime=<encoded UTC>,ServerTZ=+0200`. */
export const timeSyncAnswer = (timeZone: string, now = new Date()) => `DateTime=${zkEncodeTime(now)},ServerTZ=${serverTz(timeZone, now)}`;

/**
 * The options a PUSH 3.x terminal reads after registering (POST /iclock/push): the server's
 * version and a session, the delays, and the tables it should send in real time (users and
 * transactions). `sessionId` stays the same for a device, so a terminal that asks again keeps it.
 */
export function pushOptions(sessionId: string): string {
  return [
    'ServerVersion=3.1.1',
    'ServerName=ADMS',
    'PushVersion=3.1.1',
    'ErrorDelay=30',
    'RequestDelay=10',
    'TransTimes=00:00\t14:05',
    'TransInterval=1',
    'TransTables=User\tTransaction',
    'Realtime=1',
    `SessionID=${sessionId}`,
    'TimeoutSec=10',
  ].join('\r\n');
}

/** key=value pairs of one line, tab- (or, in some firmware, space-) separated, keys lower-cased. */
export function keyValues(line: string): Record<string, string> {
  const parts = line.includes('\t') ? line.split('\t') : line.split(/\s+(?=[A-Za-z~][\w~]*=)/);
  const out: Record<string, string> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const key = part.slice(0, eq).trim().replace(/^~/, '').toLowerCase();
    if (!(key in out)) out[key] = part.slice(eq + 1).trim();
  }
  return out;
}

/** An access event that names no person: an unmatched card swipe, or a door's event or state. */
export interface TAccessRecord {
  kind: 'card' | 'door';
  at: Date | null;
  pin: string | null;
  card: string | null;
  raw: string;
}

export interface TRtlog {
  /** Events that name a person's PIN: punches, their direction from inoutstatus (0 in, 1 out). */
  punches: TPunch[];
  /** Events without a person: swipes of a card nobody has, door openings, alarms. Kept, never punches. */
  others: TAccessRecord[];
  malformed: number;
}

const isZero = (v: string | undefined) => !v || /^0+$/.test(v);

/** rtlog's inoutstatus: 0 in, 1 out; 2 (none) and anything else name no direction (the device's setting decides). */
const inOut = (status: number | null): TAttendanceEventType | null => (status === 0 ? 'in' : status === 1 ? 'out' : null);

/**
 * The lines of `table=rtlog` (an access terminal's real-time events):
 * `time=2026-02-02 08:00:01\tpin=1005\tcardno=0\teventaddr=1\tevent=0\tinoutstatus=0\tverifytype=15\tindex=12…`.
 * A line with a PIN (not 0) is a punch of that PIN, whatever the event code (the terminal verified
 * the person: face, finger, card or code); a line with a card number and no PIN is a swipe of a card
 * the terminal does not know; any other line is a door's event. Local times in `timeZone`.
 */
export function parseRtlog(lines: string[], timeZone: string, latest: number): TRtlog {
  const out: TRtlog = { punches: [], others: [], malformed: 0 };
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (!line) continue;
    if (line.length > ADMS_MAX_LINE) {
      out.malformed++;
      continue;
    }
    const f = keyValues(line);
    const at = f.time ? parseLocalTime(f.time, timeZone) : null;
    if (!at || at.getTime() > latest) {
      out.malformed++;
      continue;
    }
    const pin = isZero(f.pin) ? null : f.pin!;
    const card = isZero(f.cardno) ? null : f.cardno!;
    if (pin !== null) {
      if (!PIN_PATTERN.test(pin)) {
        out.malformed++;
        continue;
      }
      const status = f.inoutstatus !== undefined && /^\d{1,3}$/.test(f.inoutstatus) ? Number(f.inoutstatus) : null;
      const verify = f.verifytype !== undefined && /^\d{1,3}$/.test(f.verifytype) ? Number(f.verifytype) : null;
      out.punches.push({ pin, at, status, verify, type: inOut(status), raw: line });
    } else out.others.push({ kind: card ? 'card' : 'door', at, pin: null, card: card?.slice(0, 64) ?? null, raw: line });
  }
  return out;
}

/** `table=rtstate` (a door's sensor, relay and alarm states): each line kept as a door record. */
export function parseRtstate(lines: string[], timeZone: string, latest: number): TAccessRecord[] {
  return lines
    .map((l) => l.trim())
    .filter((l) => l && l.length <= ADMS_MAX_LINE)
    .map((line) => {
      const f = keyValues(line);
      const at = f.time ? parseLocalTime(f.time, timeZone) : null;
      return { kind: 'door' as const, at: at && at.getTime() <= latest ? at : null, pin: null, card: null, raw: line };
    });
}

/** The largest photo a terminal may upload (a face picture is 10–60 KB). */
export const PHOTO_MAX_BYTES = 512 * 1024;

export interface TPhotoUpload {
  /** The header lines before the NUL, as sent. */
  header: string;
  /** The file's name (PIN=<yyyyMMddHHmmss>-<pin>.jpg), the PIN and the time it names. */
  name: string | null;
  pin: string | null;
  at: Date | null;
  bytes: Buffer;
}

/**
 * An ATTPHOTO upload: key lines (`PIN=20260202080001-1005.jpg`, `SN=…`, `size=…`, `CMD=uploadphoto`),
 * a NUL, then the JPEG's bytes. Null when there is no NUL or the picture is over PHOTO_MAX_BYTES.
 */
export function parsePhotoUpload(body: Buffer, timeZone: string): TPhotoUpload | null {
  const nul = body.indexOf(0);
  if (nul < 0 || nul > 4096) return null;
  const header = body.subarray(0, nul).toString('latin1');
  const bytes = body.subarray(nul + 1);
  if (bytes.length > PHOTO_MAX_BYTES) return null;
  const f: Record<string, string> = {};
  for (const line of header.split(/\r?\n/)) {
    const eq = line.indexOf('=');
    if (eq > 0) f[line.slice(0, eq).trim().toLowerCase()] ??= line.slice(eq + 1).trim();
  }
  const name = f.pin ? f.pin.slice(0, 128) : null;
  // The name is <local time yyyyMMddHHmmss>-<PIN>.jpg; some firmware leaves the PIN out.
  const m = name ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:-([A-Za-z0-9]{1,24}))?/.exec(name) : null;
  const at = m ? parseLocalTime(`${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}`, timeZone) : null;
  return { header: header.slice(0, ADMS_MAX_LINE), name, pin: m?.[7] ?? null, at, bytes };
}

/** How many records a table upload holds (non-blank lines): what `user=<count>` acknowledges. */
export const countLines = (text: string) => text.split(/\r?\n|\r/).filter((l) => l.trim()).length;

/** A table's name as a terminal sends it (user, userauthorize, templatev10…): letters and digits only. */
export const isTableName = (name: unknown): name is string => typeof name === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(name);
