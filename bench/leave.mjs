#!/usr/bin/env node
// Leave benchmark (issue 4): 2,000 generated employees and 50,000 leave requests (npm run
// demo:large -- --employees 2000 --requests 50000), then at 50 connections:
//   the approvals inbox of a supervisor and of HR, the team list of the top manager and of HR,
//   and an employee's own list. Target: p99 <= 50 ms each.
// Usage: node bench/leave.mjs [--employees 2000] [--requests 50000] [--duration 10]
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
const requests = arg('requests', 50_000);
const duration = arg('duration', 10);
const PORT = 3221;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-leave-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

if (!fs.existsSync(path.join(root, 'apps/server/dist/demo-large.js'))) {
  console.error('run npm run build first');
  process.exit(1);
}
const t0 = Date.now();
const gen = spawnSync(process.execPath, ['apps/server/dist/demo-large.js', '--employees', String(employees), '--requests', String(requests), '--data-dir', dataDir], { cwd: root, encoding: 'utf8' });
if (gen.status !== 0) {
  console.error(gen.stderr || gen.stdout);
  process.exit(1);
}
const genSeconds = (Date.now() - t0) / 1000;

const server = spawn(process.execPath, ['--max-semi-space-size=32', 'apps/server/dist/index.js'], {
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
  const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier, password: 'demo1234' }) });
  if (!r.ok) throw new Error(`login ${identifier}: ${r.status} ${await r.text()}`);
  return (await r.json()).accessToken;
};
const get = async (url, token) => {
  const r = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return r.json();
};

// The busiest supervisor: the one with the most requests waiting on them.
const hr = await login('1001');
const top = await login('10001');
let supervisor = null;
let best = -1;
for (let code = 10_008; code < 10_008 + 60; code++) {
  const tok = await login(String(code));
  const { leave: count } = await get('/api/inbox/counts', tok);
  if (count > best) [supervisor, best] = [{ code, tok }, count];
}
const employee = await login('10100');

// A load test's last requests are still being served when autocannon stops: wait until the
// server answers a small query quickly again, so one test's backlog is not the next one's latency.
const drain = async () => {
  for (let quick = 0; quick < 3; ) {
    const s = performance.now();
    await get('/api/leave/types', hr);
    quick = performance.now() - s < 20 ? quick + 1 : 0;
  }
};
const load = async (label, paths, token) => {
  await drain();
  let i = 0;
  const r = await autocannon({
    url: `${base}${paths[0]}`,
    connections: 50,
    duration,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return { label, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
};
const pages = (url, n) => Array.from({ length: n }, (_, p) => `${url}${url.includes('?') ? '&' : '?'}page=${p}&pageSize=25`);
const results = [
  await load(`GET /api/inbox?kind=leave of supervisor ${supervisor.code} (${best} waiting), pages in turn`, pages('/api/inbox?kind=leave', Math.max(1, Math.ceil(best / 25))), supervisor.tok),
  await load('GET /api/inbox?kind=leave of HR (the HR step everywhere)', pages('/api/inbox?kind=leave', 4), hr),
  await load('GET /api/leave/team-requests of the top manager (2,000 people), 20 pages', pages('/api/leave/team-requests', 20), top),
  await load('GET /api/leave/team-requests of HR, filtered by state and sorted by days', pages('/api/leave/team-requests?state=approved&sort=countOfDays', 20), hr),
  await load('GET /api/leave/requests of an employee', pages('/api/leave/requests', 1), employee),
];

console.log(`
## Leave benchmark (${os.cpus().length} cores, Node ${process.version}; ${employees} employees and ${requests} requests made in ${genSeconds.toFixed(1)} s; ${duration} s per load test, 50 connections)

| request | requests/s | p50 | p99 | errors |
|---|---|---|---|---|
${results.map((r) => `| ${r.label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`).join('\n')}

Target: p99 <= 50 ms.
`);
process.exit(0);
