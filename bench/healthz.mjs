#!/usr/bin/env node
// No single request slows everyone down. On demo:large data (2,000 people and their
// attendance), the heaviest requests the input limits allow, the hostile ones that once froze the
// server (a month in year 2, a range from year 1 to 9999) and, with a mail server that accepts the
// connection and never answers, requests that send mail, all run in parallel while /healthz is
// asked every 50 ms. It prints /healthz p50/p99/max (target: max under 1 s) and the time of
// each request kind.
// Usage: node bench/healthz.mjs [--employees 2000] [--events 300000] [--rounds 5] [--reuse DIR]
//   --reuse DIR: a data dir made before by demo:large (copied; nothing is generated).
//   SERVER_OUTDIR=dist-x: run the server bundle of a side-by-side build.
import fs from 'node:fs';
import net from 'node:net';
import { arg, argText, largeData, login as signIn, serverDist, startServer, stopServer } from './lib.mjs';

const employees = arg('employees', 2000);
const events = arg('events', 300_000);
const rounds = arg('rounds', 5);
const PORT = Number(process.env.BENCH_PORT ?? 3226);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();
const { dataDir } = largeData(dist, { prefix: 'healthz', employees, events, reuse: argText('reuse') });

// A mail server that accepts every connection and never says a word.
const sockets = new Set();
const hung = net.createServer((s) => {
  sockets.add(s);
  s.on('error', () => {});
});
await new Promise((r) => hung.listen(0, '127.0.0.1', r));
const smtpPort = hung.address().port;

// Every server starts on its own copy of the data, so nothing it computed before is cached.
const runDir = `${dataDir}-run`;
process.on('exit', () => fs.rmSync(runDir, { recursive: true, force: true }));
let server = null;
async function freshServer() {
  if (server) await stopServer(server);
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.cpSync(dataDir, runDir, { recursive: true });
  server = await startServer({ dist, port: PORT, dataDir: runDir, env: { MAIL_RATE_LIMIT: '100000', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  tokens.hr = await login('1001');
  tokens.employee = await login('10002');
  // Let the start-up work (ANALYZE, the first directory load) settle.
  await new Promise((r) => setTimeout(r, 500));
}

const login = (identifier) => signIn(base, identifier);
const tokens = { hr: '', employee: '' };
const hr = 'hr';
const employee = 'employee';
await freshServer();
const year = new Date().getUTCFullYear();
const month = new Date().toISOString().slice(0, 7);
const addDays = (d, n) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);

const kinds = [
  ['hostile: my month in year 2', employee, 'GET', '/api/dashboard/me/attendance?month=0002-01'],
  ['hostile: events year 1 to 9999', hr, 'GET', '/api/attendance/team-events?from=0001-01-01&to=9999-12-31'],
  ['hostile: calendar 9999-12', hr, 'GET', '/api/leave/calendar?month=9999-12'],
  ['hostile: audit year 1 to 9999', hr, 'GET', '/api/hr/audit?from=0001-01-01&to=9999-12-31'],
  ['team absences, 92 days, everyone', hr, 'GET', `/api/attendance/team-absences?from=${addDays(today, -91)}&to=${today}`],
  ['team events, a year, everyone', hr, 'GET', `/api/attendance/team-events?from=${addDays(today, -365)}&to=${today}`],
  ['attendance sheet (xlsx)', hr, 'GET', `/api/attendance/sheet?month=${month}&departmentId=1&format=xlsx`],
  ['team calendar, this month', hr, 'GET', `/api/leave/calendar?month=${month}`],
  ['team trends', hr, 'GET', '/api/dashboard/team/trends'],
  ['balances export (xlsx)', hr, 'GET', `/api/reports/balances/export?year=${year}&format=xlsx`],
  ['overtime suggestions, 62 days', employee, 'GET', `/api/overtime/suggestions?from=${addDays(today, -61)}&to=${today}`],
  ['mail: forgot password (SMTP hangs)', null, 'POST', '/api/auth/forgot-password', { email: 'nobody-known@example.com' }],
  ['mail: forgot password, a real account', null, 'POST', '/api/auth/forgot-password', { email: 'omar.khaled@example.com' }],
];

const send = async ([, who, method, url, body]) => {
  const r = await fetch(`${base}${url}`, {
    method,
    headers: { ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  await r.arrayBuffer();
  return r.status;
};
/** The longest /healthz wait while `work` runs, asking every 25 ms. */
async function healthDuring(work) {
  let running = true;
  const waits = [];
  const poll = (async () => {
    while (running) {
      const s = performance.now();
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      waits.push(performance.now() - s);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const out = await work();
  running = false;
  await poll;
  return { out, max: Math.max(...waits) };
}

const times = new Map(kinds.map(([name]) => [name, []]));
const statuses = new Map(kinds.map(([name]) => [name, new Set()]));
const health = [];
let running = true;
const poll = (async () => {
  while (running) {
    const s = performance.now();
    const r = await fetch(`${base}/healthz`);
    await r.arrayBuffer();
    health.push(performance.now() - s);
    await new Promise((r) => setTimeout(r, 50));
  }
})();

for (let round = 0; round < rounds; round++) {
  await Promise.all(
    kinds.map(async (kind) => {
      const s = performance.now();
      const status = await send(kind);
      times.get(kind[0]).push(performance.now() - s);
      statuses.get(kind[0]).add(status);
    }),
  );
}
running = false;
await poll;

// Then each kind alone on a fresh server (nothing cached): which one holds the event loop, and how long.
const solo = [];
for (const kind of kinds) {
  await freshServer();
  const s = performance.now();
  const { out, max } = await healthDuring(() => send(kind));
  solo.push(`| ${kind[0]} | ${out} | ${Math.round(performance.now() - s)} ms | ${Math.round(max)} ms |`);
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const ms = (x) => `${Math.round(x)} ms`;
console.log(`\n${employees} people, ${events} events; ${rounds} rounds of ${kinds.length} requests at once; SMTP that never answers`);
console.log(`/healthz while they ran: ${health.length} answers, p50 ${ms(pct(health, 50))}, p99 ${ms(pct(health, 99))}, max ${ms(Math.max(...health))} (target: max < 1000 ms)`);
console.log('\n| request | status | median | max |\n|---|---|---|---|');
for (const [name] of kinds) console.log(`| ${name} | ${[...statuses.get(name)].join(', ')} | ${ms(pct(times.get(name), 50))} | ${ms(Math.max(...times.get(name)))} |`);
console.log('\nAlone, each on a fresh server: the longest /healthz wait during it\n\n| request | status | time | longest /healthz |\n|---|---|---|---|');
for (const line of solo) console.log(line);
for (const s of sockets) s.destroy();
hung.close();
server?.kill('SIGTERM');
process.exit(0);
