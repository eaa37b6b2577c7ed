import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { usePaging } from '@/hooks/use-paging';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { useMyAttendanceIssues } from '../api/attendance-issues-api';
import { IssueStateChip } from './issue-state-chip';

/** The viewer's reported attendance issues, newest first, with their state and HR's decision. */
export function MyIssues() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const lang = ar ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const { page, pageSize, pagination } = usePaging(10);
  const query = useMyAttendanceIssues({ page, pageSize });
  const items = query.data?.items ?? [];
  const headingId = 'my-issues-heading';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1.5 }}>
        {t('attendanceIssues.mine.title')}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame
          query={query}
          label={t('attendanceIssues.mine.tableLabel')}
          count={items.length}
          empty={{ text: t('attendanceIssues.mine.empty'), testId: 'my-issues-empty' }}
          pagination={pagination(query.data?.total ?? 0)}
        >
          <Table size="small" aria-label={t('attendanceIssues.mine.tableLabel')} data-testid="my-issues" sx={{ minWidth: 720 }}>
            <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableRow>
                <TableCell>{t('attendanceIssues.mine.type')}</TableCell>
                <TableCell>{t('attendanceIssues.mine.time')}</TableCell>
                <TableCell>{t('attendanceIssues.mine.reason')}</TableCell>
                <TableCell>{t('attendanceIssues.mine.state')}</TableCell>
                <TableCell>{t('attendanceIssues.mine.decision')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((i) => (
                <TableRow key={i.id} data-testid="my-issue-row" data-state={i.state}>
                  <TableCell>{t(`attendance.types.${i.eventType}`)}</TableCell>
                  <TableCell>
                    <Box component="time" dateTime={i.eventTime} sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(i.eventTime, lang, timeZone)}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {i.reason || '—'}
                    {i.filedByName !== i.userName && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t('attendanceIssues.mine.filedBy', { name: ar ? i.filedByNameAr || i.filedByName : i.filedByName })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <IssueStateChip state={i.state} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    {i.decidedAt && i.decidedByName ? (
                      <>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {t('attendanceIssues.mine.decidedBy', { name: ar ? i.decidedByNameAr || i.decidedByName : i.decidedByName, time: formatDateTime(i.decidedAt, lang, timeZone) })}
                        </Typography>
                        {i.decisionComment && <Typography variant="body2">{i.decisionComment}</Typography>}
                      </>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </PagedTableFrame>
      </Paper>
    </Box>
  );
}
