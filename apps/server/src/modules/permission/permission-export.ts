import { formatDate, formatDateTime, type TPermissionTeamCsvQuery } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { cachedOrganisation } from '../../core/organisation.js';
import { csvCell } from '../../core/csv.js';
import { listWhere, teamWhere } from './permission-service.js';

const CSV = {
  en: {
    headers: ['Permission', 'User ID', 'User name', 'Department', 'Section', 'Work date', 'Type', 'From', 'To', 'Minutes', 'Deducted minutes', 'State', 'Reason', 'Approver', 'Decided by', 'Decided at', 'Comment'],
    state: { requested: 'Requested', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
    hr: 'HR',
  },
  ar: {
    headers: ['الإذن', 'رقم الموظف', 'اسم الموظف', 'الإدارة', 'القسم', 'تاريخ العمل', 'النوع', 'من', 'إلى', 'الدقائق', 'دقائق مخصومة', 'الحالة', 'السبب', 'المعتمد', 'صاحب القرار', 'تاريخ القرار', 'التعليق'],
    state: { requested: 'مقدَّم', approved: 'معتمد', rejected: 'مرفوض', cancelled: 'ملغى' },
    hr: 'الموارد البشرية',
  },
} as const;

/** GET /permission/team.csv: the same list as CSV (UTF-8 with BOM, up to 10,000 rows), words in `lang`, digits Latin for spreadsheets. */
export async function exportTeamPermissionsCsv(ctx: Ctx, actor: Actor, q: TPermissionTeamCsvQuery): Promise<string> {
  const list = await listWhere(ctx, actor, await teamWhere(ctx, actor, q), { ...q, page: 0, pageSize: 10_000 });
  const org = await cachedOrganisation(ctx);
  const w = CSV[q.lang];
  const ar = q.lang === 'ar';
  const lines = list.items.map((r) =>
    [
      r.id,
      r.userId,
      ar ? r.userNameAr : r.userName,
      ar ? r.DepartmentAr : r.Department,
      ar ? r.SectionAr : r.Section,
      formatDate(r.workDate),
      ar ? r.typeNameAr : r.typeName,
      r.from,
      r.to,
      r.minutes,
      r.deductedMinutes,
      w.state[r.state],
      r.reason,
      (ar ? r.approverNameAr : r.approverName) ?? w.hr,
      ar ? r.decidedByNameAr : r.decidedByName,
      r.decidedAt ? formatDateTime(r.decidedAt, q.lang, org.timeZone) : '',
      r.decisionComment,
    ]
      .map(csvCell)
      .join(','),
  );
  return `\ufeff${[w.headers.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
