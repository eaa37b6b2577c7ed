import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A second portal for the first-day test: the same build as the run's server, on its own data
 * folder with DEMO_DATA=off, so it starts as a new company does (one administrator, nothing
 * else). It sends mail to the run's SMTP sink. `stop()` ends it as a service manager would
 * (SIGTERM: the app drains, then stops its PostgreSQL) and removes its folder.
 */
export interface TEmptyServer {
  baseURL: string;
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

export async function startEmptyServer(opts: { port: number; adminPassword: string; adminEmail: string }): Promise<TEmptyServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-e2e-empty-'));
  // As root, the server's PostgreSQL runs as the postgres user, which must pass through this folder.
  fs.chmodSync(dir, 0o711);
  const baseURL = `http://127.0.0.1:${opts.port}`;
  const child: ChildProcess = spawn(process.execPath, [process.env.E2E_SERVER_JS ?? path.join(root, 'apps/server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: `${dir}/data`,
      BACKUP_DIR: `${dir}/backups`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
      ADMIN_EMAIL: opts.adminEmail,
      ADMIN_PASSWORD: opts.adminPassword,
      LOGIN_RATE_LIMIT: '10000',
      LOGIN_FAILURES_PER_ADDRESS: '10000',
      MAIL_RATE_LIMIT: '10000',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => (stderr = (stderr + b.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the empty portal exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the empty portal was not ready within 120 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
