import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TOvertimeRequest } from '@hr/shared';
import { CardFact } from '@/components/card-fact';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { screenDigits } from '@/lib/digits';
import type { TOvertimeSort } from '../hooks/use-overtime-list';
import { OvertimeDecision, OvertimeHours, OvertimeSpan, OvertimeUnit, OvertimeWhen } from './overtime-request-parts';
import { OvertimeRowActions } from './overtime-row-actions';
import { OvertimeStateChip } from './overtime-state-chip';
import { dateLabel, nameIn } from './overtime-words';

/** One request as a card (phones): the same facts as a row, one per line; own requests with their actions. */
function OvertimeCard({ request: r, team }: { request: TOvertimeRequest; team: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} data-testid="overtime-row" data-id={r.id} data-date={r.workDate}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {dateLabel(r.workDate)}
        </Typography>
        <OvertimeStateChip state={r.state} />
      </Box>
      <Box component="dl" sx={{ my: 1 }}>
        {team && <CardFact label={t('overtime.columns.employee')}>{`${nameIn(ar, r.userName, r.userNameAr)} (${screenDigits(r.userId)})`}</CardFact>}
        {team && (
          <CardFact label={t('overtime.columns.department')}>
            <OvertimeUnit request={r} />
          </CardFact>
        )}
        <CardFact label={t('overtime.columns.span')}>
          <OvertimeSpan request={r} />
        </CardFact>
        <CardFact label={t('overtime.columns.hours')}>
          <OvertimeHours request={r} />
        </CardFact>
        <CardFact label={t('overtime.columns.dayKind')}>
          <OvertimeWhen request={r} withDate={false} />
        </CardFact>
        <CardFact label={t('overtime.columns.reason')}>{r.reason}</CardFact>
        {r.state !== 'cancelled' && (
          <CardFact label={t('overtime.columns.decision')}>
            <OvertimeDecision request={r} />
          </CardFact>
        )}
      </Box>
      {!team && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <OvertimeRowActions request={r} />
        </Box>
      )}
    </Paper>
  );
}

/** Overtime requests as a sortable table, cards on a phone; own requests with their actions. */
export function OvertimeTable({
  items,
  team,
  label,
  sort,
  dir,
  onSort,
}: {
  items: TOvertimeRequest[];
  team: boolean;
  label: string;
  sort: TOvertimeSort;
  dir: 'asc' | 'desc';
  onSort: (key: TOvertimeSort, dir: 'asc' | 'desc') => void;
}) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const sortHeader = (key: TOvertimeSort, text: string) => (
    <SortHeaderCell column={key} sort={sort} dir={dir} onSort={onSort} firstDir={key === 'workDate' || key === 'createdAt' || key === 'minutes' ? 'desc' : 'asc'}>
      {text}
    </SortHeaderCell>
  );
  if (phone)
    return (
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={label} data-testid="overtime-table">
        {items.map((r) => (
          <OvertimeCard key={r.id} request={r} team={team} />
        ))}
      </Stack>
    );
  return (
    <Table size="small" aria-label={label} data-testid="overtime-table" sx={{ minWidth: team ? 1000 : 860 }}>
      <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableRow>
          {sortHeader('workDate', t('overtime.columns.date'))}
          {team && sortHeader('userName', t('overtime.columns.employee'))}
          {team && <TableCell>{t('overtime.columns.department')}</TableCell>}
          <TableCell>{t('overtime.columns.span')}</TableCell>
          {sortHeader('minutes', t('overtime.columns.hours'))}
          <TableCell>{t('overtime.columns.reason')}</TableCell>
          {sortHeader('state', t('overtime.columns.state'))}
          <TableCell>{t('overtime.columns.decision')}</TableCell>
          {!team && <TableCell>{t('overtime.columns.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((r) => (
          <TableRow key={r.id} data-testid="overtime-row" data-id={r.id} data-date={r.workDate}>
            <TableCell>
              <OvertimeWhen request={r} />
            </TableCell>
            {team && (
              <TableCell sx={{ minWidth: 140 }}>
                <Box component="span" sx={{ fontWeight: 500, display: 'block' }}>
                  {nameIn(ar, r.userName, r.userNameAr)}
                </Box>
                <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} dir="ltr">
                  {screenDigits(r.userId)}
                </Typography>
              </TableCell>
            )}
            {team && (
              <TableCell sx={{ minWidth: 120 }}>
                <OvertimeUnit request={r} />
              </TableCell>
            )}
            <TableCell>
              <OvertimeSpan request={r} />
            </TableCell>
            <TableCell>
              <OvertimeHours request={r} />
            </TableCell>
            <TableCell sx={{ minWidth: 140, maxWidth: 240, overflowWrap: 'anywhere' }}>{r.reason}</TableCell>
            <TableCell>
              <OvertimeStateChip state={r.state} />
            </TableCell>
            <TableCell sx={{ minWidth: 160 }}>{r.state !== 'cancelled' && <OvertimeDecision request={r} />}</TableCell>
            {!team && (
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <OvertimeRowActions request={r} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
