import { z } from 'zod';
import { V, zEmail, zNewPassword, zRequiredString } from './common.js';
import { LANGUAGES, ROLES } from '../rules/roles.js';
import { isSafeText } from '../rules/bounds.js';
import { normalizeActivationCode } from '../rules/activation-code.js';
import { normalizeDigits } from '../rules/digits.js';

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
  email: z.string().nullable(),
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
  /** Arabic-Indic digits (٠١٢٣) on screen when the language is Arabic; null or false: ASCII digits. */
  arabicDigits: z.boolean().nullable().default(null),
  /** A daily e-mail of the requests waiting for the person's decision. */
  approvalDigest: z.boolean().default(true),
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

/** A slip's activation code as typed (any case, dashes, spaces, Arabic-Indic digits), normalised; see rules/activation-code.ts. */
export const zActivationCode = () =>
  z
    .string({ error: V.required })
    .max(40, V.tooLong)
    .refine((s) => s.trim() !== '', V.required)
    .transform((s) => normalizeActivationCode(s) ?? '')
    .refine((s) => s !== '', V.activationCode);

/** A company ID as typed on the activation page, in either digit set. */
const zEmpCodeText = () =>
  z
    .union([z.string().max(20, V.tooLong), z.number()], { error: V.required })
    .transform((v) => normalizeDigits(String(v).trim()))
    .refine((s) => s !== '', V.required)
    .refine((s) => /^\d{1,9}$/.test(s) && Number(s) >= 1, V.invalid)
    .transform(Number);

/** Activation by code: the company ID and the slip's code. */
export const ZActivationCodeCheckSchema = z.object({ empCode: zEmpCodeText(), code: zActivationCode() });
export type TActivationCodeCheck = z.infer<typeof ZActivationCodeCheckSchema>;
export type TActivationCodeCheckForm = z.input<typeof ZActivationCodeCheckSchema>;
export const ZActivationCodeCheckResponseSchema = z.object({ FullName: z.string(), fullNameAr: z.string() });
export type TActivationCodeCheckResponse = z.infer<typeof ZActivationCodeCheckResponseSchema>;
/** The page's language becomes the account's: a worker who activates in Arabic keeps the portal in Arabic. */
export const ZActivationCodeActivateSchema = z.object({ empCode: zEmpCodeText(), code: zActivationCode(), password: zNewPassword(), language: ZLanguageSchema.optional() });
export type TActivationCodeActivate = z.infer<typeof ZActivationCodeActivateSchema>;

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
  .object({
    language: ZLanguageSchema.optional(),
    navCompact: z.boolean().optional(),
    hijriDates: z.boolean().nullable().optional(),
    arabicDigits: z.boolean().nullable().optional(),
    approvalDigest: z.boolean().optional(),
  })
  .refine((v) => v.language !== undefined || v.navCompact !== undefined || v.hijriDates !== undefined || v.arabicDigits !== undefined || v.approvalDigest !== undefined, {
    message: V.required,
  });
export type TPreferencesRequest = z.infer<typeof ZPreferencesRequestSchema>;

export const ZSignupResponseSchema = z.object({ ok: z.literal(true), email: z.string() });
export type TSignupResponse = z.infer<typeof ZSignupResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Sign-in with the company directory (LDAP / Active Directory): HR's settings and test.

/** Directory text: trimmed, bounded, without NUL bytes or lone surrogates. */
const zDirectoryText = (max: number) => z.string().trim().max(max, V.tooLong).refine(isSafeText, V.invalid);
/** The longest CA text HR may paste (a chain of a few certificates). */
export const DIRECTORY_CA_MAX = 20_000;
/** One or more PEM certificate blocks and nothing else (whitespace between them). */
export const isPemCertificates = (c: string): boolean =>
  /^(\s*-----BEGIN CERTIFICATE-----[\sA-Za-z0-9+/=]+-----END CERTIFICATE-----\s*)+$/.test(c);
/** ldap://host[:port] or ldaps://host[:port]: scheme, host and port only (no path, query or spaces). */
export const isDirectoryUrl = (u: string): boolean => /^ldaps?:\/\/[^\s/?#@]+\/?$/i.test(u);

const directoryFields = {
  enabled: z.boolean(),
  url: zDirectoryText(500).refine((u) => u === '' || isDirectoryUrl(u), V.invalid),
  startTls: z.boolean(),
  /** The service account the server binds as to search; empty: an anonymous search. */
  bindDn: zDirectoryText(500),
  baseDn: zDirectoryText(500),
  /** The attribute holding the domain account: sAMAccountName (Active Directory), uid (OpenLDAP). */
  userAttribute: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(64, V.tooLong)
    .regex(/^[A-Za-z][A-Za-z0-9-]*$/, V.invalid),
  /** The domain people type: COMPANY in COMPANY\user, or company.local in user@company.local. */
  domain: zDirectoryText(253).refine((d) => /^[A-Za-z0-9.-]*$/.test(d), V.invalid),
};

/** fields: answered always; in PUT an omitted one keeps what is stored. */
const directoryTrustFields = {
  /** A private certificate authority (PEM, one or more certificates) trusted for ldaps:// and StartTLS. */
  caCert: z.string().trim().max(DIRECTORY_CA_MAX, V.tooLong).refine(isSafeText, V.invalid).refine((c) => c === '' || isPemCertificates(c), V.invalid),
  /** Only members of this group may sign in; empty: everyone the directory knows. */
  groupDn: zDirectoryText(500),
};

/** What GET answers: the bind password is never sent back, only whether one is kept. */
export const ZDirectorySettingsSchema = z.object({
  ...directoryFields,
  ...directoryTrustFields,
  bindPasswordSet: z.boolean(),
  /** The kept CA certificates as read by the server: subject and last valid day (ISO). */
  caCerts: z.array(z.object({ subject: z.string(), notAfter: z.string() })),
});
export type TDirectorySettings = z.infer<typeof ZDirectorySettingsSchema>;

/** What PUT takes: an empty or omitted bindPassword keeps the stored one; clearBindPassword forgets it. */
export const ZDirectorySettingsRequestSchema = z
  .object({
    ...directoryFields,
    caCert: directoryTrustFields.caCert.optional(),
    groupDn: directoryTrustFields.groupDn.optional(),
    bindPassword: z.string().max(256, V.tooLong).refine(isSafeText, V.invalid).optional(),
    clearBindPassword: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.enabled && !v.url) ctx.addIssue({ code: 'custom', path: ['url'], message: V.required });
    if (v.enabled && !v.baseDn) ctx.addIssue({ code: 'custom', path: ['baseDn'], message: V.required });
    if (v.startTls && /^ldaps:/i.test(v.url)) ctx.addIssue({ code: 'custom', path: ['startTls'], message: V.invalid });
  });
export type TDirectorySettingsRequest = z.infer<typeof ZDirectorySettingsRequestSchema>;

export const ZDirectoryTestRequestSchema = z.object({ accountName: zDirectoryText(256).optional() });
export type TDirectoryTestRequest = z.infer<typeof ZDirectoryTestRequestSchema>;

/** What the test found: the entries under the base that carry the user attribute, and the account asked about. */
export const ZDirectoryTestResponseSchema = z.object({
  entries: z.number(),
  /** More entries than the test counts (it stops at DIRECTORY_TEST_LIMIT). */
  entriesCapped: z.boolean(),
  account: z
    .object({
      name: z.string(),
      dn: z.string().nullable(),
      disabled: z.boolean(),
      employee: z.object({ EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() }).nullable(),
    })
    .nullable(),
});
export type TDirectoryTestResponse = z.infer<typeof ZDirectoryTestResponseSchema>;
