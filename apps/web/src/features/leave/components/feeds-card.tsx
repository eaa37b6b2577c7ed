import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { useCalendarFeeds, useRegenerateFeed } from '../api/calendar-api';

type TKind = 'personal' | 'team';

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Falls through to the selection below (no permission, or not a secure context).
  }
  if (!input) return false;
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The secret iCal addresses with copy buttons and "new address" (the old one stops working). */
export function FeedsCard({ team }: { team: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const feeds = useCalendarFeeds();
  const regenerate = useRegenerateFeed();
  const [confirming, setConfirming] = useState<TKind | null>(null);
  const kinds: { kind: TKind; url: string | null | undefined }[] = [{ kind: 'personal', url: feeds.data?.personalUrl }];
  if (team) kinds.push({ kind: 'team', url: feeds.data?.teamUrl });
  const nameOf = (k: TKind) => (k === 'personal' ? t('leaveCalendar.feeds.personal') : t('leaveCalendar.feeds.team'));

  return (
    <Card variant="outlined" component="section" aria-labelledby="feeds-title" sx={{ mt: 3 }} data-testid="calendar-feeds">
      <CardContent>
        <Typography variant="h2" id="feeds-title" sx={{ mb: 0.5 }}>
          {t('leaveCalendar.feeds.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('leaveCalendar.feeds.intro')}</Typography>
        {feeds.isError && (
          <Typography color="error" role="alert">
            {errorMessage(t, feeds.error)}
          </Typography>
        )}
        <Stack spacing={2}>
          {kinds
            .filter((k) => k.url !== null)
            .map(({ kind, url }) => {
              const id = `feed-${kind}`;
              return (
                <Stack key={kind} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <TextField
                    id={id}
                    label={nameOf(kind)}
                    value={url ?? ''}
                    size="small"
                    fullWidth
                    slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': id }, inputLabel: { shrink: true } }}
                    onFocus={(e) => e.target.select()}
                  />
                  <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                    <Button
                      variant="outlined"
                      startIcon={<ContentCopyIcon />}
                      disabled={!url}
                      aria-label={t('leaveCalendar.feeds.copyNamed', { name: nameOf(kind) })}
                      onClick={async () => {
                        const ok = await copyText(url ?? '', document.getElementById(id) as HTMLInputElement | null);
                        notify(ok ? t('leaveCalendar.feeds.copied') : t('leaveCalendar.feeds.copyFailed'), ok ? 'success' : 'warning');
                      }}
                    >
                      {t('leaveCalendar.feeds.copy')}
                    </Button>
                    <Button
                      startIcon={<AutorenewIcon />}
                      disabled={!url}
                      aria-label={t('leaveCalendar.feeds.regenerateNamed', { name: nameOf(kind) })}
                      onClick={() => setConfirming(kind)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {t('leaveCalendar.feeds.regenerate')}
                    </Button>
                  </Stack>
                </Stack>
              );
            })}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={!!confirming}
        title={t('leaveCalendar.feeds.regenerateTitle')}
        text={confirming ? t('leaveCalendar.feeds.regenerateText', { name: nameOf(confirming) }) : ''}
        confirmLabel={t('leaveCalendar.feeds.regenerate')}
        pending={regenerate.isPending}
        onConfirm={() =>
          confirming &&
          regenerate.mutate(confirming, {
            onSuccess: () => notify(t('leaveCalendar.feeds.regenerated'), 'success'),
            onError: (e) => notify(errorMessage(t, e)),
            onSettled: () => setConfirming(null),
          })
        }
        onClose={() => setConfirming(null)}
        testId="regenerate-feed-dialog"
      />
    </Card>
  );
}
