import { CONSECUTIVE_WORK_DAYS_MAX, addDaysIso, eachDate, isMinorOn, minorDayFindings, swapProblem, type TShiftSwap, type TShiftSwapInput, type TShiftSwapPreview } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { cachedOrganisation, todayIn } from '../../core/organisation.js';
import { lockPerson } from '../../core/person-lock.js';
import { audit } from '../organisation/index.js';
import { getDirectory, type Directory, type TDirectoryEmployee } from '../people/index.js';
import { closeApproval, openApproval } from '../approval/index.js';
import { loadRosterBook, rosterRules } from '../roster/index.js';
import * as repo from './shift-swap-repository.js';

/**
 * Shift swaps: an employee and a colleague of their team exchange their days on a date
 * (and, when the colleague's day to take is another date, on that date too). Refused before anything
 * is written when it would change nothing, leave someone more than six work days in a row, give
 * someone two shifts at once, or when either already has a swap on those days. The colleague answers
 * first (approval kind 'shift_swap_colleague'), then the approver decides (kind 'shift_swap', a chain
 * HR may choose); approved, the days become overrides on the roster.
 */

/** How far ahead a swap may be asked (a quarter). */
const SWAP_DAYS_AHEAD = 92;

const refuse = (code: 'MINOR_WORKING_HOURS' | 'SHIFT_SWAP_TOO_FAR' | 'SHIFT_SWAP_NO_CHANGE' | 'SHIFT_SWAP_REST_RULE' | 'SHIFT_SWAP_DOUBLE_SHIFT' | 'SHIFT_SWAP_NOT_TEAM' | 'SHIFT_SWAP_TAKEN' | 'SHIFT_SWAP_PAST', path = 'date') =>
  new AppError(code, { fields: [{ path, message: `errors.${code}` }] });

/** The same team: the same crew, or the same department. */
const sameTeam = (a: TDirectoryEmployee, b: TDirectoryEmployee) => (a.crewId !== null && a.crewId === b.crewId) || (a.departmentId !== null && a.departmentId === b.departmentId);

/** GET /shift-swaps/colleagues: whom the viewer may ask (active people of their crew or department). */
export async function swapColleagues(ctx: Ctx, actor: Actor) {
  const dir = await getDirectory(ctx);
  const me = dir.get(actor.id);
  if (!me) throw new AppError('NOT_FOUND');
  const items = dir.people
    .filter((p) => p.active && p.id !== me.id && sameTeam(me, p))
    .sort((a, b) => a.rankName - b.rankName)
    .slice(0, 500)
    .map((p) => ({ id: p.id, FullName: p.fullNameEn, fullNameAr: p.fullNameAr, EmpCode: p.empCode }));
  return { items };
}

const ids = (list: readonly number[]) => list.map((x) => (x > 0 ? x : null));

export function presentSwap(dir: Directory, viewerId: number, r: repo.TSwapRow): TShiftSwap {
  const person = (id: number) => {
    const p = dir.get(id);
    return { id, EmpCode: p?.empCode ?? 0, FullName: p?.fullNameEn ?? '', fullNameAr: p?.fullNameAr ?? '' };
  };
  return {
    id: r.id,
    state: r.state as TShiftSwap['state'],
    colleagueState: r.colleagueState as TShiftSwap['colleagueState'],
    date: r.workDate,
    otherDate: r.otherDate,
    reason: r.reason,
    requester: person(r.employeeId),
    colleague: person(r.colleagueId),
    requesterShiftIds: ids(r.requesterShiftIds),
    colleagueShiftIds: ids(r.colleagueShiftIds),
    createdAt: r.createdAt.toISOString(),
    canCancel: r.employeeId === viewerId && r.state === 'requested',
    canAnswer: r.colleagueId === viewerId && r.state === 'requested' && r.colleagueState === 'pending',
  };
}

/** GET /shift-swaps: the viewer's swaps and the shifts they name. */
export async function listMySwaps(ctx: Ctx, actor: Actor) {
  const [dir, rows, rules] = await Promise.all([getDirectory(ctx), repo.swapsOf(ctx.db, actor.id), rosterRules(ctx)]);
  const used = new Set(rows.flatMap((r) => [...r.requesterShiftIds, ...r.colleagueShiftIds]).filter((x) => x > 0));
  const shifts = [...rules.shifts.values()].filter((s) => used.has(s.id)).map((s) => ({ id: s.id, nameEn: s.nameEn, nameAr: s.nameAr, startTime: s.startTime, endTime: s.endTime }));
  return { items: rows.map((r) => presentSwap(dir, actor.id, r)), shifts };
}

interface TSwapPlan {
  me: TDirectoryEmployee;
  colleague: TDirectoryEmployee;
  dates: string[];
  /** Each person's shift on the dates now (null: rest). */
  mine: (number | null)[];
  theirs: (number | null)[];
  shifts: Awaited<ReturnType<typeof loadRosterBook>>['shifts'];
  /** What a request would be refused with (the kinds' own rules; a taken day is checked under the locks). */
  problem: AppError | null;
}

/** A swap worked out without writing anything: the days either way and the first rule it breaks. */
async function planSwap(ctx: Ctx, actor: Actor, input: { colleagueId: number; date: string; otherDate?: string | null }): Promise<TSwapPlan> {
  const dir = await getDirectory(ctx);
  const me = dir.get(actor.id);
  const colleague = dir.get(input.colleagueId);
  if (!me?.active) throw new AppError('NOT_FOUND');
  if (!colleague?.active || colleague.id === me.id) throw new AppError('NOT_FOUND', { fields: [{ path: 'colleagueId', message: 'errors.NOT_FOUND' }] });
  const org = await cachedOrganisation(ctx);
  const today = todayIn(org.timeZone);
  const dates = [...new Set([input.date, input.otherDate || input.date])].sort();
  // Each person's days around the swap, before and after: the exchange, then the rules on both.
  const around = eachDate(addDaysIso(dates[0], -CONSECUTIVE_WORK_DAYS_MAX), addDaysIso(dates[dates.length - 1], CONSECUTIVE_WORK_DAYS_MAX));
  const book = await loadRosterBook(ctx, [me.id, colleague.id], around[0], around[around.length - 1]);
  const mine = dates.map((d) => book.shiftIdOn(me, d));
  const theirs = dates.map((d) => book.shiftIdOn(colleague, d));
  const plan = { me, colleague, dates, mine, theirs, shifts: book.shifts };
  const problem = (): AppError | null => {
    if (!sameTeam(me, colleague)) return refuse('SHIFT_SWAP_NOT_TEAM', 'colleagueId');
    for (const [d, path] of [[input.date, 'date'], [input.otherDate || input.date, 'otherDate']] as const) {
      if (d <= today) return refuse('SHIFT_SWAP_PAST', path);
      if (d > addDaysIso(today, SWAP_DAYS_AHEAD)) return refuse('SHIFT_SWAP_TOO_FAR', path);
    }
    if (mine.every((s, i) => s === theirs[i])) return refuse('SHIFT_SWAP_NO_CHANGE');
    const after = (p: TDirectoryEmployee, taken: (number | null)[]) => around.map((date) => ({ date, shiftId: dates.includes(date) ? taken[dates.indexOf(date)] : book.shiftIdOn(p, date) }));
    const before = (p: TDirectoryEmployee) => around.map((date) => ({ date, shiftId: book.shiftIdOn(p, date) }));
    for (const [p, taken] of [[me, theirs], [colleague, mine]] as const) {
      // Art 65 (rules minorHours, minorNight): a worker under 18 on the day never takes a shift beyond their limits.
      const minorBroken = dates.some((d, i) => taken[i] !== null && isMinorOn(p.birthDate, d) && minorDayFindings(book.shifts.get(taken[i]!) ?? null).length > 0);
      if (minorBroken) return refuse('MINOR_WORKING_HOURS');
      const broken = swapProblem(before(p), after(p, taken), (id) => book.shifts.get(id));
      if (broken) return refuse(broken);
    }
    return null;
  };
  return { ...plan, problem: problem() };
}

/** GET /shift-swaps/preview: both people's days on the date(s), and what asking would be refused with. */
export async function previewSwap(ctx: Ctx, actor: Actor, q: { colleagueId: number; date: string; otherDate?: string }): Promise<TShiftSwapPreview> {
  const plan = await planSwap(ctx, actor, q);
  const used = new Set([...plan.mine, ...plan.theirs].filter((x): x is number => x !== null));
  const field = plan.problem?.fields?.[0]?.path ?? 'date';
  return {
    dates: plan.dates,
    mine: plan.mine,
    theirs: plan.theirs,
    shifts: [...plan.shifts.values()].filter((s) => used.has(s.id)).map((s) => ({ id: s.id, nameEn: s.nameEn, nameAr: s.nameAr, startTime: s.startTime, endTime: s.endTime })),
    problem: plan.problem ? { code: plan.problem.code, path: field } : null,
  };
}

/** POST /shift-swaps: the viewer asks a colleague; the colleague is told and answers in their inbox. */
export async function askSwap(ctx: Ctx, actor: Actor, input: TShiftSwapInput): Promise<TShiftSwap> {
  const { me, colleague, dates, mine, theirs, problem } = await planSwap(ctx, actor, input);
  if (problem) throw problem;
  const id = await ctx.db.transaction(async (tx) => {
    // Both people's rows, lowest id first (two swaps between the same two people cannot deadlock): a second ask for the same days waits, then finds the first.
    for (const pid of [me.id, colleague.id].sort((a, b) => a - b)) if (!(await lockPerson(tx, pid))?.active) throw new AppError('NOT_FOUND');
    if (await repo.swapTaken(tx, [me.id, colleague.id], dates)) throw refuse('SHIFT_SWAP_TAKEN');
    const newId = await repo.insertSwap(tx, {
      employeeId: me.id,
      colleagueId: colleague.id,
      // The days in order, as the shifts were read (the exchange is the same either way): a colleague's day before the day to swap
      // would otherwise pair each day with the other day's shifts on the approval's overrides and on every screen.
      workDate: dates[0],
      otherDate: dates[1] ?? null,
      requesterShiftIds: mine.map((s) => s ?? 0),
      colleagueShiftIds: theirs.map((s) => s ?? 0),
      reason: input.reason ?? '',
    });
    await openApproval(ctx, tx, { kind: 'shift_swap_colleague', subjectId: newId, employeeId: me.id, filedBy: actor, forDate: dates[0] });
    await audit(tx, { actorId: actor.id, action: 'shift_swap.request', entity: 'shift_swap', entityId: String(newId), after: { colleagueId: colleague.id, dates, mine, theirs }, ip: actor.ip });
    return newId;
  });
  return presentSwap(await getDirectory(ctx), actor.id, (await repo.findSwap(ctx.db, id))!);
}

/** POST /shift-swaps/:id/cancel: the requester withdraws it while it is not decided. */
export async function cancelSwap(ctx: Ctx, actor: Actor, id: number): Promise<TShiftSwap> {
  const dir = await getDirectory(ctx);
  await ctx.db.transaction(async (tx) => {
    const r = await repo.findSwap(tx, id, true);
    if (!r || (r.employeeId !== actor.id && r.colleagueId !== actor.id)) throw new AppError('NOT_FOUND');
    if (r.employeeId !== actor.id) throw new AppError('FORBIDDEN');
    if (!(await repo.setSwap(tx, id, { state: 'cancelled' }))) throw new AppError('ALREADY_DECIDED');
    await closeApproval(tx, 'shift_swap_colleague', id, actor.id);
    await closeApproval(tx, 'shift_swap', id, actor.id);
    await audit(tx, { actorId: actor.id, action: 'shift_swap.cancel', entity: 'shift_swap', entityId: String(id), ip: actor.ip });
  });
  return presentSwap(dir, actor.id, (await repo.findSwap(ctx.db, id))!);
}
