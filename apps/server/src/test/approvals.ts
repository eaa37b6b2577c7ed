import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * For tests that write a kind's rows straight into the database: the lifecycle's row of each
 * request still waiting, as filing makes it under the default chain (the nearest
 * manager, HR where there is none).
 */
export async function markWaiting(db: Db, kind: string, requests: { id: number; employeeId: number; approverId: number | null }[]): Promise<void> {
  for (const r of requests) {
    await db.execute(sql`insert into approvals (kind, subject_id, employee_id, state, chain, step, approver_id, pool, site_id)
        select ${kind}, ${r.id}, ${r.employeeId}, 'waiting', '[{"approver":"manager","personId":null}]'::jsonb, 0, ${r.approverId},
          ${r.approverId === null ? 'hr' : null}, e.site_id from employees e where e.id = ${r.employeeId}`);
  }
}
