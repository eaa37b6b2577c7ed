import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import type { TMyRosterResponse, TRosterCell } from '@hr/shared';
import { AppLink } from '@/components/router-link';
import { useOrgToday } from '@/hooks/use-org-today';
import { shortWeekdayOf } from '@/lib/weekdays';
import { formatDate } from '@/lib/format';
import { dayKind, shiftHours, shiftName } from '@/lib/shifts';
import { useMyRoster } from '../api/my-roster-api';
import { Widget } from './widget';

/** Nobody rosters this person and they have no shift: the card has nothing to say. */
const nothingToShow = (r: TMyRosterResponse) => r.cells.every((c) => c.shiftId === null && c.source === 'fixed');


/** A day's marker: a swap, or HR's change of that one day. */
function SourceMark({ cell }: { cell: TRosterCell }) {
  const { t } = useTranslation();
  if (cell.source !== 'swap' && cell.source !== 'override') return null;
  const swap = cell.source === 'swap';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={swap ? 'info' : 'default'}
      icon={swap ? <SwapHorizIcon /> : undefined}
      label={t(swap ? 'dashboard.roster.swapped' : 'dashboard.roster.changed')}
      sx={{ mt: 0.5, maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}

function Day({ date, cell, data, today, lang }: { date: string; cell: TRosterCell; data: TMyRosterResponse; today: boolean; lang: string }) {
  const { t } = useTranslation();
  const ar = lang === 'ar';
  const kind = dayKind(cell);
  const shift = kind === 'shift' ? data.shifts.find((s) => s.id === cell.shiftId) : undefined;
  const muted = kind !== 'shift';
  return (
    <Box
      component="li"
      aria-current={today ? 'date' : undefined}
      data-testid="roster-day"
      data-date={date}
      data-kind={kind}
      data-source={cell.source}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        gap: { xs: 1.5, sm: 0.25 },
        alignItems: { xs: 'baseline', sm: 'stretch' },
        p: 1,
        minWidth: 0,
        borderRadius: 1,
        border: 1,
        borderColor: today ? 'primary.main' : 'divider',
        borderWidth: today ? 2 : 1,
        bgcolor: muted ? 'action.hover' : 'background.paper',
      }}
    >
      <Box sx={{ flex: { xs: '0 0 6.5rem', sm: 'none' } }}>
        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600, color: today ? 'primary.dark' : 'text.primary' }}>
          {today ? t('dashboard.roster.today') : shortWeekdayOf(t, date)}
        </Typography>
        <Typography variant="body2" component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
          {formatDate(date).slice(0, 5)}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {shift ? (
          <>
            <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
              {shiftName(shift, ar)}
            </Typography>
            <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {shiftHours(shift, ar)}
            </Typography>
          </>
        ) : (
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {t(`dashboard.roster.${kind === 'shift' || kind === 'none' ? 'noShift' : kind}`)}
          </Typography>
        )}
        <SourceMark cell={cell} />
      </Box>
    </Box>
  );
}

/**
 * "My roster": the next 14 days, today first: each day's shift and hours, rest days, leave and
 * holidays, with swapped days and HR's changes marked; a link to the shift swaps. Hidden for a
 * person with no shift and no roster.
 */
export function MyRosterCard() {
  const { t, i18n } = useTranslation();
  const today = useOrgToday();
  const q = useMyRoster(today);
  if (q.isPending || (q.data && nothingToShow(q.data))) return null;
  const data = q.data;
  return (
    <Widget id="my-roster-widget" title={t('dashboard.roster.title')} query={q} sx={{ gridColumn: '1 / -1' }}>
      {data && (
        <>
          <Box
            component="ol"
            aria-label={t('dashboard.roster.listLabel')}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(7, minmax(0, 1fr))' }, gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {data.dates.map((d, i) => (
              <Day key={d} date={d} cell={data.cells[i]} data={data} today={d === today} lang={i18n.language} />
            ))}
          </Box>
          <AppLink to="/shift-swaps" sx={{ display: 'inline-block', mt: 1.5 }} data-testid="roster-swaps-link">
            {t('dashboard.roster.swaps')}
          </AppLink>
        </>
      )}
    </Widget>
  );
}
