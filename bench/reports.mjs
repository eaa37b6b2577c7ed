#!/usr/bin/env node
// Reports benchmark: 2,000 generated employees and 50,000 leave requests
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
import os from 'node:os';
import { arg, argText, fetchOk, largeData, load, login, resultRows, serverDist, startServer } from './lib.mjs';

const employees = arg('employees', 2000);
const requests = arg('requests', 50_000);
const duration = arg('duration', 5);
const PORT = Number(process.env.BENCH_PORT ?? 3226);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();
const { dataDir, seconds: genSeconds } = largeData(dist, { prefix: 'reports', employees, requests, reuse: argText('reuse') });

await startServer({ dist, port: PORT, dataDir });
const timed = async (url, token) => {
  const s = performance.now();
  const bytes = (await (await fetchOk(base, url, token)).arrayBuffer()).byteLength;
  return { ms: performance.now() - s, bytes };
};
const hr = await login(base, '1001');
const top = await login(base, '10001');
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

const opts = { duration, connections: 10 };
const results = [
  await load(base, 'balances, HR, pages 1 and 41 (sorted by name)', [pages.balances, pages.balancesByName], hr, opts),
  await load(base, 'balances, top manager (subtree)', [pages.balances], top, opts),
  await load(base, 'leave taken, HR', [pages.leaveTaken], hr, opts),
  await load(base, 'leave taken, top manager', [pages.leaveTaken], top, opts),
  await load(base, 'overtime, HR', [pages.overtime], hr, opts),
];

const f = (ms) => `${Math.round(ms)} ms`;
console.log(`
## Reports benchmark (${os.cpus().length} cores, Node ${process.version}; ${employees} employees and ${requests} leave requests made in ${genSeconds.toFixed(1)} s)

Cold (first request after start, HR): balances ${f(cold.balances)}, balances page 41 by name ${f(cold.balancesByName)}, leave taken ${f(cold.leaveTaken)}, overtime ${f(cold.overtime)}.
Exports: ${exports.map((e) => `${e.label} ${f(e.ms)} (${e.kb} KB)`).join(', ')}.

| report page (10 connections, ${duration} s) | requests/s | p50 | p99 | errors |
|---|---|---|---|---|
${resultRows(results)}

Target: p99 < 200 ms.`);
process.exit(0);
