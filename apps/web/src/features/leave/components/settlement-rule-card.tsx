import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ScrollableTableContainer } from '@/components/scrollable-table-container';
import { useNotify } from '@/hooks/use-notify';
import { formatNumber, screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { useApplySettlementRule, useSettlementRule } from '../api/annual-settlement-api';

/**
 * The one-time move from expiry to the law's rule (decision 0010): the year from whose 1 January no
 * annual day expires (the suggestion changes no balance shown today), each balance it changes, and
 * HR's confirmation (hr, admin). Once applied, a line saying so.
 */
export function SettlementRuleCard({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const [from, setFrom] = useState<number | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const rule = useSettlementRule(from);
  const apply = useApplySettlementRule();
  const r = rule.data;
  if (!r) return null;
  if (r.noExpiryFrom !== null) {
    return (
      <Alert severity="success" sx={{ mb: 2 }} data-testid="settlement-rule-applied">
        {t('settlement.rule.applied', { year: screenDigits(r.noExpiryFrom) })}
      </Alert>
    );
  }
  const chosen = r.preview.from;
  const years = Array.from({ length: r.maxFrom - r.minFrom + 1 }, (_, i) => r.maxFrom - i);
  const name = (p: { FullName: string; fullNameAr: string }) => (ar ? p.fullNameAr || p.FullName : p.FullName);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="settlement-rule-card">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('settlement.rule.title')}
        </Typography>
        <Typography variant="body2">{t('settlement.rule.intro', { years: screenDigits(r.carryOverYears) })}</Typography>
        <TextField select label={t('settlement.rule.from')} value={chosen} onChange={(e) => setFrom(Number(e.target.value))} sx={{ maxWidth: 520 }} data-testid="settlement-rule-from">
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {t(y === r.maxFrom ? 'settlement.rule.suggested' : 'settlement.rule.earlier', { year: screenDigits(y) })}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="subtitle2" component="h3">
          {t('settlement.rule.changes')}
        </Typography>
        {r.preview.changes.length === 0 ? (
          <Typography variant="body2">{t('settlement.rule.noChanges')}</Typography>
        ) : (
          <ScrollableTableContainer label={t('settlement.rule.changes')}>
            <Table size="small" data-testid="settlement-rule-changes">
              <TableHead>
                <TableRow>
                  <TableCell>{t('settlement.rule.columns.person')}</TableCell>
                  <TableCell align="right">{t('settlement.rule.columns.now', { year: screenDigits(r.preview.year) })}</TableCell>
                  <TableCell align="right">{t('settlement.rule.columns.after')}</TableCell>
                  <TableCell align="right">{t('settlement.rule.columns.kept')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.preview.changes.map((c) => (
                  <TableRow key={c.employee.id}>
                    <TableCell>
                      {name(c.employee)} ({screenDigits(c.employee.EmpCode)})
                    </TableCell>
                    <TableCell align="right">{formatNumber(c.remainingNow, 3)}</TableCell>
                    <TableCell align="right">{formatNumber(c.remainingAfter, 3)}</TableCell>
                    <TableCell align="right">{formatNumber(c.keptNextYear, 3)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTableContainer>
        )}
        {canEdit && (
          <div>
            <Button variant="contained" onClick={() => setConfirming(true)} data-testid="settlement-rule-apply">
              {t('settlement.rule.apply')}
            </Button>
          </div>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('settlement.rule.apply')}
        text={t('settlement.rule.confirm', { year: screenDigits(chosen) })}
        confirmLabel={t('settlement.dialog.confirm')}
        pending={apply.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          apply.mutate(
            { from: chosen, confirm: true },
            {
              onSuccess: () => {
                setConfirming(false);
                notify(t('settlement.rule.done', { year: screenDigits(chosen) }), 'success');
              },
              onError: (e) => {
                setConfirming(false);
                notify(errorMessage(t, e), 'error');
              },
            },
          )
        }
        testId="settlement-rule-confirm"
      />
    </Paper>
  );
}
