import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { CompensatoryDaysCard } from '@/features/overtime/components/compensatory-days-card';
import { OvertimeSettingsForm } from '@/features/overtime/components/overtime-settings-form';

/** /hr/overtime-settings: premiums, the night window and conversion into leave (hr, admin). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('overtime.settings.title')} intro={t('overtime.settings.intro')} />
      <OvertimeSettingsForm />
      <Box sx={{ mt: 3, maxWidth: 760 }}>
        <CompensatoryDaysCard scope="hr" />
      </Box>
    </>
  );
}
