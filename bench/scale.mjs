#!/usr/bin/env node
// The product at 20,000 people, on demo:large data (npm run demo:large -- --employees
// 20000 --events 10000000: three sites, a year of leave, 10 M attendance events):
//   1. HR's pages as Chromium requests them (the calls recorded from the browser, issued together),
//      at 50 concurrent page loads: the employee list as opened and with a search, the team calendar (month,
//      counts), team requests, the organisation dashboard and the inbox. Each page's first load
//      after the start (cold) too. Targets: p99 <= 100 ms, no page load over 1 s.
//   2. The month's daily status of everyone (the monthly sheet as CSV): target <= 10 s.
//   3. The monthly sheet as XLSX (target <= 60 s) while another user loads pages one after the
//      other: none of those over 1 s.
//   4. The database's size and the server's memory (RSS of the Node processes; the peak too).
// Usage: node bench/scale.mjs [--reuse DIR] [--processes 2] [--duration 10] [--connections 50] [--only TEXT]
//                             [--employees 20000] [--events 10000000]
//   --reuse DIR: a demo:large data dir made before (copied); with DATABASE_URL, that database as
//   it is (fill it first with demo:large). Neither: demo:large is run here on a fresh data dir.
//   --processes N: WEB_CONCURRENCY=N. --settle S: seconds to wait after the start before measuring
//   (40: each process computes the dashboard's closed weeks first). SERVER_OUTDIR=dist-x: a
//   side-by-side build; BENCH_PORT=N (3240).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { arg, argText, fetchOk, largeData, login, runPages, serverDist, startServer, stopServer } from './lib.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const processes = arg('processes', 0);
const PORT = Number(process.env.BENCH_PORT ?? 3240);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();

let dataDir;
let made = 'the database at DATABASE_URL';
if (!process.env.DATABASE_URL) {
  const data = largeData(dist, { prefix: 'scale', employees: arg('employees', 20_000), events: arg('events', 10_000_000), reuse: argText('reuse') });
  dataDir = data.dataDir;
  made = argText('reuse') ? `a copy of ${argText('reuse')}` : `demo:large in ${data.seconds.toFixed(0)} s`;
}
const server = await startServer({ dist, port: PORT, dataDir, env: { ...(processes ? { WEB_CONCURRENCY: String(processes) } : {}), ...(dataDir ? { BACKUP_DIR: `${dataDir}-backups` } : {}) } });
// Each process computes the organisation dashboard's closed weeks after it starts (12 s of a core
// at 20,000 people): the measures begin once that is done, as a server that has been up a minute.
const settle = arg('settle', 40);
await new Promise((r) => setTimeout(r, settle * 1000));
const hr = await login(base, '1001');
const people = (await (await fetchOk(base, '/api/hr/employees?pageSize=1', hr)).json()).total;

const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);
const monthEnd = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
const lastMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
const call = (p) => ({ path: p, token: hr });
/** The calls of each page, as Chromium made them for HR at 20,000 people (a searched employee list: the search term typed). */
const SEARCHES = ['ahmed', 'mona', 'hassan', '1234', 'sara', 'omar', 'kamal', '105'];
const ALL_PAGES = [
  // As Chromium opens it from the menu: no search typed, the first 25 by company ID (and the layout's backup check).
  ['HR employee list, as opened', () => [call('/api/shell'), call('/api/hr/backups'), call('/api/hr/structure'), call('/api/hr/employees?page=0&pageSize=25&active=true&sort=empCode&dir=asc')]],
  ['HR employee list, searched', (n) => [call('/api/shell'), call('/api/hr/structure'), call(`/api/hr/employees?page=0&pageSize=25&active=true&sort=empCode&dir=asc&q=${SEARCHES[n % SEARCHES.length]}`)]],
  ['team calendar (month, counts)', () => [call('/api/shell'), call(`/api/leave/calendar/counts?from=${month}-01&to=${monthEnd}`), call('/api/people/units'), call('/api/leave/calendar/feeds')]],
  ['team requests', () => [call('/api/shell'), call('/api/leave/types'), call('/api/leave/team-requests?page=0&pageSize=25&sort=startDate&dir=desc')]],
  ['organisation dashboard', () => [call('/api/shell'), call('/api/hr/backups'), call('/api/dashboard/team/today'), call('/api/dashboard/team/trends')]],
  ['inbox', () => [call('/api/shell'), call('/api/inbox?kind=all&page=0&pageSize=25')]],
];
/** --only TEXT: just the pages whose name contains it (then the sheets are left out too). */
const only = argText('only');
const PAGES = ALL_PAGES.filter(([name]) => !only || name.includes(only));

/** One page load now (its calls together): ms. */
async function pageOnce(calls) {
  const s = performance.now();
  await Promise.all(calls.map(async (c) => (await fetchOk(base, c.path, c.token)).arrayBuffer()));
  return performance.now() - s;
}

// 1. Cold: each page's first load after the start, then the same page at `connections` at a time.
const cold = [];
for (const [name, pageOf] of PAGES) cold.push([name, await pageOnce(pageOf(0))]);
const rows = [];
for (const [name, pageOf] of PAGES) {
  // A warm-up: the page's first reads in each process fill its caches and compile its code (the
  // first load is the column above); the measure is of a server in use.
  await runPages(base, pageOf, 10, 3).catch(() => {});
  rows.push({ name, ...(await runPages(base, pageOf, connections, duration)) });
}

// 2. The month's daily status of everyone: the monthly sheet as CSV, twice.
const sheet = async (format) => {
  const s = performance.now();
  const body = await (await fetchOk(base, `/api/attendance/sheet?month=${lastMonth}&format=${format}`, hr)).arrayBuffer();
  return { ms: performance.now() - s, bytes: body.byteLength };
};
const csv = only ? [] : [await sheet('csv'), await sheet('csv')];

// 3. The XLSX sheet while another user (HR) loads the employee list and the inbox, one page after the other.
let busy = true;
const beside = [];
const pageNamed = (name) => ALL_PAGES.find(([n]) => n === name)[1];
const other = (async () => {
  for (let n = 0; busy && !only; n++) beside.push(await pageOnce(pageNamed(n % 2 ? 'inbox' : 'HR employee list, as opened')(n)));
})();
const xlsx = only ? null : await sheet('xlsx');
busy = false;
await other;
beside.sort((a, b) => a - b);

// 4. Size and memory.
const rssOf = (pid) => {
  try {
    const s = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rss: Number(/VmRSS:\s+(\d+)/.exec(s)[1]) / 1024, peak: Number(/VmHWM:\s+(\d+)/.exec(s)[1]) / 1024 };
  } catch {
    return null;
  }
};
const nodePids = [server.pid, ...fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p) && fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(server.pid) && fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('index.js'))];
const mem = nodePids.map(rssOf).filter(Boolean);
const dbUrl = process.env.DATABASE_URL ?? `postgres://hr:${encodeURIComponent(fs.readFileSync(path.join(dataDir, 'password'), 'utf8').trim())}@127.0.0.1:${JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')).port}/hr`;
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const size = (await db.query(`select pg_size_pretty(pg_database_size(current_database())) as s,
  (select count(*) from attendance_events)::int as events, (select count(*) from leave_requests)::int as requests`)).rows[0];
await db.end();
await stopServer(server);

const ms = (v) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`;
const s = (v) => `${(v / 1000).toFixed(1)} s`;
const store = process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'the default store (embedded PostgreSQL)';
console.log(`
## At ${people.toLocaleString('en')} people: ${store}${processes ? `, WEB_CONCURRENCY=${processes}` : ', one process'} (${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}; data: ${made}; ${size.events.toLocaleString('en')} attendance events, ${size.requests.toLocaleString('en')} leave requests)

| page (HR) | first load (${settle} s after the start) | pages/s at ${connections} | p50 | p99 | slowest page | failed calls | slowest call |
|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${ms(cold.find(([n]) => n === r.name)[1])} | ${r.pages} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.slowest)} | ${r.errors} | ${r.worstCall} |`).join('\n')}

Targets: p99 <= 100 ms, no page load over 1 s.

${
  only
    ? ''
    : `- The month's daily status of everyone (${lastMonth}, the monthly sheet as CSV, ${(csv[0].bytes / 1e6).toFixed(1)} MB): ${s(csv[0].ms)}, then ${s(csv[1].ms)}. Target: <= 10 s.
- The monthly sheet as XLSX (${(xlsx.bytes / 1e6).toFixed(1)} MB): ${s(xlsx.ms)} (target <= 60 s); meanwhile another user loaded ${beside.length} pages (employee list as opened, inbox): median ${ms(beside[Math.floor(beside.length / 2)] ?? 0)}, slowest ${ms(beside.at(-1) ?? 0)} (target: none over 1 s).
`
}- Database size: ${size.s}. Server memory (RSS, ${mem.length} Node process${mem.length === 1 ? '' : 'es'}): ${mem.map((m) => `${Math.round(m.rss)} MB (peak ${Math.round(m.peak)} MB)`).join(', ')}.
`);
process.exit(0);
