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
 * overtime-out likewise. Anything else (255: a device without a state key, and vendor codes)
 * is skipped rather than guessed.
 */
const STATUS_TYPES = new Map<string, TAttendanceEventType>([
  ['0', 'in'],
  ['1', 'out'],
  ['2', 'out'],
  ['3', 'in'],
  ['4', 'in'],
  ['5', 'out'],
]);

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

const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A local 'YYYY-MM-DD HH:MM:SS' in the supported window (1900–2199), as an instant; null when it is no real time. */
export function parseLocalTime(text: string, timeZone: string): Date | null {
  const m = TIME.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y < 1900 || y > 2199 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  if (d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return null;
  return instantIn(y, mo, d, h, mi, s, timeZone);
}

export interface TPunch {
  pin: number;
  type: TAttendanceEventType;
  at: Date;
}

export interface TAttlog {
  punches: TPunch[];
  /** Lines that are no punch: too long, a bad PIN or time, a time more than a day ahead. */
  malformed: number;
  /** Punches whose status is no sign-in or sign-out (see STATUS_TYPES). */
  otherStatus: number;
}

/**
 * The lines of an ATTLOG push: `PIN\tYYYY-MM-DD HH:MM:SS\tSTATUS\tVERIFY\tWORKCODE…`, CRLF or
 * LF, local times in `timeZone`. A malformed line is counted and skipped, never fatal; blank
 * lines are ignored. The caller bounds the number of lines (ADMS_MAX_LINES).
 */
export function parseAttlog(lines: string[], timeZone: string, now = new Date()): TAttlog {
  const out: TAttlog = { punches: [], malformed: 0, otherStatus: 0 };
  const latest = now.getTime() + FUTURE_SLACK_MS;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (line.length > ADMS_MAX_LINE) {
      out.malformed++;
      continue;
    }
    const [pinText, timeText, status] = line.split('\t').map((f) => f.trim());
    const pin = /^\d{1,10}$/.test(pinText ?? '') ? Number(pinText) : 0;
    const at = timeText ? parseLocalTime(timeText, timeZone) : null;
    if (pin < 1 || pin > PIN_MAX || !at || at.getTime() > latest) {
      out.malformed++;
      continue;
    }
    const type = STATUS_TYPES.get(status ?? '');
    if (!type) {
      out.otherStatus++;
      continue;
    }
    out.punches.push({ pin, type, at });
  }
  return out;
}

/** The body's lines, or null when there are more than ADMS_MAX_LINES (the push is refused). */
export function splitLines(body: string): string[] | null {
  const lines = body.split(/\r?\n/);
  while (lines.length && !lines[lines.length - 1]!.trim()) lines.pop();
  return lines.length > ADMS_MAX_LINES ? null : lines;
}
