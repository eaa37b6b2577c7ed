import Alert from '@mui/material/Alert';
import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PageHeader } from '@/components/page-header';
import { AppLink } from '@/components/router-link';
import { useLeaveDetail } from '@/features/leave/api/vacations-api';
import { VacationDetail } from '@/features/leave/components/vacation-detail';
import { useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';

/** /vacations/:id: one request, its history and what the viewer may do with it. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const { state } = useLocation() as { state: { from?: string } | null };
  const user = useUser();
  const numericId = id && /^\d+$/.test(id) ? Number(id) : null;
  const query = useLeaveDetail(numericId);
  if (numericId === null) return <Navigate to="/session/404" replace />;
  const own = !query.data || query.data.request.employee.id === user.id;
  const listPath = state?.from ?? (own ? '/self/vacations' : '/team/vacations');
  const back = (
    <AppLink to={listPath} data-testid="vacation-back">
      {t('vacations.detail.back')}
    </AppLink>
  );
  if (query.isPending) return <FullPageSpinner label={t('common.loading')} />;
  if (query.isError)
    return (
      <>
        <PageHeader title={t('vacations.detail.title')} actions={back} />
        <Alert severity="error">{errorMessage(t, query.error)}</Alert>
      </>
    );
  const r = query.data.request;
  const ar = i18n.language === 'ar';
  const name = ar ? r.employee.fullNameAr || r.employee.FullName : r.employee.FullName;
  const type = ar ? r.leaveType.nameAr || r.leaveType.nameEn : r.leaveType.nameEn;
  return (
    <>
      <PageHeader title={t('vacations.detail.title')} intro={`${type} · ${name}`} actions={back} />
      <VacationDetail detail={query.data} />
    </>
  );
}
