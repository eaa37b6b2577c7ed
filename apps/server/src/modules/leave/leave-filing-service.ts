import {
  countLeaveDays,
  formatDate,
  LEAVE_YEARS_AHEAD,
  daysUntil,
  eachDate,
  type TLeaveQuote,
  type TLeaveQuoteQuery,
  type TLeaveRequest,
  type TLeaveRequestInput,
  type TLeaveType,
  type TOfferedLeaveTypesQuery,
  type THandoverCandidatesQuery,
  type TPersonOption,
  foldSearch,
  leaveIneligibility,
  leaveProtection,
  type TLeaveProtection,
} from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import * as repo from './leave-repository.js';
import { findPeopleForBalance, findPerson, type TPerson } from '../people/index.js';
import * as requestRepo from './leave-request-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory } from '../people/index.js';
import { balanceSettingsOf, checkBalanceReach, quotePool } from './leave-balance-service.js';
import { hasRole } from '../../core/policies.js';
import { cachedToday, todayIn } from '../../core/organisation.js';
import { activeTypes } from './leave-admin-service.js';
import { openApproval } from '../approval/index.js';
import { loadRosterBook } from '../roster/index.js';
import { paramsOf, presentRequest } from './leave-request-service.js';
import { dayCalendar, filingFacts, historyOf, hourlyDays, plusMonths, type TFilingFacts, workforce } from './leave-filing-facts.js';

export { dayCalendar };

/** Filing leave: the day calendar, the checks (balance over every year it reaches, overlap, caps, notice), the quote, the request itself, and HR's one-day conversion of an absent day. */

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
  covering: TLeaveQuote['covering'];
  /** Art 125: this annual leave splits the year's leave of a person the law protects (why they are). */
  splitsProtected: TLeaveProtection | null;
}

/**
 * Every rule of a request, with a translated error for each. Runs inside the transaction that
 * holds the person's row lock, so two requests against one balance cannot both pass.
 */
async function checkRequest(
  db: Db,
  facts: TFilingFacts,
  p: TPerson,
  input: Pick<TLeaveRequestInput, 'leaveTypeId' | 'startDate' | 'endDate' | 'halfDay' | 'from' | 'to'> & { reason?: string; eventDate?: string | null },
  opts: { self: boolean; forQuote?: boolean; decidedByHr?: boolean },
): Promise<TChecked> {
  const type = facts.types.get(input.leaveTypeId);
  if (!type) throw new AppError('NOT_FOUND');
  if (!type.active) throw new AppError('LEAVE_TYPE_INACTIVE');
  if (input.endDate < input.startDate) throw new AppError('DATES_OUT_OF_ORDER', { fields: [{ path: 'endDate', message: 'errors.DATES_OUT_OF_ORDER' }] });
  if (input.startDate.slice(0, 4) !== input.endDate.slice(0, 4)) throw new AppError('LEAVE_SPANS_YEARS', { fields: [{ path: 'endDate', message: 'errors.LEAVE_SPANS_YEARS' }] });
  if (eachDate(input.startDate, input.endDate).length > 366) throw new AppError('VALIDATION_FAILED');
  if (input.halfDay !== 'none' && (!type.halfDayAllowed || input.startDate !== input.endDate)) {
    throw new AppError('HALF_DAY_NOT_ALLOWED', { fields: [{ path: 'halfDay', message: 'errors.HALF_DAY_NOT_ALLOWED' }] });
  }
  const book = await loadRosterBook({ db, reads: facts.reads }, [p.id], input.startDate, input.endDate);
  const { cal, holidays, org } = dayCalendar(facts.calendar, p, input.startDate, input.endDate, book);
  // Balances are open for this year and the two after it: a date in 2099 is a typing slip, not a plan.
  const today = todayIn(org.timeZone);
  if (Number(input.startDate.slice(0, 4)) > Number(today.slice(0, 4)) + LEAVE_YEARS_AHEAD) {
    throw new AppError('LEAVE_TOO_FAR_AHEAD', { fields: [{ path: 'startDate', message: 'errors.LEAVE_TOO_FAR_AHEAD' }] });
  }
  const whole = countLeaveDays(input, type.dayBasis === 'calendar' ? 'calendar' : 'working', cal);
  const days = input.from && input.to ? hourlyDays(type, input as Required<Pick<TLeaveRequestInput, 'from' | 'to'>> & typeof input, whole, Number(org.otHoursPerDay)) : whole;
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
  const s = balanceSettingsOf(org);
  const balanceType = type.balanceTypeId ? facts.types.get(type.balanceTypeId) : undefined;
  // Every year the days can reach through carry-over: next year may already count on this year's days.
  const reach = balanceType ? await checkBalanceReach(db, balanceType, p, year, s, { pending: days }) : null;
  // Days this person agreed (or is asked) to cover for a colleague: a warning, or a refusal where the organisation says so.
  // The person's own leave on these dates (refused below, after the rules that come first) and whom they cover for.
  const around = await requestRepo.leaveAround(db, p.id, input.startDate, input.endDate);
  const covering = around.covering.flatMap((c) => {
    const e = facts.dir.get(c.employeeId);
    return e ? [{ employee: { id: e.id, EmpCode: e.empCode, FullName: e.fullNameEn, fullNameAr: e.fullNameAr }, startDate: c.startDate, endDate: c.endDate }] : [];
  });
  // Art 125 (law rule annualSplitProtected): the annual leave of a worker under 18, with a disability or of short
  // stature may not be split; a second part in the year is filed with a warning (decision record 'protected annual leave').
  const protection = type.entitlementRule === 'egypt_annual' ? leaveProtection(p, input.startDate) : null;
  const splitsProtected = protection && (await repo.typeDaysInYear(db, p.id, type.id, year)) > 0 ? protection : null;
  const checked = { type, days, year, skipped, remainingAfter: reach ? reach.lowestAfter : null, attachmentRequired, covering, splitsProtected };
  if (opts.forQuote) return checked;
  if (covering.length && org.handoverConflictBlocks && !opts.decidedByHr) {
    const c = covering[0];
    throw new AppError('HANDOVER_CONFLICT', { params: { name: c.employee.FullName, nameAr: c.employee.fullNameAr, start: formatDate(c.startDate), end: formatDate(c.endDate) } });
  }

  if (days <= 0) throw new AppError('NO_DAYS_COUNTED');
  // Leave for days already past says why it comes only now; the approver reads the reason.
  if (input.startDate < today && !opts.decidedByHr && !(input.reason ?? '').trim()) {
    throw new AppError('PAST_LEAVE_NEEDS_REASON', { fields: [{ path: 'reason', message: 'errors.PAST_LEAVE_NEEDS_REASON' }] });
  }
  if (type.maxConsecutiveDays !== null && days > type.maxConsecutiveDays) {
    throw new AppError('MAX_CONSECUTIVE_EXCEEDED', { params: { max: type.maxConsecutiveDays }, fields: [{ path: 'endDate', message: 'errors.MAX_CONSECUTIVE_EXCEEDED' }] });
  }
  if (opts.self && type.minNoticeDays > 0 && daysUntil(todayIn(org.timeZone), input.startDate) < type.minNoticeDays) {
    throw new AppError('NOTICE_TOO_SHORT', { params: { days: type.minNoticeDays }, fields: [{ path: 'startDate', message: 'errors.NOTICE_TOO_SHORT' }] });
  }
  // Who may take it where the law says so.
  // The one rule the form's list of types follows too.
  // A type counted in times asks for the event (the child's birth, the pilgrimage): law rule timesInService.
  const eventDate = input.eventDate ?? null;
  if (type.maxTimesInService !== null && !eventDate && !opts.decidedByHr) {
    throw new AppError('LEAVE_EVENT_DATE_REQUIRED', { fields: [{ path: 'eventDate', message: 'errors.LEAVE_EVENT_DATE_REQUIRED' }] });
  }
  const history = await historyOf(db, facts.reads, type, p.id, eventDate);
  const unfit = leaveIneligibility(type, p, input.startDate, history);
  if (unfit === 'LEAVE_SERVICE_TOO_SHORT') throw new AppError(unfit, { params: { count: type.minServiceMonths ?? 0 } });
  if (unfit === 'LEAVE_TIMES_USED') throw new AppError(unfit, { params: { count: type.maxTimesInService ?? 0 } });
  if (unfit === 'LEAVE_WORKFORCE_TOO_SMALL') throw new AppError(unfit, { params: { min: type.minWorkforce ?? 0, count: history.workforce ?? 0 } });
  if (unfit === 'LEAVE_TOO_SOON_AFTER_FIRST') throw new AppError(unfit, { params: { date: formatDate(plusMonths(history.firstStart!, type.minGapMonths ?? 0)) }, fields: [{ path: 'startDate', message: 'errors.LEAVE_TOO_SOON_AFTER_FIRST' }] });
  if (unfit) throw new AppError(unfit);
  if (type.maxConsecutiveDays !== null && history.eventDays > 0 && history.eventDays + days > type.maxConsecutiveDays) {
    throw new AppError('MAX_CONSECUTIVE_EXCEEDED', { params: { max: type.maxConsecutiveDays }, fields: [{ path: 'endDate', message: 'errors.MAX_CONSECUTIVE_EXCEEDED' }] });
  }
  if (around.overlaps) throw new AppError('LEAVE_OVERLAP');
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
  const [p, facts] = await Promise.all([findPerson(ctx.db, employeeId), filingFacts(ctx)]);
  if (!p) throw new AppError('NOT_FOUND');
  const c = await checkRequest(ctx.db, facts, p, q, { self: employeeId === actor.id, forQuote: true });
  // Which balance the days come out of (Casual's: Annual's), and what a yearly cap leaves, so the form can say both.
  const pool = await quotePool(ctx.db, c.type, facts.types, p.id, c.year, c.days);
  return {
    days: c.days,
    skipped: c.skipped,
    remainingAfter: c.remainingAfter,
    ...pool,
    attachmentRequired: c.attachmentRequired,
    covering: c.covering,
    splitsProtected: c.splitsProtected,
    eventDateRequired: c.type.maxTimesInService !== null,
  };
}

/**
 * The leave types a person is offered on the request form: the active types whose conditions
 * (gender, months of service by today, times in a service) fit them, by the same rule the filing
 * checks. Who may ask for whom is the filing's rule (oneself, or someone the viewer files for).
 */
export async function offeredTypes(ctx: Ctx, actor: Actor, q: TOfferedLeaveTypesQuery): Promise<{ items: TLeaveType[] }> {
  const employeeId = await targetOf(ctx, actor, q.employeeId);
  const [p, all, today] = await Promise.all([findPerson(ctx.db, employeeId), activeTypes(ctx), cachedToday(ctx)]);
  if (!p) throw new AppError('NOT_FOUND');
  const counted = all.items.filter((t) => t.maxTimesInService !== null || t.minGapMonths !== null).map((t) => t.id);
  const [times, people] = await Promise.all([repo.timesTakenByType(ctx.db, p.id, counted), all.items.some((t) => t.minWorkforce !== null) ? workforce(ctx) : Promise.resolve(undefined)]);
  return {
    items: all.items.filter((t) => {
      const h = times.get(t.id);
      return leaveIneligibility(t, p, today, { timesTaken: h?.times ?? 0, firstStart: h?.firstStart ?? null, workforce: people }) === null;
    }),
  };
}

/** A person as a request's name fields hold them. */
const pairOf = (e: { id: number; empCode: number; fullNameEn: string; fullNameAr: string } | undefined) => (e ? ([e.id, e.empCode, e.fullNameEn, e.fullNameAr] as [number, number, string, string]) : null);

export async function createLeaveRequest(ctx: Ctx, actor: Actor, input: TLeaveRequestInput): Promise<TLeaveRequest> {
  const employeeId = await targetOf(ctx, actor, input.employeeId);
  const facts = await filingFacts(ctx);
  const { dir } = facts;
  const shift = input.shiftId ? dir.unitName('shift', input.shiftId) : null;
  if (input.shiftId && !shift) throw new AppError('UNKNOWN_REFERENCE', { fields: [{ path: 'shiftId', message: 'errors.UNKNOWN_REFERENCE' }] });
  return ctx.db.transaction(async (tx) => {
    // One person's requests are filed one at a time: the balance and overlap checks see every earlier one.
    const p = await findPerson(tx, employeeId, { lock: true });
    if (!p || !p.active) throw new AppError('NOT_FOUND');
    const c = await checkRequest(tx, facts, p, input, { self: employeeId === actor.id });
    if (c.attachmentRequired && !input.attachment) throw new AppError('ATTACHMENT_REQUIRED', { fields: [{ path: 'attachment', message: 'errors.ATTACHMENT_REQUIRED' }] });

    const handover = input.handoverEmployeeId ? dir.get(input.handoverEmployeeId) : undefined;
    if (input.handoverEmployeeId) {
      const ok =
        handover &&
        handover.active &&
        handover.id !== p.id &&
        p.departmentId !== null &&
        handover.departmentId === p.departmentId &&
        !(await requestRepo.isOnLeave(tx, handover.id, input.startDate, input.endDate));
      if (!ok) throw new AppError('HANDOVER_UNAVAILABLE', { fields: [{ path: 'handoverEmployeeId', message: 'errors.HANDOVER_UNAVAILABLE' }] });
    }

    const row = await requestRepo.fileRequest(tx, {
      employeeId: p.id,
      leaveTypeId: c.type.id,
      balanceTypeId: c.type.balanceTypeId,
      year: c.year,
      startDate: input.startDate,
      endDate: input.endDate,
      halfDay: input.halfDay,
      startTime: input.from ?? null,
      endTime: input.to ?? null,
      days: c.days,
      state: 'requested',
      handoverEmployeeId: handover?.id ?? null,
      handoverState: handover ? 'pending' : null,
      shiftId: input.shiftId ?? null,
      reason: input.reason,
      eventDate: input.eventDate ?? null,
      filedById: actor.id,
    });
    const id = row.id;
    // Who decides, step by step, under the leave type's chain (the approval lifecycle tells them).
    // Its notice's words are at hand; without a colleague to cover, nothing here reads the approval before it commits.
    const params = paramsOf(p, c.type, input.startDate, input.endDate, c.days);
    const opened = await openApproval(ctx, tx, { kind: 'leave', subjectId: id, employeeId: p.id, filedBy: actor, leaveTypeId: c.type.id, forDate: input.startDate, params, later: !handover });
    // With a colleague to cover, their approval reads the request in this transaction: its approver is written at once.
    await requestRepo.setFirstApprover(tx, id, opened.approverId, { later: !handover });
    const approver = opened.approverId === null ? undefined : dir.get(opened.approverId);
    if (input.attachment) {
      await requestRepo.insertAttachment(tx, {
        requestId: id,
        fileName: input.attachment.fileName,
        mimeType: input.attachment.mimeType || 'application/octet-stream',
        content: Buffer.from(input.attachment.contentBase64, 'base64'),
      });
    }
    await requestRepo.insertEvents(tx, [{ requestId: id, actorId: actor.id, action: 'submitted', fromState: null, toState: 'requested', comment: input.reason || null }]);
    await audit(tx, {
      actorId: actor.id,
      action: 'leave.request',
      entity: 'leave_request',
      entityId: String(id),
      after: { employeeId: p.id, leaveTypeId: c.type.id, startDate: input.startDate, endDate: input.endDate, days: c.days, handoverEmployeeId: handover?.id ?? null },
      ip: actor.ip,
    });
    // The colleague who covers answers through the lifecycle too (kind 'handover'), which asks them.
    if (handover) {
      await openApproval(ctx, tx, { kind: 'handover', subjectId: id, employeeId: p.id, filedBy: actor, forDate: input.startDate, params: { ...params, handover: handover.fullNameEn, handoverAr: handover.fullNameAr } });
    }
    // The answer is made from what was written and the directory's names: no read back.
    return presentRequest({
      ...row,
      employee: pairOf(p)!,
      employeeSiteId: p.siteId,
      leaveType: [c.type.id, c.type.nameEn, c.type.nameAr],
      leaveTypeCode: c.type.code,
      approverId: opened.approverId,
      approver: pairOf(approver),
      approval: ['leave', opened.state, opened.approverId, opened.pool as 'hr' | null, p.siteId, opened.waitingStep, 0],
      handover: pairOf(handover),
      shift: input.shiftId && shift ? [input.shiftId, shift[0], shift[1]] : null,
      hasAttachment: !!input.attachment,
      filedBy: pairOf(dir.get(actor.id)),
    });
  });
}



/** What the entitlement rule needs about a person. */
export async function personForBalance(ctx: Pick<Ctx, 'db'>, id: number) {
  const [p] = await findPeopleForBalance(ctx.db, [id]);
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
  const away = q.startDate && q.endDate && q.endDate >= q.startDate ? new Set(await requestRepo.onLeaveAmong(ctx.db, found.map((e) => e.id), q.startDate, q.endDate)) : new Set<number>();
  return {
    items: found
      .filter((e) => !away.has(e.id))
      .sort((a, b) => a.rankName - b.rankName)
      .slice(0, q.limit)
      .map((e) => ({ id: e.id, EmpCode: e.empCode, FullName: e.fullNameEn, fullNameAr: e.fullNameAr })),
  };
}

/**
 * HR converts an absent day into leave: an approved one-day request of `leaveTypeId`,
 * with every rule of a request except the notice (it is in the past), drawing on the balance.
 * Runs in the caller's transaction, under the person's row lock like any request: prepare it
 * before that transaction opens (`const fileLeave = await prepareLeaveForDay(ctx)`).
 */
export async function prepareLeaveForDay(ctx: Ctx) {
  // The cached facts are read before the caller's transaction opens.
  const facts = await filingFacts(ctx);
  return async (tx: Db, actor: Actor, employeeId: number, leaveTypeId: number, date: string, comment: string): Promise<number> => {
    const p = await findPerson(tx, employeeId, { lock: true });
    if (!p) throw new AppError('NOT_FOUND');
    const input = { leaveTypeId, startDate: date, endDate: date, halfDay: 'none' as const };
    // HR turning an absent day into leave is HR's own confirmation of a past date.
    const c = await checkRequest(tx, facts, p, input, { self: false, decidedByHr: true });
    const { id } = await requestRepo.insertRequest(tx, {
      employeeId: p.id,
      leaveTypeId: c.type.id,
      balanceTypeId: c.type.balanceTypeId,
      year: c.year,
      startDate: date,
      endDate: date,
      halfDay: 'none',
      days: c.days,
      state: 'approved',
      approverId: null,
      decidedById: actor.id,
      reason: comment,
      filedById: actor.id,
    });
    await requestRepo.insertEvents(tx, [
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
  };
}
