#!/usr/bin/env node
// Reports benchmark (issue 6): 2,000 generated employees and 50,000 leave requests
// (npm run demo:large -- --employees 2000 --requests 50000), then each report page as HR
// (everyone) and as the top manager (the whole subtree): the first request after start (cold),
// then 10 connections for a few seconds (target: p99 < 200 ms), and the full exports (CSV, XLSX).
//   - GET /api/reports/balances (a page of 25 people, every balance computed in five queries);
//   - GET /api/reports/leave-taken (type × department × month over the year);
//   - GET /api/reports/overtime (person × month with premiums; the generator makes no overtime,
//     so this measures the scope and the grouped read, not a large result).
// Usage: node bench/reports.mjs [--employees 2000] [--requests 50000] [--duration 5] [--reuse DIR]
//   --reuse DIR: a data dir made before by demo:large (it is copied; nothing is generated).
//   SERVER_OUTDIR=dist-x: run the server bundle of a side-by-side build.
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
const duration = arg('duration', 5);
const PORT = Number(process.env.BENCH_PORT ?? 3226);
const base = `http://127.0.0.1:${PORT}`;
const dist = `apps/server/${process.env.SERVER_OUTDIR ?? 'dist'}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-reports-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const reuse = process.argv.includes('--reuse') ? process.argv[process.argv.indexOf('--reuse') + 1] : null;

if (!fs.existsSync(path.join(root, dist, 'demo-large.js'))) {
  console.error('run npm run build first');
  process.exit(1);
}
const t0 = Date.now();
if (reuse) fs.cpSync(reuse, dataDir, { recursive: true });
else {
  const gen = spawnSync(process.execPath, [`${dist}/demo-large.js`, '--employees', String(employees), '--requests', String(requests), '--data-dir', dataDir], { cwd: root, encoding: 'utf8' });
  if (gen.status !== 0) {
    console.error(gen.stderr || gen.stdout);
    process.exit(1);
  }
}
const genSeconds = (Date.now() - t0) / 1000;

const server = spawn(process.execPath, [`${dist}/index.js`], {
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
const timed = async (url, token) => {
  const s = performance.now();
  const r = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  const bytes = (await r.arrayBuffer()).byteLength;
  return { ms: performance.now() - s, bytes };
};
const hr = await login('1001');
const top = await login('10001');
const year = new Date().getUTCFullYear();
const pages = {
  balances: `/api/reports/balances?year=${year}`,
  balancesByName: `/api/reports/balances?year=${year}&sort=name&page=40`,
  leaveTaken: `/api/reports/leave-taken?year=${year}`,
  overtime: `/api/reports/overtime?year=${year}`,
};
const cold = {};
for (const [k, url] of Object.entries(pages)) cold[k] = (await timed(url, hr)).ms;
const exports = [];
for (const [label, url] of [
  ['balances CSV (everyone)', `/api/reports/balances/export?year=${year}&format=csv`],
  ['balances XLSX (everyone, Arabic)', `/api/reports/balances/export?year=${year}&format=xlsx&lang=ar`],
  ['leave taken XLSX', `/api/reports/leave-taken/export?year=${year}&format=xlsx`],
]) {
  const r = await timed(url, hr);
  exports.push({ label, ms: r.ms, kb: Math.round(r.bytes / 1024) });
}

const load = async (label, paths, token) => {
  let i = 0;
  const r = await autocannon({
    url: `${base}${paths[0]}`,
    connections: 10,
    duration,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return { label, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
};
const results = [
  await load('balances, HR, pages 1 and 41 (sorted by name)', [pages.balances, pages.balancesByName], hr),
  await load('balances, top manager (subtree)', [pages.balances], top),
  await load('leave taken, HR', [pages.leaveTaken], hr),
  await load('leave taken, top manager', [pages.leaveTaken], top),
  await load('overtime, HR', [pages.overtime], hr),
];

const f = (ms) => `${Math.round(ms)} ms`;
console.log(`
## Reports benchmark (${os.cpus().length} cores, Node ${process.version}; ${employees} employees and ${requests} leave requests made in ${genSeconds.toFixed(1)} s)

Cold (first request after start, HR): balances ${f(cold.balances)}, balances page 41 by name ${f(cold.balancesByName)}, leave taken ${f(cold.leaveTaken)}, overtime ${f(cold.overtime)}.
Exports: ${exports.map((e) => `${e.label} ${f(e.ms)} (${e.kb} KB)`).join(', ')}.

| report page (10 connections, ${duration} s) | requests/s | p50 | p99 | errors |
|---|---|---|---|---|
${results.map((r) => `| ${r.label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`).join('\n')}

Target: p99 < 200 ms.`);
process.exit(0);
