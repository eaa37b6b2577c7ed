import { createHash, randomBytes } from 'node:crypto';
import {
  activationCodeExpiry,
  activationCodeFrom,
  LOCKOUT_WINDOW_MINUTES,
  type TActivationCodeActivate,
  type TActivationCodeCheck,
  type TActivationCodeCheckResponse,
  type TLoginResponse,
} from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { hashPassword } from '../../core/passwords.js';
import type { Ctx, RequestMeta } from '../../core/context.js';
import { notify } from '../../core/notification.js';
import { audit } from '../organisation/index.js';
import * as authRepo from './auth-repository.js';
import * as codeRepo from './activation-code-repository.js';
import * as rateRepo from './rate-limit-repository.js';
import * as userRepo from './user-repository.js';
import { startSession } from './auth-service.js';

/**
 * Activation by code: a person without a work e-mail activates with their company ID
 * and the one-time code on the slip HR printed. Only the code's hash is stored, bound to the person
 * (sha256 of "code:<employee id>:<code>"), so equal codes of two people never collide and a code is
 * worth nothing without its company ID. Wrong, expired and used codes answer one error; guesses
 * count per company ID (the sign-in lockout's rule: 5 in 15 minutes lock it for 15) and per
 * address (IP_GUESSES in 15 minutes), both in PostgreSQL, answered RATE_LIMITED. Only wrong codes count:
 * a factory activating on its one Wi-Fi address on the first day is never stopped by its own successes,
 * and a code of 10 characters from 31 is not found by a few hundred guesses.
 */
export const IP_GUESSES = 200;

const codeHash = (employeeId: number, code: string) => createHash('sha256').update(`code:${employeeId}:${code}`).digest('hex');
const empKey = (empCode: number) => `activation:emp:${empCode}`;
const ipKey = (ip: string | null) => `activation:ip:${ip ?? 'unknown'}`;

/** New codes for these people, in the caller's transaction; each replaces the person's earlier one. The codes leave only in the slip. */
export async function issueActivationCodes(tx: Db, employeeIds: number[], now = new Date()): Promise<Map<number, { code: string; expiresAt: Date }>> {
  const expiresAt = activationCodeExpiry(now);
  const codes = new Map<number, { code: string; expiresAt: Date }>();
  for (const id of employeeIds) codes.set(id, { code: activationCodeFrom((n) => randomBytes(n)), expiresAt });
  await codeRepo.replaceCodes(
    tx,
    [...codes].map(([employeeId, c]) => ({ employeeId, tokenHash: codeHash(employeeId, c.code), expiresAt: c.expiresAt })),
  );
  return codes;
}

async function refuseWhileThrottled(ctx: Ctx, empCode: number, meta: RequestMeta): Promise<void> {
  const [locked, fromIp] = await Promise.all([rateRepo.keyedSignInLock(ctx.db, empKey(empCode)), codeRepo.rateCount(ctx.db, ipKey(meta.ip))]);
  if ((locked && locked.getTime() > Date.now()) || fromIp >= IP_GUESSES) throw new AppError('RATE_LIMITED');
}

async function wrongCode(ctx: Ctx, empCode: number, employeeId: number | null, meta: RequestMeta): Promise<never> {
  const state = await rateRepo.recordKeyedSignInFailure(ctx.db, empKey(empCode));
  await rateRepo.hitRateLimit(ctx.db, ipKey(meta.ip), LOCKOUT_WINDOW_MINUTES * 60_000);
  // The audit names the company ID typed, never the code.
  await audit(ctx.db, { actorId: null, action: 'auth.activation_code_failed', entity: 'auth', entityId: employeeId, after: { empCode, failedCount: state.failedCount }, ip: meta.ip });
  throw new AppError('ACTIVATION_CODE_INVALID');
}

/** The person a live code names, or a counted failure. */
async function findHolder(ctx: Ctx, input: TActivationCodeCheck, meta: RequestMeta) {
  await refuseWhileThrottled(ctx, input.empCode, meta);
  const who = await authRepo.findCandidateByEmpCode(ctx.db, input.empCode);
  const hash = who ? codeHash(who.id, input.code) : null;
  if (!who || !who.active || !hash || !(await codeRepo.findLiveCode(ctx.db, who.id, hash))) return wrongCode(ctx, input.empCode, who?.id ?? null, meta);
  return { who, hash };
}

/** The first step of the page: whose code this is (the name greets them before they choose a password). */
export async function checkActivationCode(ctx: Ctx, input: TActivationCodeCheck, meta: RequestMeta): Promise<TActivationCodeCheckResponse> {
  const { who } = await findHolder(ctx, input, meta);
  if (who.passwordHash) throw new AppError('SIGNUP_ALREADY_ACTIVE');
  return { FullName: who.fullNameEn, fullNameAr: who.fullNameAr };
}

/** The code is used once: the password is set, the account activated, and the person signed in. */
export async function activateWithCode(ctx: Ctx, input: TActivationCodeActivate, meta: RequestMeta): Promise<TLoginResponse> {
  const { who, hash } = await findHolder(ctx, input, meta);
  if (who.passwordHash) throw new AppError('SIGNUP_ALREADY_ACTIVE');
  const passwordHash = await hashPassword(input.password);
  const res = await ctx.db.transaction(async (tx) => {
    if (!(await codeRepo.consumeCode(tx, who.id, hash))) return null;
    if (!(await authRepo.createPasswordIfAbsent(tx, who.id, passwordHash))) throw new AppError('SIGNUP_ALREADY_ACTIVE');
    await codeRepo.retireActivationTokens(tx, who.id);
    if (input.language && input.language !== who.language) await userRepo.updatePreferences(tx, who.id, { language: input.language });
    await ctx.sessions.invalidate(tx, who.id);
    await notify(tx, [{ employeeId: who.id, kind: 'account_activated', params: { name: who.fullNameEn, nameAr: who.fullNameAr } }]);
    await audit(tx, { actorId: who.id, action: 'auth.activated', entity: 'employee', entityId: who.id, after: { via: 'code' }, ip: meta.ip });
    return startSession(ctx, tx, who.id, meta);
  });
  // Used by a parallel request in between: the same answer as any used code.
  return res ?? wrongCode(ctx, input.empCode, who.id, meta);
}
