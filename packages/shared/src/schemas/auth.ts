import { z } from 'zod';
import { V, zEmail, zNewPassword, zRequiredString } from './common.js';
import { LANGUAGES, ROLES } from '../rules/roles.js';

export const ZLanguageSchema = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguageSchema>;
export const ZRoleSchema = z.enum(ROLES);

const ZNamedRefSchema = z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRefSchema>;

/** The signed-in user. EmpCode, domainacc and FullName keep the seed's names. */
export const ZUserSchema = z.object({
  id: z.number(),
  EmpCode: z.number(),
  domainacc: z.string().nullable(),
  FullName: z.string(),
  fullNameAr: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  roles: z.array(ZRoleSchema),
  site: ZNamedRefSchema.nullable(),
  department: ZNamedRefSchema.nullable(),
  section: ZNamedRefSchema.nullable(),
  manager: z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() }).nullable(),
  hrSites: z.array(ZNamedRefSchema),
  hireDate: z.string().nullable(),
  language: ZLanguageSchema,
  navCompact: z.boolean(),
  /** Hijri (Umm al-Qura) dates beside the Gregorian ones; null: as the language has it (on in Arabic). */
  hijriDates: z.boolean().nullable().default(null),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZLoginRequestSchema = z.object({
  identifier: zRequiredString(254),
  password: z.string({ error: V.required }).min(1, V.required).max(256, V.tooLong),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZLoginResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  user: ZUserSchema,
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const ZProfileResponseSchema = z.object({ user: ZUserSchema });
export type TProfileResponse = z.infer<typeof ZProfileResponseSchema>;

/**
 * Sign-up names the person and their work e-mail only: the password is chosen on the page the
 * e-mailed link opens (ZActivateRequestSchema), so nobody fixes it before the mailbox's owner.
 */
export const ZSignupRequestSchema = z.object({
  username: zRequiredString(100),
  email: zEmail(),
  acceptTerms: z.literal(true, { error: V.termsRequired }),
  /** The page's language: the activation e-mail and its link use it. */
  language: ZLanguageSchema.optional(),
});
export type TSignupRequest = z.infer<typeof ZSignupRequestSchema>;
export type TSignupForm = z.input<typeof ZSignupRequestSchema>;

export const ZForgotPasswordRequestSchema = z.object({ email: zEmail(), language: ZLanguageSchema.optional() });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequestSchema>;

export const ZTokenRequestSchema = z.object({ token: zRequiredString(200) });
export type TTokenRequest = z.infer<typeof ZTokenRequestSchema>;

export const ZResetPasswordRequestSchema = z.object({
  token: zRequiredString(200),
  password: zNewPassword(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

/** Opening the activation link: the person chooses their password there. */
export const ZActivateRequestSchema = z.object({
  token: zRequiredString(200),
  password: zNewPassword(),
});
export type TActivateRequest = z.infer<typeof ZActivateRequestSchema>;

/** The reset form (and the activation page) adds a confirmation field that never leaves the browser. */
export const ZResetPasswordFormSchema = z
  .object({ password: zNewPassword(), confirmPassword: z.string({ error: V.required }).min(1, V.required) })
  .refine((v) => v.password === v.confirmPassword, { message: V.passwordsDiffer, path: ['confirmPassword'] });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordFormSchema>;

export const ZTokenInfoResponseSchema = z.object({
  purpose: z.enum(['reset', 'activate', 'setup', 'invite']),
  FullName: z.string(),
  fullNameAr: z.string(),
});
export type TTokenInfoResponse = z.infer<typeof ZTokenInfoResponseSchema>;

export const ZChangePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: V.required }).min(1, V.required).max(256, V.tooLong),
  newPassword: zNewPassword(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

export const ZChangePasswordFormSchema = ZChangePasswordRequestSchema.extend({
  confirmPassword: z.string({ error: V.required }).min(1, V.required),
}).refine((v) => v.newPassword === v.confirmPassword, { message: V.passwordsDiffer, path: ['confirmPassword'] });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordFormSchema>;

export const ZPreferencesRequestSchema = z
  .object({ language: ZLanguageSchema.optional(), navCompact: z.boolean().optional(), hijriDates: z.boolean().nullable().optional() })
  .refine((v) => v.language !== undefined || v.navCompact !== undefined || v.hijriDates !== undefined, { message: V.required });
export type TPreferencesRequest = z.infer<typeof ZPreferencesRequestSchema>;

export const ZSignupResponseSchema = z.object({ ok: z.literal(true), email: z.string() });
export type TSignupResponse = z.infer<typeof ZSignupResponseSchema>;
