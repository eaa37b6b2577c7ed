import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TOvertimeRequest } from '@hr/shared';
import { formatDateTime } from '@/lib/format';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { dateLabel, endsNextDay, hoursOf, nameIn, spanLabel } from './overtime-words';

const muted = { color: 'text.secondary' } as const;

/** From – to, and "next day" below it when it ends after midnight. */
export function OvertimeSpan({ request: r }: { request: TOvertimeRequest }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {spanLabel(r.from, r.to, i18n.language === 'ar' ? 'ar' : 'en')}
      </Box>
      {endsNextDay(r.from, r.to) && (
        <Typography variant="body2" component="span" sx={{ display: 'block', ...muted }}>
          {t('overtime.nextDay')}
        </Typography>
      )}
    </>
  );
}

/** The hours, and the night hours among them. */
export function OvertimeHours({ request: r }: { request: TOvertimeRequest }) {
  const { t } = useTranslation();
  return (
    <>
      {hoursOf(r.minutes)}
      {r.nightMinutes > 0 && (
        <Typography variant="body2" component="span" sx={{ display: 'block', ...muted, whiteSpace: 'nowrap' }}>
          {t('overtime.nightHours', { hours: hoursOf(r.nightMinutes) })}
        </Typography>
      )}
      {/* Art 1(12): which night was used, sunset to sunrise at the site or the fixed hours. */}
      <Typography variant="caption" component="span" sx={{ display: 'block', ...muted }} data-testid="overtime-night-source" data-source={r.nightSource}>
        {t(r.nightSource === 'sun' ? 'law.work.nightSun' : 'law.work.nightWindow')}
      </Typography>
    </>
  );
}

/** The date, its kind of day below it, and the outside-attendance warning. */
export function OvertimeWhen({ request: r, withDate = true }: { request: TOvertimeRequest; withDate?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {withDate && (
        <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
          {dateLabel(r.workDate)}
        </Box>
      )}
      <Typography variant="body2" component="span" sx={withDate ? muted : undefined}>
        {t(`overtime.dayKinds.${r.dayKind}`)}
      </Typography>
      {r.outsideAttendance && <Chip size="small" color="warning" variant="outlined" label={t('overtime.outside')} title={t('overtime.outsideHint')} data-testid="overtime-outside" />}
      {r.dayKind === 'holiday' && r.dayOffInstead && <Chip size="small" variant="outlined" label={t('law.work.dayOffInsteadChip')} data-testid="overtime-day-off-instead-chip" />}
    </Stack>
  );
}

/**
 * Whom it waits on (and what they are to the person: "Waiting on Ahmed Mahmoud (nearest manager)",
 * so a supervisor who sees it knows who decides), or who decided (on whose behalf), the comment and
 * what was converted into leave.
 */
export function OvertimeDecision({ request: r }: { request: TOvertimeRequest }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const { timeZone } = usePublicSettings();
  if (r.state === 'requested') {
    const role = r.approverRole && r.approverRole !== 'person' ? t(`approvalChains.roles.${r.approverRole}`) : null;
    const name = r.approverName ? nameIn(ar, r.approverName, r.approverNameAr) : null;
    return (
      <Typography variant="body2" sx={muted} data-testid="overtime-waiting-on">
        {name ? (role ? t('overtime.waitingOnAs', { name, role }) : t('overtime.waitingOn', { name })) : t('overtime.waitingOnHr')}
      </Typography>
    );
  }
  return (
    <>
      {r.decidedByName && r.decidedAt && (
        <Typography variant="body2" sx={muted}>
          {t('overtime.decidedBy', { name: nameIn(ar, r.decidedByName, r.decidedByNameAr), time: formatDateTime(r.decidedAt, ar ? 'ar' : 'en', timeZone) })}
        </Typography>
      )}
      {r.onBehalfOfName && (
        <Typography variant="body2" sx={muted}>
          {t('overtime.onBehalfOf', { name: nameIn(ar, r.onBehalfOfName, r.onBehalfOfNameAr) })}
        </Typography>
      )}
      {r.decisionComment && <Typography variant="body2">{r.decisionComment}</Typography>}
      {r.convertedMinutes > 0 && (
        <Typography variant="body2" sx={{ color: 'success.dark' }} data-testid="overtime-converted">
          {t('overtime.converted', { hours: hoursOf(r.convertedMinutes) })}
        </Typography>
      )}
    </>
  );
}

/** The person's department, and the section below it. */
export function OvertimeUnit({ request: r }: { request: TOvertimeRequest }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (
    <>
      {nameIn(ar, r.Department, r.DepartmentAr) || t('common.notSet')}
      {r.Section && (
        <Typography variant="body2" component="span" sx={{ display: 'block', ...muted }}>
          {nameIn(ar, r.Section, r.SectionAr)}
        </Typography>
      )}
    </>
  );
}
