import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { OVERTIME_STATES, formatDateTime, type TOvertimeListQuery, type TOvertimeRequest } from '@hr/shared';
import { DateField, isoOrUndefined } from '@/components/date-field';
import { FilterSelect } from '@/components/filter-select';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SearchField } from '@/components/search-field';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNotify } from '@/hooks/use-notify';
import { usePaging } from '@/hooks/use-paging';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { errorMessage } from '@/lib/errors';
import { downloadTeamOvertime, useMyOvertime, useOvertimeUnits, useTeamOvertime } from '../api/overtime-api';
import { OvertimeConvertAll } from './overtime-convert-all';
import { OvertimeRowActions } from './overtime-row-actions';
import { OvertimeStateChip } from './overtime-state-chip';
import { dateLabel, endsNextDay, hoursOf, nameIn, spanLabel } from './overtime-words';
import { CardFact } from '@/components/card-fact';

type TSort = TOvertimeListQuery['sort'];
type TStateFilter = TOvertimeListQuery['state'];

/** The filters, sort and paging of an overtime list, as the API takes them. */
function useListParams(team: boolean) {
  const paging = usePaging();
  const [sort, setSort] = useState<TSort>('workDate');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [state, setState] = useState<TStateFilter>('all');
  const [search, setSearch] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [sectionId, setSectionId] = useState('');
  const q = useDebouncedValue(search.trim());
  const filters = {
    sort,
    dir,
    state,
    from: isoOrUndefined(from),
    to: isoOrUndefined(to),
    ...(team ? { q: q || undefined, departmentId: departmentId ? Number(departmentId) : undefined, sectionId: sectionId ? Number(sectionId) : undefined } : {}),
  };
  /** Each setter goes back to the first page. */
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    paging.setPage(0);
  };
  return {
    paging,
    params: { ...filters, page: paging.page, pageSize: paging.pageSize },
    filters,
    values: { sort, dir, from, to, state, search, departmentId, sectionId },
    set: {
      sort: (k: TSort, d: 'asc' | 'desc') => {
        setSort(k);
        setDir(d);
        paging.setPage(0);
      },
      from: reset(setFrom),
      to: reset(setTo),
      state: reset(setState),
      search: reset(setSearch),
      departmentId: reset((v: string) => {
        setDepartmentId(v);
        setSectionId('');
      }),
      sectionId: reset(setSectionId),
    },
  };
}

/**
 * /self/overtime and /team/overtime: overtime requests with server paging and sorting, filtered
 * by state and work date (and, for the team, by person, department and section, with a CSV
 * export). Own rows can be cancelled while pending and converted into leave once approved.
 * Cards on a phone.
 */
export function OvertimeList({ scope }: { scope: 'self' | 'team' }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const lang = ar ? 'ar' : 'en';
  const team = scope === 'team';
  const notify = useNotify();
  const { timeZone } = usePublicSettings();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { paging, params, filters, values, set } = useListParams(team);
  const mine = useMyOvertime(params, !team);
  const theirs = useTeamOvertime(params, team);
  const query = team ? theirs : mine;
  const units = useOvertimeUnits(team);
  const [exporting, setExporting] = useState(false);
  const items = query.data?.items ?? [];
  const label = team ? t('overtime.team.tableLabel') : t('overtime.mine.tableLabel');

  const departments = team ? (units.data?.departments ?? []) : [];
  const sections = departments.filter((d) => !values.departmentId || String(d.id) === values.departmentId).flatMap((d) => d.sections);
  const any = { value: '', label: t('overtime.filters.any') };

  const exportCsv = () => {
    setExporting(true);
    downloadTeamOvertime({ ...filters, lang })
      .catch((e: unknown) => notify(errorMessage(t, e)))
      .finally(() => setExporting(false));
  };

  const sortHeader = (key: TSort, text: string) => (
    <SortHeaderCell column={key} sort={values.sort} dir={values.dir} onSort={set.sort} firstDir={key === 'workDate' || key === 'createdAt' || key === 'minutes' ? 'desc' : 'asc'}>
      {text}
    </SortHeaderCell>
  );
  const dateBox = (text: string, value: string | null, onChange: (v: string | null) => void) => (
    <Box sx={{ width: { xs: '100%', sm: 160 } }}>
      <DateField label={text} value={value} onChange={onChange} size="small" fullWidth />
    </Box>
  );
  const span = (r: TOvertimeRequest) => (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {spanLabel(r.from, r.to, lang)}
      </Box>
      {endsNextDay(r.from, r.to) && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('overtime.nextDay')}
        </Typography>
      )}
    </>
  );
  const hours = (r: TOvertimeRequest) => (
    <>
      {hoursOf(r.minutes)}
      {r.nightMinutes > 0 && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {t('overtime.nightHours', { hours: hoursOf(r.nightMinutes) })}
        </Typography>
      )}
    </>
  );
  /** The date, its kind of day below it, and the outside-attendance warning. */
  const when = (r: TOvertimeRequest, withDate = true) => (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {withDate && (
        <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
          {dateLabel(r.workDate)}
        </Box>
      )}
      <Typography variant="body2" component="span" sx={withDate ? { color: 'text.secondary' } : undefined}>
        {t(`overtime.dayKinds.${r.dayKind}`)}
      </Typography>
      {r.outsideAttendance && <Chip size="small" color="warning" variant="outlined" label={t('overtime.outside')} title={t('overtime.outsideHint')} data-testid="overtime-outside" />}
    </Stack>
  );
  const decision = (r: TOvertimeRequest) => {
    const muted = { color: 'text.secondary' } as const;
    if (r.state === 'requested')
      return (
        <Typography variant="body2" sx={muted}>
          {r.approverName ? t('overtime.waitingOn', { name: nameIn(ar, r.approverName, r.approverNameAr) }) : t('overtime.waitingOnHr')}
        </Typography>
      );
    return (
      <>
        {r.decidedByName && r.decidedAt && (
          <Typography variant="body2" sx={muted}>
            {t('overtime.decidedBy', { name: nameIn(ar, r.decidedByName, r.decidedByNameAr), time: formatDateTime(r.decidedAt, lang, timeZone) })}
          </Typography>
        )}
        {r.onBehalfOfName && (
          <Typography variant="body2" sx={muted}>
            {t('overtime.onBehalfOf', { name: nameIn(ar, r.onBehalfOfName, r.onBehalfOfNameAr) })}
          </Typography>
        )}
        {r.decisionComment && <Typography variant="body2">{r.decisionComment}</Typography>}
        {r.convertedMinutes > 0 && (
          <Typography variant="body2" sx={{ color: 'success.dark' }} data-testid="overtime-converted">
            {t('overtime.converted', { hours: hoursOf(r.convertedMinutes) })}
          </Typography>
        )}
      </>
    );
  };
  const person = (r: TOvertimeRequest) => `${nameIn(ar, r.userName, r.userNameAr)} (${r.userId})`;
  const unit = (r: TOvertimeRequest) => (
    <>
      {nameIn(ar, r.Department, r.DepartmentAr) || t('common.notSet')}
      {r.Section && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {nameIn(ar, r.Section, r.SectionAr)}
        </Typography>
      )}
    </>
  );
  const actions = (r: TOvertimeRequest) => (team ? null : <OvertimeRowActions request={r} />);

  /** One request as a card (phones): the same facts as a row, one per line. */
  const card = (r: TOvertimeRequest) => {
    const fact = (label: string, value: ReactNode) => <CardFact label={label}>{value}</CardFact>;
    return (
      <Paper key={r.id} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} data-testid="overtime-row" data-id={r.id} data-date={r.workDate}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {dateLabel(r.workDate)}
          </Typography>
          <OvertimeStateChip state={r.state} />
        </Box>
        <Box component="dl" sx={{ my: 1 }}>
          {team && fact(t('overtime.columns.employee'), person(r))}
          {team && fact(t('overtime.columns.department'), unit(r))}
          {fact(t('overtime.columns.span'), span(r))}
          {fact(t('overtime.columns.hours'), hours(r))}
          {fact(t('overtime.columns.dayKind'), when(r, false))}
          {fact(t('overtime.columns.reason'), r.reason)}
          {r.state !== 'cancelled' && fact(t('overtime.columns.decision'), decision(r))}
        </Box>
        {!team && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions(r)}</Box>}
      </Paper>
    );
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {team && (
          <SearchField
            label={t('overtime.filters.search')}
            helperText=" "
            value={values.search}
            onChange={set.search}
            width={220}
            testId="overtime-filter-search"
          />
        )}
        {dateBox(t('overtime.filters.from'), values.from, set.from)}
        {dateBox(t('overtime.filters.to'), values.to, set.to)}
        <FilterSelect
          label={t('overtime.filters.state')}
          value={values.state}
          onChange={(v) => set.state(v as TStateFilter)}
          options={[{ value: 'all', label: t('overtime.filters.stateAll') }, ...OVERTIME_STATES.map((s) => ({ value: s, label: t(`overtime.states.${s}`) }))]}
          testId="overtime-filter-state"
        />
        {team && (
          <>
            <FilterSelect
              label={t('overtime.filters.department')}
              value={values.departmentId}
              onChange={set.departmentId}
              options={[any, ...departments.map((d) => ({ value: String(d.id), label: ar ? d.nameAr : d.nameEn }))]}
              testId="overtime-filter-department"
              minWidth={160}
            />
            <FilterSelect
              label={t('overtime.filters.section')}
              value={values.sectionId}
              onChange={set.sectionId}
              options={[any, ...sections.map((s) => ({ value: String(s.id), label: ar ? s.nameAr : s.nameEn }))]}
              testId="overtime-filter-section"
              minWidth={160}
            />
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting} sx={{ marginInlineStart: { sm: 'auto' } }} data-testid="overtime-export">
              {t('overtime.filters.exportCsv')}
            </Button>
          </>
        )}
      </Box>
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
        {phone ? (
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={label} data-testid="overtime-table">
            {items.map(card)}
          </Stack>
        ) : (
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
                  <TableCell>{when(r)}</TableCell>
                  {team && (
                    <TableCell sx={{ minWidth: 140 }}>
                      <Box component="span" sx={{ fontWeight: 500, display: 'block' }}>
                        {nameIn(ar, r.userName, r.userNameAr)}
                      </Box>
                      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} dir="ltr">
                        {r.userId}
                      </Typography>
                    </TableCell>
                  )}
                  {team && <TableCell sx={{ minWidth: 120 }}>{unit(r)}</TableCell>}
                  <TableCell>{span(r)}</TableCell>
                  <TableCell>{hours(r)}</TableCell>
                  <TableCell sx={{ minWidth: 140, maxWidth: 240, overflowWrap: 'anywhere' }}>{r.reason}</TableCell>
                  <TableCell>
                    <OvertimeStateChip state={r.state} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{r.state !== 'cancelled' && decision(r)}</TableCell>
                  {!team && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(r)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedTableFrame>
    </Paper>
  );
}
