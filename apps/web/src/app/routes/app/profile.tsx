import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SelfProfile } from '@/features/people/components/self-profile';

/** /self/profile: my record and manager chain. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <SelfProfile />
    </>
  );
}
