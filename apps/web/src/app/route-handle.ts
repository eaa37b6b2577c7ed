import type { TRole } from '@hr/shared';
import type { TMenuKey } from './layout/navigation';

/** Route `handle`: the breadcrumb segments (translation keys) and the roles a page needs. */
export interface TRouteHandle {
  /**
   * menuPath: on a group crumb (menu.groups.*), the menu link the page belongs to; the crumb then
   * names the group that holds that link in the user's own menu (site_hr finds the HR pages they
   * may read under Site Service, not HR Service).
   */
  crumbs?: { key: TMenuKey; path?: string; menuPath?: string; /** The name for HR, admin and site_hr, whose page covers the organisation. */ orgKey?: TMenuKey }[];
  roles?: readonly TRole[];
}
