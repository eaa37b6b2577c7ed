import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { TOvertimeSuggestion } from '@hr/shared';
import { PageHeader } from '@/components/page-header';
import { CompensatoryDaysCard } from './compensatory-days-card';
import { OvertimeFormDialog } from './overtime-form-dialog';
import { OvertimeList } from './overtime-list';
import { OvertimeSuggestions } from './overtime-suggestions';

/** /self/overtime: "Request overtime", what attendance suggests, and the person's requests. */
export function MyOvertimePage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<{ prefill: TOvertimeSuggestion | null } | null>(null);
  return (
    <>
      <PageHeader
        title={t('overtime.mine.title')}
        intro={t('overtime.mine.intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ prefill: null })} data-testid="overtime-new">
            {t('overtime.mine.request')}
          </Button>
        }
      />
      <OvertimeSuggestions onRequest={(s) => setForm({ prefill: s })} />
      <CompensatoryDaysCard scope="self" />
      <OvertimeList scope="self" />
      <OvertimeFormDialog open={!!form} prefill={form?.prefill ?? null} onClose={() => setForm(null)} />
    </>
  );
}
