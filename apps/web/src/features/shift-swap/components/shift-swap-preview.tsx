import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPersonOption } from '@hr/shared';
import { errorMessage } from '@/lib/errors';
import { personName } from '@/lib/names';
import { dayKind, shiftText } from '@/lib/shifts';
import { dateLabel } from '@/lib/time-span';
import { useSwapPreview, type TPreviewDay } from '../hooks/use-swap-preview';

/** The words of one of the viewer's days: the shift and its hours, a rest day, leave or a holiday. */
function useDayWords() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return ({ cell, shift }: TPreviewDay) => {
    if (!cell) return '—';
    const kind = dayKind(cell);
    if (kind === 'shift') return shift ? shiftText(shift, ar) : t('shiftSwap.unknownShift');
    return t(`dashboard.roster.${kind === 'none' ? 'noShift' : kind}`);
  };
}

/** The viewer's shifts on the days chosen (from their roster), and a word on the colleague's, which the server checks. */
export function SwapPreview({ date, otherDate, colleague }: { date: string | null | undefined; otherDate: string | null | undefined; colleague: TPersonOption | null }) {
  const { t, i18n } = useTranslation();
  const words = useDayWords();
  const { days, query, chosen } = useSwapPreview(date, otherDate);
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={query.isFetching} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="swap-preview">
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('shiftSwap.form.preview')}
      </Typography>
      {!chosen ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('shiftSwap.form.previewEmpty')}
        </Typography>
      ) : query.isError ? (
        <Typography variant="body2" color="error">
          {errorMessage(t, query.error)}
        </Typography>
      ) : query.isFetching && !query.data ? (
        <CircularProgress size={20} aria-label={t('common.loading')} />
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {days.map((d) => (
            <Typography key={d.date} component="li" variant="body2" data-testid="swap-preview-day" data-date={d.date}>
              <Box component="span" sx={{ fontWeight: 500 }}>
                {dateLabel(d.date)}
              </Box>
              {': '}
              {words(d)}
            </Typography>
          ))}
        </Box>
      )}
      {colleague && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('shiftSwap.form.theirs', { name: personName(colleague, i18n.language === 'ar') })}
        </Typography>
      )}
    </Box>
  );
}
