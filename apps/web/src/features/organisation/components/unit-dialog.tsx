import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZUnitInputSchema, type TUnitInput } from '@hr/shared';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { useSaveUnit, type TUnitKind } from '../api/organisation-api';
import { NameFields } from './name-fields';

export interface TUnitDialogTarget {
  kind: TUnitKind;
  /** Set when renaming. */
  id?: number;
  nameEn?: string;
  nameAr?: string;
  /** For a new section. */
  departmentId?: number;
}

/** Add or rename a site, department or section (names in English and Arabic). */
export function UnitDialog({ target, onClose }: { target: TUnitDialogTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const save = useSaveUnit();
  const { control, handleSubmit, reset, setError } = useForm<TUnitInput>({
    resolver: zodResolver(ZUnitInputSchema),
    defaultValues: { nameEn: '', nameAr: '' },
  });
  useEffect(() => {
    if (target) {
      reset({ nameEn: target.nameEn ?? '', nameAr: target.nameAr ?? '' });
      save.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, reset]);

  const kind = target?.kind ?? 'site';
  const title = target?.id ? t(`org.structure.rename.${kind}`) : t(`org.structure.add.${kind}`);
  const onSubmit = handleSubmit((input) => {
    if (!target) return;
    const body = kind === 'section' && target.departmentId ? { ...input, departmentId: target.departmentId } : input;
    save.mutate(
      { kind, id: target.id, input: body },
      {
        onSuccess: () => {
          notify(t('org.saved'), 'success');
          onClose();
        },
        onError: (e) => applyFieldErrors(e, setError, ['nameEn', 'nameAr']),
      },
    );
  });

  return (
    <Dialog open={!!target} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
            <NameFields control={control} autoFocus />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.isPending} />
      </form>
    </Dialog>
  );
}
