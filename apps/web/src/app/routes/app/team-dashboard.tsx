import { hasAnyRole } from '@hr/shared';
import { useUser } from '@/lib/auth';
import { ROUTE_ROLES } from '@/app/layout/navigation-roles';
import { BackupWarning } from '@/features/backup/components/backup-warning';
import { TeamDashboard } from '@/features/dashboard/components/team-dashboard';

/**
 * /team/dashboard: the team's day and trends; HR (and site HR for their sites) get the organisation-wide version with filters.
 * HR and administrators (the HR Service menu's roles) also see a warning when the backups need them; nobody else asks for it.
 */
export function Component() {
  const user = useUser();
  const hr = hasAnyRole(user.roles, ROUTE_ROLES.outbox);
  return <TeamDashboard organisation={hasAnyRole(user.roles, ['hr', 'admin', 'site_hr'])} notice={hr ? <BackupWarning /> : undefined} />;
}
