import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TTeamUnits } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { useOrgToday } from '@/hooks/use-org-today';
import { errorMessage } from '@/lib/errors';
import { numberLocale } from '@/lib/digits';
import { downloadSheet } from '../api/absence-api';

/** The last 24 months, this one first, as 'YYYY-MM'. */
function recentMonths(today: string): string[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * The monthly attendance sheet for payroll: a month, a department (HR roles) or everyone in
 * scope, CSV or XLSX, written in the page's language.
 */
export function SheetDialog({ open, onClose, departments }: { open: boolean; onClose: () => void; departments: TTeamUnits['departments'] | null }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const formatId = useId();
  const today = useOrgToday();
  const months = useMemo(() => recentMonths(today), [today]);
  const [month, setMonth] = useState(months[0]);
  const [departmentId, setDepartmentId] = useState('');
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locale = numberLocale(i18n.language);
  const monthName = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }), [locale]);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadSheet({ month, departmentId: departmentId ? Number(departmentId) : undefined, format, lang: ar ? 'ar' : 'en' });
      notify(t('absence.sheet.downloaded'), 'success');
      onClose();
    } catch (e) {
      setError(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId} data-testid="sheet-dialog">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void download();
        }}
      >
        <DialogTitle id={titleId} component="h2">
          {t('absence.sheet.title')}
        </DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField select label={t('absence.sheet.month')} value={month} onChange={(e) => setMonth(e.target.value)} fullWidth slotProps={{ htmlInput: { 'data-testid': 'sheet-month' } }}>
              {months.map((m) => (
                <MenuItem key={m} value={m}>
                  {monthName.format(new Date(`${m}-01T00:00:00Z`))}
                </MenuItem>
              ))}
            </TextField>
            {departments && (
              <TextField select label={t('absence.sheet.department')} value={departmentId} onChange={(e) => setDepartmentId(e.target.value)} fullWidth>
                <MenuItem value="">{t('absence.sheet.allDepartments')}</MenuItem>
                {departments.map((d) => (
                  <MenuItem key={d.id} value={String(d.id)}>
                    {ar ? d.nameAr : d.nameEn}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <FormControl component="fieldset">
              <FormLabel component="legend" id={formatId}>
                {t('absence.sheet.format')}
              </FormLabel>
              <RadioGroup row aria-labelledby={formatId} value={format} onChange={(e) => setFormat(e.target.value as 'csv' | 'xlsx')}>
                <FormControlLabel value="xlsx" control={<Radio />} label={t('absence.sheet.xlsx')} />
                <FormControlLabel value="csv" control={<Radio />} label={t('absence.sheet.csv')} />
              </RadioGroup>
            </FormControl>
            <DialogContentText variant="body2">{t('payrollSheet.contents')}</DialogContentText>
            <DialogContentText variant="body2">{t('absence.sheet.language')}</DialogContentText>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="sheet-download">
            {t('absence.sheet.download')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
