#!/usr/bin/env node
// Foundation benchmark (issue 2). Prints:
//   1. the gzip size of the JavaScript that the first load of /hrportal downloads (target <= 200 KB);
//   2. requests/s and p50/p99 latency of GET /api/auth/profile at 50 connections on embedded
//      PostgreSQL (target p99 <= 20 ms), and the same for a bare Fastify route as the ceiling;
//   3. how long a second start on existing data takes until the server is ready (target < 5 s).
// Usage: npm run build && node bench/foundation.mjs [--duration 10]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const durationArg = process.argv.indexOf('--duration');
const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const PORT = 3210;
const BARE_PORT = 3211;
const base = `http://127.0.0.1:${PORT}`;

for (const f of ['apps/server/dist/index.js', 'apps/web/dist/index.html']) {
  if (!fs.existsSync(path.join(root, f))) {
    console.error(`missing ${f}: run npm run build first`);
    process.exit(1);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-'));
const children = new Set();
const cleanup = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('exit', () => {
  cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer() {
  // The same flags as npm start (scripts/start.mjs).
  const child = spawn(process.execPath, ['--max-semi-space-size=32', 'apps/server/dist/index.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function waitReady(url, timeoutMs = 120_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    try {
      const r = await fetch(url);
      if (r.ok) return Date.now() - t0;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

const stop = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function load(url, headers = {}) {
  const r = await autocannon({ url, connections: 50, duration, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

// First start: creates the embedded database, migrates, loads the demo organisation.
let t0 = Date.now();
let server = startServer();
await waitReady(`${base}/readyz`);
const firstStart = Date.now() - t0;
await stop(server);

// Second start on the same data: what a returning user waits for.
t0 = Date.now();
server = startServer();
await waitReady(`${base}/readyz`);
const secondStart = Date.now() - t0;

// 1. First-load JavaScript of /hrportal, as Chromium downloads it.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage();
const scripts = [];
page.on('response', async (res) => {
  if (res.request().resourceType() === 'script') scripts.push(res);
});
await page.goto(`${base}/hrportal`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Login' }).waitFor();
let jsGzip = 0;
const files = [];
for (const res of scripts) {
  const body = await res.body();
  const gz = zlib.gzipSync(body, { level: 9 }).length;
  jsGzip += gz;
  files.push(`${new URL(res.url()).pathname}  ${kb(body.length)} raw, ${kb(gz)} gzip`);
}
await browser.close();

// 2. Profile endpoint under load, then the ceiling.
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ identifier: '1005', password: 'demo1234' }),
}).then((r) => r.json());
const profile = await load(`${base}/api/auth/profile`, { authorization: `Bearer ${login.accessToken}` });
await stop(server);

const bare = spawn(
  process.execPath,
  ['--input-type=module', '-e', `import Fastify from 'fastify'; const a = Fastify(); a.get('/bare', async () => ({ ok: true })); await a.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`],
  { cwd: path.join(root, 'apps/server'), stdio: 'inherit' },
);
children.add(bare);
await waitReady(`http://127.0.0.1:${BARE_PORT}/bare`);
const ceiling = await load(`http://127.0.0.1:${BARE_PORT}/bare`);
await stop(bare);

const row = (name, r) => `| ${name} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`;
console.log(`
## Foundation benchmark (${os.cpus().length} cores, Node ${process.version}, ${duration} s per load test, 50 connections)

First load of /hrportal: ${scripts.length} JavaScript files, ${kb(jsGzip)} gzip in total (target <= 200 KB)
${files.map((f) => `  ${f}`).join('\n')}

| endpoint | requests/s | p50 | p99 | errors |
|---|---|---|---|---|
${row('GET /api/auth/profile (embedded PostgreSQL)', profile)}
${row('GET /bare (bare Fastify, the ceiling)', ceiling)}

Target: profile p99 <= 20 ms.
Start on a new data dir (create, migrate, demo data): ${(firstStart / 1000).toFixed(1)} s
Second start on the same data, until ready: ${(secondStart / 1000).toFixed(1)} s (target < 5 s)
`);
const ok = jsGzip <= 200 * 1024 && profile.p99 <= 20 && secondStart < 5000 && profile.errors === 0;
console.log(ok ? 'All targets met.' : 'Some targets were missed.');
process.exit(0);
