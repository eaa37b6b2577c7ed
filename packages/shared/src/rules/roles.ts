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

/**
 * Notification params carry names in both languages: `name` and `nameAr`. In Arabic each
 * `xAr` replaces `x`, so one stored notification reads right in either language.
 */
export function localizeParams(params: Record<string, string | number>, lang: TLang): Record<string, string | number> {
  if (lang !== 'ar') return params;
  const out: Record<string, string | number> = { ...params };
  for (const [k, v] of Object.entries(params)) if (k.endsWith('Ar') && k.length > 2) out[k.slice(0, -2)] = v;
  return out;
}
