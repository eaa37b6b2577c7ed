import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RouterLinkBehavior } from '@/components/router-link';
import { VacationsTable } from '@/features/vacations/components/vacations-table';

/** /team/vacations: the requests of the viewer's team (the server applies the scope). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('vacations.list.teamTitle')}
        intro={t('vacations.list.teamIntro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} LinkComponent={RouterLinkBehavior} href="/team/vacrequest" data-testid="vacations-new">
            {t('vacations.list.requestNew')}
          </Button>
        }
      />
      <VacationsTable scope="team" />
    </>
  );
}
