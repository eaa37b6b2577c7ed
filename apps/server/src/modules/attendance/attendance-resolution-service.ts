import { firstTrackedDate, type TAttendanceDay, type TBulkResolveInput, type TBulkResolveResult, type TResolveDayInput } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import * as repo from './attendance-day-repository.js';
import { computeDays, presentDay, type TComputedDay } from './attendance-day-service.js';
import type { TDirectoryEmployee } from '../people/index.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory, type Directory } from '../people/index.js';
import { prepareLeaveForDay } from '../leave/index.js';
import { hasRole, isHr } from '../../core/policies.js';
import { cachedOrganisation } from '../../core/organisation.js';

/** Who may resolve a person's days: hr and admin for everyone, site_hr for their sites. */
function canResolve(dir: Directory, actor: Actor, p: TDirectoryEmployee): boolean {
  if (isHr(actor)) return true;
  return hasRole(actor, 'site_hr') && dir.visible(actor, 'hr.read')(p);
}

/**
 * Why a day cannot be resolved, or null when it can: it must be computed (on or after the person's
 * first tracked day), absent or incomplete, and not resolved yet.
 */
function refusal(day: TComputedDay | undefined, date: string, firstTracked: string): 'DAY_NOT_TRACKED' | 'ALREADY_RESOLVED' | 'DAY_NOT_ABSENT' | null {
  if (!day) return date < firstTracked ? 'DAY_NOT_TRACKED' : 'DAY_NOT_ABSENT';
  if (day.result.status === 'absent' || day.result.status === 'incomplete') return day.resolution ? 'ALREADY_RESOLVED' : null;
  return day.resolution ? 'ALREADY_RESOLVED' : 'DAY_NOT_ABSENT';
}

type TFileLeave = Awaited<ReturnType<typeof prepareLeaveForDay>> | null;

/**
 * Records one resolution in `tx`: the leave it files (kind `leave`), the row (of two HR users at
 * once, the unique index lets one win: the other gets ALREADY_RESOLVED) and the audit entry.
 */
async function recordResolution(tx: Db, actor: Actor, fileLeave: TFileLeave, p: TDirectoryEmployee, day: TComputedDay, input: Pick<TResolveDayInput, 'kind' | 'leaveTypeId' | 'comment'>, bulk: boolean) {
  const leaveRequestId = fileLeave ? await fileLeave(tx, actor, p.id, input.leaveTypeId!, day.date, input.comment) : null;
  const ok = await repo.insertResolution(tx, { employeeId: p.id, workDate: day.date, kind: input.kind, leaveRequestId, comment: input.comment, resolvedById: actor.id });
  if (!ok) throw new AppError('ALREADY_RESOLVED');
  await audit(tx, {
    actorId: actor.id,
    action: 'attendance.resolve',
    entity: 'attendance_day',
    entityId: `${p.id}:${day.date}`,
    before: { status: day.result.status },
    after: { kind: input.kind, leaveRequestId, comment: input.comment, ...(bulk ? { bulk: true } : {}) },
    ip: actor.ip,
  });
}

/**
 * HR resolves an absent or incomplete day: confirmed attendance, deducted from salary, forgot ID,
 * or converted into leave (an approved one-day request that draws on the balance, with every
 * balance rule). Audited; a day has one resolution, so of two HR users at once one wins and the
 * other gets ALREADY_RESOLVED. A day before the person's first tracked day is DAY_NOT_TRACKED.
 */
export async function resolveDay(ctx: Ctx, actor: Actor, input: TResolveDayInput): Promise<TAttendanceDay> {
  const dir = await getDirectory(ctx);
  const p = dir.get(input.employeeId);
  if (!p) throw new AppError('NOT_FOUND');
  if (!canResolve(dir, actor, p)) throw new AppError('FORBIDDEN');
  const org = await cachedOrganisation(ctx);
  const [day] = await computeDays(ctx, [p], input.date, input.date);
  const why = refusal(day, input.date, firstTrackedDate(p, org.trackingStart, org.timeZone));
  if (why) throw new AppError(why);
  const fileLeave = input.kind === 'leave' ? await prepareLeaveForDay(ctx) : null;
  await ctx.db.transaction((tx) => recordResolution(tx, actor, fileLeave, p, day, input, false));
  const [after] = await computeDays(ctx, [p], input.date, input.date);
  return presentDay(dir, after, org.timeZone);
}

/**
 * POST /attendance/resolutions/bulk: HR resolves many days with one answer. The days
 * of everyone named are computed in one pass (the schema keeps them within three months), then
 * each day is resolved in its own transaction by the single resolution's rules, so one refusal
 * (already resolved, not absent, not tracked, a balance too small for leave, another HR user
 * first) skips that day only. Each resolution is audited.
 */
export async function bulkResolveDays(ctx: Ctx, actor: Actor, input: TBulkResolveInput): Promise<TBulkResolveResult> {
  if (!hasRole(actor, 'hr', 'admin', 'site_hr')) throw new AppError('FORBIDDEN');
  const dir = await getDirectory(ctx);
  const org = await cachedOrganisation(ctx);
  const seen = new Set<string>();
  const items = input.items.filter((i) => {
    const k = `${i.employeeId}|${i.workDate}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const people = [...new Set(items.map((i) => i.employeeId))]
    .map((id) => dir.get(id))
    .filter((p): p is TDirectoryEmployee => !!p && canResolve(dir, actor, p));
  const dates = items.map((i) => i.workDate).sort();
  const days = new Map((await computeDays(ctx, people, dates[0], dates[dates.length - 1])).map((d) => [`${d.person.id}|${d.date}`, d]));
  const fileLeave = input.kind === 'leave' ? await prepareLeaveForDay(ctx) : null;
  const results: TBulkResolveResult['results'] = [];
  for (const item of items) {
    const p = dir.get(item.employeeId);
    const done = (code: string | null) => results.push({ employeeId: item.employeeId, workDate: item.workDate, ok: code === null, code });
    if (!p) {
      done('NOT_FOUND');
      continue;
    }
    if (!canResolve(dir, actor, p)) {
      done('FORBIDDEN');
      continue;
    }
    const day = days.get(`${p.id}|${item.workDate}`);
    const why = refusal(day, item.workDate, firstTrackedDate(p, org.trackingStart, org.timeZone));
    if (why || !day) {
      done(why ?? 'DAY_NOT_ABSENT');
      continue;
    }
    try {
      await ctx.db.transaction((tx) => recordResolution(tx, actor, fileLeave, p, day, input, true));
      done(null);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      done(e.code);
    }
  }
  const resolved = results.filter((r) => r.ok).length;
  return { results, resolved, skipped: results.length - resolved };
}
