import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TAttendanceEvent } from '@hr/shared';
import { CardFact } from '@/components/card-fact';
import { screenDigits } from '@/lib/digits';
import { formatDateTime } from '@/lib/format';
import { EventFlags } from './event-flags';

/**
 * The attendance log on a phone: a card per event, what a person looks for first on its top line
 * (sign-in or sign-out, and when), then whose it is (the team's log) and the record's number; the
 * row's tools (HR) at the bottom. A table of seven columns put the time off-screen.
 */
export function AttendanceLogCards({
  items,
  team,
  label,
  timeZone,
  actions,
}: {
  items: TAttendanceEvent[];
  team: boolean;
  label: string;
  timeZone: string;
  actions?: (event: TAttendanceEvent) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const named = (en: string | null, arName: string | null) => (ar ? arName || en : en || arName) ?? t('common.notSet');
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={label} data-testid="attendance-table">
      {items.map((r) => (
        <Paper key={r.eventId} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} data-testid="attendance-row" data-type={r.eventType}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography component="p" sx={{ fontWeight: 700 }} data-testid="attendance-card-type">
              {t(`attendance.types.${r.eventType}`)}
            </Typography>
            <Box component="time" dateTime={r.eventTime} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="attendance-card-time">
              {formatDateTime(r.eventTime, ar ? 'ar' : 'en', timeZone)}
            </Box>
          </Box>
          <EventFlags event={r} />
          <Box component="dl" sx={{ my: 1 }}>
            {team && (
              <CardFact label={t('attendance.columns.userName')}>
                {named(r.userName, r.userNameAr)}{' '}
                <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
                  ({screenDigits(r.userId)})
                </Box>
              </CardFact>
            )}
            {team && <CardFact label={t('attendance.columns.department')}>{named(r.Department, r.DepartmentAr)}</CardFact>}
            {team && <CardFact label={t('attendance.columns.section')}>{named(r.Section, r.SectionAr)}</CardFact>}
            <CardFact label={t('attendance.columns.eventId')}>
              <span dir="ltr">{screenDigits(r.eventId)}</span>
            </CardFact>
          </Box>
          {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions(r)}</Box>}
        </Paper>
      ))}
    </Stack>
  );
}
