import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import type { TAttendanceDay } from '@hr/shared';
import { formatDate, formatDateTime } from '@/lib/format';
import { usePublicSettings } from '@/hooks/use-public-settings';

const STATUS_COLOURS: Partial<Record<TAttendanceDay['status'], 'error' | 'warning' | 'info'>> = { absent: 'error', incomplete: 'warning', issue: 'info' };

/** What a row of the absence list may do: report an issue for the day, resolve it (HR). */
export interface TAbsenceActions {
  team: boolean;
  onReportIssue?: (day: TAttendanceDay) => void;
  /** HR roles on the team list. */
  onResolve?: (day: TAttendanceDay) => void;
}

/** A day still waiting for an issue or a resolution. */
export const isOpenDay = (d: TAttendanceDay) => !d.resolution && (d.status === 'absent' || d.status === 'incomplete');

/** The list's actions column is shown at all. */
export const hasActions = ({ onReportIssue, onResolve }: TAbsenceActions) => !!onReportIssue || !!onResolve;

/** A name in the page's language, the other one when missing. */
export function useNamed() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (en: string | null, arName: string | null) => (ar ? arName || en : en || arName) ?? t('common.notSet');
}

export function DayTime({ value }: { value: string | null }) {
  const { i18n } = useTranslation();
  const { timeZone } = usePublicSettings();
  if (!value)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    );
  return (
    <Box component="time" dateTime={value} sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value, i18n.language === 'ar' ? 'ar' : 'en', timeZone)}
    </Box>
  );
}

export function DayUnit({ day: d }: { day: TAttendanceDay }) {
  const named = useNamed();
  return (
    <>
      {named(d.Department, d.DepartmentAr)}
      {d.Section && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {named(d.Section, d.SectionAr)}
        </Typography>
      )}
    </>
  );
}

export function DayStatusChip({ day: d }: { day: TAttendanceDay }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLOURS[d.status] ?? 'default'} label={t(`attendance.statuses.${d.status}`)} data-testid="absence-status" />;
}

/** HR's resolution (kind, who and when, comment), or "open". */
export function DayResolution({ day: d }: { day: TAttendanceDay }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const { timeZone } = usePublicSettings();
  if (!d.resolution)
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {t('absence.open')}
      </Typography>
    );
  return (
    <>
      <Chip size="small" variant="outlined" color="success" label={t(`attendance.resolutions.${d.resolution.kind}`)} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('absence.resolvedBy', { name: ar ? d.resolution.byNameAr || d.resolution.byName : d.resolution.byName, time: formatDateTime(d.resolution.at, ar ? 'ar' : 'en', timeZone) })}
      </Typography>
      {d.resolution.comment && <Typography variant="body2">{d.resolution.comment}</Typography>}
    </>
  );
}

/** Report an issue for an open day, and (HR) resolve it. */
export function DayActions({ day: d, actions: { team, onReportIssue, onResolve } }: { day: TAttendanceDay; actions: TAbsenceActions }) {
  const { t } = useTranslation();
  const named = useNamed();
  if (!isOpenDay(d)) return null;
  const name = named(d.userName, d.userNameAr);
  const date = formatDate(d.date);
  return (
    <>
      {onReportIssue && (
        <Button
          size="small"
          startIcon={<ReportProblemIcon />}
          onClick={() => onReportIssue(d)}
          aria-label={team ? t('absence.reportForNamed', { name, date }) : t('absence.reportFor', { date })}
          data-testid="absence-report"
        >
          {t('absence.report')}
        </Button>
      )}
      {onResolve && (
        <Button size="small" startIcon={<TaskAltIcon />} onClick={() => onResolve(d)} aria-label={t('absence.resolveFor', { name, date })} data-testid="absence-resolve">
          {t('absence.resolve')}
        </Button>
      )}
    </>
  );
}
