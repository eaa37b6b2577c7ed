import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPersonOption, TShiftSwapPreview, TUser } from '@hr/shared';
import { SwapShiftLines, type TSwapLines } from '@/components/swap-shift-lines';
import { errorMessage } from '@/lib/errors';
import { personName } from '@/lib/names';
import type { useSwapPreview } from '../hooks/use-swap-preview';

/** The preview's days as a swap the viewer asks of the colleague (the server sorts the days). */
const asSwap = (p: TShiftSwapPreview, me: TUser, colleague: TPersonOption): TSwapLines => ({
  date: p.dates[0] ?? '',
  otherDate: p.dates[1] ?? null,
  requester: me,
  colleague,
  requesterShiftIds: p.mine,
  colleagueShiftIds: p.theirs,
});

/**
 * Both people's shifts on each day chosen, before → after, as the server sees them now; whether
 * the swap may be asked (a refusal shows under the field it is about, in the form).
 */
export function SwapPreview({ preview, me, colleague }: { preview: ReturnType<typeof useSwapPreview>; me: TUser; colleague: TPersonOption | null }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { query, chosen, settled, shown, waiting } = preview;
  const failed = chosen && !waiting && query.isError;
  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={waiting} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="swap-preview">
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('shiftSwap.form.preview')}
      </Typography>
      {!chosen || !colleague ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('shiftSwap.form.previewEmpty')}
        </Typography>
      ) : failed ? (
        <Typography variant="body2" color="error" data-testid="swap-preview-error">
          {errorMessage(t, query.error)}
        </Typography>
      ) : !shown ? (
        <CircularProgress size={20} aria-label={t('common.loading')} />
      ) : (
        <Box sx={{ opacity: waiting ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <SwapShiftLines swap={asSwap(shown, me, colleague)} shifts={shown.shifts} viewerId={me.id} dates />
          {settled && !settled.problem && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="swap-preview-ok">
              {t('shiftSwap.form.previewOk', { name: personName(colleague, i18n.language === 'ar') })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
