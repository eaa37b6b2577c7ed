import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AppLink } from '@/components/router-link';
import { EmployeeImport } from '@/features/people/components/employee-import';

/** /hr/employees/import: CSV or XLSX import with a dry run first (hr, admin). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('employees.import.title')}
        intro={t('employees.import.intro')}
        actions={<AppLink to="/hr/employees">{t('employees.form.back')}</AppLink>}
      />
      <EmployeeImport />
    </>
  );
}
