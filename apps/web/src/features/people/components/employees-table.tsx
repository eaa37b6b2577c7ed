import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES, ROLES, type TAccountStatus, type TEmployee, type TEmployeeListQuery, type TRole } from '@hr/shared';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { AppLink } from '@/components/router-link';
import { SearchField } from '@/components/search-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePaging } from '@/hooks/use-paging';
import { screenDigits } from '@/lib/digits';
import { useEmployees, useStructure } from '../api/employees';
import { EmployeesBulkBar } from './employees-bulk-bar';
import { InvitationStatus } from './invitation-status';

type TSort = TEmployeeListQuery['sort'];
type TActive = TEmployeeListQuery['active'];
const toId = (v: string) => (v === '' ? undefined : Number(v));

/**
 * Server-paged, sortable list of employees in the viewer's HR scope, with search and filters. HR
 * (`canWrite`) selects people across pages to invite them or print their activation slips.
 */
export function EmployeesTable({ canWrite = false }: { canWrite?: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const nm = (u: { nameEn: string; nameAr: string } | null) => (u ? (ar ? u.nameAr || u.nameEn : u.nameEn) : '—');
  const [search, setSearch] = useState('');
  const { page, pageSize, setPage, pagination } = usePaging();
  const [siteId, setSiteId] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [sectionId, setSectionId] = useState('');
  const [role, setRole] = useState<TRole | ''>('');
  const [active, setActive] = useState<TActive>('true');
  const [status, setStatus] = useState<TAccountStatus | ''>('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [sort, setSort] = useState<TSort>('empCode');
  const [dir, setDir] = useState<'asc' | 'desc'>('asc');
  const q = useDebouncedValue(search.trim(), 350);
  const structure = useStructure();
  const sections = useMemo(
    () => structure.data?.departments.find((d) => String(d.id) === departmentId)?.sections ?? [],
    [structure.data, departmentId],
  );
  const query = useEmployees({
    page,
    pageSize,
    q,
    siteId: toId(siteId),
    departmentId: toId(departmentId),
    sectionId: toId(sectionId),
    role: role || undefined,
    active,
    status: status || undefined,
    sort,
    dir,
  });
  const items: TEmployee[] = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const reset = () => setPage(0);
  const toggle = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const pageIds = items.map((e) => e.id);
  const onPage = pageIds.filter((id) => selected.has(id)).length;

  const sortHeader = (key: TSort, label: string) => (
    <TableCell sortDirection={sort === key ? dir : false}>
      <TableSortLabel
        active={sort === key}
        direction={sort === key ? dir : 'asc'}
        onClick={() => {
          if (sort === key) setDir(dir === 'asc' ? 'desc' : 'asc');
          else {
            setSort(key);
            setDir('asc');
          }
          reset();
        }}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  const filter = (label: string, value: string, onChange: (v: string) => void, options: { value: string; label: string }[], testId: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => {
        onChange(e.target.value);
        reset();
      }}
      sx={{ minWidth: 150, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const any = { value: '', label: t('employees.filters.any') };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <SearchField
          label={t('employees.search')}
          helperText={t('employees.searchHelp')}
          value={search}
          onChange={(v) => {
            setSearch(v);
            reset();
          }}
          width={320}
          testId="employees-search"
        />
        {filter(t('employees.filters.site'), siteId, setSiteId, [any, ...(structure.data?.sites ?? []).map((s) => ({ value: String(s.id), label: nm(s) }))], 'filter-site')}
        {filter(
          t('employees.filters.department'),
          departmentId,
          (v) => {
            setDepartmentId(v);
            setSectionId('');
          },
          [any, ...(structure.data?.departments ?? []).map((s) => ({ value: String(s.id), label: nm(s) }))],
          'filter-department',
        )}
        {departmentId !== '' &&
          filter(t('employees.filters.section'), sectionId, setSectionId, [any, ...sections.map((s) => ({ value: String(s.id), label: nm(s) }))], 'filter-section')}
        {filter(t('employees.filters.role'), role, (v) => setRole(v as TRole | ''), [any, ...ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))], 'filter-role')}
        {filter(
          t('employees.filters.active'),
          active,
          (v) => setActive(v as TActive),
          [
            { value: 'true', label: t('employees.filters.activeOnly') },
            { value: 'false', label: t('employees.filters.inactiveOnly') },
            { value: 'all', label: t('employees.filters.any') },
          ],
          'filter-active',
        )}
        {filter(
          t('invitations.filter'),
          status,
          (v) => setStatus(v as TAccountStatus | ''),
          [any, ...ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`invitations.filterOptions.${s}`) }))],
          'filter-status',
        )}
      </Box>
      {canWrite && <EmployeesBulkBar ids={[...selected]} onClear={() => setSelected(new Set())} />}
      <PagedTableFrame
        query={query}
        label={t('employees.tableLabel')}
        count={items.length}
        empty={{ text: t('employees.empty'), testId: 'employees-empty' }}
        pagination={pagination(total)}
      >
        <Table size="small" aria-label={t('employees.tableLabel')} data-testid="employees-table" sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              {canWrite && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={pageIds.length > 0 && onPage === pageIds.length}
                    indeterminate={onPage > 0 && onPage < pageIds.length}
                    onChange={(ev) => toggle(pageIds, ev.target.checked)}
                    slotProps={{ input: { 'aria-label': t('invitations.selectPage') } }}
                    data-testid="select-page"
                  />
                </TableCell>
              )}
              {sortHeader('empCode', t('employees.columns.empCode'))}
              {sortHeader('name', t('employees.columns.name'))}
              {sortHeader('email', t('employees.columns.email'))}
              <TableCell>{t('employees.columns.site')}</TableCell>
              <TableCell>{t('employees.columns.department')}</TableCell>
              <TableCell>{t('employees.columns.roles')}</TableCell>
              <TableCell>{t('employees.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((e) => {
              const name = ar ? e.fullNameAr || e.fullNameEn : e.fullNameEn;
              return (
                <TableRow key={e.id} hover data-testid="employee-row" selected={selected.has(e.id)}>
                  {canWrite && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(e.id)}
                        onChange={(ev) => toggle([e.id], ev.target.checked)}
                        slotProps={{ input: { 'aria-label': t('invitations.selectPerson', { name }) } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>{screenDigits(e.empCode)}</TableCell>
                  <TableCell sx={{ fontWeight: 500 }}>
                    <AppLink to={`/hr/employees/${e.id}`}>{name}</AppLink>
                  </TableCell>
                  <TableCell>{e.email ? <span dir="ltr">{e.email}</span> : <Box component="span" sx={{ color: 'text.secondary' }}>{t('invitations.noEmail')}</Box>}</TableCell>
                  <TableCell>{nm(e.site)}</TableCell>
                  <TableCell>{nm(e.department)}</TableCell>
                  <TableCell>{e.roles.map((r) => t(`roles.${r}`)).join(ar ? '، ' : ', ')}</TableCell>
                  <TableCell>
                    <InvitationStatus e={e} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </PagedTableFrame>
    </Paper>
  );
}
