import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TReportOffShift } from '@hr/shared';
import { formatClock } from '@/lib/format';

const REASONS = ['restDay', 'holiday', 'before', 'after'] as const;

/** ISSUE_OUTSIDE_SHIFT's params as the form uses them (null when they are not what the server sends). */
export function offShiftOf(params: Record<string, string | number>): TReportOffShift | null {
  const { reason, minutes, workDate, startTime, endTime } = params;
  if (!REASONS.includes(reason as TReportOffShift['reason'])) return null;
  return {
    reason: reason as TReportOffShift['reason'],
    minutes: Number(minutes) || 0,
    workDate: String(workDate ?? ''),
    startTime: String(startTime ?? ''),
    endTime: String(endTime ?? ''),
  };
}

/**
 * Why a missed punch looks wrong for the shift, in a sentence: "That day is a rest day for you",
 * "That time is 5 hours after your shift ends (04:00 PM)". `name`: the team member reported for.
 */
export function offShiftText(t: TFunction, o: TReportOffShift, lang: 'ar' | 'en', name?: string): string {
  const team = name !== undefined;
  const k = 'attendanceIssues.dialog.outside';
  if (o.reason === 'restDay') return team ? t(`${k}.restDayTeam`, { name }) : t(`${k}.restDay`);
  if (o.reason === 'holiday') return team ? t(`${k}.holidayTeam`, { name }) : t(`${k}.holiday`);
  const duration = o.minutes >= 60 ? t(`${k}.hours`, { count: Math.round(o.minutes / 60) }) : t(`${k}.minutes`, { count: o.minutes });
  const params = { duration, name, start: formatClock(o.startTime, lang), end: formatClock(o.endTime, lang) };
  if (o.reason === 'before') return team ? t(`${k}.beforeTeam`, params) : t(`${k}.before`, params);
  return team ? t(`${k}.afterTeam`, params) : t(`${k}.after`, params);
}

/** The question a missed-punch report far from the shift gets before it is sent, just above the form's buttons. */
export function IssueOffShiftNote({ offShift, name }: { offShift: TReportOffShift | null; name?: string }) {
  const { t, i18n } = useTranslation();
  if (!offShift) return null;
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="issue-outside-shift">
      <AlertTitle>{t('attendanceIssues.dialog.outside.title')}</AlertTitle>
      <Typography variant="body2">{offShiftText(t, offShift, lang, name)}</Typography>
      <Typography variant="body2">{t('attendanceIssues.dialog.outside.ask')}</Typography>
    </Alert>
  );
}
