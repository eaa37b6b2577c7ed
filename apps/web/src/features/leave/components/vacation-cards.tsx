import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { TLeaveRequest } from '@hr/shared';
import { CardFact } from '@/components/card-fact';
import { AppLink } from '@/components/router-link';
import { screenDigits } from '@/lib/digits';
import { formatDate, formatDateRange, formatDateTime } from '@/lib/format';
import { spanLabel } from '@/lib/time-span';
import { LeaveStateChip } from './leave-state-chip';
import { useLeaveNames } from './leave-words';

/**
 * Leave requests on a phone: a card each, what is looked for first on its top line (the type, a
 * link to the request, and its state), then whose it is (the team's list), the days and the
 * substitute. The table's ten columns put the type and the state off-screen.
 */
export function VacationCards({ items, team, label, timeZone }: { items: TLeaveRequest[]; team: boolean; label: string; timeZone: string }) {
  const { t } = useTranslation();
  const { named, person, lang } = useLeaveNames();
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={label} data-testid="vacations-table">
      {items.map((r) => (
        <Paper key={r.id} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} data-testid="vacation-row">
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <AppLink
              to={`/vacations/${r.id}`}
              aria-label={t('vacations.list.open', { start: formatDate(r.startDate), end: formatDate(r.endDate) })}
              sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
            >
              {named(r.leaveType)}
            </AppLink>
            <LeaveStateChip state={r.state} />
          </Box>
          <Box component="dl" sx={{ my: 1 }}>
            {team && (
              <CardFact label={t('leave.columns.employee')} labelWidth="32%">
                {person(r.employee)}{' '}
                <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
                  ({screenDigits(r.employee.EmpCode)})
                </Box>
              </CardFact>
            )}
            <CardFact label={t('vacations.detail.dates')} labelWidth="32%">
              {formatDateRange(r.startDate, r.endDate)}
            </CardFact>
            <CardFact label={t('leave.columns.countOfDays')} labelWidth="32%">
              {screenDigits(r.countOfDays)}
              {r.halfDay !== 'none' && ` (${t(`leave.halfDay.${r.halfDay}`)})`}
              {r.hours && ` (${spanLabel(r.hours.from, r.hours.to, lang)})`}
            </CardFact>
            <CardFact label={t('leave.columns.handover')} labelWidth="32%">
              {r.handover ? person(r.handover) : t('common.notSet')}
              {r.handover && r.handoverState && ` · ${t(`leave.handoverStates.${r.handoverState}`)}`}
            </CardFact>
            <CardFact label={t('leave.columns.createdAt')} labelWidth="32%">
              <Box component="time" dateTime={r.createdAt}>
                {formatDateTime(r.createdAt, lang, timeZone)}
              </Box>
            </CardFact>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
