import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RouterLinkBehavior } from '@/components/router-link';
import type { TVacationScope } from '../api/vacations-api';
import { VacationsTable } from './vacations-table';

/** /self/vacations and /team/vacations: the heading, a "Request New" button and the list. */
export function VacationsPage({ scope }: { scope: TVacationScope }) {
  const { t } = useTranslation();
  const team = scope === 'team';
  return (
    <>
      <PageHeader
        title={team ? t('vacations.list.teamTitle') : t('vacations.list.title')}
        intro={team ? t('vacations.list.teamIntro') : t('vacations.list.intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} LinkComponent={RouterLinkBehavior} href={team ? '/team/vacrequest' : '/self/vacrequest'} data-testid="vacations-new">
            {t('vacations.list.requestNew')}
          </Button>
        }
      />
      <VacationsTable scope={scope} />
    </>
  );
}
