import type { Db } from '../../db/client.js';
import { insertAudit, type TAuditEntry } from './audit-repository.js';

/** The audit trail: one call per change, inside the same transaction as the change. */
export function audit(db: Db, entry: TAuditEntry | TAuditEntry[]): Promise<void> {
  return insertAudit(db, Array.isArray(entry) ? entry : [entry]);
}
