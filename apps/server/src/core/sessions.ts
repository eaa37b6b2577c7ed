import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { SessionCache } from './session-cache.js';

export const SESSION_CHANNEL = 'hr_sessions';

export interface Sessions {
  cache: SessionCache;
  /**
   * Call inside the transaction of any change that revokes a person's sessions or changes
   * what their session shows (profile, roles, language, deactivation). Evicts here at once and
   * in every other server process when the transaction commits (pg_notify).
   */
  invalidate(db: Db, employeeId: number): Promise<void>;
  /** The same for many people (an import): one statement, one notification per person. */
  invalidateMany(db: Db, employeeIds: number[]): Promise<void>;
}

export function createSessions(cache: SessionCache): Sessions {
  return {
    cache,
    async invalidate(db, employeeId) {
      cache.evictEmployee(employeeId);
      await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${String(employeeId)})`);
    },
    async invalidateMany(db, employeeIds) {
      if (!employeeIds.length) return;
      for (const id of employeeIds) cache.evictEmployee(id);
      await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, x::text) from unnest(${`{${employeeIds.join(',')}}`}::int[]) as x`);
    },
  };
}
