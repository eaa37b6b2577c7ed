import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import type { TOvertimeList } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { useConvertAllOvertime } from '../api/overtime-api';
import { OvertimeConvertDialog } from './overtime-convert-dialog';
import { hoursOf } from './overtime-words';

/**
 * The person's approved hours not yet converted over all their requests, and "Convert all" once
 * they make at least half a day (short requests add up); shown only while HR allows conversion
 * (the server then reports convertibleDays > 0). The answer says the days added and the balance.
 */
export function OvertimeConvertAll({ list }: { list: Pick<TOvertimeList, 'convertibleMinutes' | 'convertibleDays'> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const convert = useConvertAllOvertime();
  const [asking, setAsking] = useState(false);
  if (list.convertibleDays < 0.5) return null;
  const words = { hours: hoursOf(list.convertibleMinutes), count: list.convertibleDays };

  const onConvert = () =>
    convert.mutate(undefined, {
      onSuccess: (res) =>
        notify(t('overtime.convertAll.done', { days: res.days, hours: hoursOf(res.minutes), count: res.requests, balance: res.balance.remaining }), 'success'),
      onError: (e) => notify(errorMessage(t, e)),
      onSettled: () => setAsking(false),
    });

  return (
    <Box sx={{ px: 2, pb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="overtime-convert-all">
      <Typography variant="body2" sx={{ flex: '1 1 240px' }} data-testid="overtime-convert-all-summary">
        {t('overtime.convertAll.summary', words)}
      </Typography>
      <Button size="small" variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setAsking(true)} data-testid="overtime-convert-all-button">
        {t('overtime.convertAll.button')}
      </Button>
      <OvertimeConvertDialog
        open={asking}
        title={t('overtime.convertAll.title')}
        text={t('overtime.convertAll.text', words)}
        confirmLabel={t('overtime.convertAll.confirm')}
        pending={convert.isPending}
        onConfirm={onConvert}
        onClose={() => setAsking(false)}
        testId="overtime-convert-all-dialog"
        confirmTestId="overtime-convert-all-confirm"
      />
    </Box>
  );
}
