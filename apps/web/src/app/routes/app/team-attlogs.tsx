import { AttendanceLogsPage } from '@/features/attendance/components/attendance-logs-page';

/** /team/attlogs: the events of the viewer's team (the server applies the scope). */
export function Component() {
  return <AttendanceLogsPage scope="team" />;
}
