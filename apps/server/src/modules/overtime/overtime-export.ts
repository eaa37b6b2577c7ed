import { formatDate, formatDateTime, type TOvertimeTeamCsvQuery } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { cachedOrganisation } from '../../core/organisation.js';
import { csvCell } from '../../core/csv.js';

import { listWhere, teamWhere } from './overtime-filing.js';

const CSV = {
  en: {
    headers: ['Request', 'User ID', 'User name', 'Department', 'Section', 'Work date', 'From', 'To', 'Hours', 'Night hours', 'Day', 'State', 'Outside attendance', 'Reason', 'Approver', 'Decided by', 'Decided at', 'Comment', 'Converted hours'],
    day: { workday: 'Work day', rest_day: 'Rest day', holiday: 'Holiday' },
    state: { requested: 'Requested', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
    yes: 'Yes',
    no: 'No',
    hr: 'HR',
  },
  ar: {
    headers: ['الطلب', 'رقم الموظف', 'اسم الموظف', 'الإدارة', 'القسم', 'تاريخ العمل', 'من', 'إلى', 'الساعات', 'ساعات ليلية', 'اليوم', 'الحالة', 'خارج الحضور', 'السبب', 'المعتمد', 'صاحب القرار', 'تاريخ القرار', 'التعليق', 'ساعات محوّلة'],
    day: { workday: 'يوم عمل', rest_day: 'يوم راحة', holiday: 'عطلة رسمية' },
    state: { requested: 'مقدَّم', approved: 'معتمد', rejected: 'مرفوض', cancelled: 'ملغى' },
    yes: 'نعم',
    no: 'لا',
    hr: 'الموارد البشرية',
  },
} as const;

export const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** GET /overtime/team.csv: the same list as CSV (UTF-8 with BOM, up to 10,000 rows), words and times in `lang`. */
export async function exportTeamOvertimeCsv(ctx: Ctx, actor: Actor, q: TOvertimeTeamCsvQuery): Promise<string> {
  const list = await listWhere(ctx, actor, await teamWhere(ctx, actor, q), { ...q, page: 0, pageSize: 10_000 });
  const org = await cachedOrganisation(ctx);
  const w = CSV[q.lang];
  const ar = q.lang === 'ar';
  const clock = (at: string) => formatDateTime(at, q.lang, org.timeZone).slice(11);
  const lines = list.items.map((r) =>
    [
      r.id,
      r.userId,
      ar ? r.userNameAr : r.userName,
      ar ? r.DepartmentAr : r.Department,
      ar ? r.SectionAr : r.Section,
      formatDate(r.workDate),
      clock(r.startsAt),
      clock(r.endsAt),
      hours(r.minutes),
      hours(r.nightMinutes),
      w.day[r.dayKind],
      w.state[r.state],
      r.outsideAttendance ? w.yes : w.no,
      r.reason,
      (ar ? r.approverNameAr : r.approverName) ?? w.hr,
      ar ? r.decidedByNameAr : r.decidedByName,
      r.decidedAt ? formatDateTime(r.decidedAt, q.lang, org.timeZone) : '',
      r.decisionComment,
      hours(r.convertedMinutes),
    ]
      .map(csvCell)
      .join(','),
  );
  return `\ufeff${[w.headers.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
