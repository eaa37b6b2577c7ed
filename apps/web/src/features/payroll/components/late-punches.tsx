import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { screenDigits } from '@/lib/digits';
import { formatDateTime } from '@/lib/format';
import { useLatePunches } from '../api/payroll-months';
import { useMonthName } from '../hooks/use-month-name';

/** Punches that arrived after their month was closed: kept, and carried into payroll as adjustments. */
export function LatePunches() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const monthName = useMonthName();
  const [page, setPage] = useState(0);
  const list = useLatePunches(page);
  if (!list.data || list.data.total === 0) return null;
  const pages = Math.ceil(list.data.total / 10);
  return (
    <Box component="section" aria-labelledby="late-punches-title" sx={{ mt: 3 }} data-testid="late-punches">
      <Typography id="late-punches-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.5 }}>
        {t('payroll.late.title', { count: list.data.total, n: screenDigits(list.data.total) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('payroll.late.intro')}
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 3 }}>
        {list.data.items.map((p) => (
          <li key={p.id} data-testid="late-punch">
            <Typography variant="body2">
              <bdi>{p.employee ? `${screenDigits(p.employee.empCode)} ${lang === 'ar' ? p.employee.fullNameAr : p.employee.fullNameEn}` : ''}</bdi>
              {' · '}
              {t(`payroll.late.${p.eventType}`)} {formatDateTime(p.occurredAt, lang, timeZone)} · {t('payroll.late.arrived', { when: formatDateTime(p.arrivedAt, lang, timeZone), month: monthName(p.month) })}
            </Typography>
          </li>
        ))}
      </Box>
      {pages > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)} sx={{ minHeight: 44 }}>
            {t('pagination.previous')}
          </Button>
          <Button size="small" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)} sx={{ minHeight: 44 }}>
            {t('pagination.next')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
