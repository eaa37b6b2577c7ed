import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@hr/shared';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SearchField } from '@/components/search-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePaging } from '@/hooks/use-paging';
import { screenDigits } from '@/lib/digits';
import { useTeamMembers } from '../api/get-team-members';

const pick = (ar: boolean, en: string | null, arValue: string | null) => (ar ? arValue || en : en) ?? '—';

/** Server-paged employee list with a debounced search (company ID, name, e-mail, organisation). */
export function TeamMembersTable({ label }: { label: string }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const [search, setSearch] = useState('');
  const { page, pageSize, setPage, pagination } = usePaging();
  const q = useDebouncedValue(search.trim(), 350);
  const query = useTeamMembers({ page, pageSize, q });
  const items: TTeamMember[] = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: 2 }}>
        <SearchField
          label={t('team.search')}
          helperText={t('team.searchHelp')}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(0);
          }}
          width={360}
          testId="team-search"
        />
      </Box>
      <PagedTableFrame
        query={query}
        label={label}
        count={items.length}
        empty={{ text: t('team.empty'), testId: 'team-empty' }}
        pagination={pagination(total)}
      >
        <Table size="small" aria-label={t('team.tableLabel')} data-testid="team-table" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('team.columns.empCode')}</TableCell>
              <TableCell>{t('team.columns.name')}</TableCell>
              <TableCell>{t('team.columns.email')}</TableCell>
              <TableCell>{t('team.columns.site')}</TableCell>
              <TableCell>{t('team.columns.department')}</TableCell>
              <TableCell>{t('team.columns.section')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((m) => (
              <TableRow key={m.id} hover data-testid="team-row">
                <TableCell>{screenDigits(m.EmpCode)}</TableCell>
                <TableCell sx={{ fontWeight: 500 }}>{ar ? m.fullNameAr || m.FullName : m.FullName}</TableCell>
                <TableCell>
                  {m.email ? <span dir="ltr">{m.email}</span> : t('common.notSet')}
                </TableCell>
                <TableCell>{pick(ar, m.site, m.siteAr)}</TableCell>
                <TableCell>{pick(ar, m.department, m.departmentAr)}</TableCell>
                <TableCell>{pick(ar, m.section, m.sectionAr)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PagedTableFrame>
    </Paper>
  );
}
