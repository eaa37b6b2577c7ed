import { LengthHelper } from '@/components/form/length-helper';
import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { APPROVAL_FLOWS, DAY_BASES, ENTITLEMENT_RULES, GENDERS, ZLeaveTypeInputSchema, type TLeaveType, type TLeaveTypeInput } from '@hr/shared';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useSaveLeaveType } from '../api/leave-admin-api';
import { typeName } from './leave-type-words';

const EMPTY: TLeaveTypeInput = {
  nameEn: '',
  nameAr: '',
  balanceTypeId: null,
  entitlementRule: 'none',
  yearlyDays: 0,
  yearlyCapDays: null,
  dayBasis: 'working',
  maxConsecutiveDays: null,
  minNoticeDays: 0,
  halfDayAllowed: false,
  hoursAllowed: false,
  attachmentOverDays: null,
  approvalFlow: 'manager',
  active: true,
  eligibleGender: null,
  minServiceMonths: null,
  maxTimesInService: null,
  minWorkforce: null,
  minGapMonths: null,
};
type TFormValues = z.input<typeof ZLeaveTypeInputSchema>;
type TNumberName = 'yearlyDays' | 'yearlyCapDays' | 'maxConsecutiveDays' | 'minNoticeDays' | 'attachmentOverDays' | 'minServiceMonths' | 'maxTimesInService' | 'minWorkforce' | 'minGapMonths';
const FIELDS = Object.keys(EMPTY) as (keyof TLeaveTypeInput)[];

/** A days field; `nullable`: empty means null (no limit / never). */
function DaysField({ control, name, label, helper, nullable, disabled }: { control: Control<TFormValues, unknown, TLeaveTypeInput>; name: TNumberName; label: string; helper?: string; nullable?: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value === null || field.value === undefined ? '' : (field.value as number | string)}
          onChange={(e) => field.onChange(nullable && e.target.value === '' ? null : e.target.value)}
          label={label}
          required={!nullable}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={translateValidation(t, fieldState.error?.message) ?? helper}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
      )}
    />
  );
}

/** Create or edit a leave type with every rule; `type` null: closed, 'new': create. */
export function LeaveTypeDialog({ type, types, onClose }: { type: TLeaveType | 'new' | null; types: readonly TLeaveType[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const save = useSaveLeaveType();
  const editingId = type && type !== 'new' ? type.id : null;
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TLeaveTypeInput>({
    resolver: zodResolver(ZLeaveTypeInputSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (!type) return;
    save.reset();
    if (type === 'new') reset(EMPTY);
    else {
      const { id: _id, code: _code, tracksBalance: _tracks, ...input } = type;
      reset(input);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, reset]);
  const rule = useWatch({ control, name: 'entitlementRule' });
  const hasEntitlement = rule !== 'none';
  // Balances one can draw on: types with their own balance (other than this one).
  const sources = types.filter((x) => x.tracksBalance && x.id !== editingId);

  const onSubmit = handleSubmit((input) => {
    // A type with an entitlement always has its own balance (the server sets it on create).
    const body = hasEntitlement ? { ...input, balanceTypeId: editingId } : input;
    save.mutate(
      { id: editingId ?? undefined, input: body },
      {
        onSuccess: () => {
          notify(t('hrLeave.types.saved'), 'success');
          onClose();
        },
        onError: (e) => applyFieldErrors(e, setError, FIELDS),
      },
    );
  });

  const select = <N extends 'entitlementRule' | 'dayBasis' | 'approvalFlow'>(name: N, label: string, values: readonly string[], option: (v: string) => string, hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField select {...field} label={label} required error={!!fieldState.error} helperText={translateValidation(t, fieldState.error?.message) ?? hint}>
          {values.map((v) => (
            <MenuItem key={v} value={v}>
              {option(v)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const toggle = (name: 'halfDayAllowed' | 'hoursAllowed' | 'active', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel control={<Switch name={field.name} checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />
      )}
    />
  );

  return (
    <Dialog open={!!type} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate data-testid="leave-type-form">
        <DialogTitle id={titleId} component="h2">
          {type === 'new' ? t('hrLeave.types.add') : t('hrLeave.types.edit')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {(['nameEn', 'nameAr'] as const).map((n, i) => (
                <Controller
                  key={n}
                  control={control}
                  name={n}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      label={t(`hrLeave.types.${n}`)}
                      required
                      autoFocus={i === 0}
                      error={!!fieldState.error}
                      helperText={
                        <LengthHelper value={field.value} max={80}>
                          {translateValidation(t, fieldState.error?.message)}
                        </LengthHelper>
                      }
                      slotProps={{ htmlInput: { dir: n === 'nameAr' ? 'rtl' : 'ltr', lang: n === 'nameAr' ? 'ar' : 'en', maxLength: 80 } }}
                    />
                  )}
                />
              ))}
              {select('entitlementRule', t('hrLeave.types.entitlementRule'), ENTITLEMENT_RULES, (v) => t(`hrLeave.types.rule.${v as (typeof ENTITLEMENT_RULES)[number]}`))}
              <DaysField control={control} name="yearlyDays" label={t('hrLeave.types.yearlyDays')} disabled={rule !== 'fixed'} />
            </Box>
            <Controller
              control={control}
              name="balanceTypeId"
              render={({ field, fieldState }) => {
                const value = hasEntitlement || (editingId !== null && field.value === editingId) ? 'own' : field.value === null || field.value === undefined ? 'none' : String(field.value);
                return (
                  <TextField
                    select
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    value={value}
                    onChange={(e) => field.onChange(e.target.value === 'none' ? null : e.target.value === 'own' ? editingId : Number(e.target.value))}
                    label={t('hrLeave.types.balanceField')}
                    error={!!fieldState.error}
                    helperText={translateValidation(t, fieldState.error?.message) ?? t('hrLeave.types.balanceHint')}
                  >
                    {/* With an entitlement the only choice is its own balance. */}
                    {!hasEntitlement && <MenuItem value="none">{t('hrLeave.types.balanceNone')}</MenuItem>}
                    {(hasEntitlement || editingId !== null) && <MenuItem value="own">{t('hrLeave.types.balanceOwn')}</MenuItem>}
                    {!hasEntitlement &&
                      sources.map((x) => (
                        <MenuItem key={x.id} value={String(x.id)}>
                          {t('hrLeave.types.balanceFrom', { name: typeName(ar, x) })}
                        </MenuItem>
                      ))}
                  </TextField>
                );
              }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {select('dayBasis', t('hrLeave.types.dayBasis'), DAY_BASES, (v) => t(`hrLeave.types.basis.${v as (typeof DAY_BASES)[number]}`))}
              {select('approvalFlow', t('hrLeave.types.approvalFlow'), APPROVAL_FLOWS, (v) => t(`hrLeave.types.flow.${v as (typeof APPROVAL_FLOWS)[number]}`), t('hrLeave.types.approvalFlowHint'))}
              <DaysField control={control} name="yearlyCapDays" label={t('hrLeave.types.yearlyCapDays')} helper={t('hrLeave.types.emptyNoLimit')} nullable />
              <DaysField control={control} name="maxConsecutiveDays" label={t('hrLeave.types.maxConsecutiveDays')} helper={t('hrLeave.types.emptyNoLimit')} nullable />
              <DaysField control={control} name="minNoticeDays" label={t('hrLeave.types.minNoticeDays')} />
              <DaysField control={control} name="attachmentOverDays" label={t('hrLeave.types.attachmentOverDays')} helper={t('hrLeave.types.attachmentHint')} nullable />
              {/* Who may take it, where the law says so. */}
              <Controller
                control={control}
                name="eligibleGender"
                render={({ field }) => (
                  <TextField select name={field.name} inputRef={field.ref} onBlur={field.onBlur} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)} label={t('hrLeave.types.eligibleGender')}>
                    <MenuItem value="">{t('hrLeave.types.anyone')}</MenuItem>
                    {GENDERS.map((g) => (
                      <MenuItem key={g} value={g}>
                        {t(`hrLeave.types.only.${g}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <DaysField control={control} name="minServiceMonths" label={t('hrLeave.types.minServiceMonths')} helper={t('hrLeave.types.emptyNone')} nullable />
              <DaysField control={control} name="maxTimesInService" label={t('hrLeave.types.maxTimesInService')} helper={t('hrLeave.types.timesHint')} nullable />
              <DaysField control={control} name="minWorkforce" label={t('hrLeave.types.minWorkforce')} helper={t('hrLeave.types.emptyNone')} nullable />
              <DaysField control={control} name="minGapMonths" label={t('hrLeave.types.minGapMonths')} helper={t('hrLeave.types.emptyNone')} nullable />
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              {toggle('halfDayAllowed', t('hrLeave.types.halfDayAllowed'))}
              {toggle('hoursAllowed', t('hrLeave.types.hoursAllowed'))}
              {toggle('active', t('hrLeave.types.activeField'))}
            </Box>
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.isPending} control={control} />
      </form>
    </Dialog>
  );
}
