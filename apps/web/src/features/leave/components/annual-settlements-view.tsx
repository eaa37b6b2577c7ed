import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_DECISIONS, type TLang, type TSettlementItem } from '@hr/shared';
import { ScrollableTableContainer } from '@/components/scrollable-table-container';
import { useOrgToday } from '@/hooks/use-org-today';
import { useNotify } from '@/hooks/use-notify';
import { screenDigits } from '@/lib/digits';
import { formatDate } from '@/lib/format';
import { useSettlements, downloadSettlementPayments } from '../api/annual-settlement-api';
import { useCanEditLeave } from '../hooks/use-can-edit-leave';
import { SettlementDecisionDialog, type TSettlementAsk } from './settlement-decision-dialog';
import { SettlementRuleCard } from './settlement-rule-card';

const monthsAround = (today: string): string[] => {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: 15 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 + 2 - i, 1));
    return d.toISOString().slice(0, 7);
  });
};
const monthLabel = (m: string) => screenDigits(`${m.slice(5)}/${m.slice(0, 4)}`);

/** The words of a line's status (Art 125): to decide, overdue, to be taken by a date, refused. */
export function settlementStateText(t: (k: string, o?: Record<string, unknown>) => string, item: TSettlementItem): string {
  if (!item.state) return t('settlement.states.none');
  return t(`settlement.states.${item.state}`, { date: item.takeBy ? formatDate(item.takeBy) : '' });
}

/**
 * /hr/leave-balances/settlements (Art 125): the move from expiry while the old rule applies, the
 * people with annual days over three years old or owed at the end of service, HR's decision per
 * person, and the payments for payroll by payroll month.
 */
export function AnnualSettlementsView() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const canEdit = useCanEditLeave();
  const notify = useNotify();
  const today = useOrgToday();
  const list = useSettlements();
  const [ask, setAsk] = useState<TSettlementAsk | null>(null);
  const [month, setMonth] = useState('');
  const items = list.data?.items ?? [];
  const days = (n: number) => t('settlement.days', { count: n });
  const name = (p: { FullName: string; fullNameAr: string }) => (ar ? p.fullNameAr || p.FullName : p.FullName);
  const tt = t as unknown as (k: string, o?: Record<string, unknown>) => string;

  return (
    <>
      <SettlementRuleCard canEdit={canEdit} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label={t('settlement.export.month')}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            sx={{ minWidth: 200 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid="settlement-export-month"
          >
            <MenuItem value="">{t('settlement.export.all')}</MenuItem>
            {monthsAround(today).map((m) => (
              <MenuItem key={m} value={m}>
                {monthLabel(m)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            data-testid="settlement-export"
            onClick={() => downloadSettlementPayments(month || undefined, i18n.language as TLang).catch(() => notify(t('settlement.export.failed'), 'error'))}
          >
            {t('settlement.export.button')}
          </Button>
        </Stack>
      </Paper>
      {list.isError && <Alert severity="error">{t('errors.INTERNAL')}</Alert>}
      {list.isSuccess && items.length === 0 && (
        <Alert severity="success" data-testid="settlement-empty">
          {t('settlement.empty')}
        </Alert>
      )}
      {items.length > 0 && (
        <Paper variant="outlined">
          <ScrollableTableContainer label={t('settlement.tableLabel')}>
            <Table size="small" aria-label={t('settlement.tableLabel')} data-testid="settlement-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('settlement.columns.person')}</TableCell>
                  <TableCell align="right">{t('settlement.columns.due')}</TableCell>
                  <TableCell>{t('settlement.columns.years')}</TableCell>
                  <TableCell>{t('settlement.columns.state')}</TableCell>
                  <TableCell>{t('settlement.columns.endOfService')}</TableCell>
                  {canEdit && <TableCell>{t('settlement.columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.employee.id} data-testid={`settlement-row-${item.employee.EmpCode}`}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {name(item.employee)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {screenDigits(item.employee.EmpCode)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{item.dueDays > 0 ? days(item.dueDays) : t('settlement.states.none')}</TableCell>
                    <TableCell>{item.dueYears.map((y) => screenDigits(y.year)).join(ar ? '، ' : ', ')}</TableCell>
                    <TableCell>
                      {item.state ? <Chip size="small" label={settlementStateText(tt, item)} color={item.state === 'scheduled' ? 'info' : item.state === 'refused' ? 'default' : 'warning'} data-testid="settlement-state" /> : t('settlement.states.none')}
                      {item.refusedDays > 0 && item.state !== 'refused' && (
                        <Typography variant="caption" sx={{ display: 'block' }}>
                          {t('settlement.refusedDays', { days: days(item.refusedDays) })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell data-testid="settlement-end">{item.endDate && item.endOfServiceDays !== null ? t('settlement.endsOn', { date: formatDate(item.endDate), days: days(item.endOfServiceDays) }) : t('settlement.states.none')}</TableCell>
                    {canEdit && (
                      <TableCell>
                        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                          {SETTLEMENT_DECISIONS.filter((d) => d === 'pay' || item.dueDays > 0).map((d) => (
                            <Button key={d} size="small" variant={d === 'pay' ? 'contained' : 'outlined'} onClick={() => setAsk({ item, decision: d })} data-testid={`settlement-${d}`}>
                              {t(`settlement.actions.${d}`)}
                            </Button>
                          ))}
                        </Box>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTableContainer>
        </Paper>
      )}
      <SettlementDecisionDialog ask={ask} onClose={() => setAsk(null)} />
    </>
  );
}
