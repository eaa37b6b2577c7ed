import { geofenceOf, geofenceVerdict, offlineTimeProblem, type TClockInput, type TClockState, type TGeofenceMode } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { cachedOrganisation } from '../../core/organisation.js';
import { lockPerson } from '../../core/person-lock.js';
import type { Db } from '../../db/client.js';
import * as repo from './attendance-repository.js';
import { siteFenceOf } from './attendance-clock-repository.js';
import { outOfShiftCheck } from './attendance-shift-check.js';
import { getDirectory } from '../people/index.js';

/**
 * How far back the clock looks for the open sign-in: long enough for a night shift that crosses
 * midnight (in at 22:00, out at 06:00), short enough that yesterday's forgotten sign-out does not
 * block today's sign-in.
 */
const OPEN_SHIFT_HOURS = 16;

/**
 * A live punch the other way this soon after the person's last web punch is asked about
 * (PUNCH_QUICK_REPEAT): a second tap meant for the old button lands on the swapped one well within
 * it, and someone who truly undoes a punch confirms in a second.
 */
export const QUICK_REPEAT_SECONDS = 60;

/**
 * The person's site geofence, when the organisation checks one (mode flag or refuse). The mode is
 * read first, outside any transaction (the read cache may query: on the embedded database a query
 * beside an open transaction would wait for it).
 */
async function fenceFor(mode: TGeofenceMode, db: Db, employeeId: number) {
  if (mode === 'off') return { mode, fence: null };
  return { mode, fence: geofenceOf(await siteFenceOf(db, employeeId)) };
}

const modeOf = async (ctx: Ctx) => (await cachedOrganisation(ctx)).geofenceMode as TGeofenceMode;

export async function clockState(ctx: Ctx, actor: Actor, now = new Date()): Promise<TClockState> {
  const [last, { fence }] = await Promise.all([
    repo.lastEventSince(ctx.db, actor.id, new Date(now.getTime() - OPEN_SHIFT_HOURS * 3600_000)),
    modeOf(ctx).then((mode) => fenceFor(mode, ctx.db, actor.id)),
  ]);
  return {
    signedIn: last?.type === 'in',
    lastEvent: last ? { type: last.type as 'in' | 'out', at: new Date(last.at).toISOString() } : null,
    geofence: fence !== null,
  };
}

/**
 * The web clock: the instant, the IP and, if allowed, the browser's location. A live sign-in
 * while signed in, or a sign-out while not, is refused; the person's row lock makes two clicks at
 * once record one event.
 *
 * A punch kept on the phone offline (`offline`, `occurredAt`) keeps its original instant
 * (not in the future, at most 72 hours old) and is stored `recorded_offline`. It is a record of
 * what happened while the card showed the phone's own state, so the order check is not applied
 * again; sent twice, the unique (person, instant, type) index keeps one.
 *
 * The geofence (the site's point and radius, the organisation's mode) applies to both: 'refuse'
 * refuses a position outside (OUTSIDE_GEOFENCE) or none (LOCATION_REQUIRED); 'flag' keeps it with
 * `outside_geofence`.
 *
 * A live sign-in far outside the person's shift that day (21:35 on an 08:00–16:00
 * shift) is refused with OUT_OF_SHIFT, naming the shift's hours, unless `confirmOutOfShift` says
 * the person saw the warning; then it is recorded like any other, and the logs, the day and the
 * sheet flag it from the shift when they read it (no column). An offline punch is recorded
 * without asking: it happened already, and the queue replaying it must not stick on a question.
 *
 * A live punch the other way within QUICK_REPEAT_SECONDS of the person's last web punch (in, then
 * out at once, or out, then in again) is refused with PUNCH_QUICK_REPEAT, naming the last punch and
 * how many seconds ago, unless `confirmQuickRepeat` says it was meant (attendance is payroll data:
 * one tap intention, one punch). Only the web clock's own punches count: a terminal's punch (ADMS,
 * imports) or HR's entry a moment before is another source, and those routes never come here. An
 * offline replay is not asked either: it carries the time it was made at, may arrive hours later,
 * and nobody is there to answer; the clock keeps its button still for a moment after each punch, so
 * a double tap is not queued in the first place. A live punch right after a replayed one is asked
 * about from the replayed punch's own time.
 */
export async function clock(ctx: Ctx, actor: Actor, input: TClockInput): Promise<TClockState> {
  const now = new Date();
  const offline = input.offline === true;
  if (input.occurredAt !== undefined && !offline) throw new AppError('OFFLINE_TIME_INVALID');
  const at = offline && input.occurredAt ? new Date(input.occurredAt) : now;
  const problem = offline ? offlineTimeProblem(at, now) : null;
  if (problem) throw new AppError('OFFLINE_TIME_INVALID', { params: { reason: problem } });
  const position =
    input.latitude !== null && input.latitude !== undefined && input.longitude !== null && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude, accuracy: input.accuracy ?? null }
      : null;
  const geofenceMode = await modeOf(ctx);
  const person = input.type === 'in' && !offline && !input.confirmOutOfShift ? (await getDirectory(ctx)).get(actor.id) : undefined;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: (await cachedOrganisation(ctx)).timeZone }).format(at);
  const outside = person ? (await outOfShiftCheck(ctx, [person.id], today, today))(person, at) : null;
  const localTime = outside ? new Intl.DateTimeFormat('en-GB', { timeZone: (await cachedOrganisation(ctx)).timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at) : '';
  await ctx.db.transaction(async (tx) => {
    if (!(await lockPerson(tx, actor.id))?.active) throw new AppError('NOT_FOUND');
    const { mode, fence } = await fenceFor(geofenceMode, tx, actor.id);
    const verdict = geofenceVerdict(mode, fence, position);
    if (verdict === 'refused') throw new AppError('OUTSIDE_GEOFENCE');
    if (verdict === 'locationRequired') throw new AppError('LOCATION_REQUIRED');
    if (!offline) {
      const last = await repo.lastEventSince(tx, actor.id, new Date(now.getTime() - OPEN_SHIFT_HOURS * 3600_000));
      if (input.type === 'in' && last?.type === 'in') throw new AppError('ALREADY_SIGNED_IN');
      if (input.type === 'out' && last?.type !== 'in') throw new AppError('NOT_SIGNED_IN');
      // The order checks passed, so the last punch (if any) is the other way: asked about when it is the web clock's and seconds old.
      const ago = last && last.source === 'web' ? now.getTime() - new Date(last.at).getTime() : Infinity;
      if (!input.confirmQuickRepeat && ago >= 0 && ago < QUICK_REPEAT_SECONDS * 1000) {
        throw new AppError('PUNCH_QUICK_REPEAT', { params: { last: last!.type, seconds: Math.max(1, Math.round(ago / 1000)) } });
      }
    }
    if (outside) throw new AppError('OUT_OF_SHIFT', { params: { start: outside.startTime, end: outside.endTime, time: localTime, workDate: outside.workDate } });
    await repo.insertEvent(tx, {
      employeeId: actor.id,
      eventType: input.type,
      occurredAt: at,
      source: 'web',
      ip: actor.ip,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      createdById: actor.id,
      recordedOffline: offline,
      outsideGeofence: verdict === 'outside',
    });
  });
  return clockState(ctx, actor, now);
}
