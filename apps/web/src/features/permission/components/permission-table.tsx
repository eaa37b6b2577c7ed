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
import type { TPermissionRequest } from '@hr/shared';
import { CardFact } from '@/components/card-fact';
import { HijriDate } from '@/components/hijri-date';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { screenDigits } from '@/lib/digits';
import { dateLabel, nameIn } from '@/lib/time-span';
import type { TPermissionSort } from '../hooks/use-permission-list';
import { PermissionDecision, PermissionMinutes, PermissionRowActions, PermissionSpan, PermissionStateChip, PermissionType } from './permission-parts';

const unitOf = (ar: boolean, r: TPermissionRequest) => [nameIn(ar, r.Department, r.DepartmentAr), nameIn(ar, r.Section, r.SectionAr)].filter(Boolean).join(' · ');

/** One permission as a card (phones): the same facts as a row, one per line. */
function PermissionCard({ request: r, team }: { request: TPermissionRequest; team: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} data-testid="permission-row" data-id={r.id} data-date={r.workDate}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {dateLabel(r.workDate)}
          <HijriDate date={r.workDate} block />
        </Typography>
        <PermissionStateChip state={r.state} />
      </Box>
      <Box component="dl" sx={{ my: 1 }}>
        {team && <CardFact label={t('permission.columns.employee')}>{`${nameIn(ar, r.userName, r.userNameAr)} (${screenDigits(r.userId)})`}</CardFact>}
        {team && <CardFact label={t('permission.columns.department')}>{unitOf(ar, r)}</CardFact>}
        <CardFact label={t('permission.columns.type')}>
          <PermissionType request={r} />
        </CardFact>
        <CardFact label={t('permission.columns.span')}>
          <PermissionSpan request={r} />
        </CardFact>
        <CardFact label={t('permission.columns.minutes')}>
          <PermissionMinutes request={r} />
        </CardFact>
        <CardFact label={t('permission.columns.reason')}>{r.reason}</CardFact>
        {r.state !== 'cancelled' && (
          <CardFact label={t('permission.columns.decision')}>
            <PermissionDecision request={r} />
          </CardFact>
        )}
      </Box>
      <PermissionRowActions request={r} />
    </Paper>
  );
}

/** Permissions as a sortable table, cards on a phone. */
export function PermissionTable(props: {
  items: TPermissionRequest[];
  team: boolean;
  label: string;
  sort: TPermissionSort;
  dir: 'asc' | 'desc';
  onSort: (key: TPermissionSort, dir: 'asc' | 'desc') => void;
}) {
  const { items, team, label, sort, dir, onSort } = props;
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const sortHeader = (key: TPermissionSort, text: string) => (
    <SortHeaderCell column={key} sort={sort} dir={dir} onSort={onSort} firstDir={key === 'workDate' || key === 'createdAt' || key === 'minutes' ? 'desc' : 'asc'}>
      {text}
    </SortHeaderCell>
  );
  if (phone)
    return (
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={label} data-testid="permission-table">
        {items.map((r) => (
          <PermissionCard key={r.id} request={r} team={team} />
        ))}
      </Stack>
    );
  return (
    <Table size="small" aria-label={label} data-testid="permission-table" sx={{ minWidth: team ? 1060 : 900 }}>
      <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableRow>
          {sortHeader('workDate', t('permission.columns.date'))}
          {team && sortHeader('userName', t('permission.columns.employee'))}
          {team && <TableCell>{t('permission.columns.department')}</TableCell>}
          <TableCell>{t('permission.columns.type')}</TableCell>
          <TableCell>{t('permission.columns.span')}</TableCell>
          {sortHeader('minutes', t('permission.columns.minutes'))}
          <TableCell>{t('permission.columns.reason')}</TableCell>
          {sortHeader('state', t('permission.columns.state'))}
          <TableCell>{t('permission.columns.decision')}</TableCell>
          <TableCell>{t('permission.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((r) => (
          <TableRow key={r.id} data-testid="permission-row" data-id={r.id} data-date={r.workDate}>
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
              {dateLabel(r.workDate)}
              <HijriDate date={r.workDate} block />
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
            {team && <TableCell sx={{ minWidth: 120 }}>{unitOf(ar, r)}</TableCell>}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <PermissionType request={r} />
            </TableCell>
            <TableCell>
              <PermissionSpan request={r} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <PermissionMinutes request={r} />
            </TableCell>
            <TableCell sx={{ minWidth: 140, maxWidth: 240, overflowWrap: 'anywhere' }}>{r.reason}</TableCell>
            <TableCell>
              <PermissionStateChip state={r.state} />
            </TableCell>
            <TableCell sx={{ minWidth: 160 }}>{r.state !== 'cancelled' && <PermissionDecision request={r} />}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <PermissionRowActions request={r} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
