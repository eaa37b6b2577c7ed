import type { TUser } from '@hr/shared';

export interface SessionEntry {
  user: TUser;
  /** `{"user":…}` serialised once, for the profile endpoint that every page load calls. */
  profileJson?: string;
  /** The user alone, serialised once, for the shell. */
  userJson?: string;
  employeeId: number;
  sessionId: number;
  roles: readonly string[];
  sessionExpiresAt: number;
  cachedUntil: number;
  touchedAt: number;
}

/**
 * Sessions live in PostgreSQL; this is a short-lived copy in front of them, because one
 * embedded-PostgreSQL round trip costs more than the whole rest of a request. Correctness
 * does not depend on it:
 * - entries live `ttlMs` at most, and never past the session's own expiry;
 * - every change that revokes a session or alters what the session shows (logout, password,
 *   preferences, and later deactivation or role changes) calls invalidate(), which evicts
 *   here and, through pg_notify, in every other process at commit;
 * - a fill that raced an eviction is dropped (the eviction counter moved on).
 */
export class SessionCache {
  private readonly entries = new Map<string, SessionEntry>();
  private readonly byEmployee = new Map<number, Set<string>>();
  private readonly evictedAt = new Map<number, number>();
  private counter = 0;
  enabled = true;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly max = 20_000,
  ) {}

  /** Take before reading the database; give back to set(). */
  snapshot(): number {
    return this.counter;
  }

  get(tokenHash: string, now = Date.now()): SessionEntry | undefined {
    if (!this.enabled) return undefined;
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (e.cachedUntil <= now || e.sessionExpiresAt <= now) {
      this.drop(tokenHash, e.employeeId);
      return undefined;
    }
    return e;
  }

  set(tokenHash: string, entry: Omit<SessionEntry, 'cachedUntil'>, snapshot: number, now = Date.now()): void {
    if (!this.enabled) return;
    if ((this.evictedAt.get(entry.employeeId) ?? -1) > snapshot) return;
    if (this.entries.size >= this.max) this.clear();
    this.entries.set(tokenHash, { ...entry, cachedUntil: now + this.ttlMs });
    let set = this.byEmployee.get(entry.employeeId);
    if (!set) this.byEmployee.set(entry.employeeId, (set = new Set()));
    set.add(tokenHash);
  }

  evictEmployee(employeeId: number): void {
    this.evictedAt.set(employeeId, ++this.counter);
    for (const hash of this.byEmployee.get(employeeId) ?? []) this.entries.delete(hash);
    this.byEmployee.delete(employeeId);
  }

  clear(): void {
    this.counter++;
    for (const id of this.byEmployee.keys()) this.evictedAt.set(id, this.counter);
    this.entries.clear();
    this.byEmployee.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(tokenHash: string, employeeId: number) {
    this.entries.delete(tokenHash);
    this.byEmployee.get(employeeId)?.delete(tokenHash);
  }
}
