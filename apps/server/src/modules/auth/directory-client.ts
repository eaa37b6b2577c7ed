import { Client, EqualityFilter, InvalidCredentialsError, PresenceFilter, ResultCodeError, SizeLimitExceededError, type Entry } from 'ldapts';
import { DIRECTORY_TEST_LIMIT } from '@hr/shared';
import { AppError } from '../../core/errors.js';

/**
 * The company directory (LDAP / Active Directory, issue 16) through ldapts. Every call opens its
 * own connection, bounded by DIRECTORY_TIMEOUT_MS for the connection and each operation, and
 * closes it; nothing here runs inside a database transaction. Filters are ldapts filter objects
 * (escaped by the library), never strings put together from what a person typed.
 */
export interface TDirectoryConfig {
  url: string;
  startTls: boolean;
  bindDn: string | null;
  bindPassword: string | null;
  baseDn: string;
  userAttribute: string;
}

export const DIRECTORY_TIMEOUT_MS = 5_000;

/** Active Directory's userAccountControl flag ACCOUNTDISABLE. */
const UAC_ACCOUNT_DISABLE = 0x2;

/** The directory refused the service account's bind. */
export class ServiceBindError extends Error {}

/** Any failure that is not an LDAP answer (refused, reset, timed out, TLS) means the directory is down. */
function unavailable(err: unknown): never {
  if (err instanceof AppError || err instanceof ServiceBindError) throw err;
  throw new AppError('DIRECTORY_UNAVAILABLE', { message: `directory unavailable: ${err instanceof Error ? err.name : 'unknown'}` });
}

async function withClient<T>(cfg: TDirectoryConfig, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ url: cfg.url, timeout: DIRECTORY_TIMEOUT_MS, connectTimeout: DIRECTORY_TIMEOUT_MS });
  try {
    if (cfg.startTls) await client.startTLS({});
    return await run(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/** Binds as the service account (or searches anonymously when none is set). */
async function serviceBind(client: Client, cfg: TDirectoryConfig): Promise<void> {
  if (!cfg.bindDn) return;
  try {
    await client.bind(cfg.bindDn, cfg.bindPassword ?? '');
  } catch (err) {
    if (err instanceof ResultCodeError) throw new ServiceBindError(err.name);
    throw err;
  }
}

const first = (e: Entry, attr: string): string | undefined => {
  const key = Object.keys(e).find((k) => k.toLowerCase() === attr.toLowerCase());
  const v = key ? e[key] : undefined;
  const one = Array.isArray(v) ? v[0] : v;
  return one === undefined ? undefined : String(one);
};

/** A disabled account: AD's ACCOUNTDISABLE bit, or OpenLDAP's password-policy lock. */
function isDisabled(e: Entry): boolean {
  const uac = Number(first(e, 'userAccountControl') ?? 0);
  return (Number.isFinite(uac) && (uac & UAC_ACCOUNT_DISABLE) !== 0) || first(e, 'pwdAccountLockedTime') !== undefined;
}

/** The one entry whose user attribute equals the account, or null (none, or more than one). */
async function findEntry(client: Client, cfg: TDirectoryConfig, account: string): Promise<{ dn: string; disabled: boolean } | null> {
  try {
    const { searchEntries } = await client.search(cfg.baseDn, {
      scope: 'sub',
      filter: new EqualityFilter({ attribute: cfg.userAttribute, value: account }),
      attributes: [cfg.userAttribute, 'userAccountControl', 'pwdAccountLockedTime'],
      sizeLimit: 2,
      timeLimit: Math.ceil(DIRECTORY_TIMEOUT_MS / 1000),
    });
    return searchEntries.length === 1 ? { dn: searchEntries[0].dn, disabled: isDisabled(searchEntries[0]) } : null;
  } catch (err) {
    // Two or more entries match: the account is ambiguous and names nobody.
    if (err instanceof SizeLimitExceededError) return null;
    throw err;
  }
}

/**
 * Search, then bind: the service account finds the entry of the account, and a bind as that
 * entry checks the password. true only for an enabled entry whose bind succeeds. An empty
 * password is refused before any bind (an LDAP bind with a DN and no password is anonymous and
 * succeeds). Throws AppError DIRECTORY_UNAVAILABLE when the directory cannot be reached.
 */
export async function verifyDirectoryPassword(cfg: TDirectoryConfig, account: string, password: string): Promise<boolean> {
  if (!password) return false;
  try {
    return await withClient(cfg, async (client) => {
      await serviceBind(client, cfg);
      const entry = await findEntry(client, cfg, account);
      if (!entry || entry.disabled) return false;
      try {
        await client.bind(entry.dn, password);
        return true;
      } catch (err) {
        if (err instanceof InvalidCredentialsError || err instanceof ResultCodeError) return false;
        throw err;
      }
    });
  } catch (err) {
    // The service account refused: nobody can be checked, which is the directory being unusable.
    if (err instanceof ServiceBindError) throw new AppError('DIRECTORY_UNAVAILABLE', { message: 'directory unavailable: service bind refused' });
    return unavailable(err);
  }
}

export interface TDirectoryProbe {
  entries: number;
  entriesCapped: boolean;
  account: { dn: string | null; disabled: boolean } | null;
}

/** HR's test: bind as the service account, count the entries with the user attribute, look one account up. */
export async function probeDirectory(cfg: TDirectoryConfig, account?: string): Promise<TDirectoryProbe> {
  try {
    return await withClient(cfg, async (client) => {
      await serviceBind(client, cfg);
      let entries: number;
      let entriesCapped = false;
      try {
        const res = await client.search(cfg.baseDn, {
          scope: 'sub',
          filter: new PresenceFilter({ attribute: cfg.userAttribute }),
          attributes: ['1.1'],
          sizeLimit: DIRECTORY_TEST_LIMIT,
          timeLimit: Math.ceil(DIRECTORY_TIMEOUT_MS / 1000),
        });
        entries = res.searchEntries.length;
      } catch (err) {
        if (!(err instanceof SizeLimitExceededError)) throw err;
        entries = DIRECTORY_TEST_LIMIT;
        entriesCapped = true;
      }
      const found = account ? await findEntry(client, cfg, account) : null;
      return { entries, entriesCapped, account: account ? { dn: found?.dn ?? null, disabled: found?.disabled ?? false } : null };
    });
  } catch (err) {
    if (err instanceof ServiceBindError) throw new AppError('DIRECTORY_BIND_FAILED');
    // An LDAP answer to the search (no such base, insufficient access) is a settings problem, said as such.
    if (err instanceof ResultCodeError) throw new AppError('DIRECTORY_NOT_CONFIGURED', { message: `directory search refused: ${err.name}` });
    return unavailable(err);
  }
}
