import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCrewMembersInputSchema, type TCrew, type TCrewMembersInput } from '@hr/shared';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { DateInput } from '@/components/form/date-input';
import { useNotify } from '@/hooks/use-notify';
import { useOrgToday } from '@/hooks/use-org-today';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { typeName } from '@/lib/names';
import { useCrewMembers } from '../api/roster-api';
import { PeopleField } from './people-field';

type TFormValues = z.input<typeof ZCrewMembersInputSchema>;

/** People join a crew from a date, and from then rotate with it (they leave the crew they were in). */
export function MembersDialog({ crew, onClose }: { crew: TCrew | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const today = useOrgToday();
  const save = useCrewMembers();
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TCrewMembersInput>({ resolver: zodResolver(ZCrewMembersInputSchema) });
  useEffect(() => {
    if (!crew) return;
    save.reset();
    reset({ crewId: crew.id, employeeIds: [], fromDate: today });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set when the dialog opens
  }, [crew, reset]);

  const onSubmit = handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: (answer) => {
        notify(t('roster.members.done', { count: (answer as { count?: number } | undefined)?.count ?? input.employeeIds.length }), 'success');
        onClose();
      },
      onError: (e) => applyFieldErrors(e, setError, ['employeeIds', 'fromDate']),
    });
  });

  return (
    <Dialog open={!!crew} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate data-testid="members-form">
        <DialogTitle id={titleId} component="h2">
          {crew && t('roster.members.title', { name: typeName(crew, ar) })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
            <DialogContentText>{t('roster.members.hint')}</DialogContentText>
            <PeopleField control={control} name="employeeIds" />
            <DateInput control={control} name="fromDate" label={t('roster.members.fromDate')} required />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.isPending} control={control} />
      </form>
    </Dialog>
  );
}
