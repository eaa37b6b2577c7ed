import type { TRole } from '@hr/shared';
import type { TMenuKey } from './layout/navigation';

/** Route `handle`: the breadcrumb segments (translation keys) and the roles a page needs. */
export interface TRouteHandle {
  crumbs?: { key: TMenuKey; path?: string }[];
  roles?: readonly TRole[];
}
