#!/usr/bin/env node
// Organisation benchmark (issue 3), on the large demo organisation (npm run demo:large).
// Prints:
//   1. GET /api/hr/employees (first page; a search; a filter) at 50 connections: target p99 <= 50 ms;
//   2. the top manager's scope (their whole subtree, one recursive CTE): target <= 10 ms,
//      timed as GET /api/team/members over the subtree, one request at a time.
// Usage: node bench/organisation.mjs [--employees 2000] [--duration 10]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (n, d) => {
  const i = process.argv.indexOf(`--${n}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const employees = arg('employees', 2000);
const duration = arg('duration', 10);
const PORT = 3220;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-org-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

if (!fs.existsSync(path.join(root, 'apps/server/dist/demo-large.js'))) {
  console.error('run npm run build first');
  process.exit(1);
}
const t0 = Date.now();
const gen = spawnSync(process.execPath, ['apps/server/dist/demo-large.js', '--employees', String(employees), '--data-dir', dataDir], { cwd: root, encoding: 'utf8' });
if (gen.status !== 0) {
  console.error(gen.stderr || gen.stdout);
  process.exit(1);
}
const genSeconds = (Date.now() - t0) / 1000;

const server = spawn(process.execPath, ['apps/server/dist/index.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

const login = async (identifier) => {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: 'demo1234' }),
  });
  if (!r.ok) throw new Error(`login ${identifier}: ${r.status} ${await r.text()}`);
  return (await r.json()).accessToken;
};
const hr = await login('1001');
const top = await login('10001');

const load = async (url, token) => {
  const r = await autocannon({ url: `${base}${url}`, connections: 50, duration, headers: { authorization: `Bearer ${token}` } });
  return { url, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
};
const results = [];
for (const url of ['/api/hr/employees?page=0&pageSize=25', '/api/hr/employees?page=3&pageSize=25&q=%D8%A7%D8%AD%D9%85%D8%AF', '/api/hr/employees?pageSize=25&departmentId=2&sort=name']) {
  results.push(await load(url, hr));
}

// The top manager's subtree, one request at a time.
const times = [];
let visible = 0;
for (let i = 0; i < 200; i++) {
  const s = performance.now();
  const r = await fetch(`${base}/api/team/members?pageSize=1`, { headers: { authorization: `Bearer ${top}` } });
  const body = await r.json();
  times.push(performance.now() - s);
  visible = body.total;
}
times.sort((a, b) => a - b);
const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);

console.log(`
## Organisation benchmark (${os.cpus().length} cores, Node ${process.version}; ${employees} generated employees + the demo's, made in ${genSeconds.toFixed(1)} s; ${duration} s per load test, 50 connections)

| request | requests/s | p50 | p99 | errors |
|---|---|---|---|---|
${results.map((r) => `| GET ${r.url} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`).join('\n')}

Target: p99 <= 50 ms.
Top manager's scope (${visible} people in the subtree), one request at a time: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms (target <= 10 ms).
`);
process.exit(0);
