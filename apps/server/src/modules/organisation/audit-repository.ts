import type { Db } from '../../db/client.js';
import { insertLater } from '../../db/deferred-writes.js';
import { auditLog } from '../../db/schema.js';

export interface TAuditEntry {
  actorId: number | null;
  onBehalfOfId?: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

export async function insertAudit(db: Db, entries: TAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertLater(
    db,
    auditLog,
    entries.map((e) => ({
      actorId: e.actorId,
      onBehalfOfId: e.onBehalfOfId ?? null,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId === undefined || e.entityId === null ? null : String(e.entityId),
      before: e.before ?? null,
      after: e.after ?? null,
      ip: e.ip ?? null,
    })),
  );
}
