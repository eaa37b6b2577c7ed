import { hasAnyRole } from '@hr/shared';
import { AttendanceLogsPage } from '@/features/attendance/components/attendance-logs-page';
import { useHrEventActions } from '@/features/attendance/components/hr-event-actions';
import { useUser } from '@/lib/auth';
import { ROUTE_ROLES } from '@/app/layout/navigation-roles';

/** /team/attlogs: the events of the viewer's team (the server applies the scope); HR also adds, corrects and deletes events. */
export function Component() {
  const user = useUser();
  const hrActions = useHrEventActions();
  return <AttendanceLogsPage scope="team" actions={hasAnyRole(user.roles, ROUTE_ROLES.hrAttendanceWrite) ? hrActions : undefined} />;
}
