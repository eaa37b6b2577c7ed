import { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import {
  Client,
  EqualityFilter,
  InvalidCredentialsError,
  NoSuchObjectError,
  OrFilter,
  PresenceFilter,
  ResultCodeError,
  SizeLimitExceededError,
  type Entry,
} from 'ldapts';
import { DIRECTORY_TEST_LIMIT } from '@hr/shared';
import { AppError } from '../../core/errors.js';

/**
 * The company directory (LDAP / Active Directory) through ldapts. Every call opens its
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
  /** HR's private certificate authority (PEM), trusted for ldaps:// and StartTLS; null: the system's. */
  caCert: string | null;
  /** Only members of this group may sign in; null: everyone. */
  groupDn: string | null;
}

export const DIRECTORY_TIMEOUT_MS = 5_000;

/** Active Directory's userAccountControl flag ACCOUNTDISABLE. */
const UAC_ACCOUNT_DISABLE = 0x2;

/** The directory refused the service account's bind. */
export class ServiceBindError extends Error {}

/** The certificates of a PEM text; throws DIRECTORY_CA_INVALID when one block is not a certificate Node can read. */
export function readCaCertificates(pem: string): { subject: string; notAfter: string }[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
  if (blocks.length === 0 || blocks.length > 20) throw new AppError('DIRECTORY_CA_INVALID');
  return blocks.map((b) => {
    try {
      const cert = new X509Certificate(b);
      return { subject: cert.subject.split('\n').join(', '), notAfter: new Date(cert.validTo).toISOString() };
    } catch {
      throw new AppError('DIRECTORY_CA_INVALID');
    }
  });
}

/** Node's codes for a certificate it does not trust or that names another host. */
const TLS_TRUST = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS_CERT_ALTNAME/;
const isTlsTrustError = (err: unknown): boolean => {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && TLS_TRUST.test(code)) return true;
  }
  return false;
};

/** Any failure that is not an LDAP answer (refused, reset, timed out) means the directory is down; an untrusted certificate is said as such. */
function unavailable(err: unknown): never {
  if (err instanceof AppError || err instanceof ServiceBindError) throw err;
  if (isTlsTrustError(err)) throw new AppError('DIRECTORY_TLS_FAILED', { message: `directory certificate not trusted: ${(err as { code?: string }).code ?? ''}` });
  throw new AppError('DIRECTORY_UNAVAILABLE', { message: `directory unavailable: ${err instanceof Error ? err.name : 'unknown'}` });
}

async function withClient<T>(cfg: TDirectoryConfig, run: (client: Client) => Promise<T>): Promise<T> {
  // HR's CA replaces the system's list for this directory only (ldaps:// and StartTLS alike).
  // ldapts takes any tlsOptions of the constructor as "connect with TLS", so ldap:// gets them only
  // at StartTLS, with the URL's host to check the certificate against (Node would check "localhost").
  const ca = cfg.caCert ? { ca: cfg.caCert } : {};
  const ldaps = /^ldaps:/i.test(cfg.url);
  const client = new Client({ url: cfg.url, timeout: DIRECTORY_TIMEOUT_MS, connectTimeout: DIRECTORY_TIMEOUT_MS, tlsOptions: ldaps ? ca : undefined });
  try {
    if (cfg.startTls && !ldaps) {
      const host = new URL(cfg.url).hostname.replace(/^\[|\]$/g, '');
      const tlsOptions: ConnectionOptions = { ...ca, host, servername: isIP(host) ? undefined : host };
      await client.startTLS(tlsOptions);
    }
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

const all = (e: Entry, attr: string): string[] => {
  const key = Object.keys(e).find((k) => k.toLowerCase() === attr.toLowerCase());
  const v = key ? e[key] : undefined;
  return v === undefined ? [] : (Array.isArray(v) ? v : [v]).map(String);
};

interface TFoundEntry {
  dn: string;
  disabled: boolean;
  /** The entry's own value of the user attribute (what a posixGroup's memberUid names). */
  account: string;
  /** Active Directory's memberOf (and OpenLDAP's with the memberof overlay). */
  memberOf: string[];
}

/** The one entry whose user attribute equals the account, or null (none, or more than one). */
async function findEntry(client: Client, cfg: TDirectoryConfig, account: string): Promise<TFoundEntry | null> {
  try {
    const { searchEntries } = await client.search(cfg.baseDn, {
      scope: 'sub',
      filter: new EqualityFilter({ attribute: cfg.userAttribute, value: account }),
      attributes: [cfg.userAttribute, 'userAccountControl', 'pwdAccountLockedTime', 'memberOf'],
      sizeLimit: 2,
      timeLimit: Math.ceil(DIRECTORY_TIMEOUT_MS / 1000),
    });
    if (searchEntries.length !== 1) return null;
    const e = searchEntries[0];
    return { dn: e.dn, disabled: isDisabled(e), account: first(e, cfg.userAttribute) ?? account, memberOf: all(e, 'memberOf') };
  } catch (err) {
    // Two or more entries match: the account is ambiguous and names nobody.
    if (err instanceof SizeLimitExceededError) return null;
    throw err;
  }
}

/** A DN compared loosely: case and the spaces around , and = do not matter. */
const normDn = (dn: string) => dn.replace(/\s*([,=])\s*/g, '$1').toLowerCase();
const sameDn = (a: string, b: string) => normDn(a) === normDn(b);

/**
 * Is the entry in HR's group? Its memberOf (Active Directory), else the group's own lists, read as
 * the service account: member / uniqueMember (groupOfNames, groupOfUniqueNames, AD) hold the DN,
 * memberUid (posixGroup) the account; else through groups nested in it. A group that does not
 * exist has no members.
 */
async function inGroup(client: Client, cfg: TDirectoryConfig, groupDn: string, entry: TFoundEntry): Promise<boolean> {
  if (entry.memberOf.some((g) => sameDn(g, groupDn))) return true;
  return (await directMember(client, groupDn, entry)) || inNestedGroup(client, cfg, groupDn, entry);
}

/** Groups followed up from the person (each level one search), and groups kept per level: bounded work for a sign-in. */
const NESTING_LEVELS = 5;
const NESTING_FRONTIER = 50;

/**
 * A member through nested groups (a team group inside the portal's group, as Active Directory
 * companies do): the groups holding the person, then the groups holding those, up to five
 * levels, searched under the base DN by member / uniqueMember (and memberUid for the person).
 */
async function inNestedGroup(client: Client, cfg: TDirectoryConfig, groupDn: string, entry: TFoundEntry): Promise<boolean> {
  const seen = new Set<string>();
  let frontier = [entry.dn];
  for (let level = 0; level < NESTING_LEVELS && frontier.length; level++) {
    const filters = frontier.flatMap((dn) => [new EqualityFilter({ attribute: 'member', value: dn }), new EqualityFilter({ attribute: 'uniqueMember', value: dn })]);
    if (level === 0) filters.push(new EqualityFilter({ attribute: 'memberUid', value: entry.account }));
    let found: Entry[];
    try {
      found = (await client.search(cfg.baseDn, { scope: 'sub', filter: new OrFilter({ filters }), attributes: ['1.1'], sizeLimit: 500, timeLimit: Math.ceil(DIRECTORY_TIMEOUT_MS / 1000) })).searchEntries;
    } catch (err) {
      // A person in more groups than a sign-in reads: what was not read does not count.
      if (err instanceof SizeLimitExceededError || err instanceof NoSuchObjectError) return false;
      throw err;
    }
    const next: string[] = [];
    for (const g of found) {
      if (sameDn(g.dn, groupDn)) return true;
      const key = normDn(g.dn);
      if (!seen.has(key)) {
        seen.add(key);
        next.push(g.dn);
      }
    }
    frontier = next.slice(0, NESTING_FRONTIER);
  }
  return false;
}

/** Directly in the group's own lists (read as the service account). */
async function directMember(client: Client, groupDn: string, entry: TFoundEntry): Promise<boolean> {
  try {
    const { searchEntries } = await client.search(groupDn, {
      scope: 'base',
      filter: new OrFilter({
        filters: [
          new EqualityFilter({ attribute: 'member', value: entry.dn }),
          new EqualityFilter({ attribute: 'uniqueMember', value: entry.dn }),
          new EqualityFilter({ attribute: 'memberUid', value: entry.account }),
        ],
      }),
      attributes: ['1.1'],
      sizeLimit: 1,
      timeLimit: Math.ceil(DIRECTORY_TIMEOUT_MS / 1000),
    });
    return searchEntries.length === 1;
  } catch (err) {
    if (err instanceof NoSuchObjectError) return false;
    throw err;
  }
}

/**
 * Search, then bind: the service account finds the entry of the account, and a bind as that
 * entry checks the password. true only for an enabled entry whose bind succeeds. An empty
 * password is refused before any bind (an LDAP bind with a DN and no password is anonymous and
 * succeeds). Throws AppError DIRECTORY_UNAVAILABLE when the directory cannot be reached,
 * DIRECTORY_TLS_FAILED when its certificate is not trusted, and DIRECTORY_NOT_IN_GROUP when the
 * password is right but HR limits sign-in to a group the account is not in (said only after the bind).
 */
export async function verifyDirectoryPassword(cfg: TDirectoryConfig, account: string, password: string): Promise<boolean> {
  if (!password) return false;
  try {
    return await withClient(cfg, async (client) => {
      await serviceBind(client, cfg);
      const entry = await findEntry(client, cfg, account);
      if (!entry || entry.disabled) return false;
      // Asked as the service account, before the bind as the person changes who is asking.
      const member = cfg.groupDn ? await inGroup(client, cfg, cfg.groupDn, entry) : true;
      try {
        await client.bind(entry.dn, password);
      } catch (err) {
        if (err instanceof InvalidCredentialsError || err instanceof ResultCodeError) return false;
        throw err;
      }
      if (!member) throw new AppError('DIRECTORY_NOT_IN_GROUP');
      return true;
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
