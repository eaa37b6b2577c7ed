import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { useTranslation } from 'react-i18next';
import type { TOvertimeRequest } from '@hr/shared';
import { CardFact } from '@/components/card-fact';
import { PersonCell, personText, RequestCardTop, RequestTable, useSortHeader } from '@/components/request-table';
import type { TOvertimeSort } from '../hooks/use-overtime-list';
import { OvertimeDecision, OvertimeHours, OvertimeSpan, OvertimeUnit, OvertimeWhen } from './overtime-request-parts';
import { OvertimeRowActions } from './overtime-row-actions';
import { OvertimeStateChip } from './overtime-state-chip';
import { dateLabel } from './overtime-words';

/** One request as a card (phones): the same facts as a row, one per line; own requests with their actions. */
function OvertimeCard({ request: r, team }: { request: TOvertimeRequest; team: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (
    <>
      <RequestCardTop chip={<OvertimeStateChip state={r.state} />}>{dateLabel(r.workDate)}</RequestCardTop>
      <Box component="dl" sx={{ my: 1 }}>
        {team && <CardFact label={t('overtime.columns.employee')}>{personText(ar, r.userName, r.userNameAr, r.userId)}</CardFact>}
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
    </>
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
  const sortHeader = useSortHeader(sort, dir, onSort);
  const head = (
    <>
      {sortHeader('workDate', t('overtime.columns.date'))}
      {team && sortHeader('userName', t('overtime.columns.employee'))}
      {team && <TableCell>{t('overtime.columns.department')}</TableCell>}
      <TableCell>{t('overtime.columns.span')}</TableCell>
      {sortHeader('minutes', t('overtime.columns.hours'))}
      <TableCell>{t('overtime.columns.reason')}</TableCell>
      {sortHeader('state', t('overtime.columns.state'))}
      <TableCell>{t('overtime.columns.decision')}</TableCell>
      {!team && <TableCell>{t('overtime.columns.actions')}</TableCell>}
    </>
  );
  const cells = (r: TOvertimeRequest) => (
    <>
      <TableCell>
        <OvertimeWhen request={r} />
      </TableCell>
      {team && <PersonCell ar={ar} name={r.userName} nameAr={r.userNameAr} id={r.userId} />}
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
      {/* Whom a waiting one waits on, beside its state: in view without scrolling sideways. */}
      <TableCell sx={{ minWidth: 150 }}>
        <OvertimeStateChip state={r.state} />
        {r.state === 'requested' && <OvertimeDecision request={r} />}
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>{r.state !== 'cancelled' && r.state !== 'requested' && <OvertimeDecision request={r} />}</TableCell>
      {!team && (
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <OvertimeRowActions request={r} />
        </TableCell>
      )}
    </>
  );
  return (
    <RequestTable
      items={items}
      label={label}
      testId="overtime-table"
      rowTestId="overtime-row"
      minWidth={team ? 1000 : 860}
      head={head}
      cells={cells}
      card={(r) => <OvertimeCard request={r} team={team} />}
    />
  );
}
