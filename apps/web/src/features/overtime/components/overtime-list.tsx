import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { OVERTIME_STATES } from '@hr/shared';
import { FilterSelect } from '@/components/filter-select';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SearchField } from '@/components/search-field';
import { TeamFilters } from '@/components/team-filters';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { downloadTeamOvertime, useMyOvertime, useTeamOvertime } from '../api/overtime-api';
import { useOvertimeList, type TOvertimeStateFilter } from '../hooks/use-overtime-list';
import { OvertimeConvertAll } from './overtime-convert-all';
import { OvertimeTable } from './overtime-table';
import { hoursOf } from './overtime-words';

/**
 * /self/overtime and /team/overtime: overtime requests with server paging and sorting, filtered
 * by state and work date (and, for the team, by person, department and section, with a CSV
 * export). Own rows can be cancelled while pending and converted into leave once approved.
 * Cards on a phone.
 */
export function OvertimeList({ scope }: { scope: 'self' | 'team' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const team = scope === 'team';
  const notify = useNotify();
  const { paging, params, filters, teamFilters, values, set } = useOvertimeList(team);
  const mine = useMyOvertime(params, !team);
  const theirs = useTeamOvertime(params, team);
  const query = team ? theirs : mine;
  const [exporting, setExporting] = useState(false);
  const items = query.data?.items ?? [];
  const label = team ? t('overtime.team.tableLabel') : t('overtime.mine.tableLabel');

  const exportCsv = () => {
    setExporting(true);
    downloadTeamOvertime({ ...filters, lang })
      .catch((e: unknown) => notify(errorMessage(t, e)))
      .finally(() => setExporting(false));
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TeamFilters
        value={teamFilters.value}
        onChange={teamFilters.change}
        units={team}
        testIdPrefix="overtime-"
        labels={{
          from: t('overtime.filters.from'),
          to: t('overtime.filters.to'),
          department: t('overtime.filters.department'),
          section: t('overtime.filters.section'),
          any: t('overtime.filters.any'),
        }}
        before={
          team && (
            <SearchField label={t('overtime.filters.search')} helperText=" " value={values.search} onChange={set.search} width={220} testId="overtime-filter-search" />
          )
        }
        middle={
          <FilterSelect
            label={t('overtime.filters.state')}
            value={values.state}
            onChange={(v) => set.state(v as TOvertimeStateFilter)}
            options={[{ value: 'all', label: t('overtime.filters.stateAll') }, ...OVERTIME_STATES.map((s) => ({ value: s, label: t(`overtime.states.${s}`) }))]}
            testId="overtime-filter-state"
          />
        }
      >
        {team && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting} sx={{ marginInlineStart: { sm: 'auto' } }} data-testid="overtime-export">
            {t('overtime.filters.exportCsv')}
          </Button>
        )}
      </TeamFilters>
      {query.data && (
        <Typography variant="body2" sx={{ px: 2, pb: 1.5, color: 'text.secondary' }} data-testid="overtime-totals">
          {t('overtime.mine.totals', { hours: hoursOf(query.data.totalMinutes), night: hoursOf(query.data.totalNightMinutes) })}
        </Typography>
      )}
      {!team && query.data && <OvertimeConvertAll list={query.data} />}
      <PagedTableFrame
        query={query}
        label={label}
        count={items.length}
        empty={{ text: team ? t('overtime.team.empty') : t('overtime.mine.empty'), testId: 'overtime-empty' }}
        pagination={paging.pagination(query.data?.total ?? 0)}
      >
        <OvertimeTable items={items} team={team} label={label} sort={values.sort} dir={values.dir} onSort={set.sort} />
      </PagedTableFrame>
    </Paper>
  );
}
