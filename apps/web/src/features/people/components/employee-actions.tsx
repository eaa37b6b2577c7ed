import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TEmployee } from '@hr/shared';
import { formatDateTime } from '@/lib/format';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { useEmployeeAction, type TEmployeeAction } from '../api/employees';
import { usePrintSlips } from '../api/invitations';
import { InvitationStatus } from './invitation-status';

/** Deactivate/activate, resend the invitation, send a password reset (hr and admin). */
export function EmployeeActions({ employee }: { employee: TEmployee }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const action = useEmployeeAction(employee.id);
  const slips = usePrintSlips();
  const { timeZone } = usePublicSettings();
  const [confirm, setConfirm] = useState<TEmployeeAction | null>(null);
  const name = i18n.language === 'ar' ? employee.fullNameAr || employee.fullNameEn : employee.fullNameEn;
  const done: Record<TEmployeeAction, string> = {
    deactivate: t('employees.actions.deactivated'),
    activate: t('employees.actions.activated'),
    unlock: t('employees.actions.unlocked'),
    invite: t('employees.actions.invited'),
    'reset-password': t('employees.actions.resetSent'),
  };
  const run = (a: TEmployeeAction) =>
    action.mutate(a, {
      onSuccess: () => {
        setConfirm(null);
        notify(done[a], 'success');
      },
      onError: (err) => {
        setConfirm(null);
        notify(errorMessage(t, err), 'error');
      },
    });
  const dialog =
    confirm === 'deactivate'
      ? { title: t('employees.actions.deactivateTitle', { name }), text: t('employees.actions.deactivateText'), label: t('employees.actions.deactivate') }
      : confirm === 'activate'
        ? { title: t('employees.actions.activateTitle', { name }), text: t('employees.actions.activateText'), label: t('employees.actions.activate') }
        : { title: t('employees.actions.resetTitle', { name }), text: t('employees.actions.resetText'), label: t('employees.actions.resetPassword') };

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 2 }}>
        {t('employees.actions.title')}
      </Typography>
      <Stack direction="row" sx={{ mb: 2 }} data-testid="employee-invitation-status">
        <InvitationStatus e={employee} />
      </Stack>
      {employee.lockedUntil && (
        // Locked by failed sign-ins: HR sees until when, and may unlock it at once.
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="employee-locked">
          {t('employees.actions.lockedText', { time: formatDateTime(employee.lockedUntil, i18n.language === 'ar' ? 'ar' : 'en', timeZone) })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {employee.lockedUntil && (
          <Button variant="contained" onClick={() => run('unlock')} disabled={action.isPending} data-testid="action-unlock">
            {t('employees.actions.unlock')}
          </Button>
        )}
        {employee.active ? (
          <Button variant="outlined" color="error" onClick={() => setConfirm('deactivate')} data-testid="action-deactivate">
            {t('employees.actions.deactivate')}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => setConfirm('activate')} data-testid="action-activate">
            {t('employees.actions.activate')}
          </Button>
        )}
        {employee.active && !employee.activated && employee.email && (
          <Button variant="outlined" onClick={() => run('invite')} disabled={action.isPending} data-testid="action-invite">
            {t('employees.actions.invite')}
          </Button>
        )}
        {employee.active && !employee.activated && (
          // Without e-mail this is the way in; with one, a slip still helps who cannot open their mail.
          <Button
            variant={employee.email ? 'outlined' : 'contained'}
            disabled={slips.isPending}
            onClick={() => slips.mutate([employee.id], { onSuccess: () => notify(t('invitations.slipsDone'), 'success'), onError: (err) => notify(errorMessage(t, err), 'error') })}
            data-testid="action-print-slip"
          >
            {t('invitations.printSlip')}
          </Button>
        )}
        {employee.active && employee.activated && employee.email && (
          <Button variant="outlined" onClick={() => setConfirm('reset-password')} data-testid="action-reset">
            {t('employees.actions.resetPassword')}
          </Button>
        )}
      </Stack>
      {employee.active && !employee.email && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }} data-testid="employee-no-email">
          {employee.activated ? t('invitations.noEmailReset') : t('invitations.noEmailInvite')}
        </Typography>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={dialog.title}
        text={dialog.text}
        confirmLabel={dialog.label}
        onConfirm={() => confirm && run(confirm)}
        onClose={() => setConfirm(null)}
        pending={action.isPending}
        testId="employee-action-confirm"
      />
    </Paper>
  );
}
