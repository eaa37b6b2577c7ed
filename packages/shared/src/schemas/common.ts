import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ID_MAX, RANGE_MESSAGE, isSafeText, isSupportedDate, isSupportedInstant, isSupportedMonth, rangeTooLong, type TRangeKind } from '../rules/bounds.js';

/** Translation keys used as zod messages so the form and the server speak the same words. */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  passwordLength: 'validation.passwordLength',
  passwordsDiffer: 'validation.passwordsDiffer',
  passwordCommon: 'validation.passwordCommon',
  termsRequired: 'validation.termsRequired',
  tooLong: 'validation.tooLong',
  invalid: 'validation.invalid',
  mobile: 'validation.mobile',
  rangeTooLong: 'validation.rangeTooLong',
  rangeTooLongYear: 'validation.rangeTooLongYear',
  rangeTooLongTwoMonths: 'validation.rangeTooLongTwoMonths',
  rangeTooLongTenYears: 'validation.rangeTooLongTenYears',
  trackingStartTooFar: 'validation.trackingStartTooFar',
  nationalId: 'validation.nationalId',
  nationalIdBirthDate: 'validation.nationalIdBirthDate',
  nationalIdGender: 'validation.nationalIdGender',
  insuranceNo: 'validation.insuranceNo',
  activationCode: 'validation.activationCode',
} as const;

/** Text up to `max` characters, without NUL bytes or lone surrogates. */
export const zText = (max = 200) => z.string().max(max, V.tooLong).refine(isSafeText, V.invalid);

export const zRequiredString = (max = 200) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, V.tooLong).refine(isSafeText, V.invalid);

/** A database id (PostgreSQL integer), from JSON or a query string. */
export const zId = () => z.coerce.number({ error: V.invalid }).int(V.invalid).positive(V.invalid).max(ID_MAX, V.invalid);
/** A database id in a JSON body (no coercion). */
export const zBodyId = () => z.number({ error: V.invalid }).int(V.invalid).positive(V.invalid).max(ID_MAX, V.invalid);

/** A real calendar day 'YYYY-MM-DD' in the supported window (1900–2199). */
/** An empty value is "required"; anything else must be a supported date. */
export const zIsoDate = () => z.string({ error: V.required }).min(1, V.required).refine((s) => s === '' || isSupportedDate(s), V.invalid);
/** A month 'YYYY-MM' in the supported window. */
export const zMonth = () => z.string({ error: V.required }).refine(isSupportedMonth, V.invalid);
/** An ISO instant with its offset, in the supported window. */
export const zInstant = () => z.iso.datetime({ offset: true, message: V.invalid }).refine(isSupportedInstant, V.invalid);

/** A refinement for objects with optional `from`/`to` dates: in order and not longer than `kind` allows. */
export const refineRange =
  (kind: TRangeKind, keys: { from: string; to: string } = { from: 'from', to: 'to' }) =>
  (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const from = v[keys.from];
    const to = v[keys.to];
    if (typeof from !== 'string' || typeof to !== 'string') return;
    if (to < from) ctx.addIssue({ code: 'custom', path: [keys.to], message: 'errors.DATES_OUT_OF_ORDER' });
    else if (rangeTooLong(from, to, kind)) ctx.addIssue({ code: 'custom', path: [keys.from], message: RANGE_MESSAGE[kind] });
  };

export const zEmail = () =>
  z.string({ error: V.required }).trim().min(1, V.required).max(254, V.tooLong).pipe(z.email(V.email)).transform((s) => s.toLowerCase());

/** An e-mail that may be left out: empty, spaces or null is none (null). */
export const zOptionalEmail = () =>
  z.preprocess((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v), zEmail().nullable());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The passwords every attacker tries first (and the demo's own); refused as new passwords. */
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password123', 'passw0rd', '12345678', '123456789', '1234567890', '11111111', '00000000',
  '87654321', '12341234', 'qwertyui', 'qwerty123', 'qwertyuiop', 'asdfghjk', 'iloveyou', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'letmein1', 'admin123', 'administrator',
  'changeme', 'trustno1', 'superman', 'starwars', 'whatever', 'demo1234', 'egypt123', 'cairo123', 'p@ssw0rd', 'p@ssword',
]);
export const isCommonPassword = (p: string): boolean => COMMON_PASSWORDS.has(p.toLowerCase());

export const zNewPassword = () =>
  z
    .string({ error: V.required })
    .min(1, V.required)
    .min(PASSWORD_MIN, V.passwordLength)
    .max(PASSWORD_MAX, V.passwordLength)
    .refine((p) => !isCommonPassword(p), V.passwordCommon);

export const ZFieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldErrorSchema>;

export const ZErrorResponseSchema = z.object({
  code: z.enum(Object.values(ErrorCode) as [string, ...string[]]),
  message: z.string(),
  fields: z.array(ZFieldErrorSchema).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** What the error is about, for the few codes that carry more than words (a closing checklist). */
  details: z.unknown().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

export const ZOkSchema = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOkSchema>;

export const ZIdParamSchema = z.object({ id: zId() });

export const ZPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;
