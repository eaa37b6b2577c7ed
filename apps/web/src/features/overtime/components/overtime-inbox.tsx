import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
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
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isErrorCode, type TOvertimeInboxItem } from '@hr/shared';
import { BulkDecisionBar, BulkResults, type TBulkResultRow } from '@/components/bulk-decision-bar';
import { DecisionDialog, type TDecisionAsk } from '@/components/decision-dialog';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { useNotify } from '@/hooks/use-notify';
import { usePaging } from '@/hooks/use-paging';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { useSelection } from '@/hooks/use-selection';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { useBulkDecideOvertime, useDecideOvertime, useOvertimeInbox } from '../api/overtime-api';
import { dateLabel, endsNextDay, hoursOf, nameIn, spanLabel } from './overtime-words';

type TDecision = 'approve' | 'reject';
type TDecide = (item: TOvertimeInboxItem, decision: TDecision) => void;
const KIND = { approve: 'approved', reject: 'rejected' } as const;
const muted = { color: 'text.secondary' } as const;

/**
 * /team/otapprovals: the overtime requests waiting on the viewer (their people's, HR's when
 * nobody else decides, and those of whom they are an active delegate), each with the day's
 * recorded attendance and the outside-attendance warning; decided one by one or several at once
 * with per-request results. The leave inbox's look; cards on a phone.
 */
export function OvertimeInbox() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const lang = ar ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const paging = usePaging(25);
  const query = useOvertimeInbox(paging.page, paging.pageSize);
  const decide = useDecideOvertime();
  const bulk = useBulkDecideOvertime();
  const items = query.data?.items ?? [];
  const { selected, chosen, allChosen, toggle, toggleAll, clear } = useSelection(items.map((i) => i.id));
  const [ask, setAsk] = useState<(TDecisionAsk & { ids: number[]; single: boolean }) | null>(null);
  const [results, setResults] = useState<TBulkResultRow[] | null>(null);

  const nameOf = (i: TOvertimeInboxItem) => nameIn(ar, i.userName, i.userNameAr);
  const line = (i: TOvertimeInboxItem) =>
    t('overtime.inbox.summary', { name: nameOf(i), date: dateLabel(i.workDate), span: spanLabel(i.from, i.to, lang), hours: hoursOf(i.minutes) });
  const askOne: TDecide = (i, decision) =>
    setAsk({ decision, ids: [i.id], single: true, title: decision === 'approve' ? t('overtime.inbox.approveTitle') : t('overtime.inbox.rejectTitle'), lines: [line(i)] });
  const askMany = (decision: TDecision) => {
    const rows = items.filter((i) => chosen.includes(i.id));
    setAsk({
      decision,
      ids: rows.map((i) => i.id),
      single: false,
      title: decision === 'approve' ? t('overtime.inbox.bulkApproveTitle', { count: rows.length }) : t('overtime.inbox.bulkRejectTitle', { count: rows.length }),
      lines: rows.map(line),
    });
  };

  const confirm = (comment: string) => {
    if (!ask) return;
    const { decision, ids } = ask;
    if (ask.single) {
      decide.mutate(
        { id: ids[0], decision: KIND[decision], comment },
        {
          onSuccess: () => {
            notify(decision === 'approve' ? t('overtime.inbox.approved') : t('overtime.inbox.rejected'), 'success');
            setAsk(null);
          },
          onError: (e) => {
            notify(errorMessage(t, e));
            if (isApiError(e) && e.code === 'ALREADY_DECIDED') setAsk(null);
          },
        },
      );
      return;
    }
    const labels = new Map(items.map((i) => [i.id, line(i)]));
    bulk.mutate(
      { ids, decision: KIND[decision], comment },
      {
        onSuccess: (res) => {
          setResults(
            res.results.map((r) => ({
              id: r.id,
              label: labels.get(r.id) ?? `#${r.id}`,
              ok: r.ok,
              reason: r.ok ? null : r.code && isErrorCode(r.code) ? t(`errors.${r.code}`) : t('errors.INTERNAL'),
            })),
          );
          clear();
          setAsk(null);
        },
        onError: (e) => notify(errorMessage(t, e)),
      },
    );
  };

  const employee = (i: TOvertimeInboxItem) => (
    <>
      <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
        {nameOf(i)}
      </Typography>
      <Typography variant="body2" sx={muted} dir="ltr" component="div">
        {i.userId}
      </Typography>
      {i.asDelegateOfName && (
        <Chip size="small" variant="outlined" color="info" sx={{ mt: 0.5 }} label={t('overtime.inbox.asDelegateOf', { name: nameIn(ar, i.asDelegateOfName, i.asDelegateOfNameAr) })} data-testid="overtime-as-delegate" />
      )}
    </>
  );
  const when = (i: TOvertimeInboxItem) => (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {dateLabel(i.workDate)}
      </Box>
      <Typography variant="body2" sx={muted}>
        {t(`overtime.dayKinds.${i.dayKind}`)}
      </Typography>
    </>
  );
  const span = (i: TOvertimeInboxItem) => (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {spanLabel(i.from, i.to, lang)}
      </Box>
      {endsNextDay(i.from, i.to) && (
        <Typography variant="body2" sx={muted}>
          {t('overtime.nextDay')}
        </Typography>
      )}
    </>
  );
  const hours = (i: TOvertimeInboxItem) => (
    <>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {hoursOf(i.minutes)}
      </Box>
      {i.nightMinutes > 0 && (
        <Typography variant="body2" sx={{ ...muted, whiteSpace: 'nowrap' }}>
          {t('overtime.nightHours', { hours: hoursOf(i.nightMinutes) })}
        </Typography>
      )}
    </>
  );
  const clock = (v: string) => formatDateTime(v, lang, timeZone).slice(11);
  const attendance = (i: TOvertimeInboxItem) => (
    <>
      {i.dayFirstIn || i.dayLastOut ? (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }} dir="ltr">
          {i.dayFirstIn ? clock(i.dayFirstIn) : '—'} – {i.dayLastOut ? clock(i.dayLastOut) : '—'}
        </Box>
      ) : (
        <Typography variant="body2" component="span" sx={muted}>
          {t('overtime.inbox.noAttendance')}
        </Typography>
      )}
      {i.outsideAttendance && (
        <Chip
          size="small"
          color="warning"
          icon={<WarningIcon />}
          label={t('overtime.outside')}
          title={t('overtime.outsideHint')}
          sx={{ mt: 0.5, display: 'flex', width: 'fit-content' }}
          data-testid="overtime-outside"
        />
      )}
    </>
  );
  const buttons = (i: TOvertimeInboxItem, words: boolean) => {
    const name = nameOf(i);
    const approve = { 'aria-label': t('overtime.inbox.approveNamed', { name }), onClick: () => askOne(i, 'approve') };
    const reject = { 'aria-label': t('overtime.inbox.rejectNamed', { name }), onClick: () => askOne(i, 'reject') };
    if (words)
      return (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="success" startIcon={<CheckIcon />} {...approve} data-testid="overtime-approve">
            {t('overtime.inbox.approve')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<CloseIcon />} {...reject} data-testid="overtime-reject">
            {t('overtime.inbox.reject')}
          </Button>
        </Stack>
      );
    return (
      <>
        <IconButton color="success" title={t('overtime.inbox.approve')} {...approve} data-testid="overtime-approve">
          <CheckIcon />
        </IconButton>
        <IconButton color="error" title={t('overtime.inbox.reject')} {...reject} data-testid="overtime-reject">
          <CloseIcon />
        </IconButton>
      </>
    );
  };
  const selectBox = (i: TOvertimeInboxItem, sx?: object) => (
    <Checkbox checked={selected.has(i.id)} onChange={() => toggle(i.id)} slotProps={{ input: { 'aria-label': t('overtime.inbox.selectOne', { name: nameOf(i) }) } }} sx={sx} />
  );
  const card = (i: TOvertimeInboxItem) => {
    const fact = (label: string, value: ReactNode) => (
      <Box sx={{ display: 'grid', gridTemplateColumns: '40% 1fr', gap: 1, py: 0.25 }}>
        <Typography variant="body2" component="dt" sx={muted}>
          {label}
        </Typography>
        <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
          {value}
        </Box>
      </Box>
    );
    return (
      <Paper key={i.id} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none', bgcolor: selected.has(i.id) ? 'action.selected' : undefined }} data-testid="overtime-inbox-row" data-id={i.id}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          {selectBox(i, { mt: -0.75, marginInlineStart: '-8px' })}
          <Box sx={{ minWidth: 0, flex: 1 }}>{employee(i)}</Box>
        </Box>
        <Box component="dl" sx={{ my: 1 }}>
          {fact(t('overtime.columns.date'), when(i))}
          {fact(t('overtime.columns.span'), span(i))}
          {fact(t('overtime.columns.hours'), hours(i))}
          {fact(t('overtime.columns.attendance'), attendance(i))}
          {fact(t('overtime.columns.reason'), i.reason)}
        </Box>
        {buttons(i, true)}
      </Paper>
    );
  };

  return (
    <>
      <BulkDecisionBar
        count={chosen.length}
        labels={{ selected: t('overtime.inbox.selected', { count: chosen.length }), approveSelected: t('overtime.inbox.approveSelected'), rejectSelected: t('overtime.inbox.rejectSelected') }}
        onDecide={askMany}
      />
      <BulkResults
        results={results}
        labels={{
          summary: (ok, total) => t('overtime.inbox.resultsSummary', { ok, total }),
          ok: t('overtime.inbox.resultOk'),
          failed: (reason) => t('overtime.inbox.resultFailed', { reason }),
          dismiss: t('overtime.inbox.dismiss'),
        }}
        onClose={() => setResults(null)}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame
          query={query}
          label={t('overtime.inbox.tableLabel')}
          count={items.length}
          empty={{ text: t('overtime.inbox.empty'), testId: 'overtime-inbox-empty' }}
          pagination={paging.pagination(query.data?.total ?? 0)}
        >
          {phone ? (
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={t('overtime.inbox.tableLabel')}>
              {items.map(card)}
            </Stack>
          ) : (
            <Table size="small" aria-label={t('overtime.inbox.tableLabel')} sx={{ minWidth: 900 }}>
              <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allChosen}
                      indeterminate={chosen.length > 0 && !allChosen}
                      disabled={!items.length}
                      onChange={toggleAll}
                      slotProps={{ input: { 'aria-label': t('overtime.inbox.selectAll') } }}
                    />
                  </TableCell>
                  <TableCell>{t('overtime.columns.employee')}</TableCell>
                  <TableCell>{t('overtime.columns.date')}</TableCell>
                  <TableCell>{t('overtime.columns.span')}</TableCell>
                  <TableCell>{t('overtime.columns.hours')}</TableCell>
                  <TableCell>{t('overtime.columns.attendance')}</TableCell>
                  <TableCell>{t('overtime.columns.reason')}</TableCell>
                  <TableCell>{t('overtime.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((i) => (
                  <TableRow key={i.id} hover selected={selected.has(i.id)} data-testid="overtime-inbox-row" data-id={i.id}>
                    <TableCell padding="checkbox">{selectBox(i)}</TableCell>
                    <TableCell sx={{ minWidth: 150 }}>{employee(i)}</TableCell>
                    <TableCell>{when(i)}</TableCell>
                    <TableCell>{span(i)}</TableCell>
                    <TableCell>{hours(i)}</TableCell>
                    <TableCell sx={{ minWidth: 150 }}>{attendance(i)}</TableCell>
                    <TableCell sx={{ minWidth: 140, maxWidth: 220, overflowWrap: 'anywhere' }}>{i.reason}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{buttons(i, false)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </PagedTableFrame>
      </Paper>
      <DecisionDialog
        ask={ask}
        pending={decide.isPending || bulk.isPending}
        labels={{ comment: t('overtime.inbox.comment'), commentHint: t('overtime.inbox.commentHint'), approve: t('overtime.inbox.approve'), reject: t('overtime.inbox.reject') }}
        onConfirm={confirm}
        onClose={() => {
          setAsk(null);
          decide.reset();
        }}
        testId="overtime-decision-dialog"
      />
    </>
  );
}
