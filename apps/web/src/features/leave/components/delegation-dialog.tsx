import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZDelegationInputSchema, type TPersonOption } from '@hr/shared';
import { DateField } from '@/components/date-field';
import { EmployeePicker } from '@/components/employee-picker';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { useNotify } from '@/hooks/use-notify';
import { useUser } from '@/lib/auth';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useCreateDelegation } from '../api/delegations-api';

/** Approvers anywhere in the organisation, and the viewer's own team. */
const DELEGATES = { path: '/leave/delegate-candidates' };

type TFormValues = z.input<typeof ZDelegationInputSchema>;
type TOutput = z.output<typeof ZDelegationInputSchema>;

/** Hand my approvals to a colleague (another approver, or someone in my team) for a date range. */
export function DelegationDialog({ open, today, onClose }: { open: boolean; today: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useUser();
  const titleId = useId();
  const save = useCreateDelegation();
  const [person, setPerson] = useState<TPersonOption | null>(null);
  const { control, handleSubmit, reset, setError, setValue, formState } = useForm<TFormValues, unknown, TOutput>({
    resolver: zodResolver(ZDelegationInputSchema),
    defaultValues: { delegateId: '' as unknown as number, startDate: today, endDate: today },
  });
  useEffect(() => {
    if (!open) return;
    save.reset();
    setPerson(null);
    reset({ delegateId: '' as unknown as number, startDate: today, endDate: today });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, today, reset]);

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        notify(t('approvals.delegation.saved'), 'success');
        onClose();
      },
      onError: (e) => applyFieldErrors(e, setError, ['delegateId', 'startDate', 'endDate']),
    }),
  );
  const fieldError = (m?: string) => translateValidation(t, m);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="delegation-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {t('approvals.delegation.add')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
            <Box>
              <EmployeePicker
                value={person}
                onChange={(p) => {
                  setPerson(p);
                  setValue('delegateId', (p?.id ?? '') as number, { shouldValidate: formState.isSubmitted });
                }}
                label={t('approvals.delegation.delegate')}
                codeLabel={t('approvals.delegation.delegateCode')}
                error={fieldError(formState.errors.delegateId?.message)}
                excludeIds={[user.id]}
                source={DELEGATES}
                testId="delegate-picker"
              />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('approvals.delegation.delegateHint')}
              </Typography>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              {(['startDate', 'endDate'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <DateField
                      label={name === 'startDate' ? t('approvals.delegation.from') : t('approvals.delegation.to')}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      required
                      error={fieldError(fieldState.error?.message)}
                    />
                  )}
                />
              ))}
            </Box>
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.isPending} control={control} />
      </form>
    </Dialog>
  );
}
