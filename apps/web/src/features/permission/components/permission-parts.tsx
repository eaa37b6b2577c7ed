import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import { useTranslation } from 'react-i18next';
import type { TPermissionRequest, TPermissionState } from '@hr/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { dateLabel, nameIn, spanLabel } from '@/lib/time-span';
import { useCancelPermission } from '../api/permission-api';

const COLOURS = { requested: 'warning', approved: 'success', rejected: 'error', cancelled: 'default' } as const;
const muted = { color: 'text.secondary' } as const;

export function PermissionStateChip({ state }: { state: TPermissionState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={t(`permission.states.${state}`)} data-testid="permission-state" data-state={state} />;
}

/** "90 minutes", with the deducted part below it. */
export function PermissionMinutes({ request: r }: { request: TPermissionRequest }) {
  const { t } = useTranslation();
  return (
    <>
      {t('permission.minutesValue', { count: r.minutes })}
      {r.deductedMinutes > 0 && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'warning.dark' }} data-testid="permission-deducted">
          {t('permission.deducted', { minutes: t('permission.minutesValue', { count: r.deductedMinutes }) })}
        </Typography>
      )}
    </>
  );
}

export function PermissionSpan({ request: r }: { request: TPermissionRequest }) {
  const { i18n } = useTranslation();
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {spanLabel(r.from, r.to, i18n.language === 'ar' ? 'ar' : 'en')}
    </Box>
  );
}

/** The type's name in the page's language. */
export function PermissionType({ request: r }: { request: TPermissionRequest }) {
  const { i18n } = useTranslation();
  return <>{nameIn(i18n.language === 'ar', r.typeName, r.typeNameAr)}</>;
}

/**
 * Whom a waiting permission waits on, and what they are to the person ("Waiting on Ahmed Mahmoud
 * (nearest manager)"), so a supervisor who sees it knows who decides it and why not they.
 */
export function PermissionWaitingOn({ request: r }: { request: TPermissionRequest }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  if (r.state !== 'requested') return null;
  const role = r.approverRole && r.approverRole !== 'person' ? t(`approvalChains.roles.${r.approverRole}`) : null;
  const name = r.approverName ? nameIn(ar, r.approverName, r.approverNameAr) : null;
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', ...muted }} data-testid="permission-waiting-on">
      {name ? (role ? t('permission.waitingOnAs', { name, role }) : t('permission.waitingOn', { name })) : t('permission.waitingOnHr')}
    </Typography>
  );
}

/**
 * Who decided and when (or whom it waits on, unless `waiting` is false: the table says it under the
 * state), a delegate's principal, the comment, and who filed it for the person.
 */
export function PermissionDecision({ request: r, waiting = true }: { request: TPermissionRequest; waiting?: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const { timeZone } = usePublicSettings();
  const line = (text: string) => (
    <Typography variant="body2" component="span" sx={{ display: 'block', ...muted }}>
      {text}
    </Typography>
  );
  return (
    <>
      {r.state === 'requested'
        ? waiting && <PermissionWaitingOn request={r} />
        : r.decidedByName && r.decidedAt && line(t('permission.decidedBy', { name: nameIn(ar, r.decidedByName, r.decidedByNameAr), time: formatDateTime(r.decidedAt, ar ? 'ar' : 'en', timeZone) }))}
      {r.onBehalfOfName && line(t('permission.onBehalfOf', { name: nameIn(ar, r.onBehalfOfName, r.onBehalfOfNameAr) }))}
      {r.decisionComment && line(r.decisionComment)}
      {r.filedByName && line(t('permission.filedBy', { name: nameIn(ar, r.filedByName, r.filedByNameAr) }))}
    </>
  );
}

/** Cancel, after a confirmation: the person or whoever filed it, while it waits or until its day is over. */
export function PermissionRowActions({ request: r }: { request: TPermissionRequest }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const cancel = useCancelPermission();
  const [asking, setAsking] = useState(false);
  if (!r.canCancel) return null;
  const date = dateLabel(r.workDate);
  const onCancel = () =>
    cancel.mutate(r.id, {
      onSuccess: () => notify(t('permission.cancel.done'), 'success'),
      onError: (e) => notify(errorMessage(t, e)),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button size="small" color="error" startIcon={<CancelIcon />} onClick={() => setAsking(true)} aria-label={t('permission.cancel.named', { date })} data-testid="permission-cancel">
        {t('permission.cancel.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('permission.cancel.title')}
        text={t('permission.cancel.text', { date, span: spanLabel(r.from, r.to, i18n.language === 'ar' ? 'ar' : 'en') })}
        confirmLabel={t('permission.cancel.confirm')}
        onConfirm={onCancel}
        onClose={() => setAsking(false)}
        pending={cancel.isPending}
        testId="permission-cancel-dialog"
      />
    </>
  );
}
