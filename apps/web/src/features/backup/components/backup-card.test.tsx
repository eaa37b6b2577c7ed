import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TBackupRun, TBackupStatus } from '@hr/shared';
import { apiError } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { BackupCard } from './backup-card';
import { BackupWarning } from './backup-warning';

const good: TBackupRun = {
  id: 1,
  trigger: 'daily',
  startedAt: '2026-05-10T01:00:00.000Z',
  finishedAt: '2026-05-10T01:00:04.000Z',
  ok: true,
  file: 'hr-backup-2026-05-10T01-00-00.sql.gz',
  bytes: 2_411_725,
  rows: 48_210,
  error: null,
  errorCode: null,
};
const failed: TBackupRun = {
  id: 2,
  trigger: 'before_migration',
  startedAt: '2026-05-11T01:00:00.000Z',
  finishedAt: '2026-05-11T01:00:01.000Z',
  ok: false,
  file: null,
  bytes: null,
  rows: null,
  error: 'The backup folder /srv/hr/backups cannot be written to: EACCES: permission denied',
  errorCode: 'BACKUP_DIR_UNWRITABLE',
};
const status = (recent: TBackupRun[], over: Partial<TBackupStatus> = {}): TBackupStatus => ({
  dir: '/srv/hr/backups',
  keep: 7,
  last: recent[0] ?? null,
  lastOk: recent.find((r) => r.ok) ?? null,
  running: false,
  attention: recent[0] ? (recent[0].ok ? 'ok' : 'failed') : 'none',
  recent,
  ...over,
});

describe.each(['en', 'ar'] as const)('the backups card (%s)', (lang) => {
  it('shows a failed backup with its translated reason, the error text, the last good one and the folder', async () => {
    const { dict } = await renderWithProviders(<BackupCard />, { lang, api: { 'GET /hr/backups': status([failed, good]) } });
    expect(screen.getByRole('region', { name: dict.backup.title })).toBeInTheDocument();
    const last = await screen.findByTestId('backup-last');
    expect(last).toHaveTextContent(dict.backup.status.failed);
    expect(last).toHaveTextContent(dict.backup.errors.BACKUP_DIR_UNWRITABLE);
    expect(within(last).getByTestId('backup-error')).toHaveTextContent('/srv/hr/backups cannot be written to');
    // The last attempt's time in the organisation's zone (Cairo, UTC+3 in May), and the last good one.
    expect(last).toHaveTextContent('11/05/2026 04:00');
    expect(last).toHaveTextContent(dict.backup.lastGood);
    expect(last).toHaveTextContent('10/05/2026 04:00');
    expect(screen.getByTestId('backup-dir')).toHaveTextContent('/srv/hr/backups');
    expect(screen.getByText(lang === 'ar' ? 'آخر 7 نسخ ناجحة' : 'The last 7 good backups')).toBeInTheDocument();

    const rows = within(screen.getByTestId('backup-recent')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(dict.backup.triggers.before_migration);
    expect(rows[1]).toHaveTextContent(dict.backup.results.BACKUP_DIR_UNWRITABLE);
    expect(rows[2]).toHaveTextContent(dict.backup.triggers.daily);
    expect(rows[2]).toHaveTextContent(dict.backup.results.ok);
    expect(rows[2]).toHaveTextContent(lang === 'ar' ? '2.3 ميجابايت' : '2.3 MB');
    expect(screen.getByTestId('backup-restore')).toHaveTextContent('npm run restore -- <file>');
  });

  it('"Back up now" posts, asks every 2 s while the backup runs, then says it succeeded', async () => {
    const fresh: TBackupRun = { ...good, id: 3, trigger: 'manual', finishedAt: new Date().toISOString(), startedAt: new Date().toISOString(), file: 'hr-backup-now.sql.gz' };
    let phase: 'before' | 'running' | 'done' = 'before';
    const { user, dict, api } = await renderWithProviders(<BackupCard />, {
      lang,
      api: {
        'GET /hr/backups': () => {
          if (phase === 'before') return status([good]);
          if (phase === 'running') {
            // The next question finds it written.
            phase = 'done';
            return status([good], { running: true });
          }
          return status([fresh, good]);
        },
        'POST /hr/backups': () => {
          phase = 'running';
          return { status: 202, body: { ok: true } };
        },
      },
    });
    const button = await screen.findByRole('button', { name: dict.backup.now });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByTestId('backup-running')).toHaveTextContent(dict.backup.running);
    expect(button).toBeDisabled();
    expect(await screen.findByText(dict.backup.done, undefined, { timeout: 8_000 })).toBeInTheDocument();
    expect(api.callsTo('POST /hr/backups')).toHaveLength(1);
    expect(api.callsTo('GET /hr/backups').length).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(within(screen.getByTestId('backup-recent')).getAllByRole('row')).toHaveLength(3));
    expect(within(screen.getByTestId('backup-recent')).getAllByRole('row')[1]).toHaveTextContent(dict.backup.triggers.manual);
    expect(screen.getByTestId('backup-last')).toHaveTextContent('hr-backup-now.sql.gz');
    expect(screen.queryByTestId('backup-running')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('says so when the backup it asked for failed', async () => {
    let asked = false;
    const { user, dict } = await renderWithProviders(<BackupCard />, {
      lang,
      api: {
        'GET /hr/backups': () => (asked ? status([{ ...failed, id: 4, trigger: 'manual' }, good]) : status([good])),
        'POST /hr/backups': () => {
          asked = true;
          return { status: 202, body: { ok: true } };
        },
      },
    });
    const button = await screen.findByRole('button', { name: dict.backup.now });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const text = dict.backup.doneFailed.replace('{{reason}}', dict.backup.errors.BACKUP_DIR_UNWRITABLE);
    expect(await screen.findByText(text, undefined, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByTestId('backup-last')).toHaveTextContent(dict.backup.status.failed);
  });

  it('says when a backup is already being written', async () => {
    const { user, dict } = await renderWithProviders(<BackupCard />, {
      lang,
      api: { 'GET /hr/backups': status([good]), 'POST /hr/backups': apiError(409, 'BACKUP_RUNNING') },
    });
    const button = await screen.findByRole('button', { name: dict.backup.now });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(dict.errors.BACKUP_RUNNING)).toBeInTheDocument();
  });
});

describe.each(['en', 'ar'] as const)("the dashboard's backup warning (%s)", (lang) => {
  it('warns when the last backup failed, with a link to the settings, and says nothing when all is well', async () => {
    const { dict, unmount } = await renderWithProviders(<BackupWarning />, { lang, api: { 'GET /hr/backups': status([failed, good]) } });
    const warning = await screen.findByTestId('backup-warning');
    expect(warning).toHaveTextContent(dict.backup.warning.failed);
    expect(warning).toHaveClass('MuiAlert-colorError');
    expect(within(warning).getByRole('link', { name: dict.backup.warning.link })).toHaveAttribute('href', '/hr/settings#backups');
    unmount();

    const ok = await renderWithProviders(<BackupWarning />, { lang, api: { 'GET /hr/backups': status([good]) } });
    await waitFor(() => expect(ok.api.callsTo('GET /hr/backups')).toHaveLength(1));
    expect(screen.queryByTestId('backup-warning')).not.toBeInTheDocument();
  });

  it('is a warning, not an error, when the last good backup is old', async () => {
    const { dict } = await renderWithProviders(<BackupWarning />, { lang, api: { 'GET /hr/backups': status([good], { attention: 'stale' }) } });
    const warning = await screen.findByTestId('backup-warning');
    expect(warning).toHaveTextContent(dict.backup.warning.stale);
    expect(warning).toHaveClass('MuiAlert-colorWarning');
  });
});
