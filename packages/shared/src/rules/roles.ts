export const ROLES = ['employee', 'supervisor', 'manager', 'hr', 'site_hr', 'admin'] as const;
export type TRole = (typeof ROLES)[number];

export const LANGUAGES = ['en', 'ar'] as const;
export type TLang = (typeof LANGUAGES)[number];

export const MENU_GROUPS = ['self', 'site', 'team', 'hr'] as const;
export type TMenuGroup = (typeof MENU_GROUPS)[number];

/**
 * The menu is the union of the role profiles (DESIGN.md): Self Service for everyone, Team
 * Service for supervisors and managers, Site Service for site_hr, HR Service for hr and admin.
 * Hiding a group is never the permission check: the server checks every request.
 */
export function menuGroupsFor(roles: readonly TRole[]): TMenuGroup[] {
  const has = (r: TRole) => roles.includes(r);
  return MENU_GROUPS.filter((g) => {
    switch (g) {
      case 'self':
        return true;
      case 'site':
        return has('site_hr');
      case 'team':
        return has('supervisor') || has('manager');
      case 'hr':
        return has('hr') || has('admin');
    }
  });
}

/** True when the user holds at least one of the required roles (or none are required). */
export function hasAnyRole(roles: readonly TRole[], required: readonly TRole[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((r) => roles.includes(r));
}

export const HR_ROLES: readonly TRole[] = ['hr', 'admin'];
export const TEAM_ROLES: readonly TRole[] = ['supervisor', 'manager', 'site_hr', 'hr', 'admin'];
