import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { useTranslation } from 'react-i18next';
import type { TPermissionRequest } from '@hr/shared';
import { CardFact } from '@/components/card-fact';
import { HijriDate } from '@/components/hijri-date';
import { PersonCell, personText, RequestCardTop, RequestTable, useSortHeader } from '@/components/request-table';
import { dateLabel, nameIn } from '@/lib/time-span';
import type { TPermissionSort } from '../hooks/use-permission-list';
import { PermissionDecision, PermissionMinutes, PermissionRowActions, PermissionSpan, PermissionStateChip, PermissionType, PermissionWaitingOn } from './permission-parts';

const unitOf = (ar: boolean, r: TPermissionRequest) => [nameIn(ar, r.Department, r.DepartmentAr), nameIn(ar, r.Section, r.SectionAr)].filter(Boolean).join(' · ');

/** One permission as a card (phones): the same facts as a row, one per line. */
function PermissionCard({ request: r, team }: { request: TPermissionRequest; team: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (
    <>
      <RequestCardTop chip={<PermissionStateChip state={r.state} />}>
        {dateLabel(r.workDate)}
        <HijriDate date={r.workDate} block />
      </RequestCardTop>
      <Box component="dl" sx={{ my: 1 }}>
        {team && <CardFact label={t('permission.columns.employee')}>{personText(ar, r.userName, r.userNameAr, r.userId)}</CardFact>}
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
    </>
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
  const sortHeader = useSortHeader(sort, dir, onSort);
  const head = (
    <>
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
    </>
  );
  const cells = (r: TPermissionRequest) => (
    <>
      <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {dateLabel(r.workDate)}
        <HijriDate date={r.workDate} block />
      </TableCell>
      {team && <PersonCell ar={ar} name={r.userName} nameAr={r.userNameAr} id={r.userId} />}
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
      {/* Whom a waiting one waits on, beside its state: in view without scrolling sideways. */}
      <TableCell sx={{ minWidth: 150 }}>
        <PermissionStateChip state={r.state} />
        <PermissionWaitingOn request={r} />
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>{r.state !== 'cancelled' && <PermissionDecision request={r} waiting={false} />}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <PermissionRowActions request={r} />
      </TableCell>
    </>
  );
  return (
    <RequestTable
      items={items}
      label={label}
      testId="permission-table"
      rowTestId="permission-row"
      minWidth={team ? 1060 : 900}
      head={head}
      cells={cells}
      card={(r) => <PermissionCard request={r} team={team} />}
    />
  );
}
