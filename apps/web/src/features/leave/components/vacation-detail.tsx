import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { TLeaveDetail } from '@hr/shared';
import { spanLabel } from '@/lib/time-span';
import { formatDate, formatDateTime } from '@/lib/format';
import { useNotify } from '@/hooks/use-notify';
import { useUser } from '@/lib/auth';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';
import { downloadFile, useLeaveAction, useSetChronicIllness, type TLeaveAction } from '../api/vacations-api';
import { LeaveStateChip } from './leave-state-chip';
import { useLeaveNames } from './leave-words';
import { VacationActionDialog } from './vacation-action-dialog';
import { ChangeLeaveDialog } from './change-leave-dialog';
import { HijriDate } from '@/components/hijri-date';

const HANDOVER_COLOURS = { pending: 'default', accepted: 'success', declined: 'error' } as const;

/** /vacations/:id: every field, the state and whose step it waits on, the timeline, and the allowed actions. */
export function VacationDetail({ detail }: { detail: TLeaveDetail }) {
  const { t } = useTranslation();
  const { named, person, lang } = useLeaveNames();
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const user = useUser();
  const { request: r, events, can } = detail;
  const act = useLeaveAction(r.id);
  const [action, setAction] = useState<TLeaveAction | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const chronic = useSetChronicIllness(r.id);
  const isHr = user.roles.some((x) => x === 'hr' || x === 'admin');
  const mine = r.employee.id === user.id || r.filedBy?.id === user.id;
  const none = t('vacations.detail.none');

  const open = (a: TLeaveAction) => {
    setActionError(null);
    act.reset();
    setAction(a);
  };
  const confirm = (comment: string) => {
    if (!action) return;
    const a = action;
    act.mutate(
      { action: a, comment },
      {
        onSuccess: () => {
          notify(t(`vacations.detail.done.${a}`), 'success');
          setAction(null);
        },
        onError: (e) => {
          // Someone else decided first: say so and show the fresh state (the query refreshes).
          if (isApiError(e) && (e.code === 'ALREADY_DECIDED' || e.code === 'NOT_CANCELLABLE')) {
            notify(errorMessage(t, e), 'warning');
            setAction(null);
          } else setActionError(errorMessage(t, e));
        },
      },
    );
  };
  const download = async () => {
    try {
      await downloadFile(`/leave/requests/${r.id}/attachment`, {}, 'attachment');
    } catch (e) {
      notify(errorMessage(t, e));
    }
  };

  const who = (p: { EmpCode: number; FullName: string; fullNameAr: string } | null) =>
    p ? (
      <>
        {person(p)}{' '}
        <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
          {screenDigits(p.EmpCode)}
        </Box>
      </>
    ) : (
      none
    );
  const ltr = (text: string) => (
    <Box component="span" dir="ltr">
      {text}
    </Box>
  );
  const rows: [string, ReactNode, string][] = [
    [t('vacations.detail.employee'), who(r.employee), 'employee'],
    [t('vacations.detail.type'), named(r.leaveType), 'type'],
    [
      t('vacations.detail.dates'),
      <>
        {r.startDate === r.endDate ? ltr(formatDate(r.startDate)) : t('vacations.detail.dateRange', { start: formatDate(r.startDate), end: formatDate(r.endDate) })}
        <HijriDate date={r.startDate} end={r.endDate} block />
      </>,
      'dates',
    ],
    [t('vacations.detail.days'), `${r.countOfDays}${r.halfDay !== 'none' ? ` (${t(`leave.halfDay.${r.halfDay}`)})` : ''}${r.hours ? ` (${spanLabel(r.hours.from, r.hours.to, lang)})` : ''}`, 'days'],
    [t('vacations.detail.state'), <LeaveStateChip key="s" state={r.state} />, 'state'],
  ];
  if (r.state === 'requested' && r.step)
    rows.push([
      t('vacations.detail.waitingOn'),
      // The approver and what they are to the person ("Sara Ali (line manager)"), so whoever sees it knows who decides.
      r.approver
        ? r.approverRole && r.approverRole !== 'person'
          ? t('vacations.detail.waitingOnNamed', { step: t(`approvalChains.roles.${r.approverRole}`), name: person(r.approver) })
          : t('vacations.detail.waitingOnNamed', { step: t(`leave.steps.${r.step}`), name: person(r.approver) })
        : t(`leave.steps.${r.step}`),
      'waiting',
    ]);
  // The event a type counted in times is for (Labour Law Arts 54, 128, 130).
  if (r.eventDate) rows.push([t('vacations.form.eventDate'), ltr(formatDate(r.eventDate)), 'event-date']);
  rows.push([t('vacations.detail.handover'), who(r.handover), 'handover']);
  if (r.handover && r.handoverState)
    rows.push([
      t('vacations.detail.handoverAnswer'),
      <Chip key="h" size="small" variant="outlined" color={HANDOVER_COLOURS[r.handoverState]} label={t(`leave.handoverStates.${r.handoverState}`)} />,
      'handover-state',
    ]);
  rows.push(
    [t('vacations.detail.shift'), r.shift ? named(r.shift) : none, 'shift'],
    [t('vacations.detail.reason'), r.reason || none, 'reason'],
    [
      t('vacations.detail.attachment'),
      r.hasAttachment ? (
        <Button key="a" size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} data-testid="vacation-attachment">
          {t('vacations.detail.download')}
        </Button>
      ) : (
        none
      ),
      'attachment',
    ],
  );
  // Sick leave (Art 131 ¶1): a chronic illness HR confirmed with its medical paper is at full pay until recovery.
  if (r.sick && (r.state === 'approved' || r.state === 'requested'))
    rows.push([
      t('vacations.detail.chronic.label'),
      <Box key="ch" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <span>{t(r.sick.chronic ? 'vacations.detail.chronic.confirmed' : 'vacations.detail.chronic.no')}</span>
        {isHr && (
          <Button
            size="small"
            variant="outlined"
            disabled={chronic.isPending}
            sx={{ minHeight: { xs: 44, sm: 'auto' } }}
            onClick={() =>
              chronic.mutate(!r.sick!.chronic, {
                onSuccess: (x) => notify(t(x.sick?.chronic ? 'vacations.detail.chronic.doneConfirm' : 'vacations.detail.chronic.doneWithdraw'), 'success'),
                onError: (e) => notify(errorMessage(t, e)),
              })
            }
            data-testid="vacation-chronic"
          >
            {t(r.sick.chronic ? 'vacations.detail.chronic.withdraw' : 'vacations.detail.chronic.confirm')}
          </Button>
        )}
      </Box>,
      'chronic',
    ]);
  if (r.filedBy && r.filedBy.id !== r.employee.id) rows.push([t('vacations.detail.filedBy'), who(r.filedBy), 'filed-by']);
  rows.push(
    [t('vacations.detail.createdAt'), <time key="c" dateTime={r.createdAt}>{formatDateTime(r.createdAt, lang, timeZone)}</time>, 'created'],
    [t('vacations.detail.updatedAt'), <time key="u" dateTime={r.updatedAt}>{formatDateTime(r.updatedAt, lang, timeZone)}</time>, 'updated'],
  );

  const buttons: { a: TLeaveAction; show: boolean; variant: 'contained' | 'outlined'; color: 'primary' | 'error' }[] = [
    { a: 'approve', show: can.approve, variant: 'contained', color: 'primary' },
    { a: 'reject', show: can.approve, variant: 'outlined', color: 'error' },
    { a: 'accept', show: can.answerHandover, variant: 'contained', color: 'primary' },
    { a: 'decline', show: can.answerHandover, variant: 'outlined', color: 'error' },
    { a: 'cancel', show: can.cancel, variant: 'outlined', color: 'error' },
  ];
  const shown = buttons.filter((b) => b.show);
  const change = r.change;
  const changeText = change
    ? t(`vacations.detail.change.${change.kind === 'cancel' ? 'pendingCancel' : change.kind === 'to_annual' ? 'pendingToAnnual' : 'pendingShorten'}${mine ? '' : 'Other'}`, {
        reason: change.reason,
        date: change.endDate ? formatDate(change.endDate) : '',
      })
    : null;

  return (
    <Stack spacing={3} data-testid="vacation-detail">
      {changeText && (
        <Alert severity="info" data-testid="vacation-change-pending">
          {changeText}
        </Alert>
      )}
      {(shown.length > 0 || can.requestChange) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {shown.map((b) => (
            <Button key={b.a} variant={b.variant} color={b.color} onClick={() => open(b.a)} data-testid={`vacation-${b.a}`}>
              {t(`vacations.detail.actions.${b.a}`)}
            </Button>
          ))}
          {can.requestChange && (
            <Button variant="outlined" onClick={() => setChanging(true)} data-testid="vacation-change">
              {t(r.sick ? 'vacations.detail.change.buttonSick' : 'vacations.detail.change.button')}
            </Button>
          )}
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1.5 } }}
        >
          {rows.map(([label, value, id]) => (
            <Box key={id} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: id === 'reason' ? 'pre-wrap' : undefined }} data-testid={`detail-${id}`}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="vacation-timeline" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="vacation-timeline" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 2 }}>
          {t('vacations.detail.timeline')}
        </Typography>
        {events.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('vacations.detail.timelineEmpty')}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="vacation-timeline">
            {events.map((e, i) => (
              <Box
                component="li"
                key={e.id}
                sx={{
                  position: 'relative',
                  pl: 3,
                  pb: i === events.length - 1 ? 0 : 2.5,
                  '&::before': { content: '""', position: 'absolute', left: 4, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' },
                  '&::after':
                    i === events.length - 1
                      ? undefined
                      : { content: '""', position: 'absolute', left: 8, top: 20, bottom: 0, width: 2, bgcolor: 'divider' },
                }}
                data-testid="timeline-event"
              >
                <Typography sx={{ fontWeight: 600 }}>{t(`vacations.detail.events.${e.action}`)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <Box component="time" dateTime={e.createdAt}>
                    {formatDateTime(e.createdAt, lang, timeZone)}
                  </Box>
                  {e.actor && ` · ${t('vacations.detail.by', { name: person(e.actor) })}`}
                  {e.onBehalfOf && ` · ${t('vacations.detail.onBehalfOf', { name: person(e.onBehalfOf) })}`}
                </Typography>
                {e.comment && (
                  <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {e.comment}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Paper>
      {can.requestChange && <ChangeLeaveDialog request={r} open={changing} onClose={() => setChanging(false)} />}
      <VacationActionDialog action={action} pending={act.isPending} error={actionError} onConfirm={confirm} onClose={() => setAction(null)} />
    </Stack>
  );
}
