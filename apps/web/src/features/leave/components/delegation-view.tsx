import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { TDelegation } from '@hr/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { useNotify } from '@/hooks/use-notify';
import { useOrgToday } from '@/hooks/use-org-today';
import { errorMessage } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';
import { formatDateRange } from '@/lib/format';
import { useDelegations, useEndDelegation } from '../api/delegations-api';
import { DelegationDialog } from './delegation-dialog';
import { personName } from '@/lib/names';

/** Delegations I gave (with "end") and received, current and upcoming; and a new one. */
export function DelegationView() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const today = useOrgToday();
  const query = useDelegations();
  const end = useEndDelegation();
  const [adding, setAdding] = useState(false);
  const [toEnd, setToEnd] = useState<TDelegation | null>(null);
  const given = query.data?.given ?? [];
  const received = query.data?.received ?? [];

  const confirmEnd = () => {
    if (!toEnd) return;
    end.mutate(toEnd.id, {
      onSuccess: () => notify(t('approvals.delegation.ended'), 'success'),
      onError: (e) => notify(errorMessage(t, e)),
      onSettled: () => setToEnd(null),
    });
  };

  const table = (kind: 'given' | 'received', rows: TDelegation[]) => {
    const label = kind === 'given' ? t('approvals.delegation.givenLabel') : t('approvals.delegation.receivedLabel');
    return (
      <Box sx={{ mb: 4 }}>
        <Typography variant="h2" id={`delegations-${kind}`} sx={{ mb: 1.5 }}>
          {kind === 'given' ? t('approvals.delegation.given') : t('approvals.delegation.received')}
        </Typography>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <PagedTableFrame
            query={query}
            label={label}
            count={rows.length}
            empty={{ text: kind === 'given' ? t('approvals.delegation.emptyGiven') : t('approvals.delegation.emptyReceived'), testId: `delegations-${kind}-empty` }}
          >
            <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{kind === 'given' ? t('approvals.delegation.delegateColumn') : t('approvals.delegation.delegatorColumn')}</TableCell>
                  <TableCell>{t('approvals.delegation.dates')}</TableCell>
                  <TableCell>{t('approvals.delegation.status')}</TableCell>
                  {kind === 'given' && <TableCell>{t('approvals.delegation.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((d) => {
                  const who = kind === 'given' ? d.delegate : d.delegator;
                  const name = personName(who, ar);
                  return (
                    <TableRow key={d.id} data-testid={`delegation-${d.id}`}>
                      <TableCell>
                        {name}{' '}
                        <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
                          ({screenDigits(who.EmpCode)})
                        </Box>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateRange(d.startDate, d.endDate)}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant={d.active ? 'filled' : 'outlined'}
                          color={d.active ? 'success' : 'default'}
                          label={d.active ? t('approvals.delegation.active') : t('approvals.delegation.upcoming')}
                        />
                      </TableCell>
                      {kind === 'given' && (
                        <TableCell>
                          <Button size="small" color="error" onClick={() => setToEnd(d)} aria-label={t('approvals.delegation.endNamed', { name })}>
                            {t('approvals.delegation.end')}
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </PagedTableFrame>
        </Paper>
      </Box>
    );
  };

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('approvals.delegation.add')}
        </Button>
      </Box>
      {table('given', given)}
      {table('received', received)}
      <DelegationDialog open={adding} today={today} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!toEnd}
        title={t('approvals.delegation.endTitle')}
        text={toEnd ? t('approvals.delegation.endText', { name: personName(toEnd.delegate, ar) }) : ''}
        confirmLabel={t('approvals.delegation.end')}
        pending={end.isPending}
        onConfirm={confirmEnd}
        onClose={() => setToEnd(null)}
        testId="end-delegation-dialog"
      />
    </>
  );
}
