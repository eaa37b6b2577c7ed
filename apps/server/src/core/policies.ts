import { hasAnyRole, type TRole } from '@hr/shared';
import type { Actor } from './context.js';

/** Who may do what: the role checks every module uses (the web's menu map reads the same `hasAnyRole`). */
export const hasRole = (actor: Pick<Actor, 'roles'>, ...roles: TRole[]): boolean => roles.length > 0 && hasAnyRole(actor.roles as readonly TRole[], roles);

/** HR everywhere: hr and admin (site_hr is HR for their sites only). */
export const isHr = (actor: Pick<Actor, 'roles'>): boolean => hasRole(actor, 'hr', 'admin');

/** A cache key part for answers that depend on the viewer and their roles. */
export const roleKey = (actor: Pick<Actor, 'id' | 'roles'>): string => `${actor.id}:${[...actor.roles].sort().join(',')}`;
