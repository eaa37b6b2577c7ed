import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import * as repo from './organisation-repository.js';
import type { Actor } from '../../core/context.js';
import { hasRole } from '../../core/policies.js';


/**
 * Organisation administration: structure (sites, departments, sections), shifts, holidays,
 * settings and the audit log. Reads: hr, admin and site_hr (their sites where it applies).
 * Writes: hr and admin. Every change is audited with before and after, in its transaction.
 */


export function assertReader(actor: Actor): void {
  if (!hasRole(actor, 'hr', 'admin', 'site_hr')) throw new AppError('FORBIDDEN');
}
export function assertWriter(actor: Actor): void {
  if (!hasRole(actor, 'hr', 'admin')) throw new AppError('FORBIDDEN');
}

/** null: every site (hr, admin); otherwise the sites a site_hr person looks after. */
export async function siteScope(db: Db, actor: Actor): Promise<number[] | null> {
  assertReader(actor);
  return hasRole(actor, 'hr', 'admin') ? null : repo.hrSiteIds(db, actor.id);
}

export const notFound = () => new AppError('NOT_FOUND');
export const inUse = (count: number) => new AppError('UNIT_IN_USE', { params: { count } });

/** A delete refused by a foreign key (someone was attached meanwhile) reads as "in use". */
export async function mapInUse<T>(run: () => Promise<T>, recount: () => Promise<number>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (repo.pgErrorCode(err) === '23503') throw inUse(Math.max(1, await recount()));
    throw err;
  }
}
