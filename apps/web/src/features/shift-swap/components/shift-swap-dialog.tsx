import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZShiftSwapInputSchema, type TPersonOption, type TShiftSwapInput } from '@hr/shared';
import { DateInput } from '@/components/form/date-input';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import { useNotify } from '@/hooks/use-notify';
import { isApiError } from '@/lib/api-client';
import { screenDigits } from '@/lib/digits';
import { errorMessage, translateValidation } from '@/lib/errors';
import { personName } from '@/lib/names';
import { useUser } from '@/lib/auth';
import { useAskSwap, useSwapColleagues } from '../api/shift-swap-api';
import { useSwapPreview } from '../hooks/use-swap-preview';
import { SwapPreview } from './shift-swap-preview';

type TFormValues = z.input<typeof ZShiftSwapInputSchema>;
type TField = 'colleagueId' | 'date' | 'otherDate' | 'reason';
const FIELDS: readonly TField[] = ['colleagueId', 'date', 'otherDate', 'reason'];
const EMPTY: TFormValues = { colleagueId: undefined as unknown as number, date: '', otherDate: null, reason: '' };
const schemaResolver = zodResolver(ZShiftSwapInputSchema);
/** The route's schema; no colleague yet reads "required", an empty other day is none. */
const resolver: Resolver<TFormValues, unknown, TShiftSwapInput> = async (values, context, options) => {
  const result = await schemaResolver({ ...values, otherDate: values.otherDate || null }, context, options);
  if (values.colleagueId == null && result.errors.colleagueId) result.errors.colleagueId = { type: 'required', message: 'validation.required' };
  return result as Awaited<ReturnType<Resolver<TFormValues, unknown, TShiftSwapInput>>>;
};

/**
 * Where a refusal goes: under the field the server names (a swap refusal names the day, the other
 * day or the colleague it is about), else under the field its code is about, else above the form.
 */
const FIELD_OF_CODE: Partial<Record<string, TField>> = { SHIFT_SWAP_NOT_TEAM: 'colleagueId', SHIFT_SWAP_PAST: 'date', SHIFT_SWAP_TAKEN: 'date', SHIFT_SWAP_NO_CHANGE: 'date', SHIFT_SWAP_REST_RULE: 'date', SHIFT_SWAP_DOUBLE_SHIFT: 'date' };
const isField = (path: string): path is TField => (FIELDS as readonly string[]).includes(path);
const fieldOf = (code: string, path?: string): TField | undefined => (path && isField(path) ? path : FIELD_OF_CODE[code]);
function refusalFields(e: unknown): { field: TField; message: string }[] {
  if (!isApiError(e)) return [];
  const named = e.fields.filter((f): f is { path: TField; message: string } => isField(f.path));
  if (named.length) return named.map((f) => ({ field: f.path, message: f.message }));
  const field = fieldOf(e.code);
  return field ? [{ field, message: `errors.${e.code}` }] : [];
}
/** A field error the preview put there (the POST's own answer replaces it). */
const PREVIEW = 'preview';

/**
 * "Ask for a swap": a colleague of the viewer's crew or department, the day to swap, optionally
 * the colleague's day the viewer takes instead, and the reason. Once a colleague and a day are
 * chosen, the server's preview shows both people's shifts on each day before → after, and what
 * asking would be refused with (rest rule, two shifts on one day, nothing to swap) under the field
 * it is about, before anything is sent; the answer to the request itself is the final word.
 */
export function ShiftSwapDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const titleId = useId();
  const ask = useAskSwap();
  const colleagues = useSwapColleagues(open);
  const [formError, setFormError] = useState<string | null>(null);
  const me = useUser();
  const { control, register, handleSubmit, reset, setError, clearErrors, getFieldState, formState } = useForm<TFormValues, unknown, TShiftSwapInput>({ resolver, defaultValues: EMPTY });
  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    setFormError(null);
  }, [open, reset]);
  // Back (a phone's back gesture) closes the dialog, not the page under it.
  const close = useCloseOnBack(open, onClose);

  const [colleagueId, date, otherDate] = useWatch({ control, name: ['colleagueId', 'date', 'otherDate'] });
  const preview = useSwapPreview(colleagueId, date, otherDate);
  // The preview's refusal under its field, gone as soon as the inputs change (a field's own error is left alone).
  const marked = useRef<TField | null>(null);
  const { settled } = preview;
  useEffect(() => {
    const before = marked.current;
    marked.current = null;
    if (before && getFieldState(before).error?.type === PREVIEW) clearErrors(before);
    const problem = settled?.problem;
    if (!problem) return;
    const field = fieldOf(problem.code, problem.path) ?? 'date';
    setError(field, { type: PREVIEW, message: problem.code === 'VALIDATION_FAILED' ? 'validation.invalid' : `errors.${problem.code}` });
    marked.current = field;
  }, [settled, getFieldState, clearErrors, setError]);
  // What the preview refuses for the inputs shown now (nothing while the next answer is on its way).
  const refused = settled?.problem?.code ?? null;
  const blockedId = useId();
  const options = colleagues.data?.items ?? [];
  const colleague = options.find((p) => p.id === colleagueId) ?? null;
  const label = (p: TPersonOption) => `${personName(p, ar)} (${screenDigits(p.EmpCode)})`;

  const onSubmit = handleSubmit((v) => {
    setFormError(null);
    ask.mutate(v, {
      onSuccess: (res) => {
        notify(t('shiftSwap.form.success', { name: personName(res.colleague, ar) }), 'success');
        close();
      },
      onError: (e) => {
        const fields = refusalFields(e);
        fields.forEach((f, i) => setError(f.field, { type: 'server', message: f.message }, { shouldFocus: i === 0 }));
        if (!fields.length) setFormError(errorMessage(t, e));
      },
    });
  });
  const reasonError = translateValidation(t, formState.errors.reason?.message);

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId} data-testid="swap-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {t('shiftSwap.form.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('shiftSwap.form.intro')}</DialogContentText>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="swap-error" role="alert">
              {formError}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="colleagueId"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={options}
                  value={colleague}
                  loading={colleagues.isPending}
                  getOptionLabel={label}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  noOptionsText={t('shiftSwap.form.noColleagues')}
                  loadingText={t('common.loading')}
                  onChange={(_, p) => field.onChange(p?.id ?? undefined)}
                  onBlur={field.onBlur}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      name={field.name}
                      label={t('shiftSwap.form.colleague')}
                      required
                      error={!!fieldState.error}
                      helperText={translateValidation(t, fieldState.error?.message)}
                      slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'swap-colleague' } }}
                    />
                  )}
                />
              )}
            />
            <DateInput control={control} name="date" label={t('shiftSwap.form.date')} required />
            <DateInput control={control} name="otherDate" label={t('shiftSwap.form.otherDate')} helper={() => t('shiftSwap.form.otherDateHint')} />
            <SwapPreview preview={preview} me={me} colleague={colleague} />
            <TextField
              {...register('reason')}
              label={t('shiftSwap.form.reason')}
              multiline
              minRows={2}
              fullWidth
              error={!!reasonError}
              helperText={reasonError ?? t('shiftSwap.form.reasonHint')}
              slotProps={{ htmlInput: { 'data-testid': 'swap-reason', maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {/* The preview already refuses it (the same shifts on both sides, the rest rule…): Send waits, and says why. */}
          {refused && (
            <Typography id={blockedId} variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%', textAlign: 'start' }} data-testid="swap-submit-hint">
              {refused === 'SHIFT_SWAP_NO_CHANGE' ? t('shiftSwap.form.nothingToSend') : t('shiftSwap.form.cannotSend')}
            </Typography>
          )}
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={ask.isPending || !!refused} aria-describedby={refused ? blockedId : undefined} data-testid="swap-submit">
            {t('shiftSwap.form.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
