import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { VacationRequestForm } from '@/features/leave/components/vacation-request-form';

/** /team/vacrequest: a supervisor, manager or HR files leave for someone in their scope. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('vacations.form.teamTitle')} intro={t('vacations.form.teamIntro')} />
      <VacationRequestForm team />
    </>
  );
}
