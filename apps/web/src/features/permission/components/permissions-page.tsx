import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PermissionFormDialog } from './permission-form-dialog';
import { PermissionList } from './permission-list';
import { PermissionQuotaCard } from './permission-quota-card';

/** /self/permissions and /team/permissions: the request button, this month's quota (own page), and the list. */
export function PermissionsPage({ scope }: { scope: 'self' | 'team' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const team = scope === 'team';
  return (
    <>
      <PageHeader
        title={t(team ? 'permission.team.title' : 'permission.mine.title')}
        intro={t(team ? 'permission.team.intro' : 'permission.mine.intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)} data-testid="permission-new">
            {t(team ? 'permission.team.request' : 'permission.mine.request')}
          </Button>
        }
      />
      {!team && (
        <Box sx={{ mb: 3, maxWidth: 560 }}>
          <PermissionQuotaCard />
        </Box>
      )}
      <PermissionList scope={scope} />
      <PermissionFormDialog open={open} team={team} onClose={() => setOpen(false)} />
    </>
  );
}
