import { PermissionsPage } from '@/features/permission/components/permissions-page';

/** /self/permissions: this month's quota, the request form and the person's permissions (إذن). */
export function Component() {
  return <PermissionsPage scope="self" />;
}
