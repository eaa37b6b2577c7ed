import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { useTranslation } from 'react-i18next';
import type { TInboxItem } from '@hr/shared';
import { AppLink } from '@/components/router-link';
import { dateRange, personName, typeName } from '@/lib/names';
import { CardFact } from '@/components/card-fact';

type TDecide = (item: TInboxItem, decision: 'approve' | 'reject') => void;
const muted = { color: 'text.secondary' } as const;

function Muted({ children }: { children: string }) {
  return (
    <Typography variant="body2" component="span" sx={muted}>
      {children}
    </Typography>
  );
}

/** The requester (linking to the request), their company ID, and whose inbox it comes from. */
export function EmployeeInfo({ item }: { item: TInboxItem }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const r = item.request;
  const name = personName(r.employee, ar);
  return (
    <>
      <AppLink to={`/vacations/${r.id}`} aria-label={t('approvals.inbox.openNamed', { name })} sx={{ fontWeight: 500 }}>
        {name}
      </AppLink>
      <Typography variant="body2" sx={muted} dir="ltr" component="div">
        {r.employee.EmpCode}
      </Typography>
      {(item.onBehalfOf || r.step === 'hr') && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {item.onBehalfOf && (
            <Chip size="small" variant="outlined" color="info" label={t('approvals.inbox.onBehalfOf', { name: personName(item.onBehalfOf, ar) })} data-testid="on-behalf-of" />
          )}
          {r.step === 'hr' && <Chip size="small" variant="outlined" label={t('approvals.inbox.hrStep')} />}
        </Stack>
      )}
    </>
  );
}

export function TypeInfo({ item }: { item: TInboxItem }) {
  const { t, i18n } = useTranslation();
  const r = item.request;
  return (
    <>
      {typeName(r.leaveType, i18n.language === 'ar')}
      {r.halfDay !== 'none' && (
        <Typography variant="body2" sx={muted}>
          {t(`leave.halfDay.${r.halfDay}`)}
        </Typography>
      )}
    </>
  );
}

export function BalanceAfter({ item }: { item: TInboxItem }) {
  const { t } = useTranslation();
  if (item.remainingAfter === null) return <Muted>{t('approvals.inbox.noBalance')}</Muted>;
  return (
    <Box component="span" sx={{ fontWeight: 500, color: item.remainingAfter < 0 ? 'error.main' : undefined }}>
      {item.remainingAfter}
    </Box>
  );
}

/** The substitute and their answer; "waiting for the substitute" when approval must wait for it. */
export function HandoverInfo({ item }: { item: TInboxItem }) {
  const { t, i18n } = useTranslation();
  const r = item.request;
  if (!r.handover) return <Muted>{t('approvals.inbox.noHandover')}</Muted>;
  return (
    <>
      <div>{personName(r.handover, i18n.language === 'ar')}</div>
      {item.blockedByHandover ? (
        <Chip size="small" color="warning" icon={<HourglassEmptyIcon />} label={t('approvals.inbox.waitingForSubstitute')} sx={{ mt: 0.5 }} />
      ) : (
        r.handoverState && (
          <Chip
            size="small"
            variant="outlined"
            color={r.handoverState === 'accepted' ? 'success' : r.handoverState === 'declined' ? 'error' : 'default'}
            label={t(`leave.handoverStates.${r.handoverState}`)}
            sx={{ mt: 0.5 }}
          />
        )
      )}
    </>
  );
}

/** Who else in the team is out on those days. */
export function OthersOut({ item }: { item: TInboxItem }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  if (item.othersOut.length === 0) return <Muted>{t('approvals.inbox.nobodyElse')}</Muted>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {item.othersOut.map((o, k) => (
        <Typography component="li" variant="body2" key={k}>
          {personName(o.employee, ar)}{' '}
          <Box component="span" sx={muted}>
            (<span dir="ltr">{dateRange(o.startDate, o.endDate)}</span>
            {ar ? '، ' : ', '}
            {t(`leave.states.${o.state}`)})
          </Box>
        </Typography>
      ))}
    </Box>
  );
}

/** Approve (not while the substitute's answer is awaited) and reject; icons in the table, words on a phone. */
export function DecisionButtons({ item, onDecide, words = false }: { item: TInboxItem; onDecide: TDecide; words?: boolean }) {
  const { t, i18n } = useTranslation();
  const name = personName(item.request.employee, i18n.language === 'ar');
  const approve = { 'aria-label': t('approvals.inbox.approveNamed', { name }), disabled: item.blockedByHandover, onClick: () => onDecide(item, 'approve') };
  const reject = { 'aria-label': t('approvals.inbox.rejectNamed', { name }), onClick: () => onDecide(item, 'reject') };
  if (words)
    return (
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} {...approve}>
          {t('approvals.inbox.approve')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} {...reject}>
          {t('approvals.inbox.reject')}
        </Button>
      </Stack>
    );
  return (
    <>
      <IconButton color="success" title={t('approvals.inbox.approve')} {...approve}>
        <CheckIcon />
      </IconButton>
      <IconButton color="error" title={t('approvals.inbox.reject')} {...reject}>
        <CloseIcon />
      </IconButton>
    </>
  );
}

/** One request as a card (phones): the same facts as a table row, one per line. */
export function InboxCard({ item, selected, onToggle, onDecide }: { item: TInboxItem; selected: boolean; onToggle: () => void; onDecide: TDecide }) {
  const { t, i18n } = useTranslation();
  const r = item.request;
  const name = personName(r.employee, i18n.language === 'ar');
  const fact = (label: string, value: ReactNode, testId?: string) => (
    <CardFact label={label} testId={testId} labelWidth="42%">
      {value}
    </CardFact>
  );
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none', bgcolor: selected ? 'action.selected' : undefined }} data-testid={`inbox-row-${r.id}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': t('approvals.inbox.selectOne', { name }) } }} sx={{ mt: -0.75, marginInlineStart: '-8px' }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <EmployeeInfo item={item} />
        </Box>
      </Box>
      <Box component="dl" sx={{ my: 1 }}>
        {fact(t('approvals.inbox.type'), <TypeInfo item={item} />)}
        {fact(
          t('approvals.inbox.dates'),
          <Box component="span" dir="ltr" sx={{ display: 'inline-block' }}>
            {dateRange(r.startDate, r.endDate)}
          </Box>,
        )}
        {fact(t('approvals.inbox.days'), r.countOfDays)}
        {fact(t('approvals.inbox.balanceAfter'), <BalanceAfter item={item} />, 'balance-after')}
        {fact(t('approvals.inbox.handover'), <HandoverInfo item={item} />, 'handover')}
        {fact(t('approvals.inbox.othersOut'), <OthersOut item={item} />, 'others-out')}
      </Box>
      <DecisionButtons item={item} onDecide={onDecide} words />
    </Paper>
  );
}
