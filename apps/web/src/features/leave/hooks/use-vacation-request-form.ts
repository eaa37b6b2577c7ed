import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isErrorCode, ZLeaveRequestInputSchema, type TLeaveQuoteQuery, type TLeaveRequestInput, type TPersonOption } from '@hr/shared';
import { isoOrUndefined } from '@/components/date-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useNotify } from '@/hooks/use-notify';
import { isApiError } from '@/lib/api-client';
import { errorMessage, translateValidation } from '@/lib/errors';
import { useCreateLeaveRequest, useLeaveQuote, useLeaveTypes, useOfferedLeaveTypes } from '../api/vacations-api';

export type TVacationFormValues = z.input<typeof ZLeaveRequestInputSchema>;
type TField = keyof TVacationFormValues;
const FIELDS: readonly TField[] = ['leaveTypeId', 'startDate', 'endDate', 'halfDay', 'from', 'to', 'handoverEmployeeId', 'shiftId', 'reason', 'employeeId', 'attachment', 'eventDate'];
const MAX_BYTES = 5 * 1024 * 1024;

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

/**
 * The leave request form's state and rules: the route's own schema, the half day only for one
 * day of a type that allows it, the live quote (/leave/quote, debounced), the requester and
 * substitute pickers (team form), server errors put on their fields, the attachment's size. What
 * is typed is kept as a draft until it is sent (Back and Forward, a reload, another page: the
 * form comes back filled); the attachment is chosen again.
 */
const schemaResolver = zodResolver(ZLeaveRequestInputSchema);
/** The route's schema, with empty time fields read as not given (a whole day). */
const resolver: typeof schemaResolver = (values, context, options) =>
  schemaResolver({ ...values, from: values.from || undefined, to: values.to || undefined, eventDate: values.eventDate || null } as TVacationFormValues, context, options);
const isClock = (v: string | undefined): v is string => !!v && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

export function useVacationRequestForm(team: boolean) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateLeaveRequest();
  const [employee, setEmployee] = useState<TPersonOption | null>(null);
  // The types that fit the requester; on the team form, every type until a person is chosen.
  const offered = useOfferedLeaveTypes(team ? employee?.id : undefined, !team || !!employee);
  const all = useLeaveTypes(team && !employee);
  const types = team && !employee ? all : offered;
  const [handover, setHandover] = useState<TPersonOption | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverParams, setServerParams] = useState<Record<string, string | number>>({});
  const form = useForm<TVacationFormValues, unknown, TLeaveRequestInput>({
    resolver,
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
      eventDate: null,
    },
  });
  const { control, handleSubmit, setError, setValue, clearErrors } = form;
  const [leaveTypeId, startDate, endDate, halfDay, attachment, from, to, eventDate] = useWatch({ control, name: ['leaveTypeId', 'startDate', 'endDate', 'halfDay', 'attachment', 'from', 'to', 'eventDate'] });
  const type = types.data?.items.find((x) => x.id === Number(leaveTypeId));
  // A type counted in times asks for the event's date (the birth, the pilgrimage): Labour Law Arts 54, 128, 130.
  const eventShown = type?.maxTimesInService != null;
  // A type chosen for one person that the next one may not take is cleared.
  useEffect(() => {
    if (leaveTypeId && types.data && !type) setValue('leaveTypeId', '');
  }, [leaveTypeId, types.data, type, setValue]);
  const start = isoOrUndefined(startDate);
  const end = isoOrUndefined(endDate);
  const halfDayShown = !!type?.halfDayAllowed && !!start && start === end;
  // Only once the types are known: a draft put back before they load keeps its half day and hours.
  const typesKnown = !!types.data;
  useEffect(() => {
    if (typesKnown && !halfDayShown && halfDay !== 'none') setValue('halfDay', 'none');
  }, [typesKnown, halfDayShown, halfDay, setValue]);
  // Leave by the hour: one day of a type that allows it, not a half day.
  const hoursShown = !!type?.hoursAllowed && !!start && start === end && (halfDay ?? 'none') === 'none';
  const [byHours, setByHours] = useState(false);
  const hourly = hoursShown && byHours;
  useEffect(() => {
    if (typesKnown && !hourly && (from || to)) {
      setValue('from', undefined);
      setValue('to', undefined);
    }
  }, [typesKnown, hourly, from, to, setValue]);
  useEffect(() => {
    if (typesKnown && !eventShown && eventDate) setValue('eventDate', null);
  }, [typesKnown, eventShown, eventDate, setValue]);
  const draft = useFormDraft(team ? 'leave-request-team' : 'leave-request', form, {
    omit: ['attachment'],
    extra: { employee, handover, byHours },
    onExtra: (kept) => {
      setEmployee(kept.employee);
      setHandover(kept.handover);
      setByHours(kept.byHours);
    },
  });

  const quoteParams: TLeaveQuoteQuery | null =
    type && start && end && (!team || employee)
      ? {
          leaveTypeId: type.id,
          startDate: start,
          endDate: end,
          halfDay: halfDayShown ? (halfDay ?? 'none') : 'none',
          ...(hourly && isClock(from) && isClock(to) && from !== to ? { from, to } : {}),
          employeeId: team ? employee?.id : undefined,
        }
      : null;
  const quote = useLeaveQuote(useDebouncedValue(quoteParams, 300));
  const quoteReady = quoteParams !== null && quote.data !== undefined && !quote.isError;

  /** A field's message in the page's language: an error code from the server (with its params) or a validation key. */
  const fieldMessage = (message: string | undefined) => {
    if (!message) return undefined;
    const code = message.startsWith('errors.') ? message.slice('errors.'.length) : null;
    if (code && isErrorCode(code)) return t(`errors.${code}`, serverParams);
    return translateValidation(t, message);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (team && !employee) {
      setError('employeeId', { type: 'manual', message: 'validation.required' });
      return;
    }
    if (hourly && (!values.from || !values.to)) {
      if (!values.from) setError('from', { type: 'manual', message: 'validation.required' });
      if (!values.to) setError('to', { type: 'manual', message: 'validation.required' });
      return;
    }
    try {
      const saved = await create.mutateAsync({ ...values, employeeId: team ? employee?.id : undefined });
      draft.clear();
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

  /** A new requester (team form): the substitute comes from their department, so it is chosen again. */
  const pickEmployee = (p: TPersonOption | null) => {
    setEmployee(p);
    setValue('employeeId', p?.id ?? null);
    if (p?.id !== employee?.id) {
      setHandover(null);
      setValue('handoverEmployeeId', null);
    }
    clearErrors('employeeId');
  };
  const pickHandover = (p: TPersonOption | null) => {
    setHandover(p);
    setValue('handoverEmployeeId', p?.id ?? null);
    clearErrors('handoverEmployeeId');
  };

  return {
    form,
    draft,
    types,
    submitting: create.isPending,
    onSubmit,
    fieldMessage,
    formError,
    employee,
    pickEmployee,
    handover,
    pickHandover,
    start,
    end,
    halfDayShown,
    hoursShown,
    eventShown,
    byHours: hourly,
    setByHours,
    attachment,
    pickFile,
    removeFile: () => setValue('attachment', null),
    quote: {
      waiting: quoteParams === null,
      data: quoteReady ? quote.data : undefined,
      fetching: quote.isFetching,
      error: quoteParams !== null && quote.isError ? errorMessage(t, quote.error) : null,
      attachmentRequired: quoteReady && quote.data.attachmentRequired,
    },
  };
}
