import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { VacationRequestForm } from '@/features/leave/components/vacation-request-form';

/** /self/vacrequest: the signed-in person asks for leave. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('vacations.form.title')} intro={t('vacations.form.intro')} />
      <VacationRequestForm team={false} />
    </>
  );
}
