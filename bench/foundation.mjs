#!/usr/bin/env node
// Foundation benchmark. Prints:
//   1. the gzip size of the JavaScript that the first load of /hrportal downloads (target <= 200 KB);
//   2. requests/s and p50/p99 latency of GET /api/auth/profile at 50 connections on embedded
//      PostgreSQL (target p99 <= 20 ms), and the same for a bare Fastify route as the ceiling;
//   3. how long a second start on existing data takes until the server is ready (target < 5 s).
// Usage: npm run build && node bench/foundation.mjs [--duration 10]
//   SERVER_OUTDIR=dist-x: run the server bundle of a side-by-side build.
//   BENCH_PORT=N: the server's port (3210; the bare Fastify ceiling listens on the next one).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { arg, load, login, root, serverDist, startServer, stopServer, tempDir, waitReady } from './lib.mjs';

const duration = arg('duration', 10);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BARE_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;

const dist = serverDist();
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('missing apps/web/dist/index.html: run npm run build first');
  process.exit(1);
}

const dataDir = tempDir('foundation');
// The same flags as npm start (scripts/start.mjs); readiness asked every 50 ms, as the start times below are its figures.
const start = () => startServer({ dist, port: PORT, dataDir, nodeArgs: ['--max-semi-space-size=32'], every: 50 });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// First start: creates the embedded database, migrates, loads the demo organisation.
let t0 = Date.now();
let server = await start();
const firstStart = Date.now() - t0;
await stopServer(server);

// Second start on the same data: what a returning user waits for.
t0 = Date.now();
server = await start();
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
await page.goto(`${base}/hrportal`, { waitUntil: 'load' });
await page.getByRole('button', { name: 'Login' }).waitFor();
// What the page needed to show up: a second after it is up, the sign-in page starts fetching the
// signed-in app's first screen while the visitor types (apps/web/src/lib/prefetch.ts), not counted.
const firstLoad = scripts.slice();
let jsGzip = 0;
const files = [];
for (const res of firstLoad) {
  const body = await res.body();
  const gz = zlib.gzipSync(body, { level: 9 }).length;
  jsGzip += gz;
  files.push(`${new URL(res.url()).pathname}  ${kb(body.length)} raw, ${kb(gz)} gzip`);
}
await browser.close();

// 2. Profile endpoint under load, then the ceiling.
const profile = await load(base, 'GET /api/auth/profile', ['/api/auth/profile'], await login(base, '1005'), { duration });
await stopServer(server);

const bare = spawn(
  process.execPath,
  ['--input-type=module', '-e', `import Fastify from 'fastify'; const a = Fastify(); a.get('/bare', async () => ({ ok: true })); await a.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`],
  { cwd: path.join(root, 'apps/server'), stdio: 'inherit' },
);
process.on('exit', () => bare.kill('SIGTERM'));
await waitReady(`http://127.0.0.1:${BARE_PORT}`, { path: '/bare', every: 50 });
const ceiling = await load(`http://127.0.0.1:${BARE_PORT}`, 'GET /bare', ['/bare'], null, { duration });
await stopServer(bare);

const row = (name, r) => `| ${name} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`;
console.log(`
## Foundation benchmark (${os.cpus().length} cores, Node ${process.version}, ${duration} s per load test, 50 connections)

First load of /hrportal: ${firstLoad.length} JavaScript files, ${kb(jsGzip)} gzip in total (target <= 200 KB)
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
