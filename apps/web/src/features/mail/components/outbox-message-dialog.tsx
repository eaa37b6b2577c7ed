import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { OUTBOX_LINK_HIDDEN, type TOutboxItem } from '@hr/shared';
import { formatDateTime } from '@/lib/format';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { errorMessage } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';
import { useRetryOutboxMail } from '../api/retry-outbox-mail';
import { LinkifiedText } from './linkified-text';
import { OutboxStatusChip } from './outbox-status-chip';

/**
 * One outbox e-mail: its delivery state (attempts, last error, next attempt), "Retry now" for a
 * failed or waiting one, and its text with ordinary links clickable. Links that open an account
 * come hidden from the server and are shown as a translated marker. The item stays shown while
 * the dialog fades out; `onClosed` runs after that, when the opener can take the focus back (the
 * table re-renders meanwhile, so MUI's own restore is not relied on).
 */
export function OutboxMessageDialog({
  item,
  open,
  onClose,
  onClosed,
}: {
  item: TOutboxItem | null;
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { timeZone } = usePublicSettings();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const notify = useNotify();
  const retry = useRetryOutboxMail();
  const retryable = item?.status === 'failed' || item?.status === 'queued';
  const fact = (label: string, value: React.ReactNode, testId?: string) => (
    <>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} data-testid={testId}>
        {value}
      </Typography>
    </>
  );

  return (
    <Dialog
      open={open && !!item}
      onClose={onClose}
      disableRestoreFocus
      slotProps={{ transition: { onExited: onClosed } }}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="outbox-dialog-title"
    >
      {item && (
        <>
          <DialogTitle id="outbox-dialog-title" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {item.subject}
          </DialogTitle>
          <DialogContent dividers>
            <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t('outbox.columns.to')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <span dir="ltr">{item.to}</span>
              </Typography>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t('outbox.columns.createdAt')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDateTime(item.createdAt, lang, timeZone)}
              </Typography>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t('outbox.columns.status')}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <OutboxStatusChip status={item.status} />
              </Box>
              {fact(t('outbox.columns.attempts'), screenDigits(item.attempts), 'outbox-attempts')}
              {item.nextAttemptAt && fact(t('outbox.nextAttempt'), formatDateTime(item.nextAttemptAt, lang, timeZone))}
              {item.sentAt && fact(t('outbox.sentAt'), formatDateTime(item.sentAt, lang, timeZone))}
              {item.error && (
                <>
                  <Typography component="dt" sx={{ color: 'text.secondary' }}>
                    {t('outbox.error')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, color: 'error.main', overflowWrap: 'anywhere' }}>
                    {item.error}
                  </Typography>
                </>
              )}
            </Box>
            {item.linkHidden && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="outbox-link-hidden">
                {t('outbox.linkHiddenNote')}
              </Alert>
            )}
            <Box
              dir="auto"
              data-testid="outbox-text"
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                bgcolor: 'background.default',
                p: 2,
                borderRadius: 1,
                fontFamily: 'inherit',
                lineHeight: 1.7,
              }}
            >
              <LinkifiedText text={item.text.replaceAll(OUTBOX_LINK_HIDDEN, t('outbox.linkHidden'))} />
            </Box>
          </DialogContent>
          <DialogActions>
            {retryable && (
              <Button
                onClick={() =>
                  retry.mutate(item.id, {
                    onSuccess: () => notify(t('outbox.retried'), 'success'),
                    onError: (e) => notify(errorMessage(t, e), 'error'),
                  })
                }
                disabled={retry.isPending}
                data-testid="outbox-retry"
              >
                {t('outbox.retry')}
              </Button>
            )}
            <Button onClick={onClose} variant="contained">
              {t('common.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
