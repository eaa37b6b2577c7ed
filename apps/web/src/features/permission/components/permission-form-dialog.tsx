import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCreatePermissionSchema, type TCreatePermission, type TPersonOption } from '@hr/shared';
import { DateField } from '@/components/date-field';
import { DraftNote } from '@/components/form/draft-note';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { TeamPersonField } from '@/components/form/team-person-field';
import { TimeInput } from '@/components/form/time-input';
import { liveMinutes, nameIn } from '@/lib/time-span';
import { useFilePermission, usePermissionTypes } from '../api/permission-api';

type TFormValues = z.input<typeof ZCreatePermissionSchema>;
const FIELDS = ['typeId', 'workDate', 'from', 'to', 'reason', 'employeeId'] as const;
const EMPTY: TFormValues = { typeId: undefined as unknown as number, workDate: '', from: '', to: '', reason: '' };
const schemaResolver = zodResolver(ZCreatePermissionSchema);
/** The route's schema, with a field left empty read as missing ("required", not "not valid"). */
const resolver: typeof schemaResolver = (values, context, options) =>
  schemaResolver({ ...values, workDate: values.workDate || undefined, from: values.from || undefined, to: values.to || undefined } as TFormValues, context, options);

/**
 * "Request permission": the type (its rule said below it), for a team member the person, the date,
 * the span in local time with its length as it is typed, and the reason; the route's own schema
 * validates it. The answer says whether it waits for approval, was recorded at once, or went
 * beyond the month's quota and will be deducted. What is typed is kept while unsent (Back, another
 * page, a reload) until it is sent or cancelled; Back closes the dialog.
 */
export function PermissionFormDialog({ open, team, onClose }: { open: boolean; team: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const titleId = useId();
  const file = useFilePermission();
  const types = usePermissionTypes();
  const [employee, setEmployee] = useState<TPersonOption | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TFormValues, unknown, TCreatePermission>({ resolver, defaultValues: EMPTY });
  const { control, register, handleSubmit, reset, setError, formState } = form;
  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    setEmployee(null);
    setFormError(null);
  }, [open, reset]);
  const draft = useFormDraft(team ? 'permission-team' : 'permission', form, { active: open, extra: employee, onExtra: setEmployee });
  const close = useCloseOnBack(open, onClose);
  const cancel = () => {
    draft.clear();
    close();
  };

  const [typeId, from, to] = useWatch({ control, name: ['typeId', 'from', 'to'] });
  const type = types.data?.items.find((x) => x.id === Number(typeId));
  const minutes = liveMinutes(from, to);
  const minutesText = (count: number) => t('permission.minutesValue', { count });
  const tooLong = minutes !== null && !!type && minutes > type.maxMinutes;

  const onSubmit = handleSubmit((v) => {
    setFormError(null);
    if (team && !v.employeeId) {
      setError('employeeId', { type: 'required', message: 'validation.required' });
      return;
    }
    file.mutate(v, {
      onSuccess: (res) => {
        if (res.deductedMinutes > 0) notify(t('permission.form.successDeducted', { minutes: minutesText(res.deductedMinutes) }), 'warning');
        else notify(t(res.state === 'approved' ? 'permission.form.successApproved' : 'permission.form.success'), 'success');
        draft.clear();
        close();
      },
      onError: (e) => {
        if (!applyFieldErrors(e, setError, FIELDS)) setFormError(errorMessage(t, e));
      },
    });
  });

  const reasonError = translateValidation(t, formState.errors.reason?.message);
  const timeField = (name: 'from' | 'to') => <TimeInput control={control} name={name} label={t(`permission.form.${name}`)} testId={`permission-${name}`} />;

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId} data-testid="permission-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {t(team ? 'permission.form.teamTitle' : 'permission.form.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('permission.form.intro')}</DialogContentText>
          <DraftNote draft={draft} sx={{ mb: 2 }} />
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="permission-error" role="alert">
              {formError}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {team && (
              <TeamPersonField
                control={control}
                name="employeeId"
                value={employee}
                onPick={setEmployee}
                label={t('permission.form.employee')}
                codeLabel={t('permission.form.employeeCode')}
                testId="permission-employee"
              />
            )}
            <Controller
              control={control}
              name="typeId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('permission.form.type')}
                  required
                  fullWidth
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={!!fieldState.error}
                  helperText={
                    translateValidation(t, fieldState.error?.message) ??
                    (type ? t('permission.form.rule', { minutes: minutesText(type.maxMinutes), count: type.perMonth, total: minutesText(type.minutesPerMonth) }) : undefined)
                  }
                  slotProps={{ htmlInput: { 'data-testid': 'permission-type' } }}
                >
                  {(types.data?.items ?? []).map((x) => (
                    <MenuItem key={x.id} value={x.id}>
                      {nameIn(ar, x.nameEn, x.nameAr)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="workDate"
              render={({ field, fieldState }) => (
                <DateField
                  label={t('permission.form.date')}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name={field.name}
                  required
                  fullWidth
                  error={translateValidation(t, fieldState.error?.message)}
                />
              )}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {timeField('from')}
              {timeField('to')}
            </Box>
            <Typography aria-live="polite" sx={{ fontWeight: 500, color: tooLong ? 'error.main' : undefined }} data-testid="permission-length" data-minutes={minutes ?? ''}>
              {minutes === null ? t('permission.form.noLength') : t('permission.form.length', { minutes: minutesText(minutes) })}
              {tooLong && type && ` — ${t('errors.PERMISSION_TOO_LONG', { minutes: type.maxMinutes })}`}
            </Typography>
            <TextField
              {...register('reason')}
              label={t('permission.form.reason')}
              required
              multiline
              minRows={2}
              fullWidth
              error={!!reasonError}
              helperText={reasonError ?? t('permission.form.reasonHint')}
              slotProps={{ htmlInput: { 'data-testid': 'permission-reason' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={cancel} data-testid="permission-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={file.isPending} data-testid="permission-submit">
            {t('permission.form.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
