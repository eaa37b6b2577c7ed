import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { EmployeesTable } from '@/features/people/components/employees-table';
import { useUser } from '@/lib/auth';

/** /hr/employees: everyone in the viewer's HR scope (hr, admin; site_hr read-only, their sites). */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  const canWrite = user.roles.some((r) => r === 'hr' || r === 'admin');
  return (
    <>
      <PageHeader
        title={t('employees.title')}
        intro={t('employees.intro')}
        actions={
          canWrite && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button component={Link} to="/hr/employees/new" variant="contained" startIcon={<AddIcon />} data-testid="employee-new">
                {t('employees.new')}
              </Button>
              <Button component={Link} to="/hr/employees/import" variant="outlined" startIcon={<UploadFileIcon />} data-testid="employee-import">
                {t('employees.importButton')}
              </Button>
            </Stack>
          )
        }
      />
      <EmployeesTable canWrite={canWrite} />
    </>
  );
}
