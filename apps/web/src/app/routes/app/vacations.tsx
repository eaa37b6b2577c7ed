import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RouterLinkBehavior } from '@/components/router-link';
import { VacationsTable } from '@/features/vacations/components/vacations-table';

/** /self/vacations: the signed-in person's requests. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('vacations.list.title')}
        intro={t('vacations.list.intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} LinkComponent={RouterLinkBehavior} href="/self/vacrequest" data-testid="vacations-new">
            {t('vacations.list.requestNew')}
          </Button>
        }
      />
      <VacationsTable scope="self" />
    </>
  );
}
