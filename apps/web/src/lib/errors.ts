import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TResources } from '@hr/shared/i18n/en';
import { isErrorCode } from '@hr/shared';
import { ApiError, isApiError } from './api-client';

type TValidationKey = `validation.${keyof TResources['validation'] & string}`;

/**
 * zod messages in the shared schemas are translation keys such as 'validation.required';
 * a field can also carry 'errors.<CODE>' when the server's answer belongs under it.
 */
export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('validation.')) return t(message as TValidationKey);
  const code = message.startsWith('errors.') ? message.slice('errors.'.length) : null;
  if (code && (isErrorCode(code) || code === 'NETWORK')) return t(`errors.${code}`);
  return t('validation.invalid');
}

/** The number a message's counted noun follows ("3 days"), for i18next's plural forms. */
const COUNTED = ['count', 'days', 'max', 'minutes', 'hours'] as const;
export function withCount(params: Record<string, unknown>): Record<string, unknown> {
  const n = COUNTED.map((k) => params[k]).find((v) => typeof v === 'number');
  return n === undefined ? params : { ...params, count: n };
}

/** The user-facing text of any error: t(`errors.${code}`, params), 'Something went wrong!' otherwise. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    // A refused filter (a range too long, a date outside the calendar) says what is wrong with it.
    const field = error.code === 'VALIDATION_FAILED' ? error.fields.find((f) => f.message.startsWith('validation.') || f.message.startsWith('errors.')) : undefined;
    if (field) return translateValidation(t, field.message) ?? t('errors.VALIDATION_FAILED');
    return t(`errors.${error.code}`, withCount({ ...error.params }));
  }
  return t('errors.INTERNAL');
}

/**
 * Puts the server's VALIDATION_FAILED field messages (translation keys) under the matching
 * form fields. Returns true when at least one field got its message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return false;
  let applied = false;
  for (const f of error.fields) {
    const name = f.path.split('.')[0] as Path<T>;
    if (fields.includes(name)) {
      setError(name, { type: 'server', message: f.message });
      applied = true;
    }
  }
  return applied;
}
