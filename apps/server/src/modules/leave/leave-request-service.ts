import {
  canCancelLeave,
  countLeaveDays,
  daysUntil,
  eachDate,
  isWeekend,
  type TDayCalendar,
  type TLeaveDetail,
  type TLeaveEvent,
  type TLeaveList,
  type TLeaveListQuery,
  type TLeaveQuote,
  type TLeaveQuoteQuery,
  type TLeaveRequest,
  type TLeaveRequestInput,
  type THandoverCandidatesQuery,
  type TPersonOption,
  foldSearch,
} from '@hr/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import * as repo from './leave-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { type Directory, getDirectory } from '../people/index.js';
import { balanceSettings, checkBalanceReach } from './leave-balance-service.js';
import { hasRole } from '../../core/policies.js';
import { todayIn, getOrganisation } from '../../core/organisation.js';
import { notifyPeople } from '../../core/notification.js';
import { hrRecipients } from '../../core/notification.js';
import { isHr, roleKey } from '../../core/policies.js';
import { today } from '../../core/organisation.js';
import { lockPerson } from '../../core/person-lock.js';


type TPair = [number, number, string, string] | null;
const person = (p: TPair) => (p ? { id: p[0], EmpCode: p[1], FullName: p[2], fullNameAr: p[3] } : null);
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function presentRequest(r: repo.TRequestView): TLeaveRequest {
  const shift = r.shift as [number, string, string] | null;
  const type = r.leaveType as [number, string, string];
  return {
    id: r.id,
    employee: person(r.employee as TPair)!,
    leaveType: { id: type[0], nameEn: type[1], nameAr: type[2] },
    startDate: r.startDate,
    endDate: r.endDate,
    halfDay: r.halfDay as TLeaveRequest['halfDay'],
    countOfDays: Number(r.days),
    state: r.state as TLeaveRequest['state'],
    step: r.state === 'requested' ? (r.step as TLeaveRequest['step']) : null,
    approver: person(r.approver as TPair),
    handover: person(r.handover as TPair),
    handoverState: r.handoverState as TLeaveRequest['handoverState'],
    shift: shift ? { id: shift[0], nameEn: shift[1], nameAr: shift[2] } : null,
    reason: r.reason,
    hasAttachment: !!r.hasAttachment,
    filedBy: r.filedById && r.filedById !== r.employeeId ? person(r.filedBy as TPair) : null,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** A person's days off and holidays between two dates, as the day counter takes them. */
export async function dayCalendar(db: Db, p: { siteId: number | null; shiftId: number | null }, from: string, to: string) {
  const org = await getOrganisation(db);
  const workDays = p.shiftId ? await repo.shiftWorkDays(db, p.shiftId) : null;
  const hol = await repo.holidaysBetween(db, from, to, p.siteId);
  const byDate = new Map(hol.map((h) => [h.date, h]));
  const cal: TDayCalendar = {
    isRestDay: (d) => (workDays ? !workDays.includes(new Date(`${d}T00:00:00Z`).getUTCDay()) : isWeekend(d, org.weekendDays)),
    isHoliday: (d) => byDate.has(d),
  };
  return { cal, holidays: byDate, org };
}

/** Whom a request is for: the viewer, or someone in their team (filing for others needs a team role and the person in scope). */
async function targetOf(ctx: Ctx, actor: Actor, employeeId: number | null | undefined): Promise<number> {
  if (!employeeId || employeeId === actor.id) return actor.id;
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
  const dir = await getDirectory(ctx);
  const target = dir.get(employeeId);
  if (!target || !dir.visible(actor, 'pick')(target)) throw new AppError('FORBIDDEN');
  return employeeId;
}

interface TChecked {
  type: repo.TLeaveTypeRow;
  days: number;
  year: number;
  skipped: TLeaveQuote['skipped'];
  remainingAfter: number | null;
  attachmentRequired: boolean;
}

/**
 * Every rule of a request, with a translated error for each. Runs inside the transaction that
 * holds the person's row lock, so two requests against one balance cannot both pass.
 */
async function checkRequest(
  db: Db,
  p: repo.TPerson,
  input: Pick<TLeaveRequestInput, 'leaveTypeId' | 'startDate' | 'endDate' | 'halfDay'>,
  opts: { self: boolean; forQuote?: boolean },
): Promise<TChecked> {
  const type = await repo.findLeaveType(db, input.leaveTypeId);
  if (!type) throw new AppError('NOT_FOUND');
  if (!type.active) throw new AppError('LEAVE_TYPE_INACTIVE');
  if (input.endDate < input.startDate) throw new AppError('DATES_OUT_OF_ORDER', { fields: [{ path: 'endDate', message: 'errors.DATES_OUT_OF_ORDER' }] });
  if (input.startDate.slice(0, 4) !== input.endDate.slice(0, 4)) throw new AppError('LEAVE_SPANS_YEARS', { fields: [{ path: 'endDate', message: 'errors.LEAVE_SPANS_YEARS' }] });
  if (eachDate(input.startDate, input.endDate).length > 366) throw new AppError('VALIDATION_FAILED');
  if (input.halfDay !== 'none' && (!type.halfDayAllowed || input.startDate !== input.endDate)) {
    throw new AppError('HALF_DAY_NOT_ALLOWED', { fields: [{ path: 'halfDay', message: 'errors.HALF_DAY_NOT_ALLOWED' }] });
  }
  const { cal, holidays, org } = await dayCalendar(db, p, input.startDate, input.endDate);
  const days = countLeaveDays(input, type.dayBasis === 'calendar' ? 'calendar' : 'working', cal);
  const skipped: TLeaveQuote['skipped'] = [];
  if (type.dayBasis !== 'calendar') {
    for (const d of eachDate(input.startDate, input.endDate)) {
      const h = holidays.get(d);
      if (h) skipped.push({ date: d, kind: 'holiday', nameEn: h.nameEn, nameAr: h.nameAr });
      else if (cal.isRestDay(d)) skipped.push({ date: d, kind: 'rest', nameEn: null, nameAr: null });
    }
  }
  const year = Number(input.startDate.slice(0, 4));
  const attachmentRequired = type.attachmentOverDays !== null && days > type.attachmentOverDays;
  const s = await balanceSettings(db);
  const balanceType = type.balanceTypeId ? (type.balanceTypeId === type.id ? type : await repo.findLeaveType(db, type.balanceTypeId)) : undefined;
  // Every year the days can reach through carry-over: next year may already count on this year's days.
  const reach = balanceType ? await checkBalanceReach(db, balanceType, p, year, s, { pending: days }) : null;
  const checked = { type, days, year, skipped, remainingAfter: reach ? reach.lowestAfter : null, attachmentRequired };
  if (opts.forQuote) return checked;

  if (days <= 0) throw new AppError('NO_DAYS_COUNTED');
  if (type.maxConsecutiveDays !== null && days > type.maxConsecutiveDays) {
    throw new AppError('MAX_CONSECUTIVE_EXCEEDED', { params: { max: type.maxConsecutiveDays }, fields: [{ path: 'endDate', message: 'errors.MAX_CONSECUTIVE_EXCEEDED' }] });
  }
  if (opts.self && type.minNoticeDays > 0 && daysUntil(todayIn(org.timeZone), input.startDate) < type.minNoticeDays) {
    throw new AppError('NOTICE_TOO_SHORT', { params: { days: type.minNoticeDays }, fields: [{ path: 'startDate', message: 'errors.NOTICE_TOO_SHORT' }] });
  }
  if (await repo.overlapping(db, p.id, input.startDate, input.endDate)) throw new AppError('LEAVE_OVERLAP');
  if (type.yearlyCapDays !== null) {
    const used = await repo.typeDaysInYear(db, p.id, type.id, year);
    if (used + days > type.yearlyCapDays) throw new AppError('YEARLY_CAP_EXCEEDED', { params: { max: type.yearlyCapDays, used } });
  }
  if (reach?.worst) {
    // What could still be taken: this year's remaining, or less when a later year needs the days.
    const remaining = reach.worst.year === year ? reach.worst.before : Math.max(0, days + reach.worst.after);
    throw new AppError('INSUFFICIENT_BALANCE', { params: { remaining, days } });
  }
  return checked;
}

/** The live count and balance preview for the request form. */
export async function quoteLeave(ctx: Ctx, actor: Actor, q: TLeaveQuoteQuery): Promise<TLeaveQuote> {
  const employeeId = await targetOf(ctx, actor, q.employeeId);
  const p = await repo.findPerson(ctx.db, employeeId);
  if (!p) throw new AppError('NOT_FOUND');
  const c = await checkRequest(ctx.db, p, q, { self: employeeId === actor.id, forQuote: true });
  return { days: c.days, skipped: c.skipped, remainingAfter: c.remainingAfter, attachmentRequired: c.attachmentRequired };
}

export async function createLeaveRequest(ctx: Ctx, actor: Actor, input: TLeaveRequestInput): Promise<TLeaveRequest> {
  const employeeId = await targetOf(ctx, actor, input.employeeId);
  return ctx.db.transaction(async (tx) => {
    // One person's requests are filed one at a time: the balance and overlap checks see every earlier one.
    await lockPerson(tx, employeeId);
    const p = await repo.findPerson(tx, employeeId);
    if (!p || !p.active) throw new AppError('NOT_FOUND');
    const c = await checkRequest(tx, p, input, { self: employeeId === actor.id });
    if (c.attachmentRequired && !input.attachment) throw new AppError('ATTACHMENT_REQUIRED', { fields: [{ path: 'attachment', message: 'errors.ATTACHMENT_REQUIRED' }] });

    let handover: Awaited<ReturnType<typeof repo.findPeople>>[number] | undefined;
    if (input.handoverEmployeeId) {
      [handover] = await repo.findPeople(tx, [input.handoverEmployeeId]);
      const ok =
        handover &&
        handover.active &&
        handover.id !== p.id &&
        p.departmentId !== null &&
        handover.departmentId === p.departmentId &&
        !(await repo.isOnLeave(tx, handover.id, input.startDate, input.endDate));
      if (!ok) throw new AppError('HANDOVER_UNAVAILABLE', { fields: [{ path: 'handoverEmployeeId', message: 'errors.HANDOVER_UNAVAILABLE' }] });
    }
    if (input.shiftId && !(await repo.shiftExists(tx, input.shiftId))) throw new AppError('UNKNOWN_REFERENCE', { fields: [{ path: 'shiftId', message: 'errors.UNKNOWN_REFERENCE' }] });

    // The manager decides first; with no active manager, HR does.
    const [manager] = p.managerId ? await repo.findPeople(tx, [p.managerId]) : [];
    const approverId = manager?.active ? manager.id : null;
    const id = await repo.insertRequest(tx, {
      employeeId: p.id,
      leaveTypeId: c.type.id,
      balanceTypeId: c.type.balanceTypeId,
      year: c.year,
      startDate: input.startDate,
      endDate: input.endDate,
      halfDay: input.halfDay,
      days: c.days,
      state: 'requested',
      step: approverId ? 'manager' : 'hr',
      approverId,
      needsHr: c.type.approvalFlow === 'manager_hr',
      handoverEmployeeId: handover?.id ?? null,
      handoverState: handover ? 'pending' : null,
      shiftId: input.shiftId ?? null,
      reason: input.reason,
      filedById: actor.id,
    });
    if (input.attachment) {
      await repo.insertAttachment(tx, {
        requestId: id,
        fileName: input.attachment.fileName,
        mimeType: input.attachment.mimeType || 'application/octet-stream',
        content: Buffer.from(input.attachment.contentBase64, 'base64'),
      });
    }
    await repo.insertEvents(tx, [{ requestId: id, actorId: actor.id, action: 'submitted', fromState: null, toState: 'requested', comment: input.reason || null }]);
    await audit(tx, {
      actorId: actor.id,
      action: 'leave.request',
      entity: 'leave_request',
      entityId: String(id),
      after: { employeeId: p.id, leaveTypeId: c.type.id, startDate: input.startDate, endDate: input.endDate, days: c.days, handoverEmployeeId: handover?.id ?? null },
      ip: actor.ip,
    });
    const params = paramsOf(p, c.type, input.startDate, input.endDate, c.days);
    const link = `/vacations/${id}`;
    if (approverId) await notifyPeople(ctx, tx, [manager], 'leave_submitted', params, link);
    else await notifyPeople(ctx, tx, await hrRecipients(tx, p.siteId), 'leave_submitted', params, link);
    if (handover) await notifyPeople(ctx, tx, [handover], 'leave_handover_asked', params, link);
    return presentRequest((await repo.findRequest(tx, id))!);
  });
}

export function paramsOf(
  p: { fullNameEn: string; fullNameAr: string },
  type: { nameEn: string; nameAr: string },
  startDate: string,
  endDate: string,
  days: number,
): Record<string, string | number> {
  return { name: p.fullNameEn, nameAr: p.fullNameAr, type: type.nameEn, typeAr: type.nameAr, start: ddmmyyyy(startDate), end: ddmmyyyy(endDate), days };
}

/** Who may see a request: the requester, its approver (or their delegate), the substitute, HR, and viewers whose team scope holds the requester. */
async function canSee(ctx: Ctx, actor: Actor, r: repo.TRequestView, delegators: number[], loaded?: Directory): Promise<boolean> {
  if (r.employeeId === actor.id || r.approverId === actor.id || r.handoverEmployeeId === actor.id || isHr(actor)) return true;
  if (r.approverId !== null && delegators.includes(r.approverId)) return true;
  const dir = loaded ?? (await getDirectory(ctx));
  const e = dir.get(r.employeeId);
  return !!e && (dir.visible(actor, 'view')(e) || (hasRole(actor, 'site_hr') && dir.visible(actor, 'hr.read')(e)));
}

/** What the viewer may do with a request now. */
export async function permissions(ctx: Ctx, actor: Actor, r: repo.TRequestView, delegators: number[]) {
  const requested = r.state === 'requested';
  const approverHere = r.step === 'manager' && r.approverId !== null && (r.approverId === actor.id || delegators.includes(r.approverId));
  const hrHere = r.step === 'hr' && (isHr(actor) || (hasRole(actor, 'site_hr') && (await repo.isSiteHrOf(ctx.db, actor.id, r.employeeSiteId))));
  const approve = requested && r.employeeId !== actor.id && (approverHere || hrHere);
  const isApprover = r.approverId === actor.id || (r.approverId !== null && delegators.includes(r.approverId));
  const cancel = canCancelLeave(r.state as TLeaveRequest['state'], { isRequester: r.employeeId === actor.id || r.filedById === actor.id, isApprover, isHr: isHr(actor) });
  const answerHandover = requested && r.handoverEmployeeId === actor.id && r.handoverState === 'pending';
  return { approve, cancel, answerHandover, onBehalfOf: approverHere && r.approverId !== actor.id ? r.approverId : null };
}

export async function getLeaveDetail(ctx: Ctx, actor: Actor, id: number): Promise<TLeaveDetail> {
  const r = await repo.findRequest(ctx.db, id);
  const delegators = await repo.delegatorsOf(ctx.db, actor.id, await today(ctx.db));
  if (!r || !(await canSee(ctx, actor, r, delegators))) throw new AppError('NOT_FOUND');
  const events = await repo.requestEvents(ctx.db, id);
  const can = await permissions(ctx, actor, r, delegators);
  return {
    request: presentRequest(r),
    events: events.map(
      (e): TLeaveEvent => ({
        id: e.id,
        action: e.action as TLeaveEvent['action'],
        fromState: e.fromState as TLeaveEvent['fromState'],
        toState: e.toState as TLeaveEvent['toState'],
        comment: e.comment,
        actor: person(e.actor as TPair),
        onBehalfOf: person(e.onBehalfOf as TPair),
        createdAt: new Date(e.createdAt).toISOString(),
      }),
    ),
    can: { approve: can.approve, cancel: can.cancel, answerHandover: can.answerHandover },
  };
}

export async function getAttachment(ctx: Ctx, actor: Actor, id: number) {
  const r = await repo.findRequest(ctx.db, id);
  const delegators = await repo.delegatorsOf(ctx.db, actor.id, await today(ctx.db));
  if (!r || !(await canSee(ctx, actor, r, delegators))) throw new AppError('NOT_FOUND');
  const a = await repo.findAttachment(ctx.db, id);
  if (!a) throw new AppError('NOT_FOUND');
  return a;
}

/**
 * A page of a list and its total, each kept in the read cache until a leave or people change:
 * the total once for every page and sort of the same filters. Exports (a limit) are not kept.
 */
async function requestList(ctx: Ctx, key: string, who: () => Promise<SQL> | SQL, q: TLeaveListQuery, opts: { limit?: number }): Promise<TLeaveList> {
  const topics = ['people', 'leave'] as const;
  if (opts.limit) {
    const rows = await repo.listRequestPage(ctx.db, await who(), q, opts.limit, 0);
    return { items: rows.map(presentRequest), total: rows.length };
  }
  const { page: _p, pageSize: _s, sort: _o, dir: _d, ...filters } = q;
  const [items, total] = await Promise.all([
    ctx.reads.get(`${key}|page|${JSON.stringify(q)}`, async () => (await repo.listRequestPage(ctx.db, await who(), q)).map(presentRequest), { topics }),
    ctx.reads.get(`${key}|count|${JSON.stringify(filters)}`, async () => repo.countRequests(ctx.db, await who(), q), { topics }),
  ]);
  return { items, total };
}


/** /self/vacations: the viewer's own requests. */
export async function listMyRequests(ctx: Ctx, actor: Actor, q: TLeaveListQuery, opts: { limit?: number } = {}): Promise<TLeaveList> {
  return requestList(ctx, `leave-self|${actor.id}`, () => repo.requesterIs(actor.id), { ...q, employeeId: undefined }, opts);
}

/**
 * The requesters a team viewer sees, but themselves: everyone for HR, otherwise the ids of
 * their scope, taken from the in-memory directory (no recursive query per list).
 */
export async function teamRequesters(ctx: Ctx, actor: Actor) {
  if (isHr(actor)) return repo.excludingRequester(sql`true`, actor.id);
  const dir = await getDirectory(ctx);
  const inScope = dir.visible(actor, 'view');
  return repo.requesterAmong(dir.people.filter((e) => e.id !== actor.id && inScope(e)).map((e) => e.id));
}

/** /team/vacations: the requests of everyone in the viewer's team scope but themselves. */
export async function listTeamRequests(ctx: Ctx, actor: Actor, q: TLeaveListQuery, opts: { limit?: number } = {}): Promise<TLeaveList> {
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
  return requestList(ctx, `leave-team|${roleKey(actor)}`, () => teamRequesters(ctx, actor), q, opts);
}

/**
 * Cancel: the requester (or whoever filed it) while pending; the approver or HR once approved.
 * The balance is restored by the state change itself (cancelled requests count for nothing).
 */
export async function cancelLeave(ctx: Ctx, actor: Actor, id: number, comment: string): Promise<TLeaveRequest> {
  // Loaded before the transaction: on embedded PostgreSQL (one connection) a read outside the
  // open transaction would wait for it for ever.
  const dir = await getDirectory(ctx);
  return ctx.db.transaction(async (tx) => {
    const r = await repo.findRequest(tx, id);
    const delegators = await repo.delegatorsOf(tx, actor.id, await today(tx));
    if (!r || !(await canSee(ctx, actor, r, delegators, dir))) throw new AppError('NOT_FOUND');
    const can = await permissions({ ...ctx, db: tx }, actor, r, delegators);
    if (!can.cancel) throw new AppError(r.state === 'requested' || r.state === 'approved' ? 'NOT_CANCELLABLE' : 'ALREADY_DECIDED');
    const moved = await repo.transition(tx, id, { state: r.state, step: r.step }, { state: 'cancelled', step: null, decidedById: actor.id });
    if (!moved) throw new AppError('ALREADY_DECIDED');
    await repo.insertEvents(tx, [{ requestId: id, actorId: actor.id, action: 'cancelled', fromState: r.state, toState: 'cancelled', comment: comment || null }]);
    await audit(tx, { actorId: actor.id, action: 'leave.cancel', entity: 'leave_request', entityId: String(id), before: { state: r.state }, after: { state: 'cancelled', comment }, ip: actor.ip });
    const [requester] = await repo.findPeople(tx, [r.employeeId]);
    const type = r.leaveType as [number, string, string];
    const recipients = await repo.findPeople(tx, [r.approverId, r.employeeId].filter((x): x is number => x !== null && x !== actor.id));
    await notifyPeople(ctx, tx, recipients, 'leave_cancelled', paramsOf(requester, { nameEn: type[1], nameAr: type[2] }, r.startDate, r.endDate, Number(r.days)), `/vacations/${id}`);
    return presentRequest((await repo.findRequest(tx, id))!);
  });
}

/** The substitute accepts or declines; the requester and the approver are told. */
export async function answerHandover(ctx: Ctx, actor: Actor, id: number, accept: boolean, comment: string): Promise<TLeaveRequest> {
  return ctx.db.transaction(async (tx) => {
    const r = await repo.findRequest(tx, id);
    if (!r || r.handoverEmployeeId !== actor.id) throw new AppError('NOT_FOUND');
    const moved = await repo.setHandoverState(tx, id, accept ? 'accepted' : 'declined');
    if (!moved) throw new AppError('ALREADY_DECIDED');
    await repo.insertEvents(tx, [{ requestId: id, actorId: actor.id, action: accept ? 'handover_accepted' : 'handover_declined', fromState: 'requested', toState: 'requested', comment: comment || null }]);
    await audit(tx, { actorId: actor.id, action: accept ? 'leave.handover.accept' : 'leave.handover.decline', entity: 'leave_request', entityId: String(id), after: { comment }, ip: actor.ip });
    const people = await repo.findPeople(tx, [r.employeeId, actor.id, ...(r.approverId ? [r.approverId] : [])]);
    const requester = people.find((x) => x.id === r.employeeId)!;
    const me = people.find((x) => x.id === actor.id)!;
    const type = r.leaveType as [number, string, string];
    const params = { ...paramsOf(requester, { nameEn: type[1], nameAr: type[2] }, r.startDate, r.endDate, Number(r.days)), handover: me.fullNameEn, handoverAr: me.fullNameAr };
    await notifyPeople(ctx, tx, people.filter((x) => x.id !== actor.id), accept ? 'leave_handover_accepted' : 'leave_handover_declined', params, `/vacations/${id}`);
    return presentRequest((await repo.findRequest(tx, id))!);
  });
}

/** What the entitlement rule needs about a person. */
export async function personForBalance(ctx: Pick<Ctx, 'db'>, id: number) {
  const [p] = await repo.findPeopleForBalance(ctx.db, [id]);
  if (!p) throw new AppError('NOT_FOUND');
  return p;
}

/**
 * The handover picker: active colleagues in the requester's department (the requester is the
 * viewer, or someone in their team), found by name in either language or company ID, without
 * those who are on leave on the requested days.
 */
export async function handoverCandidates(ctx: Ctx, actor: Actor, q: THandoverCandidatesQuery): Promise<{ items: TPersonOption[] }> {
  const requesterId = await targetOf(ctx, actor, q.employeeId);
  const dir = await getDirectory(ctx);
  const me = dir.get(requesterId);
  if (!me || me.departmentId === null) return { items: [] };
  const term = q.q.trim();
  const folded = foldSearch(term);
  const numeric = /^\d+$/.test(term);
  const found = dir.people.filter(
    (e) =>
      e.active &&
      e.id !== requesterId &&
      e.departmentId === me.departmentId &&
      (!term || (numeric ? String(e.empCode).startsWith(term) : e.searchText.includes(folded))),
  );
  const away = q.startDate && q.endDate && q.endDate >= q.startDate ? new Set(await repo.onLeaveAmong(ctx.db, found.map((e) => e.id), q.startDate, q.endDate)) : new Set<number>();
  return {
    items: found
      .filter((e) => !away.has(e.id))
      .sort((a, b) => a.rankName - b.rankName)
      .slice(0, q.limit)
      .map((e) => ({ id: e.id, EmpCode: e.empCode, FullName: e.fullNameEn, fullNameAr: e.fullNameAr })),
  };
}

/**
 * HR converts an absent day into leave (issue 5): an approved one-day request of `leaveTypeId`,
 * with every rule of a request except the notice (it is in the past), drawing on the balance.
 * Runs in the caller's transaction, under the person's row lock like any request.
 */
export async function fileApprovedLeaveForDay(tx: Db, actor: Actor, employeeId: number, leaveTypeId: number, date: string, comment: string): Promise<number> {
  await lockPerson(tx, employeeId);
  const p = await repo.findPerson(tx, employeeId);
  if (!p) throw new AppError('NOT_FOUND');
  const input = { leaveTypeId, startDate: date, endDate: date, halfDay: 'none' as const };
  const c = await checkRequest(tx, p, input, { self: false });
  const id = await repo.insertRequest(tx, {
    employeeId: p.id,
    leaveTypeId: c.type.id,
    balanceTypeId: c.type.balanceTypeId,
    year: c.year,
    startDate: date,
    endDate: date,
    halfDay: 'none',
    days: c.days,
    state: 'approved',
    step: null,
    approverId: null,
    decidedById: actor.id,
    needsHr: false,
    reason: comment,
    filedById: actor.id,
  });
  await repo.insertEvents(tx, [
    { requestId: id, actorId: actor.id, action: 'submitted', fromState: null, toState: 'requested', comment: comment || null },
    { requestId: id, actorId: actor.id, action: 'approved', fromState: 'requested', toState: 'approved', comment: null },
  ]);
  await audit(tx, {
    actorId: actor.id,
    action: 'leave.request',
    entity: 'leave_request',
    entityId: String(id),
    after: { employeeId: p.id, leaveTypeId: c.type.id, startDate: date, endDate: date, days: c.days, state: 'approved', from: 'attendance' },
    ip: actor.ip,
  });
  return id;
}
