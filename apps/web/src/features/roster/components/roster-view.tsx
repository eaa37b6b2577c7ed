import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { hasAnyRole, type TRosterPerson, type TRosterResponse } from '@hr/shared';
import { FilterSelect } from '@/components/filter-select';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SearchField } from '@/components/search-field';
import { useNotify } from '@/hooks/use-notify';
import { usePaging } from '@/hooks/use-paging';
import { useTeamUnits } from '@/hooks/use-team-units';
import { useAuth } from '@/lib/auth';
import { numberLocale } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { typeName } from '@/lib/names';
import { formatDateRange } from '@/lib/format';
import { downloadRoster, useRoster, useShiftOptions, useSites, type TRosterParams } from '../api/roster-api';
import { useRosterFilters } from '../hooks/use-roster-filters';
import { useRosterRange } from '../hooks/use-roster-range';
import { OverrideDialog, type TOverrideTarget } from './override-dialog';
import { dayLook } from './roster-day';
import { RosterFilters } from './roster-filters';
import { RosterGrid } from './roster-grid';
import { RosterLegend } from './roster-legend';
import { RosterToolbar } from './roster-toolbar';
import { shiftLooks } from './shift-look';

const monthName = (date: string, lang: string) => new Intl.DateTimeFormat(numberLocale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const idOf = (v: string) => (v ? Number(v) : undefined);

/**
 * /team/roster: who works which shift on each day of a week or a month, in the viewer's scope,
 * by crew, department, site or a search; a page of people at a time, the count at work each date
 * over all of them, and the whole roster as XLSX. HR and admin change a person's day from it.
 */
export function RosterView() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const { user } = useAuth();
  // Site HR filter by site; HR and admin also change a day (the server's /api/hr roster routes are theirs).
  const hr = !!user && hasAnyRole(user.roles, ['hr', 'admin', 'site_hr']);
  const editor = !!user && hasAnyRole(user.roles, ['hr', 'admin']);
  const range = useRosterRange();
  const paging = usePaging(25);
  const filters = useRosterFilters();
  const { q } = filters;
  const { setPage } = paging;
  // A new range, filter or search starts at the first page.
  useEffect(() => setPage(0), [range.from, filters.crewId, filters.departmentId, filters.siteId, q, setPage]);
  const params: TRosterParams = { from: range.from, to: range.to, crewId: idOf(filters.crewId), departmentId: idOf(filters.departmentId), siteId: idOf(filters.siteId), q: q || undefined };
  const query = useRoster({ ...params, page: paging.page + 1, pageSize: paging.pageSize });
  const data = query.data;
  const shown = useShownShifts(data);
  const looks = useMemo(() => shiftLooks(shown, ar), [shown, ar]);
  const departments = useTeamUnits(true).data?.departments ?? [];
  const sites = useSites(hr).data ?? [];
  const shifts = useShiftOptions(editor).data?.items ?? [];
  const [target, setTarget] = useState<TOverrideTarget | null>(null);
  const [downloading, setDownloading] = useState(false);

  const label = range.span === 'week' ? formatDateRange(range.from, range.to) : monthName(range.from, i18n.language);
  const any = { value: '', label: t('roster.view.all') };
  const names = (list: readonly { id: number; nameEn: string; nameAr: string }[]) => [any, ...list.map((u) => ({ value: String(u.id), label: typeName(u, ar) }))];
  const pick = (person: TRosterPerson, i: number) => {
    if (!data) return;
    const cell = person.cells[i];
    setTarget({ person, date: data.dates[i], cell, now: dayLook(cell, looks, t).text });
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadRoster({ ...params, lang: ar ? 'ar' : 'en' });
    } catch (e) {
      notify(errorMessage(t, e));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <RosterToolbar range={range} label={label} downloading={downloading} onDownload={() => void download()} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <RosterFilters active={filters.active}>
          <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <SearchField label={t('common.search')} helperText={t('roster.view.searchHelp')} value={filters.search} onChange={filters.setSearch} width={240} testId="roster-search" />
            <FilterSelect label={t('roster.view.crew')} value={filters.crewId} onChange={filters.set('crew')} options={names(data?.crews ?? [])} testId="roster-crew" minWidth={160} />
            <FilterSelect label={t('roster.view.department')} value={filters.departmentId} onChange={filters.set('department')} options={names(departments)} testId="roster-department" minWidth={160} />
            {hr && <FilterSelect label={t('roster.view.site')} value={filters.siteId} onChange={filters.set('site')} options={names(sites)} testId="roster-site" minWidth={160} />}
          </Box>
          <Box sx={{ px: 2, pb: 2 }}>
            <RosterLegend looks={looks} />
          </Box>
        </RosterFilters>
        <PagedTableFrame
          query={query}
          label={t('roster.view.gridLabel', { range: label })}
          count={data?.people.length ?? 0}
          empty={{ text: t('roster.view.nobody'), testId: 'roster-empty' }}
          pagination={data ? paging.pagination(data.total) : undefined}
        >
          {data && data.people.length > 0 && <RosterGrid data={data} looks={looks} today={range.today} label={t('roster.view.gridLabel', { range: label })} onPick={editor ? pick : undefined} />}
        </PagedTableFrame>
      </Paper>
      {editor && <OverrideDialog target={target} shifts={shifts} onClose={() => setTarget(null)} />}
    </>
  );
}

/**
 * The shifts the legend names: the page's, or when a search or filter finds nobody (the answer
 * then names none) the last ones shown, so the legend keeps its shifts.
 */
function useShownShifts(data: TRosterResponse | undefined): TRosterResponse['shifts'] {
  const last = useRef<TRosterResponse['shifts']>([]);
  if (data && data.shifts.length > 0) last.current = data.shifts;
  return data && data.shifts.length > 0 ? data.shifts : last.current;
}
