import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/router-link';
import { screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { useRamadan } from '../api/organisation-api';
import { useCanEditOrganisation } from '../hooks/use-can-edit-organisation';
import { RamadanPeriodForm } from './ramadan-period-form';
import { useOrgToday } from '@/hooks/use-org-today';

/**
 * The days of Ramadan that start in a year, beside the public holidays: one form
 * per Hijri year (two in 2030), each pre-filled from the Umm al-Qura calendar and marked as an
 * estimate until HR saves it. Only saved dates apply: on them the shifts' Ramadan hours are worked.
 * site_hr reads.
 */
export function RamadanCard() {
  const { t } = useTranslation();
  const canEdit = useCanEditOrganisation();
  const titleId = useId();
  // The organisation's year: a browser on another clock (UTC at 22:30 on 31 December) would say last year.
  const thisYear = Number(useOrgToday().slice(0, 4));
  const years = Array.from({ length: 6 }, (_, i) => thisYear - 1 + i);
  const [year, setYear] = useState(thisYear);
  const query = useRamadan(year);
  const periods = query.data?.year === year ? query.data.periods : null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} data-testid="ramadan-card">
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem' }}>
        {t('org.ramadan.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {t('org.ramadan.intro')}
      </Typography>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(t, query.error)}
        </Alert>
      )}
      <TextField select label={t('org.ramadan.year')} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ minWidth: 140 }}>
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {screenDigits(y)}
          </MenuItem>
        ))}
      </TextField>
      {periods && periods.length > 1 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('org.ramadan.twoInYear', { year: screenDigits(year) })}
        </Alert>
      )}
      {periods?.map((p, i) => (
        <Box key={p.hijriYear}>
          {i > 0 && <Divider sx={{ mt: 3 }} />}
          <RamadanPeriodForm period={p} canEdit={canEdit} />
        </Box>
      ))}
      <Box sx={{ mt: 2 }}>
        <AppLink to="/hr/shifts" variant="body2">
          {t('org.ramadan.shiftsLink')}
        </AppLink>
      </Box>
    </Paper>
  );
}
