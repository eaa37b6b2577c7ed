import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useUser } from '@/lib/auth';
import { ProfileCard } from '@/features/dashboard/components/profile-card';
import { LatestNotificationsCard } from '@/features/notifications/components/latest-notifications-card';

/** /dashboard/default: the employee's own profile and latest notifications. */
export function Component() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const name = i18n.language === 'ar' ? user.fullNameAr || user.FullName : user.FullName;
  return (
    <>
      <PageHeader title={t('dashboard.title')} intro={t('dashboard.welcome', { name })} />
      <Stack spacing={3}>
        <ProfileCard user={user} />
        <LatestNotificationsCard />
      </Stack>
    </>
  );
}
