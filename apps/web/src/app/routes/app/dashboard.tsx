import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { hasAnyRole } from '@hr/shared';
import { useUser } from '@/lib/auth';
import { ROUTE_ROLES } from '@/app/layout/navigation-roles';
import { ProfileCard } from '@/features/dashboard/components/profile-card';
import { ApprovalsWidget, BalancesWidget, CalendarWidgets } from '@/features/dashboard/components/leave-widgets';
import { MyPendingWidget } from '@/features/dashboard/components/my-pending-widget';
import { AttendanceMonthCard } from '@/features/dashboard/components/attendance-month-card';
import { MyRosterCard } from '@/features/dashboard/components/my-roster-card';
import { ClockCard } from '@/features/attendance/components/clock-card';
import { PermissionQuotaCard } from '@/features/permission/components/permission-quota-card';
import { LatestNotificationsCard } from '@/features/notifications/components/latest-notifications-card';
import { BackupWarning } from '@/features/backup/components/backup-warning';
import { AnnualMinimumWarning } from '@/features/reports/components/annual-minimum-warning';
import { SetupChecklistCard } from '@/features/dashboard/components/setup-checklist-card';

/** /dashboard/default: for HR, a warning when the backups need them; my roster for the next two weeks; this month's attendance (heat strip, hours), leave at a glance (balances, pending requests, holidays; approvals and who is out for approvers), the profile and latest notifications. */
export function Component() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const name = i18n.language === 'ar' ? user.fullNameAr || user.FullName : user.FullName;
  const approver = hasAnyRole(user.roles, ROUTE_ROLES.leaveApprovers);
  // HR lands here after signing in: the backup warning is the first thing they see when the data is not safe.
  const hr = hasAnyRole(user.roles, ROUTE_ROLES.outbox);
  return (
    <>
      <PageHeader title={t('dashboard.title')} intro={t('dashboard.welcome', { name })} />
      {hr && <BackupWarning />}
      {/* Art 125: people who will not get 15 days of annual leave this year with six in a row. */}
      {hr && <AnnualMinimumWarning />}
      {/* A new organisation's setup steps, until done or hidden. */}
      {hr && <SetupChecklistCard />}
      <Stack spacing={3}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          <ClockCard />
          {approver && <ApprovalsWidget />}
          <BalancesWidget />
          <MyPendingWidget />
          <CalendarWidgets approver={approver} />
          <MyRosterCard />
          <AttendanceMonthCard />
          <PermissionQuotaCard link />
        </Box>
        <ProfileCard user={user} />
        <LatestNotificationsCard />
      </Stack>
    </>
  );
}
