import {
  ACTIVATION_TOKEN_TTL_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  SESSION_TTL_DAYS,
  companyName,
  minutesUntil,
  parseIdentifier,
  type TActivateRequest,
  type TChangePasswordRequest,
  type TForgotPasswordRequest,
  type TLang,
  type TLoginRequest,
  type TLoginResponse,
  type TPreferencesRequest,
  type TResetPasswordRequest,
  type TSignupRequest,
  type TSignupResponse,
  type TTokenInfoResponse,
  type TUser,
} from '@hr/shared';
import { emailTexts, type TEmailKind } from '@hr/shared/i18n/email';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { hashPassword, verifyDummy, verifyPassword } from '../../core/passwords.js';
import { hashToken, newToken } from '../../core/tokens.js';
import { presentUser } from './user-presenter.js';
import * as authRepo from './auth-repository.js';
import * as rateRepo from './rate-limit-repository.js';
import * as userRepo from './user-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx, RequestMeta } from '../../core/context.js';
import { cachedOrganisation, getOrganisation } from '../../core/organisation.js';
import { brandMail, notify } from '../../core/notification.js';
import { verifyDirectoryPassword } from './directory-client.js';
import { directoryCandidate } from './directory-service.js';
import { signInThrottle } from './sign-in-throttle.js';

const lang = (l: string): TLang => (l === 'ar' ? 'ar' : 'en');

export async function startSession(ctx: Ctx, db: Db, employeeId: number, meta: RequestMeta): Promise<TLoginResponse> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
  await authRepo.createSession(db, { employeeId, tokenHash: hash, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) ?? null });
  const row = await userRepo.findUserById(db, employeeId);
  if (!row) throw new AppError('INTERNAL');
  return { accessToken: token, expiresAt: expiresAt.toISOString(), user: presentUser(row) };
}

/**
 * Sign-in. The answers never tell whether an account exists or has a password yet: an unknown
 * identifier and an account without a password answer INVALID_CREDENTIALS like a wrong password,
 * and five failures lock any identifier alike (ACCOUNT_LOCKED). ACCOUNT_INACTIVE comes only
 * after the right password.
 */
export async function login(ctx: Ctx, input: TLoginRequest, meta: RequestMeta): Promise<TLoginResponse> {
  const id = parseIdentifier(input.identifier);
  // An identifier naming an active employee's domain account while the company directory is on is
  // checked against the directory; every other one against the portal's own password.
  const dir = id.kind === 'empCode' ? null : await directoryCandidate(ctx, input.identifier);
  const who =
    dir?.who ??
    (id.kind === 'empCode' ? await authRepo.findCandidateByEmpCode(ctx.db, id.empCode) : await authRepo.findCandidateByEmail(ctx.db, id.email));
  const failAudit = (action: string, employeeId: number | null, extra: Record<string, unknown> = {}) =>
    audit(ctx.db, { actorId: employeeId, action, entity: 'auth', entityId: employeeId, after: { identifier: input.identifier.slice(0, 254), ...extra }, ip: meta.ip });

  // An identifier that names no account, and an account without a password yet, count their
  // failures under a key of their own, with the same rule and the same answers as an account's
  // counter: nobody can tell from the answers which identifiers name an account.
  const key = who ? `signin:employee:${who.id}` : `signin:${id.kind === 'empCode' ? `code:${id.empCode}` : `email:${id.email}`}`;
  // Failures only are counted per address and per address-and-account; a success is never throttled.
  const throttle = signInThrottle(ctx, meta.ip, key);
  await throttle.check();
  const lockedUntil = who?.passwordHash ? who.lockedUntil : await rateRepo.keyedSignInLock(ctx.db, key);
  if (lockedUntil && lockedUntil.getTime() > Date.now()) {
    await throttle.fail();
    await failAudit('auth.login_refused_locked', who?.id ?? null);
    throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesUntil(lockedUntil) } });
  }
  if (!who || (!dir && !who.passwordHash)) {
    await verifyDummy(input.password);
    await throttle.fail();
    const state = await rateRepo.recordKeyedSignInFailure(ctx.db, key);
    if (state.lockedUntil && state.lockedUntil.getTime() > Date.now()) {
      await failAudit('auth.lockout', who?.id ?? null, { failedCount: state.failedCount });
      throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesUntil(state.lockedUntil) } });
    }
    await failAudit('auth.login_failed', who?.id ?? null, { reason: who ? 'not_activated' : 'unknown', failedCount: state.failedCount });
    throw new AppError('INVALID_CREDENTIALS');
  }
  const ok = dir
    ? await verifyDirectoryPassword(dir.cfg, dir.account, input.password).catch(async (err: unknown) => {
        // The directory is down (or refuses this account's group): nothing is counted against the
        // person, and local accounts still work. The audit says which.
        const code = err instanceof AppError ? err.code : null;
        await failAudit('auth.login_failed', who.id, { reason: code === 'DIRECTORY_NOT_IN_GROUP' ? 'not_in_group' : code === 'DIRECTORY_TLS_FAILED' ? 'directory_tls' : 'directory_unavailable' });
        throw err;
      })
    : who.passwordHash !== null && (await verifyPassword(who.passwordHash, input.password));
  if (!ok) {
    await throttle.fail();
    // A directory account without a portal password counts under its key, as sign-in always does.
    const state = who.passwordHash ? await authRepo.recordFailedSignIn(ctx.db, who.id) : await rateRepo.recordKeyedSignInFailure(ctx.db, key);
    if (state.lockedUntil && state.lockedUntil.getTime() > Date.now()) {
      await failAudit('auth.lockout', who.id, { failedCount: state.failedCount });
      throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesUntil(state.lockedUntil) } });
    }
    await failAudit('auth.login_failed', who.id, { reason: dir ? 'directory' : 'password', failedCount: state.failedCount });
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!who.active) {
    await failAudit('auth.login_failed', who.id, { reason: 'inactive' });
    throw new AppError('ACCOUNT_INACTIVE');
  }
  return ctx.db.transaction(async (tx) => {
    await authRepo.clearFailedSignIns(tx, who.id);
    if (dir) await authRepo.clearKeyedSignIns(tx, who.id);
    const res = await startSession(ctx, tx, who.id, meta);
    await audit(tx, { actorId: who.id, action: 'auth.login', entity: 'auth', entityId: who.id, after: dir ? { via: 'directory' } : undefined, ip: meta.ip });
    return res;
  });
}

export async function logout(ctx: Ctx, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await authRepo.revokeSession(tx, actor.sessionId);
    await ctx.sessions.invalidate(tx, actor.id);
    await audit(tx, { actorId: actor.id, action: 'auth.logout', entity: 'auth', entityId: actor.id, ip: actor.ip });
  });
}

async function sendLink(ctx: Ctx, db: Db, kind: TEmailKind, to: { email: string; name: string; language: string }, token: string, minutes: number) {
  const page = kind === 'activate' ? 'activate' : 'reset-password';
  const l = lang(to.language);
  // The link opens the page in the e-mail's language.
  const link = `${ctx.config.PUBLIC_URL}/session/${page}?token=${token}&lang=${l}`;
  const text = emailTexts[l][kind];
  const org = await cachedOrganisation(ctx);
  await ctx.mailer.send(db, brandMail(org, l, { to: to.email, subject: text.subject, body: text.body({ name: to.name, link, minutes, org: companyName(org, l) }) }));
  return link;
}

/**
 * Sign-up activates an existing employee record, never a new person. The username must be the
 * person's company ID or domain account, and no password is taken here: it is chosen on the page
 * the link sent to the work e-mail opens, so knowing a colleague's e-mail is not enough.
 */
export async function register(ctx: Ctx, input: TSignupRequest): Promise<TSignupResponse> {
  const org = await getOrganisation(ctx.db);
  if (!org.signupAllowed) throw new AppError('SIGNUP_DISABLED');
  const who = await authRepo.findCandidateByEmail(ctx.db, input.email);
  const username = input.username.trim().toLowerCase();
  const matches = !!who && (String(who.empCode) === username || (who.domainAccount ?? '').toLowerCase() === username);
  if (!who || !who.active || !matches) throw new AppError('SIGNUP_NO_EMPLOYEE');
  if (who.passwordHash) throw new AppError('SIGNUP_ALREADY_ACTIVE');
  const email = who.email;
  if (!email) throw new AppError('SIGNUP_NO_EMPLOYEE');
  const { token, hash } = newToken();
  await ctx.db.transaction(async (tx) => {
    await authRepo.createAuthToken(tx, {
      employeeId: who.id,
      purpose: 'activate',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + ACTIVATION_TOKEN_TTL_MINUTES * 60_000),
    });
    const language = input.language ?? who.language;
    await sendLink(ctx, tx, 'activate', { email, name: nameIn({ ...who, language }), language }, token, ACTIVATION_TOKEN_TTL_MINUTES);
    await audit(tx, { actorId: who.id, action: 'auth.signup_requested', entity: 'employee', entityId: who.id });
  });
  return { ok: true, email };
}

const nameIn = (p: { fullNameEn: string; fullNameAr: string; language: string }) => (lang(p.language) === 'ar' ? p.fullNameAr : p.fullNameEn);

export async function tokenInfo(ctx: Ctx, token: string): Promise<TTokenInfoResponse> {
  const t = await authRepo.findLiveToken(ctx.db, hashToken(token));
  if (!t) throw new AppError('TOKEN_INVALID');
  return { purpose: t.purpose as TTokenInfoResponse['purpose'], FullName: t.fullNameEn, fullNameAr: t.fullNameAr };
}

/** The activation link's page: the owner of the work e-mail chooses the password here, and is signed in. */
export async function activate(ctx: Ctx, input: TActivateRequest, meta: RequestMeta): Promise<TLoginResponse> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const used = await authRepo.consumeToken(tx, hashToken(input.token), ['activate']);
    if (!used) throw new AppError('TOKEN_INVALID');
    const who = await authRepo.findCandidateById(tx, used.employeeId);
    if (!who || !who.active) throw new AppError('TOKEN_INVALID');
    const created = await authRepo.createPasswordIfAbsent(tx, who.id, passwordHash);
    if (!created) throw new AppError('SIGNUP_ALREADY_ACTIVE');
    await notify(tx, [{ employeeId: who.id, kind: 'account_activated', params: { name: who.fullNameEn, nameAr: who.fullNameAr } }]);
    await audit(tx, { actorId: who.id, action: 'auth.activated', entity: 'employee', entityId: who.id, ip: meta.ip });
    return startSession(ctx, tx, who.id, meta);
  });
}

export async function forgotPassword(ctx: Ctx, input: TForgotPasswordRequest, meta: RequestMeta): Promise<void> {
  const { email } = input;
  const who = await authRepo.findCandidateByEmail(ctx.db, email);
  if (!who || !who.active || !who.email) {
    await audit(ctx.db, { actorId: null, action: 'auth.reset_requested_unknown', entity: 'auth', after: { email }, ip: meta.ip });
    return;
  }
  const { token, hash } = newToken();
  await ctx.db.transaction(async (tx) => {
    await authRepo.createAuthToken(tx, {
      employeeId: who.id,
      purpose: 'reset',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    const language = input.language ?? who.language;
    await sendLink(ctx, tx, 'reset', { email, name: nameIn({ ...who, language }), language }, token, RESET_TOKEN_TTL_MINUTES);
    await audit(tx, { actorId: who.id, action: 'auth.reset_requested', entity: 'auth', entityId: who.id, ip: meta.ip });
  });
}

export async function resetPassword(ctx: Ctx, input: TResetPasswordRequest, meta: RequestMeta): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const used = await authRepo.consumeToken(tx, hashToken(input.token), ['reset', 'setup', 'invite']);
    if (!used) throw new AppError('TOKEN_INVALID');
    // A first password (an accepted invitation) is an activation, not a reset.
    const who = await authRepo.findCandidateById(tx, used.employeeId);
    const first = !who?.passwordHash;
    await authRepo.setPassword(tx, used.employeeId, passwordHash);
    await authRepo.revokeSessionsOf(tx, used.employeeId);
    await ctx.sessions.invalidate(tx, used.employeeId);
    if (first && who) {
      await notify(tx, [{ employeeId: who.id, kind: 'account_activated', params: { name: who.fullNameEn, nameAr: who.fullNameAr } }]);
      await audit(tx, { actorId: who.id, action: 'auth.activated', entity: 'employee', entityId: who.id, after: { via: used.purpose }, ip: meta.ip });
      return;
    }
    await notify(tx, [{ employeeId: used.employeeId, kind: 'password_reset' }]);
    await audit(tx, { actorId: used.employeeId, action: `auth.password_${used.purpose}`, entity: 'employee', entityId: used.employeeId, ip: meta.ip });
  });
}

export async function changePassword(ctx: Ctx, actor: Actor, input: TChangePasswordRequest): Promise<void> {
  const who = await authRepo.findCandidateById(ctx.db, actor.id);
  if (!who?.passwordHash || !(await verifyPassword(who.passwordHash, input.currentPassword))) throw new AppError('PASSWORD_INCORRECT');
  if (input.currentPassword === input.newPassword) throw new AppError('PASSWORD_REUSED', { fields: [{ path: 'newPassword', message: 'errors.PASSWORD_REUSED' }] });
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await authRepo.setPassword(tx, actor.id, passwordHash);
    const ended = await authRepo.revokeSessionsOf(tx, actor.id, actor.sessionId);
    await ctx.sessions.invalidate(tx, actor.id);
    await notify(tx, [{ employeeId: actor.id, kind: 'password_changed' }]);
    await audit(tx, { actorId: actor.id, action: 'auth.password_changed', entity: 'employee', entityId: actor.id, after: { endedSessions: ended }, ip: actor.ip });
  });
}

export async function updatePreferences(ctx: Ctx, actor: Actor, input: TPreferencesRequest): Promise<TUser> {
  await ctx.db.transaction(async (tx) => {
    await userRepo.updatePreferences(tx, actor.id, {
      language: input.language,
      navCompact: input.navCompact,
      hijriDates: input.hijriDates,
      arabicDigits: input.arabicDigits,
      approvalDigest: input.approvalDigest,
    });
    await ctx.sessions.invalidate(tx, actor.id);
  });
  const row = await userRepo.findUserById(ctx.db, actor.id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentUser(row);
}

/**
 * HR's links, sent inside the caller's transaction: an invitation (the first password, purpose
 * 'invite', valid as long as a sign-up activation) or a password reset. Both open
 * /session/reset-password; a newer link replaces the earlier unused one of the same purpose.
 */
export async function sendAccountLink(
  ctx: Ctx,
  tx: Db,
  purpose: 'invite' | 'reset',
  who: { id: number; email: string | null; fullNameEn: string; fullNameAr: string; language: string },
): Promise<void> {
  if (!who.email) throw new AppError('NO_EMAIL');
  const minutes = purpose === 'invite' ? ACTIVATION_TOKEN_TTL_MINUTES : RESET_TOKEN_TTL_MINUTES;
  const { token, hash } = newToken();
  await authRepo.createAuthToken(tx, { employeeId: who.id, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + minutes * 60_000) });
  await sendLink(ctx, tx, purpose, { email: who.email, name: nameIn(who), language: who.language }, token, minutes);
}
