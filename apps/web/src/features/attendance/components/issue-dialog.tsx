import { useEffect, useId, useRef, useState } from 'react';
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
  type TReportOffShift,
} from '@hr/shared';
import { AttendanceEventFields } from '@/components/attendance-event-fields';
import { DraftNote } from '@/components/form/draft-note';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { TeamPersonField } from '@/components/form/team-person-field';
import { useReportAttendanceIssue } from '../api/attendance-issues-api';
import { IssueOffShiftNote, offShiftOf } from './issue-off-shift';

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

/** What a row of the absence list hands over: the day, the missing event, its time from the shift, the person (team). */
export interface TIssuePrefill {
  date?: string;
  eventType?: TAttendanceEventType;
  /** The instant to start from: the shift's start (a sign-in) or end (a sign-out) that day. */
  time?: string;
  employee?: TPersonOption | null;
}

/**
 * What to prefill for a day of the absence list: its date, the missing event (the sign-in when there
 * was none) at the shift's start, or the sign-out at its end (a night shift's the next morning), the person.
 */
export const issuePrefillOf = (d: TAttendanceDay, team: boolean): TIssuePrefill => ({
  date: d.date,
  eventType: d.firstIn ? 'out' : 'in',
  time: d.firstIn ? d.shiftEnd : d.shiftStart,
  employee: team ? { id: d.employeeId, EmpCode: d.userId, FullName: d.userName, fullNameAr: d.userNameAr } : null,
});

/** The prefilled instant: the shift's, else the date at 09:00 (sign-in) or 17:00 (sign-out) of the organisation's clock (no shift that day). */
function prefillTime(prefill: TIssuePrefill | undefined, timeZone: string): string {
  if (prefill?.time) return prefill.time;
  if (!prefill?.date) return '';
  const hours = prefill.eventType === 'out' ? 17 : 9;
  return new Date(startOfDayIn(prefill.date, timeZone).getTime() + hours * 3_600_000).toISOString();
}

/**
 * /self/attissue and /team/attissue (seed): "I signed in/out at this past time but it was not
 * recorded", for oneself or, in the team variant, for someone in the viewer's scope (the two
 * linked pickers). The server decides; the form checks the time is past first. What is typed is
 * kept while unsent (Back, another page, a reload) until it is sent or cancelled; Back closes it.
 *
 * A report on a rest day, a holiday or far from the shift's hours is answered with the reason
 * (ISSUE_OUTSIDE_SHIFT): the form says why above its buttons and the next send confirms it ("Send
 * anyway"); changing the type, time or person takes the question back. Once the report is filed,
 * `onSent` (when given) runs in place of `onClose`: the page shows where the report is listed.
 */
export function IssueDialog({
  open,
  team,
  prefill,
  onClose,
  onSent,
}: {
  open: boolean;
  team: boolean;
  prefill?: TIssuePrefill;
  onClose: () => void;
  onSent?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const titleId = useId();
  const { timeZone } = usePublicSettings();
  const report = useReportAttendanceIssue();
  const [employee, setEmployee] = useState<TPersonOption | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  /** The server's question about this report's day or time; the next send confirms it. */
  const [offShift, setOffShift] = useState<TReportOffShift | null>(null);
  const sent = useRef(false);
  const form = useForm<TFormValues, unknown, TAttendanceIssueInput>({
    resolver: zodResolver(issueFormSchema(team)),
    defaultValues: { eventType: '' as TAttendanceEventType, eventTime: '', reason: '', employeeId: undefined },
  });
  const { control, handleSubmit, reset, setError } = form;
  useEffect(() => {
    if (!open) return;
    reset({
      eventType: prefill?.eventType ?? ('' as TAttendanceEventType),
      eventTime: prefillTime(prefill, timeZone),
      reason: '',
      employeeId: prefill?.employee?.id,
    });
    setEmployee(prefill?.employee ?? null);
    setFormError(null);
    setOffShift(null);
    sent.current = false;
  }, [open, prefill, reset, timeZone]);
  // Another type, time or person is another report: the question was about the one before.
  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (name === 'eventType' || name === 'eventTime' || name === 'employeeId') setOffShift(null);
    });
    return () => sub.unsubscribe();
  }, [form]);
  // A day of the absence list opens the form filled with that day: a kept draft is not put over it.
  const draft = useFormDraft(team ? 'attendance-issue-team' : 'attendance-issue', form, { active: open, restore: !prefill, extra: employee, onExtra: setEmployee });
  const close = useCloseOnBack(open, () => (sent.current && onSent ? onSent() : onClose()));
  const cancel = () => {
    draft.clear();
    close();
  };

  const onSubmit = handleSubmit((v) => {
    setFormError(null);
    const body = { ...(team ? v : { ...v, employeeId: undefined }), ...(offShift ? { confirmOutsideShift: true } : {}) };
    report.mutate(body, {
      onSuccess: () => {
        notify(t('attendanceIssues.dialog.success'), 'success');
        draft.clear();
        sent.current = true;
        close();
      },
      onError: (e) => {
        const asked = isApiError(e) && e.code === 'ISSUE_OUTSIDE_SHIFT' ? offShiftOf(e.params) : null;
        if (asked) setOffShift(asked);
        else if (isApiError(e) && e.code === 'ISSUE_MUST_BE_PAST') setError('eventTime', { type: 'server', message: PAST });
        else if (!applyFieldErrors(e, setError, FIELDS)) setFormError(errorMessage(t, e));
      },
    });
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId} data-testid="issue-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {team ? t('attendanceIssues.dialog.teamTitle') : t('attendanceIssues.dialog.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{team ? t('attendanceIssues.dialog.teamIntro') : t('attendanceIssues.dialog.intro')}</DialogContentText>
          <DraftNote draft={draft} sx={{ mb: 2 }} />
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
          <IssueOffShiftNote offShift={offShift} name={team ? (i18n.language === 'ar' ? employee?.fullNameAr || employee?.FullName : employee?.FullName) ?? '' : undefined} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={cancel} data-testid="issue-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={report.isPending} data-testid="issue-submit">
            {offShift ? t('attendanceIssues.dialog.outside.confirm') : t('attendanceIssues.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
