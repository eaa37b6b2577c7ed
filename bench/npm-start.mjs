#!/usr/bin/env node
// What a returning user waits for: `npm start` (npm itself, scripts/start.mjs's checks, the
// server's start on existing data) until http://…/readyz answers, on a built tree. Prints the
// first start on a new data directory, then `--runs` second starts (default 3).
//   npm run build && node bench/npm-start.mjs [--runs 3]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { arg, root, tempDir } from './lib.mjs';

const PORT = 3399;
const runs = Number(arg('runs', 3));
const dataDir = tempDir('hr-npm-start-');

async function startOnce() {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, BACKUP_DIR: `${dataDir}-backups`, LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t0;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.on('exit', r));
  // npm may exit before the server has stopped its database: the next start waits for that.
  for (let i = 0; i < 600 && fs.existsSync(path.join(dataDir, 'server.json')); i++) await new Promise((r) => setTimeout(r, 50));
  return ms;
}

const first = await startOnce();
const seconds = [];
for (let i = 0; i < runs; i++) seconds.push(await startOnce());
console.log(`npm start, first start on a new data dir, until ready: ${(first / 1000).toFixed(1)} s`);
console.log(`npm start, second start on the same data, until ready: ${seconds.map((s) => (s / 1000).toFixed(1)).join(' s, ')} s`);
