import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { SessionCache } from '../lib/session-cache.js';

export const SESSION_CHANNEL = 'hr_sessions';

export interface Sessions {
  cache: SessionCache;
  /**
   * Call inside the transaction of any change that revokes a person's sessions or changes
   * what their session shows (profile, roles, language, deactivation). Evicts here at once and
   * in every other server process when the transaction commits (pg_notify).
   */
  invalidate(db: Db, employeeId: number): Promise<void>;
}

export function createSessions(cache: SessionCache): Sessions {
  return {
    cache,
    async invalidate(db, employeeId) {
      cache.evictEmployee(employeeId);
      await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${String(employeeId)})`);
    },
  };
}
