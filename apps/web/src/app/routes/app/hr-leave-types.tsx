import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { LeaveSettingsForm } from '@/features/leave/components/leave-settings-form';
import { LeavePresetsCard } from '@/features/leave/components/leave-presets-card';
import { LawSuggestionsCard } from '@/features/leave/components/law-suggestions-card';
import { LeaveTypesTable } from '@/features/leave/components/leave-types-table';

/** /hr/leave-types: leave types and their rules, and the leave settings (hr, admin; site_hr reads). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('hrLeave.types.title')} intro={t('hrLeave.types.intro')} />
      <LawSuggestionsCard />
      <LeaveTypesTable />
      <LeavePresetsCard />
      <LeaveSettingsForm />
    </>
  );
}
