import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APPROVAL_CHAIN_KINDS, type TApprovalChain, type TPersonOption } from '@hr/shared';
import { EmployeePicker } from '@/components/employee-picker';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/errors';
import { nameIn } from '@/lib/time-span';
import { useApprovalChains } from '../api/approval-api';
import { ChainCard } from './chain-card';

const keyOf = (c: TApprovalChain) => `${c.kind}-${c.leaveTypeId ?? ''}`;
const order = (c: TApprovalChain) => APPROVAL_CHAIN_KINDS.indexOf(c.kind);

/**
 * /hr/approval-chains (hr, admin): who approves each kind of request, step by step. Leave has one
 * chain per leave type, under one Leave heading; the other kinds follow. A person picked at the
 * top is the one every card's preview tries its steps on.
 */
export function ApprovalChainsPage() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const query = useApprovalChains();
  const [person, setPerson] = useState<TPersonOption | null>(null);
  const items = query.data?.items ?? [];
  const leave = items.filter((c) => c.kind === 'leave');
  const others = items.filter((c) => c.kind !== 'leave').sort((a, b) => order(a) - order(b));

  return (
    <>
      <PageHeader title={t('approvalChains.title')} intro={t('approvalChains.intro')} />
      <Box sx={{ height: 4, mb: 1, maxWidth: 1200 }}>{query.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <Stack spacing={3} sx={{ maxWidth: 1200 }}>
        {/* "The manager" can be two people (decision 0008): every step names which, and this says what each is. */}
        <Alert severity="info" variant="outlined" data-testid="chains-managers-note">
          {t('approvalChains.managersNote')}
        </Alert>
        <Paper variant="outlined" component="section" aria-labelledby="chains-preview-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="chains-preview-title" variant="h2" sx={{ mb: 1 }}>
            {t('approvalChains.preview.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('approvalChains.preview.help')}</Typography>
          <Box sx={{ maxWidth: 640 }}>
            <EmployeePicker value={person} onChange={setPerson} label={t('approvalChains.preview.person')} codeLabel={t('approvalChains.preview.personCode')} testId="preview-person" />
          </Box>
        </Paper>
        {query.isError && <Alert severity="error">{errorMessage(t, query.error)}</Alert>}
        {leave.length > 0 && (
          <Box component="section" aria-labelledby="chains-leave-title" data-testid="chains-leave">
            <Typography id="chains-leave-title" variant="h2" sx={{ mb: 2 }}>
              {t('approvalChains.leaveHeading')}
            </Typography>
            <Stack spacing={2}>
              {leave.map((c) => (
                <ChainCard key={keyOf(c)} chain={c} level={3} defaultOpen={false} previewPerson={person} title={t('approvalChains.leaveTitle', { name: nameIn(ar, c.leaveTypeName, c.leaveTypeNameAr) })} />
              ))}
            </Stack>
          </Box>
        )}
        {others.map((c) => (
          <ChainCard key={keyOf(c)} chain={c} level={2} defaultOpen previewPerson={person} title={t(`approvalChains.kinds.${c.kind}`)} />
        ))}
      </Stack>
    </>
  );
}
