import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { groupHolidays, HOLIDAY_GROUPS } from '@hr/shared';
import { formatDate } from '@/lib/format';
import { screenDigits } from '@/lib/digits';

/**
 * Each holiday group's days of the year (Ministerial Decree 346/2025, Art 129), read-only beside the
 * public holidays: worked out from the calendar (rules/christian-holidays.ts), they count for the
 * group's members only, as HR sets them on the person's record.
 */
export function GroupHolidaysList({ year }: { year: number }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (
    <Box component="section" aria-labelledby="group-holidays-title" sx={{ mt: 4 }} data-testid="group-holidays">
      <Typography id="group-holidays-title" variant="h6" component="h2" gutterBottom>
        {t('law.groups.title', { year: screenDigits(year) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('law.groups.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {HOLIDAY_GROUPS.map((g) => {
          const label = t('law.groups.tableLabel', { group: t(`law.groups.names.${g}`), year: screenDigits(year) });
          return (
            <Paper key={g} variant="outlined" sx={{ overflowX: 'auto' }} data-testid={`group-holidays-${g}`}>
              <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5 }}>
                {t(`law.groups.names.${g}`)}
              </Typography>
              <Table size="small" aria-label={label}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('org.holidays.date')}</TableCell>
                    <TableCell>{t('org.holidays.name')}</TableCell>
                    <TableCell>{t('law.groups.kind')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {groupHolidays(year, g).map((d) => (
                    <TableRow key={d.date} data-testid={`group-day-${d.date}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Box component="span" dir="ltr">
                          {formatDate(d.date)}
                        </Box>
                      </TableCell>
                      <TableCell>{ar ? d.nameAr : d.nameEn}</TableCell>
                      <TableCell>{d.kind === 'holiday' ? t('law.groups.dayOff') : t('law.groups.lateStart', { time: screenDigits(d.startTime ?? '') })}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
