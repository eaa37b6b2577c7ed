import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import type { TPayrollMonth } from '@hr/shared';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/errors';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { downloadVersion, usePayrollMonths } from '../api/payroll-months';
import { CloseMonthDialog, ReopenMonthDialog, VersionChangesDialog } from './payroll-month-dialogs';
import { LatePunches } from './late-punches';
import { useMonthName } from '../hooks/use-month-name';

/**
 * Payroll months on the attendance sheet's tab (HR): close a month for the organisation or a site
 * after its checklist, reopen the latest with a reason, download each version as it was issued,
 * see what changed between versions, and the punches that arrived after a month was closed.
 */
export function PayrollMonthsPanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const monthName = useMonthName();
  const list = usePayrollMonths();
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState<TPayrollMonth | null>(null);
  const [changes, setChanges] = useState<TPayrollMonth | null>(null);
  const items = list.data?.items ?? [];
  // Only the latest closed month of a scope may be reopened.
  const latest = new Set(items.filter((m) => m.state === 'closed').reduce((acc, m) => (acc.some((x) => (x.site?.id ?? null) === (m.site?.id ?? null)) ? acc : [...acc, m]), [] as TPayrollMonth[]).map((m) => m.id));

  return (
    <Box component="section" aria-labelledby="payroll-months-title" sx={{ mt: 4 }} data-testid="payroll-months">
      <Typography id="payroll-months-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {t('payroll.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: 720 }}>{t('payroll.intro')}</Typography>
      <Button variant="contained" startIcon={<LockIcon />} onClick={() => setClosing(true)} data-testid="payroll-close-open" sx={{ minHeight: 44, mb: 2 }}>
        {t('payroll.close')}
      </Button>
      {list.isError && <Alert severity="error">{errorMessage(t, list.error)}</Alert>}
      {list.data && items.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('payroll.none')}</Typography>}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {items.map((m) => (
          <Box component="li" key={m.id} data-testid="payroll-month" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {monthName(m.month)} · {m.site ? (lang === 'ar' ? m.site.nameAr : m.site.nameEn) : t('payroll.organisation')}
              </Typography>
              <Chip size="small" label={t('payroll.version', { n: m.version })} />
              <Chip size="small" color={m.state === 'closed' ? 'success' : 'default'} variant={m.state === 'closed' ? 'filled' : 'outlined'} label={t(`payroll.states.${m.state}`)} data-testid="payroll-month-state" />
            </Box>
            {m.closedAt && m.closedBy && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('payroll.closedBy', { name: lang === 'ar' ? m.closedBy.fullNameAr : m.closedBy.fullNameEn, when: formatDateTime(m.closedAt, lang, timeZone) })}
                {m.forced && ` · ${t('payroll.forced', { reason: m.forceReason })}`}
              </Typography>
            )}
            {m.reopenedAt && m.reopenedBy && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('payroll.reopenedBy', { name: lang === 'ar' ? m.reopenedBy.fullNameAr : m.reopenedBy.fullNameEn, when: formatDateTime(m.reopenedAt, lang, timeZone), reason: m.reopenReason })}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {m.files
                .filter((f) => f.lang === lang)
                .map((f) => (
                  <Button key={`${f.format}-${f.lang}`} size="small" variant="outlined" sx={{ minHeight: 44 }} onClick={() => void downloadVersion(m.id, f.format, f.lang, f.fileName)} data-testid={`payroll-file-${f.format}`}>
                    {t('payroll.download', { format: f.format.toUpperCase() })}
                  </Button>
                ))}
              {m.version > 1 && m.state !== 'closing' && (
                <Button size="small" sx={{ minHeight: 44 }} onClick={() => setChanges(m)} data-testid="payroll-changes">
                  {t('payroll.changes')}
                </Button>
              )}
              {latest.has(m.id) && (
                <Button size="small" color="warning" sx={{ minHeight: 44 }} onClick={() => setReopening(m)} data-testid="payroll-reopen">
                  {t('payroll.reopen')}
                </Button>
              )}
            </Box>
            {m.files[0] && (
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }} dir="ltr">
                SHA-256 {m.files.find((f) => f.lang === lang && f.format === 'xlsx')?.sha256 ?? m.files[0].sha256}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <LatePunches />
      {closing && <CloseMonthDialog nextToClose={list.data?.nextToClose ?? null} onClose={() => setClosing(false)} />}
      {reopening && <ReopenMonthDialog month={reopening} onClose={() => setReopening(null)} />}
      {changes && <VersionChangesDialog month={changes} onClose={() => setChanges(null)} />}
    </Box>
  );
}
