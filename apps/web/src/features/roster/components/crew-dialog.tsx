import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCrewInputSchema, type TCrew, type TCrewInput, type TSite } from '@hr/shared';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { NameFields } from '@/components/form/name-fields';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { typeName } from '@/lib/names';
import { useSaveCrew } from '../api/roster-api';
import { IdSelect } from '@/components/form/id-select';

type TFormValues = z.input<typeof ZCrewInputSchema>;
const EMPTY: TFormValues = { nameEn: '', nameAr: '', siteId: null };

/** Create or edit a crew (a named group that rotates together), at one site or across sites; `crew` null: closed, 'new': create. */
export function CrewDialog({ crew, sites, onClose }: { crew: TCrew | 'new' | null; sites: readonly TSite[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const save = useSaveCrew();
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TCrewInput>({ resolver: zodResolver(ZCrewInputSchema), defaultValues: EMPTY });
  useEffect(() => {
    if (!crew) return;
    save.reset();
    reset(crew === 'new' ? EMPTY : { nameEn: crew.nameEn, nameAr: crew.nameAr, siteId: crew.siteId });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set when the dialog opens
  }, [crew, reset]);

  const onSubmit = handleSubmit((input) => {
    save.mutate(
      { id: crew && crew !== 'new' ? crew.id : undefined, input },
      {
        onSuccess: () => {
          notify(t('org.saved'), 'success');
          onClose();
        },
        onError: (e) => applyFieldErrors(e, setError, ['nameEn', 'nameAr', 'siteId']),
      },
    );
  });

  return (
    <Dialog open={!!crew} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate data-testid="crew-form">
        <DialogTitle id={titleId} component="h2">
          {crew === 'new' ? t('roster.crews.add') : t('roster.crews.edit')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
            <NameFields control={control} autoFocus />
            <IdSelect
              control={control}
              name="siteId"
              label={t('roster.crews.site')}
              none={t('roster.crews.anySite')}
              options={sites.map((s) => ({ id: s.id, label: typeName(s, ar) }))}
              testId="crew-site"
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.isPending} control={control} />
      </form>
    </Dialog>
  );
}
