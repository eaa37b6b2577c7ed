// What the benchmarks share: arguments, the built server, demo:large data, starting the server and
// waiting for it, signing in, checked requests and autocannon load tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Pool } from 'undici';

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

/** A new empty directory in the system's temp dir, removed at exit. */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hr-bench-${prefix}-`));
  // As root, the server's PostgreSQL runs as the postgres user, which must pass through this folder.
  fs.chmodSync(dir, 0o711);
  process.on('exit', () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}-backups`, { recursive: true, force: true });
  });
  return dir;
}

/**
 * A data dir of demo:large data (removed at exit): a copy of `reuse` when given, otherwise
 * generated with `employees` people and, when given, `requests` leave requests and `events`
 * attendance events. Returns the dir, what the generator printed, how many attendance events it
 * added ('the reused' for a copy) and the seconds it all took.
 */
export function largeData(dist, { prefix, employees, requests, events, reuse }) {
  const t0 = Date.now();
  const dataDir = tempDir(prefix);
  if (reuse) {
    fs.cpSync(reuse, dataDir, { recursive: true });
    return { dataDir, output: '', eventsMade: 'the reused', seconds: (Date.now() - t0) / 1000 };
  }
  const counts = [
    ['--employees', employees],
    ['--requests', requests],
    ['--events', events],
  ].flatMap(([flag, n]) => (n === undefined ? [] : [flag, String(n)]));
  const gen = spawnSync(process.execPath, [`${dist}/demo-large.js`, ...counts, '--data-dir', dataDir], { cwd: root, encoding: 'utf8' });
  if (gen.status !== 0) {
    console.error(gen.stderr || gen.stdout);
    process.exit(1);
  }
  const eventsMade = /Added (\d+) attendance events/.exec(gen.stdout)?.[1] ?? '?';
  return { dataDir, output: gen.stdout, eventsMade, seconds: (Date.now() - t0) / 1000 };
}

/**
 * Waits until `${base}${path}` answers 2xx (asking every `every` ms, up to `timeoutMs`); returns
 * how long that took.
 */
export async function waitReady(base, { path: readyPath = '/readyz', every = 100, timeoutMs = 120_000 } = {}) {
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) return Date.now() - t0;
    } catch {
      /* starting */
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`${base}${readyPath}: server did not start in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, every));
  }
}

const servers = new Set();
process.on('exit', () => {
  for (const s of servers) s.kill('SIGTERM');
});

/**
 * Starts `${dist}/index.js` on 127.0.0.1:`port` for production with warnings only and no login
 * limit, on `dataDir` when given, with `env` on top and `nodeArgs` before the script (the server
 * is stopped at exit). Resolves with the child process once the server is ready.
 */
export async function startServer({ dist, port, dataDir, env = {}, nodeArgs = [], every }) {
  const child = spawn(process.execPath, [...nodeArgs, ...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []), `${dist}/index.js`], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The server's first backup goes beside its data folder, never into the working tree.
      ...(dataDir ? { DATA_DIR: dataDir, BACKUP_DIR: `${dataDir}-backups` } : {}),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  servers.add(child);
  child.on('exit', () => servers.delete(child));
  await waitReady(`http://127.0.0.1:${port}`, { every });
  return child;
}

/** Stops a child process and waits until it has exited. */
export const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** Signs in with the demo password and returns the token. */
export async function login(base, identifier) {
  const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier, password: 'demo1234' }) });
  if (!r.ok) throw new Error(`login ${identifier}: ${r.status} ${await r.text()}`);
  return (await r.json()).accessToken;
}

/** `${base}${url}` as `token` (a JSON body when `init.body`); throws unless it answers 2xx. */
export async function fetchOk(base, url, token, init = {}) {
  const r = await fetch(`${base}${url}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) } });
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return r;
}

/**
 * A load test's last requests are still being served when autocannon stops: waits until the
 * server answers a small query (as `token`) quickly again, so one test's backlog is not the next one's latency.
 */
export async function drain(base, token) {
  for (let quick = 0; quick < 3; ) {
    const s = performance.now();
    await fetchOk(base, '/api/leave/types', token);
    quick = performance.now() - s < 20 ? quick + 1 : 0;
  }
}

/**
 * An autocannon load test of `paths` in turn as `token` (none when null): `connections` connections
 * for `duration` s, after a drain as `drainAs` when given and `warmup` unrecorded seconds when given.
 * Returns { label, rps, p50, p99, errors }.
 */
export async function load(base, label, paths, token, { duration, connections = 50, drainAs, warmup }) {
  if (drainAs) await drain(base, drainAs);
  const opts = { url: `${base}${paths[0]}`, connections, headers: token ? { authorization: `Bearer ${token}` } : {} };
  if (warmup) await autocannon({ ...opts, duration: warmup });
  let i = 0;
  const r = await autocannon({ ...opts, duration, requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] });
  return { label, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** The table rows of `load` results: | label | requests/s | p50 | p99 | errors |. */
export const resultRows = (results) => results.map((r) => `| ${r.label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`).join('\n');

export const json = (token, body) => ({ authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) });
/** What Chromium sends with every call: large cached answers come gzipped. */
export const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Runs `connections` page loads at a time for `duration` s (`pageOf(n)`: the calls of the n-th page, { method, path, token, body }): each page's calls are issued together
 * (as a browser does, over keep-alive connections) and the page is done when its last answer is
 * read. Returns pages/s, p50, p99 and the slowest page (ms), and the failed calls.
 */
export async function runPages(origin, pageOf, connections, duration) {
  const pool = new Pool(origin, { connections: connections * 4, pipelining: 1, keepAliveTimeout: 30_000 });
  const times = [];
  /** The slowest answer of each call (path without the query), to see which call a slow page waited for. */
  const slowestCall = new Map();
  let errors = 0;
  let n = 0;
  const until = performance.now() + duration * 1000;
  const user = async () => {
    while (performance.now() < until) {
      const calls = pageOf(n++).flat();
      const s = performance.now();
      await Promise.all(
        calls.map(async ({ method = 'GET', path, token, body }) => {
          const c0 = performance.now();
          const r = await pool.request({ path, method, headers: { ...BROWSER, ...(token ? json(token, body) : {}) }, body: body ? JSON.stringify(body) : undefined });
          const text = await r.body.text();
          if (r.statusCode >= 400) {
            errors++;
            if (process.env.BENCH_DEBUG) console.error(method, path, r.statusCode, text.slice(0, 120));
          }
          const key = `${method} ${path.split('?')[0]}`;
          slowestCall.set(key, Math.max(slowestCall.get(key) ?? 0, performance.now() - c0));
        }),
      );
      times.push(performance.now() - s);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: connections }, user));
  const seconds = (performance.now() - t0) / 1000;
  await pool.close();
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const [worstCall, worstMs] = [...slowestCall].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { pages: Math.round(times.length / seconds), p50: q(0.5), p99: q(0.99), slowest: times.at(-1), errors, worstCall: `${worstCall} (${Math.round(worstMs)} ms)` };
}
