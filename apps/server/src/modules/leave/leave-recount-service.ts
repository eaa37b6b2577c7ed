import { clockSpanMinutes, countLeaveDays, hoursAsDays } from '@hr/shared';
import type { TCalendarChange } from '../../core/calendar-change.js';
import type { Ctx } from '../../core/context.js';
import { notifyPeople } from '../../core/notification.js';
import type { Db } from '../../db/client.js';
import { audit, readCalendarFacts } from '../organisation/index.js';
import { loadRosterBook } from '../roster/index.js';
import { dayCalendar } from './leave-filing-service.js';
import * as requestRepo from './leave-request-repository.js';
import { paramsOf } from './leave-request-service.js';

/** What changed, as the notification says it, in both languages. */
const CAUSES: Record<TCalendarChange['cause'], [string, string]> = {
  holidays: ['the public holidays', 'العطلات الرسمية'],
  workWeek: ["the organisation's work week", 'أيام العمل في المؤسسة'],
  shift: ['the work days of a shift', 'أيام عمل الوردية'],
  person: ['your shift or site', 'ورديتك أو موقعك'],
  roster: ['your roster', 'جدول وردياتك'],
};

/**
 * Counts pending and approved leave again after the calendar changed (a holiday
 * confirmed after the leave was approved gives the day back; a work week that changes counts the
 * leave to come on the new week). Runs in the changing transaction, on the calendar as that
 * transaction sees it. Every request whose count changes gets the new count (the balance follows,
 * as it sums requests), a 'recounted' entry in its history, an audit entry, and a notification
 * and e-mail to the person. Returns how many changed.
 */
export async function recountLeave(ctx: Pick<Ctx, 'mailer' | 'config' | 'db' | 'reads'>, tx: Db, change: TCalendarChange): Promise<number> {
  const rows = await requestRepo.requestsToRecount(tx, change.from, change.to, change.employeeIds);
  if (!rows.length) return 0;
  const facts = await readCalendarFacts(tx);
  // Their roster as the transaction sees it: a rostered rest day is not a leave day.
  const spans: { employeeId: number; startDate: string; endDate: string }[] = rows;
  const first = spans.map((r) => r.startDate).sort()[0];
  const last = spans.map((r) => r.endDate).sort().at(-1)!;
  const book = await loadRosterBook({ db: tx }, [...new Set(spans.map((r) => r.employeeId))], first, last);
  const changed: { row: (typeof rows)[number]; days: number }[] = [];
  for (const row of rows) {
    const { cal, org } = dayCalendar(facts, { ...row, id: row.employeeId }, row.startDate, row.endDate, book);
    const whole = countLeaveDays({ startDate: row.startDate, endDate: row.endDate, halfDay: row.halfDay as 'none' | 'am' | 'pm' }, row.dayBasis === 'calendar' ? 'calendar' : 'working', cal);
    // Leave by the hour counts its hours on a work day, nothing on a holiday or rest day.
    const days = row.startTime && row.endTime ? (whole === 0 ? 0 : hoursAsDays(clockSpanMinutes(row.startTime, row.endTime), Number(org.otHoursPerDay))) : whole;
    if (days !== row.days) changed.push({ row, days });
  }
  if (!changed.length) return 0;
  await requestRepo.setDays(
    tx,
    changed.map((c) => ({ id: c.row.id, days: c.days })),
  );
  await requestRepo.insertEvents(
    tx,
    changed.map(({ row, days }) => ({ requestId: row.id, actorId: change.actorId, action: 'recounted', fromState: row.state, toState: row.state, comment: `${row.days} → ${days}` })),
  );
  await audit(tx, {
    actorId: change.actorId,
    action: 'leave.recount',
    entity: 'leave_request',
    entityId: changed.map((c) => c.row.id).join(',').slice(0, 200),
    before: { cause: change.cause, days: Object.fromEntries(changed.map((c) => [c.row.id, c.row.days])) },
    after: { days: Object.fromEntries(changed.map((c) => [c.row.id, c.days])) },
    ip: change.ip,
  });
  const [causeEn, causeAr] = CAUSES[change.cause];
  for (const { row, days } of changed) {
    await notifyPeople(
      ctx,
      tx,
      [{ id: row.employeeId, email: row.email, language: row.language, active: row.active }],
      'leave_recounted',
      { ...paramsOf(row, { nameEn: row.typeEn, nameAr: row.typeAr }, row.startDate, row.endDate, days), before: row.days, cause: causeEn, causeAr },
      `/vacations/${row.id}`,
    );
  }
  return changed.length;
}
