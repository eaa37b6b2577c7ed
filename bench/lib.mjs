// What the benchmarks share: arguments, the built server, demo:large data, waiting for a start, signing in.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A numeric `--name value` argument, or `def`. */
export const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
/** A string `--name value` argument, or null. */
export const argText = (name) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : null);

/** The server bundle to run: apps/server/dist, or SERVER_OUTDIR's side-by-side build. Exits when it is not built. */
export function serverDist() {
  const dist = `apps/server/${process.env.SERVER_OUTDIR ?? 'dist'}`;
  if (!fs.existsSync(path.join(root, dist, 'demo-large.js'))) {
    console.error('run npm run build first');
    process.exit(1);
  }
  return dist;
}

/**
 * A data dir of demo:large data (removed at exit): a copy of `reuse` when given, otherwise
 * generated with `employees` people and `events` attendance events. Returns the dir and what the generator printed.
 */
export function largeData(dist, { prefix, employees, events, reuse }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hr-bench-${prefix}-`));
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (reuse) {
    fs.cpSync(reuse, dataDir, { recursive: true });
    return { dataDir, output: '' };
  }
  const gen = spawnSync(process.execPath, [`${dist}/demo-large.js`, '--employees', String(employees), '--events', String(events), '--data-dir', dataDir], { cwd: root, encoding: 'utf8' });
  if (gen.status !== 0) {
    console.error(gen.stderr || gen.stdout);
    process.exit(1);
  }
  return { dataDir, output: gen.stdout };
}

/** Waits until the server at `base` is ready (up to a minute). */
export async function waitReady(base) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* starting */
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs in with the demo password and returns the token. */
export async function login(base, identifier) {
  const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier, password: 'demo1234' }) });
  if (!r.ok) throw new Error(`login ${identifier}: ${r.status} ${await r.text()}`);
  return (await r.json()).accessToken;
}
