import { LengthHelper } from '@/components/form/length-helper';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { HALF_DAYS } from '@hr/shared';
import { DateField } from '@/components/date-field';
import { EmployeePicker } from '@/components/employee-picker';
import { DraftNote } from '@/components/form/draft-note';
import { useUser } from '@/lib/auth';
import { useShiftOptions } from '../api/vacations-api';
import { useVacationRequestForm } from '../hooks/use-vacation-request-form';
import { useLeaveNames } from './leave-words';
import { QuoteSummary } from './quote-summary';
import { VacationAttachmentField } from './vacation-attachment-field';
import { VacationSelectField } from './vacation-select-field';
import { HourlyLeaveFields } from './hourly-leave-fields';

/**
 * /self/vacrequest and /team/vacrequest: a leave request, validated with the route's own schema.
 * The days counted, the days skipped and the balance after it come live from /leave/quote.
 */
export function VacationRequestForm({ team }: { team: boolean }) {
  const { t } = useTranslation();
  const { named } = useLeaveNames();
  const user = useUser();
  const formId = useId();
  const shifts = useShiftOptions();
  const f = useVacationRequestForm(team);
  const { control } = f.form;
  const message = f.fieldMessage;

  const dateController = (name: 'startDate' | 'endDate' | 'eventDate', label: string, helper?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          required
          helperText={helper}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          error={message(fieldState.error?.message)}
          fullWidth
        />
      )}
    />
  );

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={f.onSubmit}
      data-testid="vacation-form"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, gap: 3, alignItems: 'start' }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <DraftNote draft={f.draft} />
          {team && (
            <Controller
              control={control}
              name="employeeId"
              render={({ fieldState }) => (
                <EmployeePicker
                  value={f.employee}
                  onChange={f.pickEmployee}
                  label={t('vacations.form.employee')}
                  codeLabel={t('vacations.form.employeeCode')}
                  error={message(fieldState.error?.message)}
                  testId="vacation-employee"
                />
              )}
            />
          )}
          <VacationSelectField
            control={control}
            name="leaveTypeId"
            label={t('vacations.form.type')}
            required
            options={(f.types.data?.items ?? []).map((x) => ({ value: String(x.id), label: named(x) }))}
            testId="vacation-type"
            message={message}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {dateController('startDate', t('vacations.form.startDate'))}
            {dateController('endDate', t('vacations.form.endDate'))}
          </Box>
          {f.eventShown && <Box data-testid="vacation-event-date">{dateController('eventDate', t('vacations.form.eventDate'), t('vacations.form.eventDateHelp'))}</Box>}
          {f.halfDayShown && (
            <VacationSelectField
              control={control}
              name="halfDay"
              label={t('vacations.form.halfDay')}
              options={HALF_DAYS.map((h) => ({ value: h, label: t(`leave.halfDay.${h}`) }))}
              toValue={(v) => (typeof v === 'string' ? v : 'none')}
              helperText={t('vacations.form.halfDayHelp')}
              testId="vacation-half-day"
              message={message}
            />
          )}
          {f.hoursShown && <HourlyLeaveFields control={control} on={f.byHours} onToggle={f.setByHours} message={message} />}
          {/* The substitute comes from the requester's department: on the team form, once the requester is picked. */}
          {(!team || f.employee) && (
            <Controller
              control={control}
              name="handoverEmployeeId"
              render={({ fieldState }) => (
                <EmployeePicker
                  value={f.handover}
                  onChange={f.pickHandover}
                  label={t('vacations.form.handover')}
                  codeLabel={t('vacations.form.handoverCode')}
                  error={message(fieldState.error?.message)}
                  excludeIds={[team ? (f.employee?.id ?? 0) : user.id]}
                  // Colleagues of the requester's department who are not on leave on those days.
                  source={{ path: '/leave/handover-candidates', query: { employeeId: team ? f.employee?.id : undefined, startDate: f.start, endDate: f.end } }}
                  testId="vacation-handover"
                />
              )}
            />
          )}
          {(shifts.data?.items.length ?? 0) > 0 && (
            <VacationSelectField
              control={control}
              name="shiftId"
              label={t('vacations.form.shift')}
              options={[{ value: '', label: t('vacations.form.shiftNone') }, ...(shifts.data?.items ?? []).map((s) => ({ value: String(s.id), label: named(s) }))]}
              fromValue={(v) => (v === '' ? null : Number(v))}
              testId="vacation-shift"
              message={message}
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
                helperText={
                  <LengthHelper value={field.value} max={1000}>
                    {message(fieldState.error?.message)}
                  </LengthHelper>
                }
                slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'vacation-reason' } }}
              />
            )}
          />
          <Controller
            control={control}
            name="attachment"
            render={({ fieldState }) => (
              <VacationAttachmentField
                helpId={`${formId}-file-help`}
                attachment={f.attachment}
                required={f.quote.attachmentRequired}
                error={fieldState.error?.message === 'vacations.tooLarge' ? t('vacations.form.attachmentTooLarge') : message(fieldState.error?.message)}
                onPick={(file) => void f.pickFile(file)}
                onRemove={f.removeFile}
              />
            )}
          />
          {f.formError && (
            <Alert severity="error" role="alert" data-testid="vacation-form-error">
              {f.formError}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={f.submitting} data-testid="vacation-submit">
              {t('vacations.form.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <QuoteSummary
        waiting={f.quote.waiting}
        pickText={team && !f.employee ? t('vacations.form.pickEmployee') : t('vacations.quote.pick')}
        quote={f.quote.data}
        range={f.start && f.end ? { start: f.start, end: f.end } : null}
        fetching={f.quote.fetching}
        error={f.quote.error}
      />
    </Box>
  );
}
