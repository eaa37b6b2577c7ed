import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { PERMISSION_STATES } from '@hr/shared';
import { FilterSelect } from '@/components/filter-select';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SearchField } from '@/components/search-field';
import { TeamFilters } from '@/components/team-filters';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { nameIn } from '@/lib/time-span';
import { downloadTeamPermissions, useMyPermissions, usePermissionTypes, useTeamPermissions } from '../api/permission-api';
import { usePermissionList, type TPermissionStateFilter } from '../hooks/use-permission-list';
import { PermissionTable } from './permission-table';

/**
 * /self/permissions and /team/permissions: permissions with server paging and sorting, filtered
 * by state, type and work date (and, for the team, person, department and section, with a CSV
 * export). Cards on a phone.
 */
export function PermissionList({ scope }: { scope: 'self' | 'team' }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const team = scope === 'team';
  const notify = useNotify();
  const { paging, params, filters, teamFilters, values, set } = usePermissionList(team);
  const mine = useMyPermissions(params, !team);
  const theirs = useTeamPermissions(params, team);
  const types = usePermissionTypes();
  const query = team ? theirs : mine;
  const [exporting, setExporting] = useState(false);
  const items = query.data?.items ?? [];
  const label = team ? t('permission.team.tableLabel') : t('permission.mine.tableLabel');

  const exportCsv = () => {
    setExporting(true);
    downloadTeamPermissions({ ...filters, lang: ar ? 'ar' : 'en' })
      .catch((e: unknown) => notify(errorMessage(t, e)))
      .finally(() => setExporting(false));
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TeamFilters
        value={teamFilters.value}
        onChange={teamFilters.change}
        units={team}
        testIdPrefix="permission-"
        labels={{ from: t('permission.filters.from'), to: t('permission.filters.to'), department: t('permission.filters.department'), section: t('permission.filters.section'), any: t('permission.filters.any') }}
        before={team && <SearchField label={t('permission.filters.search')} helperText=" " value={values.search} onChange={set.search} width={220} testId="permission-filter-search" />}
        middle={
          <>
            <FilterSelect
              label={t('permission.filters.state')}
              value={values.state}
              onChange={(v) => set.state(v as TPermissionStateFilter)}
              options={[{ value: 'all', label: t('permission.filters.stateAll') }, ...PERMISSION_STATES.map((s) => ({ value: s, label: t(`permission.states.${s}`) }))]}
              testId="permission-filter-state"
            />
            <FilterSelect
              label={t('permission.filters.type')}
              value={values.typeId === undefined ? 'all' : String(values.typeId)}
              onChange={(v) => set.typeId(v === 'all' ? undefined : Number(v))}
              options={[{ value: 'all', label: t('permission.filters.typeAll') }, ...(types.data?.items ?? []).map((x) => ({ value: String(x.id), label: nameIn(ar, x.nameEn, x.nameAr) }))]}
              testId="permission-filter-type"
            />
          </>
        }
      >
        {team && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting} sx={{ marginInlineStart: { sm: 'auto' } }} data-testid="permission-export">
            {t('permission.filters.exportCsv')}
          </Button>
        )}
      </TeamFilters>
      {query.data && (
        <Typography variant="body2" sx={{ px: 2, pb: 1.5, color: 'text.secondary' }} data-testid="permission-totals">
          {/* Only approved minutes are time taken; waiting ones are said apart, rejected and cancelled ones not at all. */}
          {query.data.pendingMinutes > 0
            ? t('permission.mine.totalsPending', { minutes: t('permission.minutesValue', { count: query.data.totalMinutes }), pending: t('permission.minutesValue', { count: query.data.pendingMinutes }) })
            : t('permission.mine.totalsApproved', { minutes: t('permission.minutesValue', { count: query.data.totalMinutes }) })}
        </Typography>
      )}
      <PagedTableFrame
        query={query}
        label={label}
        count={items.length}
        empty={{ text: team ? t('permission.team.empty') : t('permission.mine.empty'), testId: 'permission-empty' }}
        pagination={paging.pagination(query.data?.total ?? 0)}
        stickyEnd
      >
        <PermissionTable items={items} team={team} label={label} sort={values.sort} dir={values.dir} onSort={set.sort} />
      </PagedTableFrame>
    </Paper>
  );
}
