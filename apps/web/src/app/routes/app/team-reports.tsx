import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useTranslation } from 'react-i18next';
import { RouterLinkBehavior } from '@/components/router-link';
import { useTeamUnits } from '@/hooks/use-team-units';
import { SheetDialog } from '@/features/attendance/components/sheet-dialog';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { PayrollMonthsPanel } from '@/features/payroll/components/payroll-months-panel';
import { useUser } from '@/lib/auth';

/** The attendance sheet's tab: the absence feature's own dialog and endpoint (/api/attendance/sheet), and a way to the daily list. */
function AttendanceSheetPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const units = useTeamUnits(true);
  const user = useUser();
  const hr = user.roles.some((r) => r === 'hr' || r === 'admin');
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }} data-testid="attendance-sheet-panel">
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {t('reports.attendance.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: 720 }}>{t('reports.attendance.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => setOpen(true)} data-testid="sheet-open">
          {t('reports.attendance.download')}
        </Button>
        <Button LinkComponent={RouterLinkBehavior} href="/team/absent" variant="outlined" startIcon={<EventBusyIcon />}>
          {t('reports.attendance.absence')}
        </Button>
      </Box>
      <SheetDialog open={open} onClose={() => setOpen(false)} departments={units.data?.departments ?? null} />
      {/* HR closes a month for payroll here, where the sheet it freezes is downloaded. */}
      {hr && <PayrollMonthsPanel />}
    </Box>
  );
}

/** /team/reports: balances, leave taken, overtime with premiums, and the monthly attendance sheet. */
export function Component() {
  return <ReportsPage attendance={<AttendanceSheetPanel />} />;
}
