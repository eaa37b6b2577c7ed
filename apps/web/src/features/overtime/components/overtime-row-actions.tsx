import { useState } from 'react';
import Button from '@mui/material/Button';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import type { TOvertimeRequest } from '@hr/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { useCancelOvertime, useConvertOvertime } from '../api/overtime-api';
import { OvertimeConvertDialog } from './overtime-convert-dialog';
import { dateLabel, hoursOf, spanLabel } from './overtime-words';

/**
 * What the requester may do with one of their requests: cancel it while it waits (after a
 * confirmation), or convert its approved, unconverted hours into Overtime leave days when HR
 * allows it (the dialog says how many days; the answer says the balance after).
 */
export function OvertimeRowActions({ request: r }: { request: TOvertimeRequest }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const notify = useNotify();
  const cancel = useCancelOvertime();
  const convert = useConvertOvertime();
  const [asking, setAsking] = useState<'cancel' | 'convert' | null>(null);
  const date = dateLabel(r.workDate);
  const span = spanLabel(r.from, r.to, lang);
  const convertible = r.canConvert && r.convertibleDays > 0;
  if (!r.canCancel && !convertible) return null;

  const onCancel = () =>
    cancel.mutate(r.id, {
      onSuccess: () => notify(t('overtime.cancel.done'), 'success'),
      onError: (e) => notify(errorMessage(t, e)),
      onSettled: () => setAsking(null),
    });
  const onConvert = () =>
    convert.mutate(r.id, {
      onSuccess: (res) =>
        notify(t('overtime.convert.done', { days: res.days, hours: hoursOf(res.minutes), balance: res.balance.remaining }), 'success'),
      onError: (e) => notify(errorMessage(t, e)),
      onSettled: () => setAsking(null),
    });

  return (
    <>
      {r.canCancel && (
        <Button size="small" color="error" startIcon={<CancelIcon />} onClick={() => setAsking('cancel')} aria-label={t('overtime.cancel.named', { date })} data-testid="overtime-cancel">
          {t('overtime.cancel.button')}
        </Button>
      )}
      {convertible && (
        <Button size="small" startIcon={<SwapHorizIcon />} onClick={() => setAsking('convert')} aria-label={t('overtime.convert.named', { date })} data-testid="overtime-convert">
          {t('overtime.convert.button')}
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t('overtime.cancel.title')}
        text={t('overtime.cancel.text', { date, span })}
        confirmLabel={t('overtime.cancel.confirm')}
        onConfirm={onCancel}
        onClose={() => setAsking(null)}
        pending={cancel.isPending}
        testId="overtime-cancel-dialog"
      />
      <OvertimeConvertDialog
        open={asking === 'convert'}
        title={t('overtime.convert.title')}
        text={t('overtime.convert.text', { hours: hoursOf(r.convertibleMinutes), date, count: r.convertibleDays })}
        confirmLabel={t('overtime.convert.confirm')}
        pending={convert.isPending}
        onConfirm={onConvert}
        onClose={() => setAsking(null)}
        testId="overtime-convert-dialog"
        confirmTestId="overtime-convert-confirm"
      />
    </>
  );
}
