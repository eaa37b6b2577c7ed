import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One server for the run, on a fresh data folder (its own PostgreSQL) that global-teardown removes.
const PORT = Number(process.env.E2E_PORT ?? 3111);
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-e2e-'));
  // As root, the server's PostgreSQL runs as the postgres user, which must pass through this folder.
  fs.chmodSync(process.env.E2E_DATA_DIR, 0o711);
}
// Mail goes over real SMTP to the sink that global-setup starts (mail-sink.ts); tests read it there.
process.env.E2E_SMTP_PORT ??= String(PORT + 2000);
process.env.E2E_MAIL_DIR ??= `${process.env.E2E_DATA_DIR}-mail`;
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  // Three on CI's 2 cores: a browser test waits on the server and on paints as much as it computes,
  // so a third worker fills the gaps (207 tests took 15.7 min with three, about 18 with two).
  // E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // Each spec makes the people and requests it changes (data.ts) and only reads the demo
  // accounts, so none needs another spec's state, and none is retried: a test that fails once is
  // a defect to fix, not noise to hide.
  retries: 0,
  // Whole flows across several people and pages; a busy CI machine takes its time.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace films every test (screencast frames), which on a 2-core machine slowed
    // each test by a third: E2E_TRACE=1 records them, for a failure to look into.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app (2.5 MB) in every new context: only pwa.spec.ts,
    // which tests it, lets it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    // The browser asks for less motion, as a person may in their system settings: the app then
    // skips transitions and ripples (lib/theme.ts), which a 2-core machine otherwise paints frame by
    // frame in software. E2E_MOTION=1 runs with motion.
    reducedMotion: process.env.E2E_MOTION ? 'no-preference' : 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Never under libfaketime (it hangs Chromium): a run at another instant sets the browser's
      // clock with Playwright's instead (fixtures.ts).
      env: { ...process.env, LD_PRELOAD: '' },
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // No spec saves anything on a demo account any more (languages and the compact menu are saved
  // on people a test makes), so every spec runs in any order beside any other.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // E2E_SERVER_JS and WEB_DIST (inherited) let parallel runs test their own builds.
    command: `node ${process.env.E2E_SERVER_JS ?? path.join(root, 'apps/server/dist/index.js')}`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    // SIGTERM: the server drains, then stops its PostgreSQL before the data folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `${process.env.E2E_DATA_DIR}/data`,
      BACKUP_DIR: `${process.env.E2E_DATA_DIR}/backups`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the per-IP limit is tested in the API tests.
      LOGIN_RATE_LIMIT: '10000',
      LOGIN_FAILURES_PER_ADDRESS: '10000',
      MAIL_RATE_LIMIT: '10000',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    },
  },
});
