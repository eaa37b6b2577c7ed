import type { Page } from '@playwright/test';
import { asHr, type Api } from './data';
import { expect, expectNoAxeViolations, goInApp, sessionIn, test } from './fixtures';

/**
 * Backups from HR's side, in English and Arabic: the Backups card of the organisation
 * settings takes one with "Back up now" and lists it, and the organisation dashboard warns only
 * while the backups need HR. The run's server writes its backups to its own temporary folder
 * (playwright.config.ts). One backup runs at a time (a second is refused with BACKUP_RUNNING), so
 * the tests that take one share a lock: they never run at once, in whatever order.
 */
test.describe.configure({ lock: 'backups' });

const TEXT = {
  en: {
    card: 'Backups',
    now: 'Back up now',
    done: 'The backup is written and checked.',
    busy: 'A backup is being written now. Wait a minute and look again.',
    ok: 'The last backup succeeded',
    manual: 'On request',
    succeeded: 'Succeeded',
    restore: 'To restore a backup, stop the app and run npm run restore -- <file> in its folder.',
    dashboard: 'Organisation dashboard',
    failed: 'The last backup failed.',
    link: 'Open the backup settings',
  },
  ar: {
    card: 'النسخ الاحتياطية',
    now: 'نسخ احتياطي الآن',
    done: 'كُتبت النسخة الاحتياطية وتم التحقق منها.',
    busy: 'تُكتب نسخة احتياطية الآن. انتظر دقيقة ثم انظر مرة أخرى.',
    ok: 'نجحت آخر نسخة احتياطية',
    manual: 'بطلب يدوي',
    succeeded: 'نجحت',
    restore: 'لاستعادة نسخة احتياطية، أوقف التطبيق ثم شغّل npm run restore -- <file> في مجلده.',
    dashboard: 'لوحة المؤسسة',
    failed: 'فشلت آخر نسخة احتياطية.',
    link: 'فتح إعدادات النسخ الاحتياطي',
  },
} as const;

interface TStatus {
  running: boolean;
  attention: 'ok' | 'failed' | 'stale' | 'none';
  last: { id: number; ok: boolean; file: string | null } | null;
}

/** "Back up now" on the card, once no backup runs; asked again if the server's own schedule started one in between. */
async function backUpNow(page: Page, lang: 'en' | 'ar') {
  const text = TEXT[lang];
  const button = page.getByRole('button', { name: text.now });
  const snackbar = page.getByTestId('snackbar');
  for (let attempt = 1; ; attempt++) {
    // Disabled while a backup runs (the first start's, a moment after the server starts).
    await expect(button).toBeEnabled({ timeout: 30_000 });
    await button.click();
    await expect(snackbar).toHaveText(new RegExp(`^(${text.done}|${text.busy})$`), { timeout: 30_000 });
    if ((await snackbar.textContent()) === text.done || attempt === 3) break;
    await expect(snackbar).toBeHidden({ timeout: 10_000 });
  }
  await expect(snackbar).toHaveText(text.done);
}

/** A good backup exists (the server's first, or one this test asks for), and none is running. */
async function goodBackup(hr: Api) {
  await expect
    .poll(
      async () => {
        const s = await hr.get<TStatus>('/hr/backups');
        if (s.running) return 'running';
        if (s.attention === 'ok') return 'ok';
        // Refused (409) when a backup has just started: the next poll sees it running.
        await hr.raw('POST', '/hr/backups');
        return s.attention;
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe('ok');
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test.describe(`backups, ${lang}`, () => {
    test('HR backs up from the organisation settings and sees the backup listed', async ({ browser, request }) => {
      test.setTimeout(90_000);
      const hr = await asHr(request);
      const before = await hr.get<TStatus>('/hr/backups');
      const page = await sessionIn(browser, 1001, lang);
      await goInApp(page, '/hr/settings');
      const card = page.getByRole('region', { name: text.card });
      await expect(card).toBeVisible();
      await expect(card.getByTestId('backup-restore')).toHaveText(text.restore);

      await backUpNow(page, lang);

      // The newest attempt is this test's (the lock keeps the other language's away): on request, good.
      const last = card.getByTestId('backup-last');
      await expect(last).toContainText(text.ok);
      const newest = card.getByTestId('backup-recent').locator('tbody tr').first();
      await expect(newest).toContainText(text.manual);
      await expect(newest).toContainText(text.succeeded);
      const after = await hr.get<TStatus>('/hr/backups');
      expect(after.last?.ok).toBe(true);
      expect(after.last?.id).not.toBe(before.last?.id);
      await expect(last).toContainText(after.last!.file!);
      await expect(card.getByTestId('backup-dir')).toHaveText(/backups$/);
      await expect(card.getByRole('button', { name: text.now })).toBeEnabled();
      await expectNoAxeViolations(page);
      await page.context().close();
    });

    test('the dashboards warn only while the backups need HR', async ({ browser, request }) => {
      test.setTimeout(90_000);
      await goodBackup(await asHr(request));
      // HR lands on the home dashboard, which asks for the backups too; the app keeps the answer.
      const page = await sessionIn(browser, 1001, lang);
      await goInApp(page, '/team/dashboard');
      await expect(page.locator('h1')).toHaveText(text.dashboard);
      await expect(page.getByTestId('team-pending')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('backup-warning')).toHaveCount(0);
      await page.context().close();

      // A failed last backup (the answer made up here: this server's folder is writable) shows
      // the warning on the home dashboard where HR lands and on the organisation dashboard, which
      // leads to the Backups card.
      const warned = await sessionIn(browser, 1001, lang, {
        beforeLoad: (p) =>
          p.route('**/api/hr/backups', async (route) => {
            if (route.request().method() !== 'GET') return route.fallback();
            const res = await route.fetch();
            const real = (await res.json()) as TStatus & { recent: unknown[] };
            const failed = { ...real.last!, id: real.last!.id + 1000, ok: false, file: null, bytes: null, rows: null, error: 'The backup folder /srv/hr/backups cannot be written to', errorCode: 'BACKUP_DIR_UNWRITABLE' };
            await route.fulfill({ response: res, json: { ...real, attention: 'failed', last: failed, recent: [failed, ...real.recent] } });
          }),
      });
      await expect(warned.getByTestId('backup-warning')).toContainText(text.failed);
      await goInApp(warned, '/team/dashboard');
      const warning = warned.getByTestId('backup-warning');
      await expect(warning).toContainText(text.failed);
      await expect(warned.getByTestId('team-pending')).toBeVisible();
      await expectNoAxeViolations(warned);
      await warning.getByRole('link', { name: text.link }).click();
      await expect(warned).toHaveURL(/\/hr\/settings#backups$/);
      await expect(warned.getByRole('region', { name: text.card })).toBeInViewport();
      await warned.context().close();
    });
  });
}
