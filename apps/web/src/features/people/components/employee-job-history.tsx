import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES, type TEmployee, type TJobRow } from '@hr/shared';
import { DateField } from '@/components/date-field';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage, translateValidation } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { isApiError } from '@/lib/api-client';
import { useFixJobRow, useJobHistory, useShifts, useStructure } from '../api/employees';

type TName = { nameEn: string; nameAr: string } | null;

/**
 * A person's job history: each dated row of site, department, section, shift, manager, title and
 * contract, newest first, with the days it held. A transfer is made on the form above (with its
 * date); here HR corrects a row entered wrong or removes one entered by mistake, each with a
 * reason the audit log keeps. Site HR reads it.
 */
export function EmployeeJobHistory({ employee, canWrite }: { employee: TEmployee; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const nm = (u: TName) => (u ? (ar ? u.nameAr || u.nameEn : u.nameEn) : null);
  const history = useJobHistory(employee.id);
  const [correcting, setCorrecting] = useState<TJobRow | null>(null);
  const [removing, setRemoving] = useState<TJobRow | null>(null);
  const items = history.data?.items ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="employee-job-history-title" sx={{ p: { xs: 2, sm: 3 } }} data-testid="employee-job-history">
      <Typography id="employee-job-history-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 0.5 }}>
        {t('employees.jobHistory.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('employees.jobHistory.intro')}
      </Typography>
      {history.isError && <Alert severity="error">{errorMessage(t, history.error)}</Alert>}
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {items.map((r) => {
          const parts = [nm(r.site), nm(r.department), nm(r.section), r.shift && `${t('employees.form.shift')}: ${nm(r.shift)}`, r.manager && `${t('employees.form.manager')}: ${ar ? r.manager.fullNameAr || r.manager.fullNameEn : r.manager.fullNameEn}`, r.jobTitle, r.contractType && t(`employees.contractTypes.${r.contractType}`)].filter(Boolean);
          return (
            <Box component="li" key={r.id} data-testid="job-row" sx={{ borderInlineStart: 3, borderColor: r.current ? 'primary.main' : 'divider', ps: 1.5, py: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }} data-testid="job-row-dates">
                  {r.effectiveTo ? t('employees.jobHistory.fromTo', { from: formatDate(r.effectiveFrom), to: formatDate(r.effectiveTo) }) : t('employees.jobHistory.fromOn', { from: formatDate(r.effectiveFrom) })}
                </Typography>
                {r.current && <Chip size="small" color="primary" label={t('employees.jobHistory.current')} />}
                {r.inClosedMonth && <Chip size="small" variant="outlined" label={t('employees.jobHistory.inClosedMonth')} />}
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {parts.length ? parts.join(' · ') : t('employees.jobHistory.noUnits')}
              </Typography>
              {canWrite && (
                <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                  <Button size="small" sx={{ minHeight: 44 }} onClick={() => setCorrecting(r)} data-testid="job-row-correct">
                    {t('employees.jobHistory.correct')}
                  </Button>
                  {items.length > 1 && (
                    <Button size="small" color="error" sx={{ minHeight: 44 }} onClick={() => setRemoving(r)} data-testid="job-row-remove">
                      {t('employees.jobHistory.remove')}
                    </Button>
                  )}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {correcting && <CorrectDialog employeeId={employee.id} row={correcting} onClose={() => setCorrecting(null)} />}
      {removing && <RemoveDialog employeeId={employee.id} row={removing} onClose={() => setRemoving(null)} />}
    </Paper>
  );
}

/** Correct a row entered wrong: its date and units as they should have been, and why. */
function CorrectDialog({ employeeId, row, onClose }: { employeeId: number; row: TJobRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const nm = (u: { nameEn: string; nameAr: string }) => (ar ? u.nameAr || u.nameEn : u.nameEn);
  const notify = useNotify();
  const structure = useStructure();
  const shifts = useShifts();
  const fix = useFixJobRow(employeeId);
  const [v, setV] = useState({
    effectiveFrom: row.effectiveFrom,
    siteId: row.site?.id ?? null,
    departmentId: row.department?.id ?? null,
    sectionId: row.section?.id ?? null,
    shiftId: row.shift?.id ?? null,
    jobTitle: row.jobTitle ?? '',
    contractType: row.contractType,
    reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sections = structure.data?.departments.find((d) => d.id === v.departmentId)?.sections ?? [];
  const select = (key: 'siteId' | 'departmentId' | 'sectionId' | 'shiftId', label: string, options: { id: number; label: string }[]) => (
    <TextField
      select
      label={label}
      value={v[key] ?? ''}
      onChange={(e) => setV({ ...v, [key]: e.target.value === '' ? null : Number(e.target.value), ...(key === 'departmentId' && { sectionId: null }) })}
      error={!!errors[key]}
      helperText={errors[key]}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `job-correct-${key}` } }}
    >
      <MenuItem value="">{t('employees.form.none')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const submit = () => {
    setErrors({});
    fix.mutate(
      { rowId: row.id, correction: { ...v, managerId: row.manager?.id ?? null, jobTitle: v.jobTitle.trim() || null } },
      {
        onSuccess: () => {
          notify(t('employees.jobHistory.corrected'), 'success');
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.fields.length) setErrors(Object.fromEntries(e.fields.map((f) => [f.path.split('.')[0], translateValidation(t, f.message) ?? f.message])));
          else notify(errorMessage(t, e));
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="job-correct-title" data-testid="job-correct-dialog">
      <DialogTitle id="job-correct-title">{t('employees.jobHistory.correctTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('employees.jobHistory.correctIntro')}
        </Typography>
        <Stack spacing={2}>
          <DateField label={t('employees.jobHistory.effectiveFrom')} name="effectiveFrom" value={v.effectiveFrom} onChange={(d) => setV({ ...v, effectiveFrom: d ?? '' })} error={errors.effectiveFrom} fullWidth />
          {select('siteId', t('employees.form.site'), (structure.data?.sites ?? []).map((s) => ({ id: s.id, label: nm(s) })))}
          {select('departmentId', t('employees.form.department'), (structure.data?.departments ?? []).map((s) => ({ id: s.id, label: nm(s) })))}
          {select('sectionId', t('employees.form.section'), sections.map((s) => ({ id: s.id, label: nm(s) })))}
          {select('shiftId', t('employees.form.shift'), (shifts.data?.items ?? []).map((s) => ({ id: s.id, label: nm(s) })))}
          <TextField label={t('employees.form.jobTitle')} value={v.jobTitle} onChange={(e) => setV({ ...v, jobTitle: e.target.value })} slotProps={{ htmlInput: { maxLength: 100 } }} fullWidth />
          <TextField
            select
            label={t('employees.form.contractType')}
            value={v.contractType ?? ''}
            onChange={(e) => setV({ ...v, contractType: (e.target.value || null) as TJobRow['contractType'] })}
            fullWidth
          >
            <MenuItem value="">{t('employees.form.none')}</MenuItem>
            {CONTRACT_TYPES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`employees.contractTypes.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('employees.jobHistory.reason')}
            value={v.reason}
            onChange={(e) => setV({ ...v, reason: e.target.value })}
            required
            multiline
            minRows={2}
            error={!!errors.reason}
            helperText={errors.reason}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'job-correct-reason' } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={fix.isPending} sx={{ minHeight: 44 }} data-testid="job-correct-save">
          {t('employees.jobHistory.correctSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Remove a row entered by mistake: its days take the row before (or, for the first, the next). */
function RemoveDialog({ employeeId, row, onClose }: { employeeId: number; row: TJobRow; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const fix = useFixJobRow(employeeId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () =>
    fix.mutate(
      { rowId: row.id, reason },
      {
        onSuccess: () => {
          notify(t('employees.jobHistory.removed'), 'success');
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.fields.length) setError(translateValidation(t, e.fields[0].message) ?? e.fields[0].message);
          else notify(errorMessage(t, e));
        },
      },
    );
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="job-remove-title" data-testid="job-remove-dialog">
      <DialogTitle id="job-remove-title">{t('employees.jobHistory.removeTitle', { from: formatDate(row.effectiveFrom) })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('employees.jobHistory.removeIntro')}
        </Typography>
        <TextField
          label={t('employees.jobHistory.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          minRows={2}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'job-remove-reason' } }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={fix.isPending} sx={{ minHeight: 44 }} data-testid="job-remove-save">
          {t('employees.jobHistory.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
