import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { BackupCard } from '@/features/backup/components/backup-card';
import { CompanyCard } from '@/features/organisation/components/company-card';
import { DirectoryCard } from '@/features/organisation/components/directory-card';
import { SettingsForm } from '@/features/organisation/components/settings-form';

/** /hr/settings: organisation settings, the company's logo and setup checklist, the company directory and the backups (hr, admin). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('org.settings.title')} intro={t('org.settings.intro')} />
      <SettingsForm />
      <CompanyCard />
      <DirectoryCard />
      <BackupCard />
    </>
  );
}
