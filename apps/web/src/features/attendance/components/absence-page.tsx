import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { hasAnyRole, type TAttendanceDay, type TBulkResolveResult, type TResolutionKind } from '@hr/shared';
import { formatDateRange } from '@/lib/format';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { TeamFilters, teamFilterLabels } from '@/components/team-filters';
import { useTeamUnits } from '@/hooks/use-team-units';
import { useUser } from '@/lib/auth';
import type { TAbsenceScope } from '../api/absence-api';
import { useAbsenceList, type TAbsenceStatus, type TResolutionFilter } from '../hooks/use-absence-list';
import { useDaySelection } from '../hooks/use-day-selection';
import { isOpenDay } from './absence-day-parts';
import { AbsenceTable } from './absence-table';
import { BulkResolveBar, BulkResolveResults } from './bulk-resolve-bar';
import { BulkResolveDialog } from './bulk-resolve-dialog';
import { ResolveDayDialog } from './resolve-day-dialog';
import { SheetDialog } from './sheet-dialog';

/** Resolutions: HR roles only. */
const HR_ROLES = ['hr', 'admin', 'site_hr'] as const;
/** The monthly sheet: HR roles and managers, for their scope. */
const SHEET_ROLES = ['hr', 'admin', 'site_hr', 'manager'] as const;

/**
 * /self/absent and /team/absent: the absent and incomplete days (this month up to today unless
 * dates are given), with HR's resolution. Self rows can report an attendance issue for the day;
 * HR roles resolve team rows and download the monthly sheet.
 */
export function AbsencePage({ scope, onReportIssue }: { scope: TAbsenceScope; onReportIssue?: (day: TAttendanceDay) => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const team = scope === 'team';
  const hrRole = team && hasAnyRole(user.roles, HR_ROLES);
  const canSheet = team && hasAnyRole(user.roles, SHEET_ROLES);
  const units = useTeamUnits(canSheet);
  const list = useAbsenceList(scope);
  const { query } = list;
  const items = query.data?.items ?? [];
  const [resolving, setResolving] = useState<TAttendanceDay | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Resolving many days at once: HR ticks open days, picks a resolution on the bar.
  const selection = useDaySelection(items, isOpenDay);
  const [bulkKind, setBulkKind] = useState<TResolutionKind | null>(null);
  const [outcome, setOutcome] = useState<{ result: TBulkResolveResult; days: readonly TAttendanceDay[] } | null>(null);

  return (
    <>
      <PageHeader
        title={team ? t('absence.teamTitle') : t('absence.title')}
        intro={team ? t('absence.teamIntro') : t('absence.intro')}
        actions={
          canSheet && (
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setSheetOpen(true)} data-testid="sheet-open">
              {t('absence.sheet.button')}
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TeamFilters
          value={list.filters.value}
          onChange={list.filters.change}
          units={team}
          employee={team}
          labels={teamFilterLabels(t, 'absence')}
          middle={
            <>
              <FilterSelect
                label={t('absence.status')}
                value={list.status}
                onChange={(v) => list.setStatus(v as TAbsenceStatus)}
                options={[
                  { value: 'any', label: t('absence.statusAny') },
                  { value: 'absent', label: t('attendance.statuses.absent') },
                  { value: 'incomplete', label: t('attendance.statuses.incomplete') },
                  { value: 'issue', label: t('attendance.statuses.issue') },
                ]}
                testId="filter-status"
                minWidth={190}
              />
              <FilterSelect
                label={t('absence.resolution')}
                value={list.resolution}
                onChange={(v) => list.setResolution(v as TResolutionFilter)}
                options={[
                  { value: 'all', label: t('absence.resolutionAll') },
                  { value: 'open', label: t('absence.resolutionOpen') },
                  { value: 'resolved', label: t('absence.resolutionResolved') },
                ]}
                testId="filter-resolution"
              />
            </>
          }
        />
        {query.data && (
          <Typography variant="body2" data-testid="absence-range" sx={{ px: 2, pb: 1.5, color: 'text.secondary' }}>
            {t('absence.range', { dates: formatDateRange(query.data.from, query.data.to) })}
          </Typography>
        )}
        {hrRole && <BulkResolveResults outcome={outcome} onClose={() => setOutcome(null)} />}
        {hrRole && <BulkResolveBar selection={selection} onChoose={setBulkKind} />}
        <PagedTableFrame
          query={query}
          label={t('absence.tableLabel')}
          count={items.length}
          empty={{ text: t('absence.empty'), testId: 'absence-empty' }}
          pagination={list.paging.pagination(query.data?.total ?? 0)}
          stickyEnd={!!onReportIssue || hrRole}
        >
          <AbsenceTable
            items={items}
            sort={list.sort}
            onSort={list.onSort}
            actions={{ team, onReportIssue, onResolve: hrRole ? setResolving : undefined }}
            selection={hrRole ? selection : undefined}
          />
        </PagedTableFrame>
      </Paper>
      {hrRole && <ResolveDayDialog day={resolving} onClose={() => setResolving(null)} />}
      {hrRole && (
        <BulkResolveDialog
          kind={bulkKind}
          days={selection.days}
          onClose={() => setBulkKind(null)}
          onDone={(result, days) => {
            setBulkKind(null);
            selection.clear();
            setOutcome({ result, days });
          }}
        />
      )}
      {canSheet && <SheetDialog open={sheetOpen} onClose={() => setSheetOpen(false)} departments={units.data?.departments ?? []} />}
    </>
  );
}
