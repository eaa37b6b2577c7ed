import { hasAnyRole } from '@hr/shared';
import { useUser } from '@/lib/auth';
import { TeamDashboard } from '@/features/dashboard/components/team-dashboard';

/** /team/dashboard: the team's day and trends; HR (and site HR for their sites) get the organisation-wide version with filters. */
export function Component() {
  const user = useUser();
  return <TeamDashboard organisation={hasAnyRole(user.roles, ['hr', 'admin', 'site_hr'])} />;
}
