import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PageHeader } from '@/components/page-header';
import { AppLink } from '@/components/router-link';
import { useEmployee } from '@/features/people/api/employees';
import { EmployeeActions } from '@/features/people/components/employee-actions';
import { EmployeeDocuments } from '@/features/people/components/employee-documents';
import { EmployeeForm } from '@/features/people/components/employee-form';
import { EmployeeJobHistory } from '@/features/people/components/employee-job-history';
import { EmployeeMotherRecord } from '@/features/people/components/employee-mother-record';
import { SettlementPersonCard } from '@/features/leave/components/settlement-person-card';
import { useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';

/** /hr/employees/new and /hr/employees/:id: create or edit (hr, admin); site_hr reads only. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const user = useUser();
  const canWrite = user.roles.some((r) => r === 'hr' || r === 'admin');
  const isNew = id === undefined;
  const numericId = !isNew && id && /^\d+$/.test(id) ? Number(id) : null;
  const query = useEmployee(numericId);
  const back = (
    <AppLink to="/hr/employees" data-testid="employee-back">
      {t('employees.form.back')}
    </AppLink>
  );

  if (isNew) {
    if (!canWrite) return <Navigate to="/hr/employees" replace />;
    return (
      <>
        <PageHeader title={t('employees.form.createTitle')} actions={back} />
        <EmployeeForm key="new" employee={null} readOnly={false} />
      </>
    );
  }
  if (numericId === null) return <Navigate to="/session/404" replace />;
  if (query.isPending) return <FullPageSpinner label={t('common.loading')} />;
  if (query.isError)
    return (
      <>
        <PageHeader title={t('employees.form.viewTitle')} actions={back} />
        <Alert severity="error">{errorMessage(t, query.error)}</Alert>
      </>
    );
  const e = query.data;
  const name = i18n.language === 'ar' ? e.fullNameAr || e.fullNameEn : e.fullNameEn;
  return (
    <>
      <PageHeader title={canWrite ? t('employees.form.editTitle') : t('employees.form.viewTitle')} intro={`${name} · ${screenDigits(e.empCode)}`} actions={back} />
      {/* Art 125: the annual days owed at the end of service (or over three years old), from the leave module. */}
      <SettlementPersonCard key={`${e.id}-${e.updatedAt}`} employeeId={e.id} />
      <Stack spacing={3}>
        <EmployeeForm key={`${e.id}-${e.updatedAt}`} employee={e} readOnly={!canWrite} />
        <EmployeeJobHistory employee={e} canWrite={canWrite} />
        {/* Arts 54 and 56: a working mother's dates (not kept for a man, by the gender HR recorded). */}
        {e.gender !== 'male' && <EmployeeMotherRecord employee={e} canWrite={canWrite} />}
        <EmployeeDocuments employee={e} canWrite={canWrite} />
        {canWrite && <EmployeeActions employee={e} />}
      </Stack>
    </>
  );
}
