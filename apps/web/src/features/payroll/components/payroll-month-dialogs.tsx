import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFactKey, TPayrollMonth } from '@hr/shared';
import { AppLink } from '@/components/router-link';
import { useNotify } from '@/hooks/use-notify';
import { useOrgToday } from '@/hooks/use-org-today';
import { isApiError } from '@/lib/api-client';
import { screenDigits } from '@/lib/digits';
import { errorMessage, translateValidation } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useClosePayrollMonth, usePayrollChecklist, usePayrollSites, useReopenPayrollMonth, useVersionChanges } from '../api/payroll-months';
import { useMonthName } from '../hooks/use-month-name';

/** The 24 months before this one, latest first, as 'YYYY-MM'. */
function endedMonths(today: string): string[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 2 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * Close a month: which month and for whom (the organisation or one site), what is still open
 * (each item links to where it is dealt with), and, when something is, a reason to close anyway.
 */
export function CloseMonthDialog({ nextToClose, onClose }: { nextToClose: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const titleId = useId();
  const notify = useNotify();
  const monthName = useMonthName();
  const today = useOrgToday();
  const months = useMemo(() => endedMonths(today), [today]);
  const [month, setMonth] = useState(nextToClose && months.includes(nextToClose) ? nextToClose : months[0]);
  const [siteId, setSiteId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const sites = usePayrollSites();
  const checklist = usePayrollChecklist(month, siteId);
  const close = useClosePayrollMonth();
  const open = checklist.data?.open ?? false;

  const submit = () => {
    setReasonError(undefined);
    if (open && !reason.trim()) return setReasonError(t('validation.required'));
    close.mutate(
      { month, body: { siteId: siteId ?? undefined, force: open, reason: reason.trim() } },
      {
        onSuccess: () => {
          notify(t('payroll.closed', { month: monthName(month) }), 'success');
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.code === 'PAYROLL_CHECKLIST_OPEN') void checklist.refetch();
          if (isApiError(e) && e.fields.length) setReasonError(translateValidation(t, e.fields[0].message));
        },
      },
    );
  };

  return (
    <Dialog open onClose={close.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="payroll-close-dialog">
      <DialogTitle id={titleId}>{t('payroll.closeTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('payroll.closeIntro')}
        </Typography>
        <Stack spacing={2}>
          <TextField select label={t('payroll.month')} value={month} onChange={(e) => setMonth(e.target.value)} fullWidth slotProps={{ htmlInput: { 'data-testid': 'payroll-close-month' } }}>
            {months.map((m) => (
              <MenuItem key={m} value={m}>
                {monthName(m)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('payroll.scope')} value={siteId ?? ''} onChange={(e) => setSiteId(e.target.value === '' ? null : Number(e.target.value))} fullWidth>
            <MenuItem value="">{t('payroll.organisation')}</MenuItem>
            {(sites.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {lang === 'ar' ? s.nameAr : s.nameEn}
              </MenuItem>
            ))}
          </TextField>
          <Box data-testid="payroll-checklist" aria-live="polite">
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
              {t('payroll.checklist')}
            </Typography>
            {checklist.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
            {checklist.isError && <Alert severity="error">{errorMessage(t, checklist.error)}</Alert>}
            {checklist.data && !checklist.data.closable && <Alert severity="info">{t('payroll.notClosable')}</Alert>}
            {checklist.data?.items.map((item) => (
              <Box key={item.kind} sx={{ mb: 1.5 }} data-testid={`payroll-check-${item.kind}`}>
                <Typography sx={{ fontWeight: 500, color: item.count ? 'warning.dark' : 'success.dark' }}>
                  {t(`payroll.checks.${item.kind}`, { count: item.count, n: screenDigits(item.count) })}
                </Typography>
                {item.count > 0 && (
                  <>
                    <Box component="ul" sx={{ m: 0, ps: 3 }}>
                      {item.examples.map((x, i) => (
                        <li key={i}>
                          <Typography variant="body2">
                            <bdi>{screenDigits(lang === 'ar' ? x.labelAr : x.label)}</bdi>
                            {x.date && ` · ${formatDate(x.date)}`}
                          </Typography>
                        </li>
                      ))}
                    </Box>
                    <AppLink to={item.link}>{t(`payroll.fix.${item.kind}`)}</AppLink>
                  </>
                )}
              </Box>
            ))}
          </Box>
          {open && (
            <TextField
              label={t('payroll.forceReason')}
              helperText={reasonError ?? t('payroll.forceHelp')}
              error={!!reasonError}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'payroll-force-reason' } }}
            />
          )}
          {close.isError && !(isApiError(close.error) && close.error.fields.length) && <Alert severity="error">{errorMessage(t, close.error)}</Alert>}
          {close.isPending && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
              <CircularProgress size={20} />
              <Typography variant="body2">{t('payroll.closing')}</Typography>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={close.isPending} sx={{ minHeight: 44 }}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color={open ? 'warning' : 'primary'} onClick={submit} disabled={close.isPending || !checklist.data?.closable} sx={{ minHeight: 44 }} data-testid="payroll-close-submit">
          {open ? t('payroll.closeAnyway') : t('payroll.closeNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Reopen the latest closed version of a month, with a reason the audit keeps. */
export function ReopenMonthDialog({ month, onClose }: { month: TPayrollMonth; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotify();
  const monthName = useMonthName();
  const reopen = useReopenPayrollMonth();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    setError(undefined);
    if (!reason.trim()) return setError(t('validation.required'));
    reopen.mutate(
      { month: month.month, body: { siteId: month.site?.id, reason: reason.trim() } },
      {
        onSuccess: () => {
          notify(t('payroll.reopened', { month: monthName(month.month) }), 'success');
          onClose();
        },
        onError: (e) => setError(isApiError(e) && e.fields.length ? translateValidation(t, e.fields[0].message) : errorMessage(t, e)),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId} data-testid="payroll-reopen-dialog">
      <DialogTitle id={titleId}>{t('payroll.reopenTitle', { month: monthName(month.month) })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('payroll.reopenIntro')}
        </Typography>
        <TextField
          label={t('payroll.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error}
          multiline
          minRows={2}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'payroll-reopen-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="warning" onClick={submit} disabled={reopen.isPending} sx={{ minHeight: 44 }} data-testid="payroll-reopen-submit">
          {t('payroll.reopen')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Per person, what a version changed from the one before: the days whose code differs and the totals. */
export function VersionChangesDialog({ month, onClose }: { month: TPayrollMonth; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const titleId = useId();
  const monthName = useMonthName();
  const changes = useVersionChanges(month.id);
  const code = (c: string) => (c === '' ? '—' : c === 'out_of_shift' ? t('payrollSheet.outOfShiftCode') : t(`attendance.codes.${c as 'present'}`));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="payroll-changes-dialog">
      <DialogTitle id={titleId}>{t('payroll.changesTitle', { month: monthName(month.month), from: month.version - 1, to: month.version })}</DialogTitle>
      <DialogContent>
        {changes.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
        {changes.isError && <Alert severity="error">{errorMessage(t, changes.error)}</Alert>}
        {changes.data && changes.data.people.length === 0 && <Typography>{t('payroll.noChanges')}</Typography>}
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {changes.data?.people.map((p, i) => (
            <li key={p.employee?.id ?? i} data-testid="payroll-change">
              <Typography sx={{ fontWeight: 600 }}>
                <bdi>{p.employee ? `${screenDigits(p.employee.empCode)} ${lang === 'ar' ? p.employee.fullNameAr : p.employee.fullNameEn}` : '—'}</bdi>
              </Typography>
              {p.days.map((d) => (
                <Typography key={d.date} variant="body2">
                  {formatDate(d.date)}: {code(d.before)} → {code(d.after)}
                </Typography>
              ))}
              {p.totals.map((x) => (
                <Typography key={x.key} variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`payroll.figures.${x.key as TFactKey}`)}: {screenDigits(x.before)} → {screenDigits(x.after)}
                </Typography>
              ))}
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
