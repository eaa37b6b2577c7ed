import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { useNotify } from '@/hooks/use-notify';
import { useInviteMany, usePrintSlips } from '../api/invitations';

/**
 * The bar over HR's employee list while people are selected: invite them all (e-mail
 * where there is one) and print activation slips, for the selection or for those the invitation
 * found without e-mail.
 */
export function EmployeesBulkBar({ ids, onClear }: { ids: number[]; onClear: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const invite = useInviteMany();
  const slips = usePrintSlips();
  const [needSlip, setNeedSlip] = useState<number[]>([]);
  const [result, setResult] = useState<string | null>(null);
  const busy = invite.isPending || slips.isPending;

  const print = (which: number[]) =>
    slips.mutate(which, {
      onSuccess: () => {
        setNeedSlip([]);
        notify(t('invitations.slipsDone'), 'success');
      },
      onError: (e) => notify(errorMessage(t, e), 'error'),
    });

  if (ids.length === 0 && needSlip.length === 0 && !result) return null;
  return (
    <Box role="region" aria-label={t('invitations.bar')} data-testid="employees-bulk-bar" sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {ids.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1, borderRadius: 1, bgcolor: 'action.selected' }}>
          <Typography sx={{ fontWeight: 500, me: 1 }} aria-live="polite">
            {t('invitations.selected', { count: screenDigits(ids.length) })}
          </Typography>
          <Button
            variant="contained"
            size="small"
            disabled={busy}
            onClick={() =>
              invite.mutate(
                { ids },
                {
                  onSuccess: (r) => {
                    setNeedSlip(r.needSlip);
                    setResult(t('invitations.result', { emailed: screenDigits(r.emailed), needSlip: screenDigits(r.needSlip.length), skipped: screenDigits(r.skipped.length) }));
                    onClear();
                  },
                  onError: (e) => notify(errorMessage(t, e), 'error'),
                },
              )
            }
          >
            {t('invitations.invite')}
          </Button>
          <Button variant="outlined" size="small" disabled={busy} onClick={() => print(ids)}>
            {t('invitations.printSlips')}
          </Button>
          <Button variant="text" size="small" disabled={busy} onClick={onClear}>
            {t('invitations.clear')}
          </Button>
        </Box>
      )}
      {result && (
        <Alert
          severity="info"
          onClose={() => {
            setResult(null);
            setNeedSlip([]);
          }}
          data-testid="invite-result"
        >
          {result}
          {needSlip.length > 0 && (
            <Box sx={{ mt: 1 }}>
              <Button variant="outlined" color="inherit" size="small" disabled={busy} onClick={() => print(needSlip)}>
                {t('invitations.printNeedSlip', { count: screenDigits(needSlip.length) })}
              </Button>
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
