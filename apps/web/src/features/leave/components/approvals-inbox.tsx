import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isErrorCode, type TInboxItem } from '@hr/shared';
import { BulkDecisionBar, BulkResults, type TBulkResultRow } from '@/components/bulk-decision-bar';
import { DecisionDialog, type TDecisionAsk } from '@/components/decision-dialog';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { useNotify } from '@/hooks/use-notify';
import { usePaging } from '@/hooks/use-paging';
import { useSelection } from '@/hooks/use-selection';
import { errorMessage } from '@/lib/errors';
import { isApiError } from '@/lib/api-client';
import { useBulkDecide, useDecide, useInbox } from '../api/approvals-api';
import { BalanceAfter, DecisionButtons, EmployeeInfo, HandoverInfo, InboxCard, OthersOut, TypeInfo } from './inbox-item-parts';
import { dateRange, personName, typeName } from '@/lib/names';

/**
 * The approvals inbox: each waiting request with what the approver needs (balance after approval,
 * the substitute's answer, who else is out then, whose inbox it comes from), decided one by one
 * or several at once with per-row results. A sideways-scrolling table on phones.
 */
export function ApprovalsInbox() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const paging = usePaging(25);
  const query = useInbox(paging.page, paging.pageSize);
  const decide = useDecide();
  const bulk = useBulkDecide();
  const items = query.data?.items ?? [];
  const { selected, chosen, allChosen, toggle, toggleAll, clear } = useSelection(items.map((i) => i.request.id));
  const [ask, setAsk] = useState<(TDecisionAsk & { ids: number[]; single: boolean }) | null>(null);
  const [results, setResults] = useState<TBulkResultRow[] | null>(null);

  const nameOf = (i: TInboxItem) => personName(i.request.employee, ar);
  const line = (i: TInboxItem) =>
    t('approvals.inbox.summary', {
      name: nameOf(i),
      type: typeName(i.request.leaveType, ar),
      dates: dateRange(i.request.startDate, i.request.endDate),
      days: i.request.countOfDays,
    });

  const askOne = (i: TInboxItem, decision: 'approve' | 'reject') =>
    setAsk({ decision, ids: [i.request.id], single: true, title: decision === 'approve' ? t('approvals.inbox.approveTitle') : t('approvals.inbox.rejectTitle'), lines: [line(i)] });
  const askMany = (decision: 'approve' | 'reject') => {
    const rows = items.filter((i) => chosen.includes(i.request.id));
    setAsk({
      decision,
      ids: rows.map((i) => i.request.id),
      single: false,
      title: decision === 'approve' ? t('approvals.inbox.bulkApproveTitle', { count: rows.length }) : t('approvals.inbox.bulkRejectTitle', { count: rows.length }),
      lines: rows.map(line),
    });
  };

  const confirm = (comment: string) => {
    if (!ask) return;
    const { decision, ids } = ask;
    if (ask.single) {
      decide.mutate(
        { id: ids[0], decision, comment },
        {
          onSuccess: () => {
            notify(decision === 'approve' ? t('approvals.inbox.approved') : t('approvals.inbox.rejected'), 'success');
            setAsk(null);
          },
          onError: (e) => {
            notify(errorMessage(t, e));
            // The list is refreshed (onSettled); a request someone else decided is gone from it.
            if (isApiError(e) && e.code === 'ALREADY_DECIDED') setAsk(null);
          },
        },
      );
      return;
    }
    const labels = new Map(items.map((i) => [i.request.id, `${nameOf(i)} · ${typeName(i.request.leaveType, ar)} · ${dateRange(i.request.startDate, i.request.endDate)}`]));
    bulk.mutate(
      { ids, decision, comment },
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

  return (
    <>
      <BulkDecisionBar
        count={chosen.length}
        labels={{ selected: t('approvals.inbox.selected', { count: chosen.length }), approveSelected: t('approvals.inbox.approveSelected'), rejectSelected: t('approvals.inbox.rejectSelected') }}
        onDecide={askMany}
      />
      <BulkResults
        results={results}
        labels={{
          summary: (ok, total) => t('approvals.inbox.resultsSummary', { ok, total }),
          ok: t('approvals.inbox.resultOk'),
          failed: (reason) => t('approvals.inbox.resultFailed', { reason }),
          dismiss: t('approvals.inbox.dismiss'),
        }}
        onClose={() => setResults(null)}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame
          query={query}
          label={t('approvals.inbox.tableLabel')}
          count={items.length}
          empty={{ text: t('approvals.inbox.empty'), testId: 'inbox-empty' }}
          pagination={paging.pagination(query.data?.total ?? 0)}
        >
          {phone ? (
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={t('approvals.inbox.tableLabel')}>
              {items.map((i) => (
                <InboxCard key={i.request.id} item={i} selected={selected.has(i.request.id)} onToggle={() => toggle(i.request.id)} onDecide={askOne} />
              ))}
            </Stack>
          ) : (
          <Table size="small" aria-label={t('approvals.inbox.tableLabel')} sx={{ minWidth: 1080 }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChosen}
                    indeterminate={chosen.length > 0 && !allChosen}
                    disabled={!items.length}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': t('approvals.inbox.selectAll') } }}
                  />
                </TableCell>
                <TableCell>{t('approvals.inbox.employee')}</TableCell>
                <TableCell>{t('approvals.inbox.type')}</TableCell>
                <TableCell>{t('approvals.inbox.dates')}</TableCell>
                <TableCell align="right">{t('approvals.inbox.days')}</TableCell>
                <TableCell align="right">{t('approvals.inbox.balanceAfter')}</TableCell>
                <TableCell>{t('approvals.inbox.handover')}</TableCell>
                <TableCell>{t('approvals.inbox.othersOut')}</TableCell>
                <TableCell>{t('approvals.inbox.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((i) => {
                const r = i.request;
                const name = nameOf(i);
                return (
                  <TableRow key={r.id} hover selected={selected.has(r.id)} data-testid={`inbox-row-${r.id}`}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(r.id)}
                        onChange={() => toggle(r.id)}
                        slotProps={{ input: { 'aria-label': t('approvals.inbox.selectOne', { name }) } }}
                      />
                    </TableCell>
                    <TableCell sx={{ minWidth: 180 }}>
                      <EmployeeInfo item={i} />
                    </TableCell>
                    <TableCell>
                      <TypeInfo item={i} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <span dir="ltr">{dateRange(r.startDate, r.endDate)}</span>
                    </TableCell>
                    <TableCell align="right">{r.countOfDays}</TableCell>
                    <TableCell align="right" data-testid="balance-after">
                      <BalanceAfter item={i} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }} data-testid="handover">
                      <HandoverInfo item={i} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 200 }} data-testid="others-out">
                      <OthersOut item={i} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <DecisionButtons item={i} onDecide={askOne} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          )}
        </PagedTableFrame>
      </Paper>
      <DecisionDialog
        ask={ask}
        pending={decide.isPending || bulk.isPending}
        labels={{ comment: t('approvals.inbox.comment'), commentHint: t('approvals.inbox.commentHint'), approve: t('approvals.inbox.approve'), reject: t('approvals.inbox.reject') }}
        onConfirm={confirm}
        onClose={() => {
          setAsk(null);
          decide.reset();
        }}
      />
    </>
  );
}
