import type { TLeaveListQuery, TLeaveRequest } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { listMyRequests, listTeamRequests } from './leave-request-service.js';
import { csvCell } from '../../core/csv.js';

const HEADERS = {
  en: ['Request', 'Employee ID', 'Employee', 'Start date', 'End date', 'Count of days', 'Type', 'State', 'Created', 'Updated', 'Handover', 'Shift'],
  ar: ['الطلب', 'رقم الموظف', 'الموظف', 'تاريخ البداية', 'تاريخ النهاية', 'عدد الأيام', 'النوع', 'الحالة', 'تاريخ الإنشاء', 'آخر تحديث', 'موظف التسليم', 'الوردية'],
};
const STATES = {
  en: { requested: 'Requested', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
  ar: { requested: 'مطلوبة', approved: 'معتمدة', rejected: 'مرفوضة', cancelled: 'ملغاة' },
};
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** /self/vacations and /team/vacations as CSV, with the list's filters and sort, in the viewer's language. */
export async function exportRequestsCsv(ctx: Ctx, actor: Actor, q: TLeaveListQuery & { scope: 'self' | 'team'; lang: 'en' | 'ar' }): Promise<string> {
  const limit = 10_000;
  const list = q.scope === 'team' ? await listTeamRequests(ctx, actor, { ...q, page: 0 }, { limit }) : await listMyRequests(ctx, actor, { ...q, page: 0, pageSize: 100 }, { limit });
  const ar = q.lang === 'ar';
  const row = (r: TLeaveRequest) =>
    [
      r.id,
      r.employee.EmpCode,
      ar ? r.employee.fullNameAr : r.employee.FullName,
      ddmmyyyy(r.startDate),
      ddmmyyyy(r.endDate),
      r.countOfDays,
      ar ? r.leaveType.nameAr : r.leaveType.nameEn,
      STATES[q.lang][r.state],
      ddmmyyyy(r.createdAt.slice(0, 10)),
      ddmmyyyy(r.updatedAt.slice(0, 10)),
      r.handover ? (ar ? r.handover.fullNameAr : r.handover.FullName) : '',
      r.shift ? (ar ? r.shift.nameAr : r.shift.nameEn) : '',
    ]
      .map(csvCell)
      .join(',');
  return `\ufeff${[HEADERS[q.lang].map(csvCell).join(','), ...list.items.map(row)].join('\r\n')}\r\n`;
}
