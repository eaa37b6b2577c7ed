#!/usr/bin/env node
// Closing a month for payroll at 20,000 people, on demo:large data (npm run demo:large -- --employees
// 20000 --events 10000000):
//   1. HR closes last month for the organisation (forced: the demo's history has open items): the
//      checklist, the sheet of every part of everyone's month, the four files (CSV and XLSX, English
//      and Arabic), the rows and the day facts stored. Target: at most 60 s. Meanwhile another user
//      loads pages one after the other (the employee list, the inbox): none over 1 s.
//   2. The closed month's sheet as issued, CSV and XLSX, three times each. Target: under 1 s.
//   3. The month reopened again (so a reused database can be closed again).
// Usage: node bench/payroll.mjs [--reuse DIR] [--processes N] [--employees 20000] [--events 10000000]
//   --reuse DIR: a demo:large data dir made before (copied); with DATABASE_URL, that database as it
//   is. Neither: demo:large is run here on a fresh data dir. BENCH_PORT=N (3250).
import { arg, argText, fetchOk, json, largeData, login, serverDist, startServer, stopServer } from './lib.mjs';

const processes = arg('processes', 0);
const PORT = Number(process.env.BENCH_PORT ?? 3250);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();

let dataDir;
let made = 'the database at DATABASE_URL';
if (!process.env.DATABASE_URL) {
  const data = largeData(dist, { prefix: 'payroll', employees: arg('employees', 20_000), events: arg('events', 10_000_000), reuse: argText('reuse') });
  dataDir = data.dataDir;
  made = argText('reuse') ? `a copy of ${argText('reuse')}` : `demo:large in ${data.seconds.toFixed(0)} s`;
}
const server = await startServer({ dist, port: PORT, dataDir, env: { ...(processes ? { WEB_CONCURRENCY: String(processes) } : {}), ...(dataDir ? { BACKUP_DIR: `${dataDir}-backups` } : {}) } });
// The dashboard's closed weeks are computed after the start: measured once that is done.
await new Promise((r) => setTimeout(r, arg('settle', 40) * 1000));
const hr = await login(base, '1001');
const people = (await (await fetchOk(base, '/api/hr/employees?pageSize=1', hr)).json()).total;
const [y, m] = new Date().toISOString().slice(0, 7).split('-').map(Number);
const month = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);

const timed = async (f) => {
  const s = performance.now();
  const out = await f();
  return { ms: performance.now() - s, out };
};
const pageOnce = async (paths) => (await timed(() => Promise.all(paths.map(async (p) => (await fetchOk(base, p, hr)).arrayBuffer())))).ms;
const PAGES = [['/api/shell', '/api/hr/structure', '/api/hr/employees?page=0&pageSize=25&active=true&sort=empCode&dir=asc&q=ahmed'], ['/api/shell', '/api/inbox?kind=all&page=0&pageSize=25']];

// 1. The close, with another user's pages beside it.
let busy = true;
const beside = [];
const other = (async () => {
  for (let n = 0; busy; n++) beside.push(await pageOnce(PAGES[n % 2]));
})();
const close = await timed(async () => {
  const res = await fetch(`${base}/api/hr/payroll-months/${month}/close`, { method: 'POST', headers: json(hr, true), body: JSON.stringify({ force: true, reason: 'bench' }) });
  if (!res.ok) throw new Error(`close: ${res.status} ${await res.text()}`);
  return res.json();
});
busy = false;
await other;
beside.sort((a, b) => a - b);

// 2. The closed month's sheet as issued.
const downloads = [];
for (const format of ['csv', 'xlsx']) {
  for (let i = 0; i < 3; i++) {
    const d = await timed(async () => (await fetchOk(base, `/api/attendance/sheet?month=${month}&format=${format}&lang=en`, hr)).arrayBuffer());
    downloads.push({ format, ms: d.ms, bytes: d.out.byteLength });
  }
}

// 3. Reopened, so the data can be used again.
await fetch(`${base}/api/hr/payroll-months/${month}/reopen`, { method: 'POST', headers: json(hr, true), body: JSON.stringify({ reason: 'bench' }) });
await stopServer(server);

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const ms = (x) => `${x.toFixed(0)} ms`;
const files = close.out.files.map((f) => `${f.fileName} (${f.lang}, ${(f.bytes / 1e6).toFixed(1)} MB)`).join(', ');
console.log(`
Payroll close at ${people.toLocaleString('en')} people (${made}${processes ? `, WEB_CONCURRENCY=${processes}` : ''}), month ${month}:
- Closing the month (checklist, sheet, four files, rows and day facts stored): ${s(close.ms)}. Target: <= 60 s. Files: ${files}.
- Meanwhile another user loaded ${beside.length} pages (employee list, inbox): median ${ms(beside[Math.floor(beside.length / 2)] ?? 0)}, slowest ${ms(beside.at(-1) ?? 0)} (target: none over 1 s).
- The closed month's sheet as issued: ${['csv', 'xlsx'].map((f) => `${f.toUpperCase()} ${downloads.filter((d) => d.format === f).map((d) => ms(d.ms)).join(', ')} (${(downloads.find((d) => d.format === f).bytes / 1e6).toFixed(1)} MB)`).join('; ')}. Target: < 1 s.
`);
