import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organisation } from '../../db/schema.js';
import { getOrganisation } from '../../core/organisation.js';

/** The directory columns of the organisation's row. */
export interface TDirectoryRow {
  ldapEnabled: boolean;
  ldapUrl: string | null;
  ldapStartTls: boolean;
  ldapBindDn: string | null;
  ldapBindPassword: string | null;
  ldapBaseDn: string | null;
  ldapUserAttribute: string;
  ldapDomain: string | null;
  ldapCaCert: string | null;
  ldapGroupDn: string | null;
}

const pick = (o: TDirectoryRow): TDirectoryRow => ({
  ldapEnabled: o.ldapEnabled,
  ldapUrl: o.ldapUrl,
  ldapStartTls: o.ldapStartTls,
  ldapBindDn: o.ldapBindDn,
  ldapBindPassword: o.ldapBindPassword,
  ldapBaseDn: o.ldapBaseDn,
  ldapUserAttribute: o.ldapUserAttribute,
  ldapDomain: o.ldapDomain,
  ldapCaCert: o.ldapCaCert,
  ldapGroupDn: o.ldapGroupDn,
});

export async function readDirectory(db: Db, opts: { forUpdate?: boolean } = {}): Promise<TDirectoryRow> {
  return pick(await getOrganisation(db, opts));
}

/** Writes the directory columns only; the organisation row is made with its default names if it is missing. */
export async function saveDirectory(db: Db, values: TDirectoryRow): Promise<TDirectoryRow> {
  const updated = await db
    .update(organisation)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(organisation.id, 1))
    .returning();
  if (updated[0]) return pick(updated[0]);
  const base = await getOrganisation(db);
  const [row] = await db
    .insert(organisation)
    .values({ id: 1, nameEn: base.nameEn, nameAr: base.nameAr, ...values })
    .onConflictDoUpdate({ target: organisation.id, set: values })
    .returning();
  return pick(row);
}
