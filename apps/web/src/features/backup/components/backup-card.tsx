import { useEffect, useId, useRef, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { localDateTime, type TBackupRun, type TBackupStatus, type TLang } from '@hr/shared';
import { CardFact } from '@/components/card-fact';
import { HijriDate } from '@/components/hijri-date';
import { ScrollableTableContainer } from '@/components/scrollable-table-container';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { formatNumber } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatRelative } from '@/lib/format';
import { useBackupStatus, useStartBackup } from '../api/backup-api';

/** The anchor of the card: the dashboard's warning links to /hr/settings#backups. */
export const BACKUP_CARD_ID = 'backups';

/** What an operator types on the server to restore a backup (README: Backups). */
const RESTORE_COMMAND = 'npm run restore -- <file>';
const COMMAND_MARK = '\u0000command\u0000';

/** Polls without a new attempt after which "Back up now" stops waiting (the server skipped it: another was running). */
const MAX_IDLE_POLLS = 10;

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** A file's size in KB, MB or GB, one decimal, in the screen's digits. */
export function formatSize(t: TFunction, bytes: number, lang: TLang): string {
  const n = (v: number) => formatNumber(v, 1, lang);
  if (bytes >= GB) return t('backup.size.gb', { size: n(bytes / GB) });
  if (bytes >= MB) return t('backup.size.mb', { size: n(bytes / MB) });
  return t('backup.size.kb', { size: n(Math.max(bytes / KB, 0.1)) });
}

/**
 * A file or folder name inside a sentence of either language: its own left-to-right paragraph
 * (an inline block), so when it wraps on a phone its hyphens and slashes stay where they belong.
 */
const LTR_VALUE = { display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

const SEVERITY: Record<TBackupStatus['attention'], AlertColor> = { ok: 'success', stale: 'warning', failed: 'error', none: 'warning' };

/** An attempt's time as dd/MM/yyyy hh:mm a in the organisation's zone, how long ago, and its Hijri day when the viewer shows them. */
function When({ at, lang, timeZone }: { at: string; lang: TLang; timeZone: string }) {
  return (
    <>
      <time dateTime={at}>{formatDateTime(at, lang, timeZone)}</time> ({formatRelative(at, lang)})
      <HijriDate date={localDateTime(new Date(at), timeZone).date} />
    </>
  );
}

/** The last attempt: when, and what came of it (the size and rows, or why it failed and the last good one). */
function LastBackup({ status, lang, timeZone }: { status: TBackupStatus; lang: TLang; timeZone: string }) {
  const { t } = useTranslation();
  const { last, lastOk, attention } = status;
  return (
    <Alert severity={SEVERITY[attention]} role="status" data-testid="backup-last" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <AlertTitle>{t(`backup.status.${attention}`)}</AlertTitle>
      {!last && <div>{t('backup.noneHint')}</div>}
      {last && (
        <div>
          <When at={last.finishedAt} lang={lang} timeZone={timeZone} />
        </div>
      )}
      {last?.ok && (
        <>
          <div>{t('backup.contents', { size: formatSize(t, last.bytes ?? 0, lang), count: last.rows ?? 0 })}</div>
          {last.file && (
            <div>
              {t('backup.file')}{' '}
              <Box component="bdi" dir="ltr" sx={LTR_VALUE}>
                {last.file}
              </Box>
            </div>
          )}
        </>
      )}
      {attention === 'stale' && <Box sx={{ mt: 1 }}>{t('backup.staleHint')}</Box>}
      {last && !last.ok && (
        <>
          <Box sx={{ mt: 1 }}>{t(`backup.errors.${last.errorCode ?? 'BACKUP_FAILED'}`)}</Box>
          {last.error && (
            <Box component="bdi" dir="ltr" data-testid="backup-error" sx={{ display: 'block', mt: 0.5, fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>
              {last.error}
            </Box>
          )}
          <Box sx={{ mt: 1 }}>
            {lastOk ? (
              <>
                {t('backup.lastGood')} <When at={lastOk.finishedAt} lang={lang} timeZone={timeZone} />
              </>
            ) : (
              t('backup.noGood')
            )}
          </Box>
        </>
      )}
    </Alert>
  );
}

/** 'dd/MM/yyyy hh:mm a' on one line where it fits, else the date above the time (a phone's narrow table). */
function DateThenTime({ text }: { text: string }) {
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <>
      <Box component="span" sx={nowrap}>
        {text.slice(0, 10)}
      </Box>{' '}
      <Box component="span" sx={nowrap}>
        {text.slice(11)}
      </Box>
    </>
  );
}

/** The last attempts, newest first: when, why, the result and the size. */
function RecentAttempts({ runs, lang, timeZone, labelledBy }: { runs: TBackupRun[]; lang: TLang; timeZone: string; labelledBy: string }) {
  const { t } = useTranslation();
  if (!runs.length) return <Typography sx={{ color: 'text.secondary' }}>{t('backup.noRecent')}</Typography>;
  const cells = { '& th, & td': { px: { xs: 1, sm: 2 } } };
  return (
    <ScrollableTableContainer label={t('backup.recent')}>
      <Table size="small" aria-labelledby={labelledBy} sx={cells} data-testid="backup-recent">
        <TableHead>
          <TableRow>
            <TableCell>{t('backup.columns.time')}</TableCell>
            <TableCell>{t('backup.columns.trigger')}</TableCell>
            <TableCell>{t('backup.columns.result')}</TableCell>
            <TableCell>{t('backup.columns.size')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                <time dateTime={r.finishedAt}>
                  <DateThenTime text={formatDateTime(r.finishedAt, lang, timeZone)} />
                </time>
              </TableCell>
              <TableCell>{t(`backup.triggers.${r.trigger}`)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={r.ok ? 'success' : 'error'}
                  label={t(`backup.results.${r.ok ? 'ok' : (r.errorCode ?? 'BACKUP_FAILED')}`)}
                  sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.ok && r.bytes !== null ? formatSize(t, r.bytes, lang) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTableContainer>
  );
}

/** After "Back up now": the attempt seen last before it, and how many answers came since without a new one. */
interface TWatch {
  since: number | null;
  seenAt: number;
  idle: number;
}

/**
 * HR's "Backups" card on the organisation settings: the last backup and its result,
 * the last good one when the last failed, the folder and how many are kept, the recent attempts,
 * "Back up now" (the status is asked every 2 s until the backup is recorded, then a snackbar
 * says how it went), and how to restore one.
 */
export function BackupCard() {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const titleId = useId();
  const recentId = useId();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const [watch, setWatch] = useState<TWatch | null>(null);
  const query = useBackupStatus({ watching: watch !== null });
  const start = useStartBackup();
  const status = query.data;
  const { dataUpdatedAt } = query;

  // Opened from the dashboard's warning: the card comes into view once it has its content.
  const loaded = !!status;
  useEffect(() => {
    if (loaded && hash === `#${BACKUP_CARD_ID}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  useEffect(() => {
    if (!watch || !status || dataUpdatedAt <= watch.seenAt) return;
    const last = status.last;
    if (!status.running && last && last.id !== watch.since) {
      setWatch(null);
      if (last.ok) notify(t('backup.done'), 'success');
      else notify(t('backup.doneFailed', { reason: t(`backup.errors.${last.errorCode ?? 'BACKUP_FAILED'}`) }), 'error');
      return;
    }
    const idle = status.running ? 0 : watch.idle + 1;
    setWatch(idle > MAX_IDLE_POLLS ? null : { ...watch, seenAt: dataUpdatedAt, idle });
  }, [watch, status, dataUpdatedAt, notify, t]);

  const backUpNow = () => {
    const since = status?.last?.id ?? null;
    const seenAt = dataUpdatedAt;
    start.mutate(undefined, {
      onSuccess: () => setWatch({ since, seenAt, idle: 0 }),
      onError: (e) => notify(errorMessage(t, e)),
    });
  };
  // The command is code, written left to right inside the sentence of either language.
  const [restoreBefore, restoreAfter = ''] = t('backup.restore', { command: COMMAND_MARK }).split(COMMAND_MARK);
  const busy = start.isPending || watch !== null || !!status?.running;

  return (
    <Paper
      ref={ref}
      id={BACKUP_CARD_ID}
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760, mt: 3, scrollMarginTop: 80 }}
      data-testid="backup-card"
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('backup.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('backup.intro')}
      </Typography>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(t, query.error)}
        </Alert>
      )}
      {!status && query.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {status && (
        <>
          <Box aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
            {busy && (
              <Box data-testid="backup-running">
                <Typography variant="body2">{t('backup.running')}</Typography>
                <LinearProgress aria-label={t('backup.running')} sx={{ mt: 0.5 }} />
              </Box>
            )}
            <LastBackup status={status} lang={lang} timeZone={timeZone} />
          </Box>
          <Box component="dl" sx={{ my: 2 }}>
            <CardFact label={t('backup.folder')} labelWidth="minmax(7rem, 25%)">
              <Box component="bdi" dir="ltr" sx={{ ...LTR_VALUE, fontFamily: 'monospace', fontSize: '0.875rem' }} data-testid="backup-dir">
                {status.dir}
              </Box>
            </CardFact>
            <CardFact label={t('backup.kept')} labelWidth="minmax(7rem, 25%)">
              <Typography variant="body2">{t('backup.keep', { count: status.keep })}</Typography>
            </CardFact>
          </Box>
          <Typography variant="h3" id={recentId} sx={{ fontSize: '1rem', fontWeight: 500, mb: 1 }}>
            {t('backup.recent')}
          </Typography>
          <RecentAttempts runs={status.recent} lang={lang} timeZone={timeZone} labelledBy={recentId} />
        </>
      )}
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={backUpNow} disabled={busy || !status}>
          {t('backup.now')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }} data-testid="backup-restore">
        {restoreBefore}
        <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, whiteSpace: 'nowrap' }}>
          {RESTORE_COMMAND}
        </Box>
        {restoreAfter}
      </Typography>
    </Paper>
  );
}
