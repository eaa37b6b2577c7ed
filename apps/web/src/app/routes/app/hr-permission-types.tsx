import { PermissionTypesPage } from '@/features/permission/components/permission-types-page';

/** /hr/permission-types: the permission types and their monthly quota (hr, admin). */
export function Component() {
  return <PermissionTypesPage />;
}
