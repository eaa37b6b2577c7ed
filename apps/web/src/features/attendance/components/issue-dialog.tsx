import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  startOfDayIn,
  V,
  ZAttendanceIssueInputSchema,
  type TAttendanceDay,
  type TAttendanceEventType,
  type TAttendanceIssueInput,
  type TPersonOption,
} from '@hr/shared';
import { AttendanceEventFields } from '@/components/attendance-event-fields';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { TeamPersonField } from '@/components/form/team-person-field';
import { useReportAttendanceIssue } from '../api/attendance-issues-api';

const PAST = 'errors.ISSUE_MUST_BE_PAST';

/** The route's schema, plus what the form checks first: a chosen person (team), a time not in the future. */
const issueFormSchema = (team: boolean) =>
  ZAttendanceIssueInputSchema.extend({
    eventTime: z.string({ error: V.required }).min(1, V.required).pipe(z.iso.datetime({ offset: true, message: V.invalid })),
  }).superRefine((v, ctx) => {
    if (team && !v.employeeId) ctx.addIssue({ code: 'custom', path: ['employeeId'], message: V.required });
    if (Date.parse(v.eventTime) > Date.now()) ctx.addIssue({ code: 'custom', path: ['eventTime'], message: PAST });
  });
type TFormValues = z.input<ReturnType<typeof issueFormSchema>>;
const FIELDS = ['eventType', 'eventTime', 'reason', 'employeeId'] as const;

/** What a row of the absence list hands over: the day, the missing event, the person (team). */
export interface TIssuePrefill {
  date?: string;
  eventType?: TAttendanceEventType;
  employee?: TPersonOption | null;
}

/** What to prefill for a day of the absence list: its date, the missing event (the sign-in when there was none), the person. */
export const issuePrefillOf = (d: TAttendanceDay, team: boolean): TIssuePrefill => ({
  date: d.date,
  eventType: d.firstIn ? 'out' : 'in',
  employee: team ? { id: d.employeeId, EmpCode: d.userId, FullName: d.userName, fullNameAr: d.userNameAr } : null,
});

/** A date at 09:00 (sign-in) or 17:00 (sign-out) of the organisation's clock, as an instant. */
function prefillTime(date: string | undefined, type: TAttendanceEventType | undefined, timeZone: string): string {
  if (!date) return '';
  const hours = type === 'out' ? 17 : 9;
  return new Date(startOfDayIn(date, timeZone).getTime() + hours * 3_600_000).toISOString();
}

/**
 * /self/attissue and /team/attissue (seed): "I signed in/out at this past time but it was not
 * recorded", for oneself or, in the team variant, for someone in the viewer's scope (the two
 * linked pickers). The server decides; the form checks the time is past first.
 */
export function IssueDialog({ open, team, prefill, onClose }: { open: boolean; team: boolean; prefill?: TIssuePrefill; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const titleId = useId();
  const { timeZone } = usePublicSettings();
  const report = useReportAttendanceIssue();
  const [employee, setEmployee] = useState<TPersonOption | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TAttendanceIssueInput>({
    resolver: zodResolver(issueFormSchema(team)),
    defaultValues: { eventType: '' as TAttendanceEventType, eventTime: '', reason: '', employeeId: undefined },
  });
  useEffect(() => {
    if (!open) return;
    reset({
      eventType: prefill?.eventType ?? ('' as TAttendanceEventType),
      eventTime: prefillTime(prefill?.date, prefill?.eventType, timeZone),
      reason: '',
      employeeId: prefill?.employee?.id,
    });
    setEmployee(prefill?.employee ?? null);
    setFormError(null);
  }, [open, prefill, reset, timeZone]);

  const onSubmit = handleSubmit((v) => {
    setFormError(null);
    report.mutate(team ? v : { ...v, employeeId: undefined }, {
      onSuccess: () => {
        notify(t('attendanceIssues.dialog.success'), 'success');
        onClose();
      },
      onError: (e) => {
        if (isApiError(e) && e.code === 'ISSUE_MUST_BE_PAST') setError('eventTime', { type: 'server', message: PAST });
        else if (!applyFieldErrors(e, setError, FIELDS)) setFormError(errorMessage(t, e));
      },
    });
  });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId} data-testid="issue-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {team ? t('attendanceIssues.dialog.teamTitle') : t('attendanceIssues.dialog.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{team ? t('attendanceIssues.dialog.teamIntro') : t('attendanceIssues.dialog.intro')}</DialogContentText>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="issue-error">
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
                label={t('attendanceIssues.dialog.employee')}
                codeLabel={t('attendanceIssues.dialog.employeeCode')}
                testId="issue-employee"
              />
            )}
            <AttendanceEventFields
              control={control}
              timeZone={timeZone}
              labels={{ eventType: t('attendanceIssues.dialog.eventType'), eventTime: t('attendanceIssues.dialog.eventTime'), reason: t('attendanceIssues.dialog.reason'), reasonHint: t('attendanceIssues.dialog.reasonHint') }}
              testIdPrefix="issue"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={report.isPending} data-testid="issue-submit">
            {t('attendanceIssues.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
