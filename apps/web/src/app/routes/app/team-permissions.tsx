import { PermissionsPage } from '@/features/permission/components/permissions-page';

/** /team/permissions: the team's permissions, filtered, paged and exported; filing for a team member. */
export function Component() {
  return <PermissionsPage scope="team" />;
}
