import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZRosterOverrideInputSchema, type TRosterCell, type TRosterOverrideInput, type TRosterPerson, type TShift } from '@hr/shared';
import { FormTextField } from '@/components/form/form-text-field';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { personName } from '@/lib/names';
import { shiftHours, shiftName } from '@/lib/shifts';
import { useClearOverride, useSaveOverride } from '../api/roster-api';
import { IdSelect } from '@/components/form/id-select';

type TFormValues = z.input<typeof ZRosterOverrideInputSchema>;

/** The day being changed: whose, which date, and what the roster says now (its words). */
export interface TOverrideTarget {
  person: TRosterPerson;
  date: string;
  cell: TRosterCell;
  now: string;
}

/**
 * HR changes one person's day: another shift or a rest day, with a reason; a day HR changed
 * before can go back to what the roster says. The schema the route uses checks the form.
 */
export function OverrideDialog({ target, shifts, onClose }: { target: TOverrideTarget | null; shifts: readonly TShift[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const save = useSaveOverride();
  const clear = useClearOverride();
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TRosterOverrideInput>({ resolver: zodResolver(ZRosterOverrideInputSchema) });
  useEffect(() => {
    if (!target) return;
    save.reset();
    clear.reset();
    reset({ employeeId: target.person.id, date: target.date, shiftId: target.cell.work ? target.cell.shiftId : null, reason: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set when the dialog opens
  }, [target, reset]);
  const done = (message: string) => () => {
    notify(message, 'success');
    onClose();
  };
  const onSubmit = handleSubmit((input) => save.mutate(input, { onSuccess: done(t('roster.override.saved')), onError: (e) => applyFieldErrors(e, setError, ['shiftId', 'reason']) }));
  const failed = save.error ?? clear.error;

  return (
    <Dialog open={!!target} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate data-testid="override-form">
        <DialogTitle id={titleId} component="h2">
          {t('roster.override.title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failed && <Alert severity="error">{errorMessage(t, failed)}</Alert>}
            {target && (
              <DialogContentText data-testid="override-who">
                {t('roster.override.who', { name: personName(target.person, ar), date: formatDate(target.date) })}
                <br />
                {t('roster.override.now', { day: target.now })}
              </DialogContentText>
            )}
            <IdSelect
              control={control}
              name="shiftId"
              label={t('roster.override.shift')}
              none={t('roster.restDay')}
              options={shifts.map((s) => ({ id: s.id, label: `${shiftName(s, ar)} ${shiftHours(s, ar)}` }))}
              testId="override-shift"
            />
            <FormTextField control={control} name="reason" label={t('roster.override.reason')} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {target?.cell.source === 'override' && (
            <Button
              variant="outlined"
              disabled={clear.isPending}
              onClick={() => clear.mutate({ employeeId: target.person.id, date: target.date }, { onSuccess: done(t('roster.override.cleared')) })}
              sx={{ marginInlineEnd: 'auto' }}
            >
              {t('roster.override.clear')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
