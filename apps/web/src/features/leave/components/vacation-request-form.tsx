import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { HALF_DAYS, isErrorCode, ZLeaveRequestInputSchema, type TLeaveQuoteQuery, type TLeaveRequestInput, type TPersonOption } from '@hr/shared';
import { DateField, isoOrUndefined } from '@/components/date-field';
import { EmployeePicker } from '@/components/employee-picker';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNotify } from '@/hooks/use-notify';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { errorMessage, translateValidation } from '@/lib/errors';
import { useCreateLeaveRequest, useLeaveQuote, useLeaveTypes, useShiftOptions } from '../api/vacations-api';
import { useLeaveNames } from './leave-words';
import { QuoteSummary } from './quote-summary';

type TFormValues = z.input<typeof ZLeaveRequestInputSchema>;
type TField = keyof TFormValues;
const FIELDS: readonly TField[] = ['leaveTypeId', 'startDate', 'endDate', 'halfDay', 'handoverEmployeeId', 'shiftId', 'reason', 'employeeId', 'attachment'];
const MAX_BYTES = 5 * 1024 * 1024;

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

/**
 * /self/vacrequest and /team/vacrequest: a leave request, validated with the route's own schema.
 * The days counted, the days skipped and the balance after it come live from /leave/quote.
 */
export function VacationRequestForm({ team }: { team: boolean }) {
  const { t } = useTranslation();
  const { named } = useLeaveNames();
  const user = useUser();
  const notify = useNotify();
  const navigate = useNavigate();
  const formId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const types = useLeaveTypes();
  const shifts = useShiftOptions();
  const create = useCreateLeaveRequest();
  const [employee, setEmployee] = useState<TPersonOption | null>(null);
  const [handover, setHandover] = useState<TPersonOption | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverParams, setServerParams] = useState<Record<string, string | number>>({});
  const { control, handleSubmit, setError, setValue, clearErrors } = useForm<TFormValues, unknown, TLeaveRequestInput>({
    resolver: zodResolver(ZLeaveRequestInputSchema),
    defaultValues: {
      leaveTypeId: '',
      startDate: '',
      endDate: '',
      halfDay: 'none',
      handoverEmployeeId: null,
      shiftId: null,
      reason: '',
      employeeId: null,
      attachment: null,
    },
  });
  const [leaveTypeId, startDate, endDate, halfDay, attachment] = useWatch({ control, name: ['leaveTypeId', 'startDate', 'endDate', 'halfDay', 'attachment'] });
  const type = types.data?.items.find((x) => x.id === Number(leaveTypeId));
  const start = isoOrUndefined(startDate);
  const end = isoOrUndefined(endDate);
  const halfDayShown = !!type?.halfDayAllowed && !!start && start === end;
  useEffect(() => {
    if (!halfDayShown && halfDay !== 'none') setValue('halfDay', 'none');
  }, [halfDayShown, halfDay, setValue]);

  const quoteParams: TLeaveQuoteQuery | null =
    type && start && end && (!team || employee)
      ? { leaveTypeId: type.id, startDate: start, endDate: end, halfDay: halfDayShown ? (halfDay ?? 'none') : 'none', employeeId: team ? employee?.id : undefined }
      : null;
  const quote = useLeaveQuote(useDebouncedValue(quoteParams, 300));
  const quoteReady = quoteParams !== null && quote.data !== undefined && !quote.isError;
  const attachmentRequired = quoteReady && quote.data.attachmentRequired;

  const fieldMessage = (message: string | undefined) => {
    if (!message) return undefined;
    const code = message.startsWith('errors.') ? message.slice('errors.'.length) : null;
    if (code && isErrorCode(code)) return t(`errors.${code}`, serverParams);
    return translateValidation(t, message);
  };

  const dateController = (name: 'startDate' | 'endDate', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          error={fieldMessage(fieldState.error?.message)}
          fullWidth
        />
      )}
    />
  );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (team && !employee) {
      setError('employeeId', { type: 'manual', message: 'validation.required' });
      return;
    }
    try {
      const saved = await create.mutateAsync({ ...values, employeeId: team ? employee?.id : undefined });
      notify(t('vacations.form.submitted'), 'success');
      void navigate(`/vacations/${saved.id}`);
    } catch (err) {
      if (!isApiError(err)) {
        setFormError(errorMessage(t, err));
        return;
      }
      setServerParams(err.params);
      let applied = false;
      for (const f of err.fields) {
        const name = f.path.split('.')[0] as TField;
        if (FIELDS.includes(name)) {
          setError(name, { type: 'server', message: f.message }, { shouldFocus: !applied });
          applied = true;
        }
      }
      // Errors without a field (balance, overlap, yearly cap…) show above the button.
      if (!applied || err.code !== 'VALIDATION_FAILED') setFormError(applied ? null : errorMessage(t, err));
    }
  });

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError('attachment', { type: 'manual', message: 'vacations.tooLarge' });
      return;
    }
    clearErrors('attachment');
    setValue('attachment', { fileName: file.name, mimeType: file.type || 'application/octet-stream', contentBase64: await readBase64(file) });
  };

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={onSubmit}
      data-testid="vacation-form"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, gap: 3, alignItems: 'start' }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          {team && (
            <Controller
              control={control}
              name="employeeId"
              render={({ fieldState }) => (
                <EmployeePicker
                  value={employee}
                  onChange={(p) => {
                    setEmployee(p);
                    setValue('employeeId', p?.id ?? null);
                    // The substitute comes from the requester's department: a new requester, a new choice.
                    if (p?.id !== employee?.id) {
                      setHandover(null);
                      setValue('handoverEmployeeId', null);
                    }
                    clearErrors('employeeId');
                  }}
                  label={t('vacations.form.employee')}
                  codeLabel={t('vacations.form.employeeCode')}
                  error={fieldMessage(fieldState.error?.message)}
                  testId="vacation-employee"
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="leaveTypeId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('vacations.form.type')}
                required
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                error={!!fieldState.error}
                helperText={fieldMessage(fieldState.error?.message)}
                slotProps={{ htmlInput: { 'data-testid': 'vacation-type' } }}
              >
                {(types.data?.items ?? []).map((x) => (
                  <MenuItem key={x.id} value={String(x.id)}>
                    {named(x)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {dateController('startDate', t('vacations.form.startDate'))}
            {dateController('endDate', t('vacations.form.endDate'))}
          </Box>
          {halfDayShown && (
            <Controller
              control={control}
              name="halfDay"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('vacations.form.halfDay')}
                  value={field.value ?? 'none'}
                  onChange={(e) => field.onChange(e.target.value)}
                  name={field.name}
                  inputRef={field.ref}
                  error={!!fieldState.error}
                  helperText={fieldMessage(fieldState.error?.message) ?? t('vacations.form.halfDayHelp')}
                  slotProps={{ htmlInput: { 'data-testid': 'vacation-half-day' } }}
                >
                  {HALF_DAYS.map((h) => (
                    <MenuItem key={h} value={h}>
                      {t(`leave.halfDay.${h}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          {/* The substitute comes from the requester's department: on the team form, once the requester is picked. */}
          {(!team || employee) && (
            <Controller
              control={control}
              name="handoverEmployeeId"
              render={({ fieldState }) => (
                <EmployeePicker
                  value={handover}
                  onChange={(p) => {
                    setHandover(p);
                    setValue('handoverEmployeeId', p?.id ?? null);
                    clearErrors('handoverEmployeeId');
                  }}
                  label={t('vacations.form.handover')}
                  codeLabel={t('vacations.form.handoverCode')}
                  error={fieldMessage(fieldState.error?.message)}
                  excludeIds={[team ? (employee?.id ?? 0) : user.id]}
                  // Colleagues of the requester's department who are not on leave on those days.
                  source={{ path: '/leave/handover-candidates', query: { employeeId: team ? employee?.id : undefined, startDate: start, endDate: end } }}
                  testId="vacation-handover"
                />
              )}
            />
          )}
          {(shifts.data?.items.length ?? 0) > 0 && (
            <Controller
              control={control}
              name="shiftId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('vacations.form.shift')}
                  value={field.value == null ? '' : String(field.value)}
                  onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                  name={field.name}
                  inputRef={field.ref}
                  error={!!fieldState.error}
                  helperText={fieldMessage(fieldState.error?.message)}
                  slotProps={{ htmlInput: { 'data-testid': 'vacation-shift' } }}
                >
                  <MenuItem value="">{t('vacations.form.shiftNone')}</MenuItem>
                  {(shifts.data?.items ?? []).map((s) => (
                    <MenuItem key={s.id} value={String(s.id)}>
                      {named(s)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <Controller
            control={control}
            name="reason"
            render={({ field, fieldState }) => (
              <TextField
                label={t('vacations.form.reason')}
                multiline
                minRows={3}
                {...field}
                value={field.value ?? ''}
                error={!!fieldState.error}
                helperText={fieldMessage(fieldState.error?.message)}
                slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'vacation-reason' } }}
              />
            )}
          />
          <Controller
            control={control}
            name="attachment"
            render={({ fieldState }) => {
              const message = fieldState.error?.message === 'vacations.tooLarge' ? t('vacations.form.attachmentTooLarge') : fieldMessage(fieldState.error?.message);
              return (
                <Box>
                  <Typography component="p" sx={{ fontWeight: 500, mb: 1 }}>
                    {t('vacations.form.attachment')}
                    {attachmentRequired && ' *'}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
                    <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => fileRef.current?.click()} aria-describedby={`${formId}-file-help`}>
                      {t('vacations.form.attachmentChoose')}
                    </Button>
                    <input
                      ref={fileRef}
                      type="file"
                      hidden
                      accept="application/pdf,image/*"
                      data-testid="vacation-file"
                      onChange={(e) => {
                        void pickFile(e.target.files?.[0]);
                        e.target.value = '';
                      }}
                    />
                    {attachment && (
                      <Box sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0, maxWidth: '100%' }}>
                        <Chip label={attachment.fileName} sx={{ maxWidth: '100%' }} data-testid="vacation-file-name" />
                        <IconButton aria-label={t('vacations.form.attachmentRemove', { name: attachment.fileName })} onClick={() => setValue('attachment', null)}>
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      </Box>
                    )}
                  </Box>
                  <FormHelperText id={`${formId}-file-help`} error={!!message}>
                    {message ?? (attachmentRequired ? t('vacations.form.attachmentRequired') : t('vacations.form.attachmentOptional'))}
                  </FormHelperText>
                </Box>
              );
            }}
          />
          {formError && (
            <Alert severity="error" role="alert" data-testid="vacation-form-error">
              {formError}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={create.isPending} data-testid="vacation-submit">
              {t('vacations.form.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <QuoteSummary
        waiting={quoteParams === null}
        pickText={team && !employee ? t('vacations.form.pickEmployee') : t('vacations.quote.pick')}
        quote={quoteReady ? quote.data : undefined}
        fetching={quote.isFetching}
        error={quoteParams !== null && quote.isError ? errorMessage(t, quote.error) : null}
      />
    </Box>
  );
}
