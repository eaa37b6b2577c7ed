// Gzip size of the JavaScript that the first load of /hrportal downloads, counted exactly as
// bench/foundation.mjs counts it: Chromium with no stored session opens /hrportal, waits for
// `networkidle` and the 'Login' button, and every script response is gzipped (level 9) and
// summed. Chunks the page fetches by itself after the first paint (a preload in an effect, a
// lazy schema) count too; a static walk over the chunks' imports would miss them.
// Run after `npm run build` (the web app and the server):
//   node apps/web/scripts/measure-first-load.mjs [--url=http://127.0.0.1:3000] [--max=200]
// Without --url it starts apps/server/dist on a temporary data dir and a free port, and stops
// it afterwards. --max is in KB (1024 bytes), like the bench's target.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const max = Number(option('max') ?? NaN);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function freePort() {
  const srv = net.createServer();
  await new Promise((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address();
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

async function waitReady(url, timeoutMs = 120_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/** Our own server on a fresh data dir, as the bench does; returns its URL and a stop function. */
async function startServer() {
  for (const f of ['apps/server/dist/index.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, f))) throw new Error(`missing ${f}: run npm run build first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-first-load-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/index.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(`${base}/readyz`);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, stop };
}

const server = option('url') ? { base: option('url').replace(/\/$/, ''), stop: async () => {} } : await startServer();
let total = 0;
const rows = [];
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res);
    });
    await page.goto(`${server.base}/hrportal`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).waitFor();
    for (const res of scripts) {
      const body = await res.body();
      const gz = zlib.gzipSync(body, { level: 9 }).length;
      total += gz;
      rows.push({ file: new URL(res.url()).pathname, raw: body.length, gz });
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

rows.sort((a, b) => b.gz - a.gz);
for (const { file, raw, gz } of rows) console.log(`${kb(gz).padStart(9)} gzip ${kb(raw).padStart(9)} raw  ${file}`);
console.log(`first-load JS for /hrportal: ${rows.length} files, ${kb(total)} gzip`);
if (Number.isFinite(max) && total > max * 1024) {
  console.error(`over budget: > ${max} KB`);
  process.exit(1);
}
