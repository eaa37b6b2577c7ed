import {
  directoryAccountOf,
  type TDirectorySettings,
  type TDirectorySettingsRequest,
  type TDirectoryTestRequest,
  type TDirectoryTestResponse,
} from '@hr/shared';
import { AppError } from '../../core/errors.js';
import { isHr } from '../../core/policies.js';
import type { Actor, Ctx } from '../../core/context.js';
import { audit } from '../organisation/index.js';
import * as authRepo from './auth-repository.js';
import type { TLoginCandidate } from './auth-repository.js';
import { probeDirectory, readCaCertificates, type TDirectoryConfig } from './directory-client.js';
import * as repo from './directory-repository.js';
import type { TDirectoryRow } from './directory-repository.js';

/**
 * HR's company-directory settings. The bind password is a secret: it is never
 * answered (only `bindPasswordSet`), never logged, and the audit keeps only that it changed.
 */
const assertHr = (actor: Actor) => {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
};

export function presentDirectory(row: TDirectoryRow): TDirectorySettings {
  return {
    enabled: row.ldapEnabled,
    url: row.ldapUrl ?? '',
    startTls: row.ldapStartTls,
    bindDn: row.ldapBindDn ?? '',
    baseDn: row.ldapBaseDn ?? '',
    userAttribute: row.ldapUserAttribute,
    domain: row.ldapDomain ?? '',
    caCert: row.ldapCaCert ?? '',
    groupDn: row.ldapGroupDn ?? '',
    bindPasswordSet: !!row.ldapBindPassword,
    caCerts: row.ldapCaCert ? readCaCertificates(row.ldapCaCert) : [],
  };
}

/** What the audit log may keep: everything but the password, which is only said to have changed. */
const auditable = (row: TDirectoryRow) => {
  const { bindPasswordSet, caCert: _pem, ...rest } = presentDirectory(row);
  return { ...rest, bindPasswordSet };
};

export async function getDirectorySettings(ctx: Ctx, actor: Actor): Promise<TDirectorySettings> {
  assertHr(actor);
  return presentDirectory(await repo.readDirectory(ctx.db));
}

export async function updateDirectorySettings(ctx: Ctx, actor: Actor, input: TDirectorySettingsRequest): Promise<TDirectorySettings> {
  assertHr(actor);
  // Every pasted block must be a certificate Node reads, before anything is stored.
  if (input.caCert) readCaCertificates(input.caCert);
  const after = await ctx.db.transaction(async (tx) => {
    const before = await repo.readDirectory(tx, { forUpdate: true });
    const bindPassword = input.clearBindPassword ? null : input.bindPassword ? input.bindPassword : before.ldapBindPassword;
    const row = await repo.saveDirectory(tx, {
      ldapEnabled: input.enabled,
      ldapUrl: input.url || null,
      ldapStartTls: input.startTls,
      ldapBindDn: input.bindDn || null,
      ldapBindPassword: bindPassword,
      ldapBaseDn: input.baseDn || null,
      ldapUserAttribute: input.userAttribute,
      ldapDomain: input.domain || null,
      ldapCaCert: input.caCert === undefined ? before.ldapCaCert : input.caCert || null,
      ldapGroupDn: input.groupDn === undefined ? before.ldapGroupDn : input.groupDn || null,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'directory.update',
      entity: 'organisation',
      entityId: 1,
      before: auditable(before),
      after: { ...auditable(row), bindPasswordChanged: bindPassword !== before.ldapBindPassword },
      ip: actor.ip,
    });
    return row;
  });
  return presentDirectory(after);
}

/** The client's settings from the stored row, or null when the directory lacks a URL or a base. */
export function directoryConfig(row: TDirectoryRow): TDirectoryConfig | null {
  if (!row.ldapUrl || !row.ldapBaseDn) return null;
  return {
    url: row.ldapUrl,
    startTls: row.ldapStartTls,
    bindDn: row.ldapBindDn,
    bindPassword: row.ldapBindPassword,
    baseDn: row.ldapBaseDn,
    userAttribute: row.ldapUserAttribute,
    caCert: row.ldapCaCert,
    groupDn: row.ldapGroupDn,
  };
}

/** HR's test button: with the saved settings, outside any transaction, bounded by the client's timeouts. */
export async function testDirectory(ctx: Ctx, actor: Actor, input: TDirectoryTestRequest): Promise<TDirectoryTestResponse> {
  assertHr(actor);
  const cfg = directoryConfig(await repo.readDirectory(ctx.db));
  if (!cfg) throw new AppError('DIRECTORY_NOT_CONFIGURED');
  const name = input.accountName?.trim() || undefined;
  const probe = await probeDirectory(cfg, name);
  let account: TDirectoryTestResponse['account'] = null;
  if (name && probe.account) {
    const who = await authRepo.findCandidateByDomainAccount(ctx.db, name);
    account = {
      name,
      dn: probe.account.dn,
      disabled: probe.account.disabled,
      employee: who ? { EmpCode: who.empCode, FullName: who.fullNameEn, fullNameAr: who.fullNameAr } : null,
    };
  }
  return { entries: probe.entries, entriesCapped: probe.entriesCapped, account };
}

/**
 * Sign-in's question: does this identifier name an active employee's domain account while the
 * directory is on? Then the password is the directory's (verifyDirectoryPassword); otherwise null,
 * and the portal's own password applies.
 */
export async function directoryCandidate(
  ctx: Ctx,
  identifier: string,
): Promise<{ who: TLoginCandidate; account: string; cfg: TDirectoryConfig } | null> {
  const row = await repo.readDirectory(ctx.db);
  const cfg = row.ldapEnabled ? directoryConfig(row) : null;
  if (!cfg) return null;
  const account = directoryAccountOf(identifier, row.ldapDomain);
  if (!account) return null;
  const who = await authRepo.findCandidateByDomainAccount(ctx.db, account);
  return who ? { who, account: who.domainAccount ?? account, cfg } : null;
}
