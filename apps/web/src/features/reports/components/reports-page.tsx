import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TReportFilters } from '@hr/shared';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { useOrgToday } from '@/hooks/use-org-today';
import { useReportOptions } from '../api/reports-api';
import { BalancesReport } from './balances-report';
import { LeaveTakenReport } from './leave-taken-report';
import { OvertimeReport } from './overtime-report';
import { PermissionReport } from './permission-report';
import { AnnualMinimumReport } from './annual-minimum-report';
import { ALL } from './report-bits';

const TABS = ['balances', 'leave-taken', 'overtime', 'permissions', 'annual-minimum', 'attendance'] as const;
type TTab = (typeof TABS)[number];
const TAB_LABEL = {
  balances: 'reports.tabs.balances',
  'leave-taken': 'reports.tabs.leaveTaken',
  overtime: 'reports.tabs.overtime',
  permissions: 'reports.tabs.permissions',
  'annual-minimum': 'annualMinimum.tab',
  attendance: 'reports.tabs.attendance',
} as const;

/** The filters every report shares, kept in the address (tab, year, site, department) so a view can be linked. */
function useReportFilters(): { tab: TTab; filters: TReportFilters; set: (key: string, value: string) => void } {
  const [params, setParams] = useSearchParams();
  const thisYear = Number(useOrgToday().slice(0, 4));
  const tabParam = params.get('tab') as TTab | null;
  const tab: TTab = tabParam && TABS.includes(tabParam) ? tabParam : 'balances';
  const year = Number(params.get('year')) || thisYear;
  const id = (k: string) => Number(params.get(k)) || undefined;
  const filters = useMemo(() => ({ year, siteId: id('site'), departmentId: id('department') }), [year, params]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { tab, filters, set };
}

/**
 * /team/reports: one tab per report over the people the viewer looks after (the server's scope:
 * HR everyone, site HR their sites, a manager the subtree, a supervisor the direct reports), the
 * shared filters above them. `attendance` is the monthly sheet's tab, composed by the route.
 */
export function ReportsPage({ attendance }: { attendance: ReactNode }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const { tab, filters, set } = useReportFilters();
  const options = useReportOptions();
  const thisYear = Number(useOrgToday().slice(0, 4));
  const years = Array.from({ length: 8 }, (_, i) => thisYear + 1 - i);
  const name = (u: { nameEn: string; nameAr: string }) => (ar ? u.nameAr || u.nameEn : u.nameEn || u.nameAr);
  const tabId = (k: TTab) => `reports-tab-${k}`;
  const panelId = (k: TTab) => `reports-panel-${k}`;

  return (
    <>
      <PageHeader title={t('reports.title')} intro={t('reports.intro')} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_, v: TTab) => set('tab', v === 'balances' ? '' : v)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('reports.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {TABS.map((k) => (
            <Tab key={k} value={k} label={t(TAB_LABEL[k])} id={tabId(k)} aria-controls={panelId(k)} data-testid={`tab-${k}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          {tab !== 'attendance' && (
            <Box role="group" sx={{ p: 2, pb: 0, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }} aria-label={t('reports.filters.label')}>
              <FilterSelect
                label={t('reports.filters.year')}
                value={String(filters.year)}
                onChange={(v) => set('year', v === String(thisYear) ? '' : v)}
                options={years.map((y) => ({ value: String(y), label: String(y) }))}
                testId="filter-year"
                minWidth={110}
              />
              <FilterSelect
                label={t('reports.filters.site')}
                value={filters.siteId ? String(filters.siteId) : ALL}
                onChange={(v) => set('site', v === ALL ? '' : v)}
                options={[{ value: ALL, label: t('reports.filters.allSites') }, ...(options.data?.sites ?? []).map((s) => ({ value: String(s.id), label: name(s) }))]}
                testId="filter-site"
                minWidth={170}
              />
              <FilterSelect
                label={t('reports.filters.department')}
                value={filters.departmentId ? String(filters.departmentId) : ALL}
                onChange={(v) => set('department', v === ALL ? '' : v)}
                options={[{ value: ALL, label: t('reports.filters.allDepartments') }, ...(options.data?.departments ?? []).map((d) => ({ value: String(d.id), label: name(d) }))]}
                testId="filter-department"
                minWidth={190}
              />
            </Box>
          )}
          {tab === 'balances' && <BalancesReport filters={filters} leaveTypes={options.data?.leaveTypes ?? []} />}
          {tab === 'leave-taken' && <LeaveTakenReport filters={filters} />}
          {tab === 'overtime' && <OvertimeReport filters={filters} />}
          {tab === 'permissions' && <PermissionReport filters={filters} />}
          {tab === 'annual-minimum' && <AnnualMinimumReport filters={filters} />}
          {tab === 'attendance' && attendance}
        </Box>
      </Paper>
    </>
  );
}
