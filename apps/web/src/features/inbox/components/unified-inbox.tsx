import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { INBOX_KINDS, isErrorCode, type TInboxCounts, type TInboxKind, type TUnifiedInboxItem } from '@hr/shared';
import { BulkDecisionBar, BulkResults, type TBulkResultRow } from '@/components/bulk-decision-bar';
import { DecisionDialog, type TDecisionAsk } from '@/components/decision-dialog';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { useNotify } from '@/hooks/use-notify';
import { usePaging } from '@/hooks/use-paging';
import { useSelection } from '@/hooks/use-selection';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { screenCount } from '@/lib/digits';
import { useInboxDecide, useUnifiedInbox } from '../api/inbox-api';
import { InboxItemCard, isAnswer, useItemLabel } from './inbox-item-card';

type TFilter = TInboxKind | 'all';
const keyOf = (i: Pick<TUnifiedInboxItem, 'kind' | 'id'>) => `${i.kind}:${i.id}`;
const countOf = (c: TInboxCounts | undefined, k: TFilter) => (!c ? 0 : k === 'all' ? c.total : k === 'attendance_issue' ? c.attendanceIssue : k === 'shift_swap' ? c.shiftSwap : c[k]);
/** A decision's question: an approver's, a substitute's answer, or a colleague's answer to a swap. */
const ASK_TITLES = {
  decide: { approve: 'inbox.approveTitle', reject: 'inbox.rejectTitle' },
  handover: { approve: 'inbox.acceptTitle', reject: 'inbox.declineTitle' },
  swap: { approve: 'inbox.swapAcceptTitle', reject: 'inbox.swapDeclineTitle' },
} as const;

/**
 * The one inbox: leave and overtime approvals, handover and shift swap requests and attendance issues, oldest
 * first, filtered by kind; each decided on its card, or several of any kinds at once with one
 * result per item. The list and the counts are asked again every 20 seconds. With `only`, one
 * kind's inbox (the overtime approvals page) without the kind filter.
 */
export function UnifiedInbox({ only }: { only?: TInboxKind }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [kind, setKind] = useState<TFilter>(only ?? 'all');
  const paging = usePaging(25);
  const query = useUnifiedInbox(kind, paging.page, paging.pageSize);
  const decide = useInboxDecide();
  const labelOf = useItemLabel();
  const items = query.data?.items ?? [];
  const counts = query.data?.counts;
  const sel = useSelection(items.map(keyOf));
  const [ask, setAsk] = useState<(TDecisionAsk & { items: TUnifiedInboxItem[]; single: boolean }) | null>(null);
  const [results, setResults] = useState<TBulkResultRow[] | null>(null);

  // Kinds with something waiting, and the one chosen; the others would only show "nothing".
  const kinds = INBOX_KINDS.filter((k) => countOf(counts, k) > 0 || k === kind);

  const askOne = (item: TUnifiedInboxItem, decision: 'approve' | 'reject') => {
    const answer = isAnswer(item);
    const title = ASK_TITLES[answer ? (item.kind === 'shift_swap' ? 'swap' : 'handover') : 'decide'][decision];
    setAsk({ decision, items: [item], single: true, title: t(title), lines: [labelOf(item)], reasonRequired: decision === 'reject' && !answer });
  };
  const askMany = (decision: 'approve' | 'reject') => {
    const chosen = items.filter((i) => sel.selected.has(keyOf(i)));
    setAsk({
      decision,
      items: chosen,
      single: false,
      title: decision === 'approve' ? t('inbox.bulkApproveTitle', { count: chosen.length }) : t('inbox.bulkRejectTitle', { count: chosen.length }),
      lines: chosen.map(labelOf),
      // A rejection says why; a substitute who declines need not.
      reasonRequired: decision === 'reject' && chosen.some((i) => !isAnswer(i)),
    });
  };

  const confirm = (comment: string) => {
    if (!ask) return;
    const { single } = ask;
    const labels = new Map(ask.items.map((i) => [keyOf(i), labelOf(i)]));
    decide.mutate(
      { items: ask.items.map(({ kind, id }) => ({ kind, id })), decision: ask.decision, comment },
      {
        onSuccess: (res) => {
          setAsk(null);
          if (single) {
            const r = res.results[0];
            if (r?.ok) notify(t('inbox.done'), 'success');
            else notify(r?.code && isErrorCode(r.code) ? t(`errors.${r.code}`) : t('errors.INTERNAL'));
            return;
          }
          setResults(
            res.results.map((r) => ({
              id: `${r.kind}-${r.id}`,
              label: labels.get(keyOf(r)) ?? `#${r.id}`,
              ok: r.ok,
              reason: r.ok ? null : r.code && isErrorCode(r.code) ? t(`errors.${r.code}`) : t('errors.INTERNAL'),
            })),
          );
          sel.clear();
        },
        onError: (e) => {
          notify(errorMessage(t, e));
          if (isApiError(e) && e.code === 'ALREADY_DECIDED') setAsk(null);
        },
      },
    );
  };

  return (
    <>
      {!only && (
      <ToggleButtonGroup
        value={kind}
        exclusive
        color="primary"
        size="small"
        aria-label={t('inbox.filterLabel')}
        onChange={(_, v: TFilter | null) => {
          if (!v) return;
          setKind(v);
          paging.setPage(0);
          sel.clear();
        }}
        // One row that scrolls sideways on a phone rather than wrapping into a broken group.
        sx={{ mb: 2, maxWidth: '100%', overflowX: 'auto', '& .MuiToggleButton-root': { whiteSpace: 'nowrap', flexShrink: 0 } }}
      >
        {(['all', ...kinds] as TFilter[]).map((k) => (
          <ToggleButton key={k} value={k} data-testid={`inbox-kind-${k}`} sx={{ px: 1.5, gap: 1.5, '&:not(.Mui-selected)': { color: 'text.primary' } }}>
            {t(`inbox.kinds.${k}`)}
            <Badge badgeContent={screenCount(countOf(counts, k), 999)} color="primary" showZero sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox checked={sel.allChosen} indeterminate={sel.chosen.length > 0 && !sel.allChosen} disabled={!items.length} onChange={sel.toggleAll} />}
          label={t('inbox.selectAll')}
          sx={{ mb: 2 }}
        />
        <BulkDecisionBar
          count={sel.chosen.length}
          labels={{ selected: t('inbox.selected', { count: sel.chosen.length }), approveSelected: t('inbox.approveSelected'), rejectSelected: t('inbox.rejectSelected') }}
          onDecide={askMany}
        />
      </Stack>
      <BulkResults
        results={results}
        labels={{
          summary: (ok, total) => t('inbox.resultsSummary', { ok, total }),
          ok: t('inbox.resultOk'),
          failed: (reason) => t('inbox.resultFailed', { reason }),
          dismiss: t('inbox.dismiss'),
        }}
        onClose={() => setResults(null)}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame
          query={query}
          label={t('inbox.listLabel')}
          count={items.length}
          empty={{ text: kind === 'all' ? t('inbox.empty') : t('inbox.emptyKind'), testId: 'inbox-empty' }}
          pagination={paging.pagination(query.data?.total ?? 0)}
        >
          <Box component="ul" aria-label={t('inbox.listLabel')} sx={{ m: 0, p: { xs: 1, sm: 1.5 }, display: 'grid', gap: 1.5 }} data-testid="unified-inbox">
            {items.map((i) => (
              <InboxItemCard key={keyOf(i)} item={i} selected={sel.selected.has(keyOf(i))} onToggle={() => sel.toggle(keyOf(i))} onDecide={askOne} />
            ))}
          </Box>
        </PagedTableFrame>
      </Paper>
      <DecisionDialog
        ask={ask}
        pending={decide.isPending}
        labels={{ comment: t('inbox.comment'), commentHint: t('inbox.commentHint'), approve: ask?.items.length === 1 && isAnswer(ask.items[0]) ? t('inbox.accept') : t('inbox.approve'), reject: ask?.items.length === 1 && isAnswer(ask.items[0]) ? t('inbox.decline') : t('inbox.reject') }}
        onConfirm={confirm}
        onClose={() => {
          setAsk(null);
          decide.reset();
        }}
      />
    </>
  );
}
