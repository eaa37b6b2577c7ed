import { z } from 'zod';
import { ErrorCode } from '../errors.js';

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
} as const;

export const zRequiredString = (max = 200) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, V.tooLong);

export const zEmail = () =>
  z.string({ error: V.required }).trim().min(1, V.required).max(254, V.tooLong).pipe(z.email(V.email)).transform((s) => s.toLowerCase());

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
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

export const ZOkSchema = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOkSchema>;

export const ZIdParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const ZPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;
