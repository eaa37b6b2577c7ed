import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@hr/shared';
import { PagedTablePagination } from '@/components/paged-table-pagination';
import { ScrollableTableContainer } from '@/components/scrollable-table-container';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/errors';
import { useTeamMembers } from '../api/get-team-members';

const pick = (ar: boolean, en: string | null, arValue: string | null) => (ar ? arValue || en : en) ?? '—';

/** Server-paged employee list with a debounced search (company ID, name, e-mail, organisation). */
export function TeamMembersTable({ label }: { label: string }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const q = useDebouncedValue(search.trim(), 350);
  const query = useTeamMembers({ page, pageSize, q });
  const items: TTeamMember[] = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: 2 }}>
        <TextField
          type="search"
          label={t('team.search')}
          helperText={t('team.searchHelp')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          size="small"
          sx={{ width: { xs: '100%', sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          data-testid="team-search"
        />
      </Box>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {query.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessage(t, query.error)}
        </Alert>
      )}
      <ScrollableTableContainer label={label} hint={items.length > 0}>
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
                <TableCell>{m.EmpCode}</TableCell>
                <TableCell sx={{ fontWeight: 500 }}>{ar ? m.fullNameAr || m.FullName : m.FullName}</TableCell>
                <TableCell>
                  <span dir="ltr">{m.email}</span>
                </TableCell>
                <TableCell>{pick(ar, m.site, m.siteAr)}</TableCell>
                <TableCell>{pick(ar, m.department, m.departmentAr)}</TableCell>
                <TableCell>{pick(ar, m.section, m.sectionAr)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTableContainer>
      {/* Outside the wide table, so the whole sentence shows on a phone too. */}
      {!query.isPending && !query.isError && items.length === 0 && (
        <Typography role="status" sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }} data-testid="team-empty">
          {t('team.empty')}
        </Typography>
      )}
      <PagedTablePagination
        total={total}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(s) => {
          setPageSize(s);
          setPage(0);
        }}
      />
    </Paper>
  );
}
