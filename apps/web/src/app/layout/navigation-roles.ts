import type { TRole } from '@hr/shared';

/** Role requirements of the protected routes; the router and the menu use the same lists. */
export const ROUTE_ROLES = {
  teamMembers: ['supervisor', 'manager', 'hr', 'admin'],
  siteEmployees: ['site_hr', 'hr', 'admin'],
  outbox: ['hr', 'admin'],
} as const satisfies Record<string, readonly TRole[]>;
