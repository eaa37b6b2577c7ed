import { AttendanceLogsPage } from '@/features/attendance/components/attendance-logs-page';

/** /self/attlogs: the viewer's own sign-in and sign-out events. */
export function Component() {
  return <AttendanceLogsPage scope="self" />;
}
