import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
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
import { useTranslation } from 'react-i18next';
import { formatDateTime, isErrorCode, type TAttendanceIssue } from '@hr/shared';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { useNotify } from '@/hooks/use-notify';
import { usePaging } from '@/hooks/use-paging';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { errorMessage } from '@/lib/errors';
import { useDecideAttendanceIssues, useIssueInbox } from '../api/attendance-issues-api';
import { IssueDecisionDialog, type TIssueAsk } from './issue-decision-dialog';
import { CardFact } from '@/components/card-fact';

interface TResultRow {
  id: number;
  label: string;
  ok: boolean;
  reason: string | null;
}
type TDecide = (item: TAttendanceIssue, decision: 'approve' | 'reject') => void;
const muted = { color: 'text.secondary' } as const;

/** The person's events of that work day, as chips with their times (oldest first). */
function DayEvents({ item }: { item: TAttendanceIssue }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = usePublicSettings();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  if (item.dayEvents.length === 0)
    return (
      <Typography variant="body2" component="span" sx={muted}>
        {t('attendanceIssues.inbox.noEvents')}
      </Typography>
    );
  return (
    <Stack component="ul" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }} data-testid="issue-day-events">
      {item.dayEvents.map((e, k) => (
        <li key={k}>
          <Chip
            size="small"
            variant="outlined"
            color={e.type === 'in' ? 'primary' : 'default'}
            label={`${t(`attendance.types.${e.type}`)} ${formatDateTime(e.at, lang, timeZone).slice(11)}`}
          />
        </li>
      ))}
    </Stack>
  );
}

function DecisionButtons({ item, onDecide, name, words = false }: { item: TAttendanceIssue; onDecide: TDecide; name: string; words?: boolean }) {
  const { t } = useTranslation();
  const approve = { 'aria-label': t('attendanceIssues.inbox.approveNamed', { name }), onClick: () => onDecide(item, 'approve') };
  const reject = { 'aria-label': t('attendanceIssues.inbox.rejectNamed', { name }), onClick: () => onDecide(item, 'reject') };
  if (words)
    return (
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} {...approve}>
          {t('attendanceIssues.inbox.approve')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} {...reject}>
          {t('attendanceIssues.inbox.reject')}
        </Button>
      </Stack>
    );
  return (
    <>
      <IconButton color="success" title={t('attendanceIssues.inbox.approve')} {...approve}>
        <CheckIcon />
      </IconButton>
      <IconButton color="error" title={t('attendanceIssues.inbox.reject')} {...reject}>
        <CloseIcon />
      </IconButton>
    </>
  );
}

/**
 * /team/attisuaprv: the attendance issues waiting on HR (everyone) or site HR (their sites), each
 * with the person's events of that day, decided one by one or several at once with per-row
 * results. Cards on a phone.
 */
export function IssueInbox() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const lang = ar ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const paging = usePaging(25);
  const query = useIssueInbox(paging.page, paging.pageSize);
  const decide = useDecideAttendanceIssues();
  const items = query.data?.items ?? [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [ask, setAsk] = useState<(TIssueAsk & { single: boolean }) | null>(null);
  const [results, setResults] = useState<TResultRow[] | null>(null);

  const onPage = items.map((i) => i.id);
  const chosen = onPage.filter((id) => selected.has(id));
  const allChosen = onPage.length > 0 && chosen.length === onPage.length;
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const nameOf = (i: TAttendanceIssue) => (ar ? i.userNameAr || i.userName : i.userName);
  const when = (i: TAttendanceIssue) => formatDateTime(i.eventTime, lang, timeZone);
  const line = (i: TAttendanceIssue) => t('attendanceIssues.inbox.summary', { name: nameOf(i), type: t(`attendance.types.${i.eventType}`), time: when(i) });

  const askOne: TDecide = (i, decision) =>
    setAsk({
      decision,
      ids: [i.id],
      single: true,
      title: decision === 'approve' ? t('attendanceIssues.inbox.approveTitle') : t('attendanceIssues.inbox.rejectTitle'),
      lines: [line(i)],
    });
  const askMany = (decision: 'approve' | 'reject') => {
    const rows = items.filter((i) => chosen.includes(i.id));
    setAsk({
      decision,
      ids: rows.map((i) => i.id),
      single: false,
      title: decision === 'approve' ? t('attendanceIssues.inbox.bulkApproveTitle', { count: rows.length }) : t('attendanceIssues.inbox.bulkRejectTitle', { count: rows.length }),
      lines: rows.map(line),
    });
  };

  const reasonOf = (code: string | null) => (code && isErrorCode(code) ? t(`errors.${code}`) : t('errors.INTERNAL'));
  const confirm = (comment: string) => {
    if (!ask) return;
    const { decision, ids, single } = ask;
    const labels = new Map(items.map((i) => [i.id, line(i)]));
    decide.mutate(
      { ids, decision, comment },
      {
        onSuccess: (res) => {
          setAsk(null);
          setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
          if (single) {
            const r = res.results[0];
            if (r?.ok) notify(decision === 'approve' ? t('attendanceIssues.inbox.approved') : t('attendanceIssues.inbox.rejected'), 'success');
            else notify(reasonOf(r?.code ?? null));
            return;
          }
          setResults(res.results.map((r) => ({ id: r.id, label: labels.get(r.id) ?? `#${r.id}`, ok: r.ok, reason: r.ok ? null : reasonOf(r.code) })));
        },
        onError: (e) => notify(errorMessage(t, e)),
      },
    );
  };

  const okCount = results?.filter((r) => r.ok).length ?? 0;
  const fact = (label: string, value: ReactNode) => <CardFact label={label}>{value}</CardFact>;
  const person = (i: TAttendanceIssue) => (
    <>
      <Box sx={{ fontWeight: 500 }}>{nameOf(i)}</Box>
      <Typography variant="body2" sx={muted} component="div">
        <span dir="ltr">{i.userId}</span>
        {i.Department && ` · ${ar ? i.DepartmentAr || i.Department : i.Department}`}
      </Typography>
    </>
  );
  const time = (i: TAttendanceIssue) => (
    <Box component="time" dateTime={i.eventTime} sx={{ whiteSpace: 'nowrap' }}>
      {when(i)}
    </Box>
  );
  const filedBy = (i: TAttendanceIssue) => (ar ? i.filedByNameAr || i.filedByName : i.filedByName);

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography role="status" sx={{ color: 'text.secondary', minWidth: 100 }} data-testid="issue-inbox-selected">
          {t('attendanceIssues.inbox.selected', { count: chosen.length })}
        </Typography>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={!chosen.length} onClick={() => askMany('approve')}>
          {t('attendanceIssues.inbox.approveSelected')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={!chosen.length} onClick={() => askMany('reject')}>
          {t('attendanceIssues.inbox.rejectSelected')}
        </Button>
      </Stack>
      {results && (
        <Alert
          severity={okCount === results.length ? 'success' : 'warning'}
          sx={{ mb: 2 }}
          onClose={() => setResults(null)}
          slotProps={{ closeButton: { 'aria-label': t('attendanceIssues.inbox.dismiss') } }}
          data-testid="issue-bulk-results"
        >
          <AlertTitle>{t('attendanceIssues.inbox.resultsSummary', { ok: okCount, total: results.length })}</AlertTitle>
          <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
            {results.map((r) => (
              <li key={r.id} data-testid={`issue-bulk-result-${r.id}`}>
                {r.label}: <strong>{r.ok ? t('attendanceIssues.inbox.resultOk') : t('attendanceIssues.inbox.resultFailed', { reason: r.reason })}</strong>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame
          query={query}
          label={t('attendanceIssues.inbox.tableLabel')}
          count={items.length}
          empty={{ text: t('attendanceIssues.inbox.empty'), testId: 'issue-inbox-empty' }}
          pagination={paging.pagination(query.data?.total ?? 0)}
        >
          {phone ? (
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={t('attendanceIssues.inbox.tableLabel')}>
              {items.map((i) => (
                <Paper
                  key={i.id}
                  component="li"
                  variant="outlined"
                  sx={{ p: 1.5, listStyle: 'none', bgcolor: selected.has(i.id) ? 'action.selected' : undefined }}
                  data-testid={`issue-row-${i.id}`}
                >
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <Checkbox
                      checked={selected.has(i.id)}
                      onChange={() => toggle(i.id)}
                      slotProps={{ input: { 'aria-label': t('attendanceIssues.inbox.selectOne', { name: nameOf(i) }) } }}
                      sx={{ mt: -0.75, marginInlineStart: '-8px' }}
                    />
                    <Box sx={{ minWidth: 0, flex: 1 }}>{person(i)}</Box>
                  </Box>
                  <Box component="dl" sx={{ my: 1 }}>
                    {fact(t('attendanceIssues.inbox.type'), t(`attendance.types.${i.eventType}`))}
                    {fact(t('attendanceIssues.inbox.time'), time(i))}
                    {fact(t('attendanceIssues.inbox.reason'), i.reason || '—')}
                    {fact(t('attendanceIssues.inbox.filedBy'), filedBy(i))}
                    {fact(t('attendanceIssues.inbox.dayEvents'), <DayEvents item={i} />)}
                  </Box>
                  <DecisionButtons item={i} onDecide={askOne} name={nameOf(i)} words />
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table size="small" aria-label={t('attendanceIssues.inbox.tableLabel')} sx={{ minWidth: 1000 }}>
              <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allChosen}
                      indeterminate={chosen.length > 0 && !allChosen}
                      disabled={!onPage.length}
                      onChange={() => setSelected(allChosen ? new Set() : new Set(onPage))}
                      slotProps={{ input: { 'aria-label': t('attendanceIssues.inbox.selectAll') } }}
                    />
                  </TableCell>
                  <TableCell>{t('attendanceIssues.inbox.employee')}</TableCell>
                  <TableCell>{t('attendanceIssues.inbox.type')}</TableCell>
                  <TableCell>{t('attendanceIssues.inbox.time')}</TableCell>
                  <TableCell>{t('attendanceIssues.inbox.reason')}</TableCell>
                  <TableCell>{t('attendanceIssues.inbox.filedBy')}</TableCell>
                  <TableCell>{t('attendanceIssues.inbox.dayEvents')}</TableCell>
                  <TableCell>{t('attendanceIssues.inbox.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((i) => (
                  <TableRow key={i.id} hover selected={selected.has(i.id)} data-testid={`issue-row-${i.id}`} data-employee={i.userId}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(i.id)}
                        onChange={() => toggle(i.id)}
                        slotProps={{ input: { 'aria-label': t('attendanceIssues.inbox.selectOne', { name: nameOf(i) }) } }}
                      />
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>{person(i)}</TableCell>
                    <TableCell>{t(`attendance.types.${i.eventType}`)}</TableCell>
                    <TableCell>{time(i)}</TableCell>
                    <TableCell sx={{ minWidth: 160 }}>{i.reason || '—'}</TableCell>
                    <TableCell sx={{ minWidth: 120 }}>{filedBy(i)}</TableCell>
                    <TableCell sx={{ minWidth: 200 }}>
                      <DayEvents item={i} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <DecisionButtons item={i} onDecide={askOne} name={nameOf(i)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </PagedTableFrame>
      </Paper>
      <IssueDecisionDialog ask={ask} pending={decide.isPending} onConfirm={confirm} onClose={() => setAsk(null)} />
    </>
  );
}
