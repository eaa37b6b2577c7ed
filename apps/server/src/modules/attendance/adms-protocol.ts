import { SERIAL_NUMBER_PATTERN, zoneOffsetMinutes, type TAttendanceEventType } from '@hr/shared';

/**
 * The ZKTeco ADMS ("iclock") push protocol, as far as attendance needs it: the handshake a
 * device expects and the ATTLOG lines it pushes. Pure functions; the routes and the service
 * (adms-routes.ts, adms-service.ts) do the rest.
 */

/** The most a device may push at once: a larger body is refused (413) and sent again smaller. */
export const ADMS_BODY_LIMIT = 1_048_576;
export const ADMS_MAX_LINES = 10_000;
/** An ATTLOG line is about 40 characters; one much longer is not a punch. */
export const ADMS_MAX_LINE = 512;
/** A device may be ahead of the portal's clock, never by more than this. */
const FUTURE_SLACK_MS = 24 * 3_600_000;
const PIN_MAX = 2_147_483_647;

export const isSerialNumber = (sn: unknown): sn is string => typeof sn === 'string' && SERIAL_NUMBER_PATTERN.test(sn);

/** The device's own ATTLOG counter (Stamp=…): digits only, as the handshake sends it back. */
export const isStamp = (stamp: unknown): stamp is string => typeof stamp === 'string' && /^\d{1,20}$/.test(stamp);

/**
 * ATTLOG status → event type. 0 check-in and 1 check-out; 2 break-out and 3 break-in are a
 * sign-out and a sign-in (the day's first in and last out are what count); 4 overtime-in and 5
 * overtime-out likewise. Any other code (255: a terminal without a state key, vendor codes) gives
 * no direction: the service decides it as 'alternating' would (adms-direction.ts).
 */
const STATUS_TYPES = new Map<number, TAttendanceEventType>([
  [0, 'in'],
  [1, 'out'],
  [2, 'out'],
  [3, 'in'],
  [4, 'in'],
  [5, 'out'],
]);

/** The direction a terminal's status code names, or null when it names none. */
export const statusType = (status: number | null): TAttendanceEventType | null => (status === null ? null : (STATUS_TYPES.get(status) ?? null));

/** The UTC offset of a time zone now, as the handshake's TimeZone option: hours, or minutes when not whole. */
export function handshakeTimeZone(timeZone: string, now = new Date()): string {
  const minutes = zoneOffsetMinutes(now, timeZone);
  return String(minutes % 60 === 0 ? minutes / 60 : minutes);
}

/** The options a device reads from `GET /iclock/cdata?SN=…&options=all`: push attendance logs only, in real time. */
export function handshake(sn: string, attlogStamp: string | null, timeZone: string): string {
  return [
    `GET OPTION FROM: ${sn}`,
    `ATTLOGStamp=${attlogStamp ?? '0'}`,
    'OPERLOGStamp=9999',
    'ATTPHOTOStamp=None',
    'ErrorDelay=30',
    'Delay=10',
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog',
    `TimeZone=${handshakeTimeZone(timeZone)}`,
    'Realtime=1',
    'Encrypt=None',
  ].join('\r\n');
}

/** The instant a local wall time has in a time zone (daylight saving included, as startOfDayIn does). */
export function instantIn(y: number, mo: number, d: number, h: number, mi: number, s: number, timeZone: string): Date {
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  let t = guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  t = guess - zoneOffsetMinutes(new Date(t), timeZone) * 60_000;
  return new Date(t);
}

const TIME = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

/** A local 'YYYY-MM-DD HH:MM:SS' (or with '/' and 'T') in the supported window (1900–2199), as an instant; null when it is no real time. */
export function parseLocalTime(text: string, timeZone: string): Date | null {
  const m = TIME.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y < 1900 || y > 2199 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  if (d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return null;
  return instantIn(y, mo, d, h, mi, s, timeZone);
}

/** A terminal's user PIN: letters and digits (some firmware allows letters), at most 24. */
export const PIN_PATTERN = /^[A-Za-z0-9]{1,24}$/;

/** The company ID a PIN may be (digits only, in int range), or null. */
export function pinAsEmpCode(pin: string): number | null {
  if (!/^\d{1,10}$/.test(pin)) return null;
  const n = Number(pin);
  return n >= 1 && n <= PIN_MAX ? n : null;
}

export interface TPunch {
  pin: string;
  at: Date;
  /** The status code the terminal sent (null: none). */
  status: number | null;
  verify: number | null;
  /** The direction the status names; null when it names none (255, unknown codes, no status). */
  type: TAttendanceEventType | null;
  /** The line as sent (bounded by ADMS_MAX_LINE). */
  raw: string;
}

export interface TAttlog {
  punches: TPunch[];
  /** Lines that are no punch: too long, a bad PIN, time or status, a time more than a day ahead. */
  malformed: number;
  /** Punches whose status names no direction (decided by the device's setting). */
  otherStatus: number;
}

/** Key names of a key=value line (any case), as firmware spells them. */
const KEYS: Record<string, 'pin' | 'time' | 'status' | 'verify'> = {
  pin: 'pin',
  userid: 'pin',
  time: 'time',
  datetime: 'time',
  checktime: 'time',
  status: 'status',
  state: 'status',
  verify: 'verify',
  verified: 'verify',
  verifytype: 'verify',
};

/** The fields of one line: tab-separated positions, or key=value pairs in any order and case. */
function fieldsOf(line: string): { pin?: string; time?: string; status?: string; verify?: string } {
  const parts = line.split('\t').map((f) => f.trim());
  if (!/^[A-Za-z]+\s*=/.test(parts[0] ?? '')) return { pin: parts[0], time: parts[1], status: parts[2], verify: parts[3] };
  const out: Record<string, string> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    const key = eq > 0 ? KEYS[part.slice(0, eq).trim().toLowerCase()] : undefined;
    if (key && out[key] === undefined) out[key] = part.slice(eq + 1).trim();
  }
  return out;
}

const code = (text: string | undefined): number | null | undefined => {
  if (text === undefined || text === '') return null;
  return /^\d{1,3}$/.test(text) ? Number(text) : undefined;
};

/**
 * The lines of an ATTLOG push: `PIN\tYYYY-MM-DD HH:MM:SS\tSTATUS\tVERIFY\tWORKCODE…` or
 * `PIN=…\tTime=…\tStatus=…\tVerify=…` (any order, any case), local times in `timeZone`. A
 * malformed line is counted and skipped, never fatal; blank lines are ignored. The caller bounds
 * the number of lines (ADMS_MAX_LINES).
 */
export function parseAttlog(lines: string[], timeZone: string, now = new Date()): TAttlog {
  const out: TAttlog = { punches: [], malformed: 0, otherStatus: 0 };
  const latest = now.getTime() + FUTURE_SLACK_MS;
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (!line) continue;
    if (line.length > ADMS_MAX_LINE) {
      out.malformed++;
      continue;
    }
    const f = fieldsOf(line);
    const pin = f.pin ?? '';
    const at = f.time ? parseLocalTime(f.time, timeZone) : null;
    const status = code(f.status);
    const verify = code(f.verify);
    if (!PIN_PATTERN.test(pin) || !at || at.getTime() > latest || status === undefined) {
      out.malformed++;
      continue;
    }
    const type = statusType(status);
    if (!type) out.otherStatus++;
    out.punches.push({ pin, at, status, verify: verify ?? null, type, raw: line });
  }
  return out;
}

/**
 * The ATTLOG lines inside a push body, whatever its form: plain lines; a form body
 * `table=ATTLOG&Stamp=…&data=<url-encoded lines>` (some firmware); a body whose first line is
 * the table's name (`ATTLOG`). A leading byte-order mark is dropped.
 */
export function attlogText(body: string): string {
  let text = body.replace(/^\uFEFF/, '');
  if (/^\s*(?:[A-Za-z]+=[^&\r\n\t]*&)*data=/i.test(text)) {
    const form = new URLSearchParams(text);
    for (const [k, v] of form) if (k.toLowerCase() === 'data') text = v;
  }
  return text.replace(/^\s*ATTLOG[ \t]*(?:\r?\n|$)/i, '');
}

/** The form body's table name and stamp, when the body is a form (`table=ATTLOG&Stamp=…&data=…`). */
export function formFields(body: string): { table?: string; stamp?: string } {
  if (!/^\s*(?:[A-Za-z]+=[^&\r\n\t]*&)*data=/i.test(body)) return {};
  const out: { table?: string; stamp?: string } = {};
  for (const [k, v] of new URLSearchParams(body.slice(0, body.search(/data=/i)))) {
    if (k.toLowerCase() === 'table') out.table = v;
    if (k.toLowerCase() === 'stamp') out.stamp = v;
  }
  return out;
}

/** The body's lines, or null when there are more than ADMS_MAX_LINES (the push is refused). */
export function splitLines(body: string): string[] | null {
  const lines = body.split(/\r?\n|\r/);
  while (lines.length && !lines[lines.length - 1]!.trim()) lines.pop();
  return lines.length > ADMS_MAX_LINES ? null : lines;
}
