import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBalance, TPersonOption } from '@hr/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import GavelIcon from '@mui/icons-material/Gavel';
import { EmployeePicker } from '@/components/employee-picker';
import { RouterLinkBehavior } from '@/components/router-link';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { screenDigits } from '@/lib/digits';
import { useBalances, useLeaveTypes } from '../api/leave-admin-api';
import { useCanEditLeave } from '../hooks/use-can-edit-leave';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { LedgerDialog } from './ledger-dialog';
import { typeName } from './leave-type-words';
import { useOrgToday } from '@/hooks/use-org-today';

const COLUMNS = ['entitled', 'adjusted', 'carriedOver', 'taken', 'pending', 'remaining'] as const;

/** Pick a person and a year: their balances, an "Adjust" dialog (hr/admin) and each balance's ledger. */
export function BalancesView() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const canEdit = useCanEditLeave();
  // The organisation's year: a browser on another clock (UTC at 22:30 on 31 December) would say last year.
  const thisYear = Number(useOrgToday().slice(0, 4));
  const [person, setPerson] = useState<TPersonOption | null>(null);
  const [year, setYear] = useState(thisYear);
  const [adjusting, setAdjusting] = useState<TBalance | null>(null);
  const [ledgerOf, setLedgerOf] = useState<TBalance | null>(null);
  const query = useBalances(person?.id ?? null, year);
  const types = useLeaveTypes();
  const items = person ? (query.data?.items ?? []) : [];
  // Adjustments and the ledger are about a type with its own balance; a capped type (Casual) shows its source's ledger.
  const ownBalance = (b: TBalance) => types.data?.items.some((x) => x.id === b.leaveTypeId && x.tracksBalance) ?? false;
  const personName = person ? (ar ? person.fullNameAr || person.FullName : person.FullName) : '';
  const years = Array.from({ length: 6 }, (_, i) => thisYear + 1 - i);

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button variant="outlined" startIcon={<GavelIcon />} LinkComponent={RouterLinkBehavior} href="/hr/leave-balances/settlements" data-testid="settlements-link">
          {t('settlement.button')}
        </Button>
        {canEdit && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} LinkComponent={RouterLinkBehavior} href="/hr/leave-balances/opening" data-testid="opening-balances-link">
            {t('openingBalances.button')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start', mb: 2 }}>
        <EmployeePicker value={person} onChange={setPerson} label={t('hrLeave.balances.employee')} codeLabel={t('hrLeave.balances.employeeCode')} testId="balances-employee" />
        <TextField select label={t('hrLeave.balances.year')} value={year} onChange={(e) => setYear(Number(e.target.value))} data-testid="balances-year">
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {screenDigits(y)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!person ? (
        <Typography role="status" sx={{ py: 4, color: 'text.secondary' }}>
          {t('hrLeave.balances.pick')}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <PagedTableFrame
            query={query}
            label={t('hrLeave.balances.tableLabel', { name: personName })}
            count={items.length}
            empty={{ text: t('hrLeave.balances.none'), testId: 'balances-empty' }}
          >
            <Table size="small" aria-label={t('hrLeave.balances.tableLabel', { name: personName })} sx={{ minWidth: 820 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('hrLeave.balances.type')}</TableCell>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} align="right">
                      {t(`hrLeave.balances.${c}`)}
                    </TableCell>
                  ))}
                  <TableCell>{t('hrLeave.balances.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((b) => (
                  <TableRow key={b.leaveTypeId} data-testid={`balance-${b.leaveTypeId}`}>
                    <TableCell sx={{ fontWeight: 500 }}>
                      {typeName(ar, b)}
                      {/* Casual is taken out of Annual: said here, and Annual's taken says what it holds. */}
                      {b.drawsOn && (
                        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }} data-testid="balance-draws-on">
                          {t('reports.balances.drawsOn', { name: typeName(ar, b.drawsOn) })}
                        </Typography>
                      )}
                      {/* Labour Law Art 124 ¶3: the seven days in the entitlement, with their reason. */}
                      {b.extra && (
                        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }} data-testid="balance-extra">
                          {t(`hrLeave.balances.extra.${b.extra.reasons.length > 1 ? 'both' : b.extra.reasons[0]}`, { days: screenDigits(b.extra.days) })}
                        </Typography>
                      )}
                      {/* Art 125: a protected person's leave may not be postponed; days carried over are said, not silent. */}
                      {b.carriedProtected && (
                        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'warning.dark', fontWeight: 400, maxWidth: 320 }} data-testid="balance-carried-protected">
                          {t('hrLeave.balances.carriedProtected')}
                        </Typography>
                      )}
                    </TableCell>
                    {COLUMNS.map((c) => (
                      <TableCell key={c} align="right" data-col={c} sx={c === 'remaining' ? { fontWeight: 600 } : undefined}>
                        <bdi>{screenDigits(b[c])}</bdi>
                        {(c === 'taken' || c === 'pending') &&
                          b.includes
                            ?.filter((x) => x[c] > 0)
                            .map((x) => (
                              <Typography key={x.leaveTypeId} variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'nowrap' }} data-testid={`balance-${c}-of`}>
                                {t('reports.balances.takenOf', { name: typeName(ar, x), days: screenDigits(x[c]) })}
                              </Typography>
                            ))}
                      </TableCell>
                    ))}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {canEdit && ownBalance(b) && (
                        <Button size="small" onClick={() => setAdjusting(b)} aria-label={t('hrLeave.balances.adjustNamed', { name: typeName(ar, b) })}>
                          {t('hrLeave.balances.adjust')}
                        </Button>
                      )}
                      {ownBalance(b) && (
                        <Button size="small" onClick={() => setLedgerOf(b)} aria-label={t('hrLeave.balances.ledgerNamed', { name: typeName(ar, b) })}>
                          {t('hrLeave.balances.ledger')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </PagedTableFrame>
        </Paper>
      )}
      {person && (
        <>
          <AdjustBalanceDialog employeeId={person.id} year={year} balance={adjusting} balances={items.filter(ownBalance)} onClose={() => setAdjusting(null)} />
          <LedgerDialog employeeId={person.id} year={year} balance={ledgerOf} onClose={() => setLedgerOf(null)} />
        </>
      )}
    </>
  );
}
