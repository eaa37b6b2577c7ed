#!/usr/bin/env node
// Whole pages. A page is every API call its page load makes in Chromium, issued together
// the way the browser does (the calls below were taken from what each page requests; the app
// shell is one call, /api/shell). For each page: pages/s, p50, p99 and the slowest page load at 10
// and 50 concurrent page loads, with a bare Fastify route measured in the same run as the ceiling
// (pages of as many calls to it). Two data sets:
//   - small: the demo organisation plus 50 employees in 5 new departments under manager 1003 and
//     300 leave requests (about 70 % approved), all made through the API, as in the issue's
//     comparison with TimeOff.Management;
//   - large: demo:large (2,000 people, 50,000 requests).
// "submit" loads the request form and files a request (as manager 1003 for one of the 50, each
// page a different person and day), so it writes under load.
// Usage: node bench/pages.mjs [--duration 5] [--sets small,large] [--connections 10,50]
//                             [--employees 2000] [--requests 50000] [--reuse DIR] [--processes N] [--only TEXT] [--shell split]
//   --reuse DIR: a demo:large data dir made before (copied); --processes N: WEB_CONCURRENCY=N
//   (on the default store or DATABASE_URL).
//   SERVER_OUTDIR=dist-x: the server bundle of a side-by-side build; BENCH_PORT=N: the port (3230).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { arg, argText, json, largeData, login, runPages as runPagesFor, serverDist, startServer, stopServer, tempDir, waitReady } from './lib.mjs';

const duration = arg('duration', 5);
const sets = (argText('sets') ?? 'small,large').split(',');
const levels = (argText('connections') ?? '10,50').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();
const processes = arg('processes', 0);
/** --only TEXT: just the pages whose name contains it. */
const only = argText('only');

/** TimeOff.Management's pages/s at 10 connections on the small set, from the issue's side-by-side run. */
const TIMEOFF_C10 = { 'HR team calendar (month)': 22, "an employee's calendar": 8, "one person's leave and balances, as HR": 3, 'my requests': 10, 'team view of everyone, as HR': 5, 'submit a leave request': 10 };

const runPages = (origin, pageOf, connections) => runPagesFor(origin, pageOf, connections, duration);
async function api(token, method, url, body) {
  const r = await fetch(`${base}${url}`, { method, headers: json(token, body), body: body ? JSON.stringify(body) : undefined });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

const isoDay = (d) => d.toISOString().slice(0, 10);
const addDays = (iso, n) => isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000));
/** The next work day on or after `iso` (Friday and Saturday are the demo's weekend). */
const workDay = (iso) => {
  let d = iso;
  while ([5, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) d = addDays(d, 1);
  return d;
};

/** The small set, made through the API as HR and manager 1003. Returns the 50 people's ids. */
async function makeSmallSet(hr, manager) {
  const people = (await api(hr, 'GET', '/api/hr/employees?q=1003&pageSize=5')).items;
  const managerId = people.find((p) => p.empCode === 1003).id;
  const org = await api(hr, 'GET', '/api/hr/structure');
  const shifts = (await api(hr, 'GET', '/api/hr/shifts')).items ?? (await api(hr, 'GET', '/api/hr/shifts'));
  const site = org.sites[0].id;
  const shift = (Array.isArray(shifts) ? shifts : shifts.items)[0].id;
  const stamp = Date.now().toString(36).slice(-4);
  const departments = [];
  for (let i = 0; i < 5; i++) departments.push((await api(hr, 'POST', '/api/hr/departments', { nameEn: `Bench ${stamp} ${i + 1}`, nameAr: `قسم ${stamp} ${i + 1}` })).id);
  const ids = [];
  for (let i = 0; i < 50; i++) {
    const created = await api(hr, 'POST', '/api/hr/employees', {
      empCode: 70_000 + i,
      domainAccount: null,
      fullNameEn: `Bench Person ${i + 1}`,
      fullNameAr: `موظف ${i + 1}`,
      email: `bench.${stamp}.${i}@example.com`,
      mobile: null,
      siteId: site,
      departmentId: departments[i % 5],
      sectionId: null,
      shiftId: shift,
      managerId,
      roles: ['employee'],
      hrSiteIds: [],
      hireDate: '2020-01-05',
      birthDate: null,
      language: 'en',
      sendInvitation: false,
    });
    ids.push(created.id);
  }
  const types = (await api(manager, 'GET', '/api/leave/types')).items;
  const annual = types.find((t) => t.code === 'annual').id;
  // 300 requests: six per person, one or two work days each, three weeks apart from next week on.
  const start = addDays(isoDay(new Date()), 7);
  const filed = [];
  for (const [p, id] of ids.entries()) {
    for (let k = 0; k < 6; k++) {
      // A public holiday (nothing counted) moves the request to the next day.
      for (let shift = 0; ; shift++) {
        const first = workDay(addDays(start, k * 21 + (p % 14) + shift));
        const next = workDay(addDays(first, 1));
        const last = (p + k) % 2 && next.slice(0, 4) === first.slice(0, 4) ? next : first;
        const body = { employeeId: id, leaveTypeId: annual, startDate: first, endDate: last, handoverEmployeeId: null, shiftId: null, reason: 'Bench', halfDay: 'none' };
        const r = await fetch(`${base}/api/leave/requests`, { method: 'POST', headers: json(manager, body), body: JSON.stringify(body) });
        const answer = await r.json();
        if (r.ok) {
          filed.push(answer.id);
          break;
        }
        if (answer.code !== 'NO_DAYS_COUNTED' || shift > 10) throw new Error(`filing: ${r.status} ${JSON.stringify(answer)}`);
      }
    }
  }
  const approve = filed.filter((_, i) => i % 10 < 7);
  for (let i = 0; i < approve.length; i += 200) {
    await api(manager, 'POST', '/api/inbox/decide', { items: approve.slice(i, i + 200).map((id) => ({ kind: 'leave', id })), decision: 'approve', comment: '' });
  }
  return { ids, approved: approve.length, filed: filed.length };
}

/** The pages of one data set, as [name, () => calls] (the calls of one page load). */
function pagesOf(ctx) {
  const { hr, employee, manager, person, month, year, submitSlots } = ctx;
  const shell = (token) => (splitShell ? splitShellOf(token) : { path: '/api/shell', token });
  // One counter per data set, across levels and warm-ups: every filing is a new person and day.
  ctx.slot ??= 0;
  ctx.selfSlot ??= 0;
  return [
    ['HR team calendar (month)', () => [shell(hr), { path: `/api/leave/calendar?month=${month}`, token: hr }, { path: '/api/leave/calendar/feeds', token: hr }]],
    ["an employee's calendar", () => [shell(employee), { path: `/api/leave/calendar?month=${month}`, token: employee }, { path: '/api/leave/calendar/feeds', token: employee }]],
    ["one person's leave and balances, as HR", () => [shell(hr), { path: '/api/hr/leave-types', token: hr }, { path: `/api/hr/employees/${person}/balances?year=${year}`, token: hr }]],
    ['my requests', () => [shell(employee), { path: '/api/leave/types', token: employee }, { path: '/api/leave/requests?page=0&pageSize=25&sort=startDate&dir=desc', token: employee }]],
    [
      'team view of everyone, as HR',
      () => [
        shell(hr),
        { path: '/api/leave/types', token: hr },
        { path: '/api/leave/team-requests?page=0&pageSize=25&sort=startDate&dir=desc', token: hr },
        { path: `/api/leave/calendar?month=${month}`, token: hr },
      ],
    ],
    [
      'submit a leave request',
      () => {
        const s = submitSlots[ctx.slot++ % submitSlots.length];
        return [
          shell(manager),
          { path: '/api/leave/shifts', token: manager },
          { path: '/api/leave/types', token: manager },
          { method: 'POST', path: '/api/leave/requests', token: manager, body: { employeeId: s.id, leaveTypeId: s.type, startDate: s.day, endDate: s.day, handoverEmployeeId: null, shiftId: null, reason: 'Bench', halfDay: 'none' } },
        ];
      },
    ],
    ...(ctx.selfSlots ? [[
      // The way a user's load looks: 13 employees, each filing a one-day Mission for themselves on
      // distinct future work days (each page a different person than the one before).
      'submit, 13 employees for themselves',
      () => {
        const s = ctx.selfSlots[ctx.selfSlot++ % ctx.selfSlots.length];
        return [
          shell(s.token),
          { path: '/api/leave/shifts', token: s.token },
          { path: '/api/leave/types', token: s.token },
          { method: 'POST', path: '/api/leave/requests', token: s.token, body: { leaveTypeId: s.type, startDate: s.day, endDate: s.day, handoverEmployeeId: null, shiftId: null, reason: 'Bench', halfDay: 'none' } },
        ];
      },
    ]] : []),
  ];
}

/** --shell split: the shell as the four calls it took before /api/shell (to compare, or to measure an older build). */
const splitShell = argText('shell') === 'split';
const splitShellOf = (token) => [
  { path: '/api/auth/profile', token },
  { path: '/api/notifications/unread-count', token },
  { path: '/api/public/settings' },
  { path: '/api/inbox/counts', token },
];

/** CPU seconds (user + system) of each process, from /proc (Linux). */
function cpuOf(pids) {
  const out = new Map();
  for (const pid of pids) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out.set(pid, (Number(f[11]) + Number(f[12])) / 100);
    } catch {
      /* gone */
    }
  }
  return out;
}
/** CPU seconds spent between two snapshots (a process that started in between counts from zero; one that ended is lost). */
const spent = (before, after) => [...after].reduce((sum, [pid, t]) => sum + t - (before.get(pid) ?? 0), 0);
const childrenOf = (pid) =>
  spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((l) => Number(l.trim()))
    .filter(Boolean);
/** Where the CPU goes during a run: the server's Node processes, its PostgreSQL (the default store), and this load generator. */
function cpuSnapshot(ctx) {
  const node = [ctx.server.pid, ...childrenOf(ctx.server.pid).filter((p) => fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('index.js'))];
  let db = [];
  try {
    const { pid } = JSON.parse(fs.readFileSync(path.join(ctx.dbDir, 'server.json'), 'utf8'));
    db = [pid, ...childrenOf(pid)];
  } catch {
    /* DATABASE_URL: a server of its own */
  }
  const own = process.cpuUsage();
  return { node: cpuOf(node), db: cpuOf(db), gen: (own.user + own.system) / 1e6 };
}

/**
 * The 13 employees' days are few (about 500 work days in the years open for leave): after a run of
 * their page, what they filed is cancelled (by themselves, through the API) and their days start
 * over, so the next level files on free days instead of failing on its own requests.
 */
async function freeSelfSlots(ctx) {
  const t0 = Date.now();
  let cancelled = 0;
  for (const token of new Set(ctx.selfSlots.map((s) => s.token))) {
    for (;;) {
      const { items } = await api(token, 'GET', '/api/leave/requests?state=requested&pageSize=100&page=0');
      if (!items.length) break;
      for (let i = 0; i < items.length; i += 10) {
        await Promise.all(items.slice(i, i + 10).map((r) => api(token, 'POST', `/api/leave/requests/${r.id}/cancel`, { comment: '' })));
      }
      cancelled += items.length;
    }
  }
  ctx.selfSlot = 0;
  console.log(`(13 employees: ${cancelled} requests cancelled in ${((Date.now() - t0) / 1000).toFixed(1)} s, their days free again)`);
}

/** Every page at every level, the bare ceiling first. */
async function measure(label, ctx) {
  const rows = [];
  for (const c of levels) {
    const bare = await runPages(`http://127.0.0.1:${PORT + 1}`, () => [{ path: '/bare' }, { path: '/bare' }, { path: '/bare' }], c);
    rows.push({ page: 'bare Fastify route, 3 calls a page (the ceiling)', c, ...bare });
    for (const [name, pageOf] of pagesOf(ctx).filter(([name]) => !only || name.includes(only))) {
      // A short warm-up: the first reads after a start fill the caches.
      await runPages(base, pageOf, 2).catch(() => {});
      const before = cpuSnapshot(ctx);
      const r = await runPages(base, pageOf, c);
      const after = cpuSnapshot(ctx);
      const perPage = (x) => ((x * 1000) / Math.max(1, r.pages * duration)).toFixed(2);
      r.cpu = `${perPage(spent(before.node, after.node))} / ${perPage(spent(before.db, after.db))} / ${perPage(after.gen - before.gen)}`;
      rows.push({ page: name, c, ...r });
      if (name.includes('for themselves')) await freeSelfSlots(ctx);
    }
  }
  const ms = (v) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`;
  console.log(`
## Whole pages, ${label} (${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}; ${duration} s a page and level${processes ? `; ${processes} server processes` : ''})

| page | connections | pages/s | p50 | p99 | slowest | failed calls | × TimeOff (c=10) | slowest call | CPU ms a page: Node / PostgreSQL / load generator |
|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.page} | ${r.c} | ${r.pages} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.slowest)} | ${r.errors} | ${r.c === 10 && TIMEOFF_C10[r.page] ? `${Math.round(r.pages / TIMEOFF_C10[r.page])}×` : ''} | ${r.worstCall} | ${r.cpu ?? ''} |`).join('\n')}
`);
}

/**
 * Future work days for the submit page: a different person and day each time, clear of the set's
 * own requests (they end within five months), of public holidays, and within the years open for
 * leave (this one and the two after it).
 */
async function slotsFor(hr, ids, type, from) {
  const holidays = new Set();
  for (const y of [Number(from.slice(0, 4)), Number(from.slice(0, 4)) + 1]) for (const h of (await api(hr, 'GET', `/api/hr/holidays?year=${y}`)).items) holidays.add(h.date);
  const last = `${year + 2}-12-31`;
  const slots = [];
  for (let d = 0; slots.length < 20_000; d++) {
    const day = addDays(from, d);
    if (day > last) break;
    if ([5, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) || holidays.has(day)) continue;
    for (const id of ids) slots.push({ id, day, type });
  }
  return slots;
}

// The ceiling: a bare Fastify route in its own process.
const bare = spawn(
  process.execPath,
  ['--input-type=module', '-e', `import Fastify from 'fastify'; const a = Fastify(); a.get('/bare', async () => ({ ok: true })); await a.listen({ port: ${PORT + 1}, host: '127.0.0.1' });`],
  { stdio: 'inherit' },
);
process.on('exit', () => bare.kill('SIGTERM'));
await waitReady(`http://127.0.0.1:${PORT + 1}`, { path: '/bare', every: 50 });

const env = { MAIL_RATE_LIMIT: '100000', ...(processes ? { WEB_CONCURRENCY: String(processes) } : {}) };
const now = new Date();
const month = isoDay(now).slice(0, 7);
const year = now.getUTCFullYear();

if (sets.includes('small')) {
  const dataDir = tempDir('pages');
  const server = await startServer({ dist, port: PORT, dataDir: process.env.DATABASE_URL ? undefined : path.join(dataDir, 'data'), env: { BACKUP_DIR: path.join(dataDir, 'backups'), ...env } });
  const hr = await login(base, '1001');
  const manager = await login(base, '1003');
  const t0 = Date.now();
  const made = await makeSmallSet(hr, manager);
  const employee = await login(base, '1005');
  const types = (await api(manager, 'GET', '/api/leave/types')).items;
  const mission = types.find((t) => t.code === 'mission') ?? types.find((t) => t.code === 'annual');
  console.log(`small set: 50 people, ${made.filed} requests (${made.approved} approved) made through the API in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // Thirteen of the demo's people, each with their token (they file for themselves).
  const selves = [];
  for (const code of [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 1013]) {
    const token = await login(base, String(code));
    selves.push({ token, id: (await api(token, 'GET', '/api/auth/profile')).user.id });
  }
  const byId = new Map(selves.map((p) => [p.id, p.token]));
  const selfSlots = (await slotsFor(hr, selves.map((p) => p.id), mission.id, `${year + 1}-01-01`)).map((x) => ({ ...x, token: byId.get(x.id) }));
  await measure('small set (demo + 50 people, 300 requests)', { server, dbDir: path.join(dataDir, 'data'), hr, employee, manager, person: made.ids[0], month, year, submitSlots: await slotsFor(hr, made.ids, mission.id, `${year + 1}-06-01`), selfSlots });
  await stopServer(server);
}

if (sets.includes('large')) {
  const { dataDir, seconds } = largeData(dist, { prefix: 'pages-large', employees: arg('employees', 2000), requests: arg('requests', 50_000), reuse: argText('reuse') });
  console.log(`large set ready in ${seconds.toFixed(1)} s`);
  const server = await startServer({ dist, port: PORT, dataDir, env: { BACKUP_DIR: `${dataDir}-backups`, ...env } });
  const hr = await login(base, '1001');
  const manager = await login(base, '10001');
  const employee = await login(base, '10100');
  const team = (await api(manager, 'GET', '/api/team/members?pageSize=100')).items.map((p) => p.id);
  const types = (await api(manager, 'GET', '/api/leave/types')).items;
  const mission = types.find((t) => t.code === 'mission') ?? types.find((t) => t.code === 'annual');
  await measure('large set (demo:large, 2,000 people, 50,000 requests)', { server, dbDir: dataDir, hr, employee, manager, person: team[0], month, year, submitSlots: await slotsFor(hr, team, mission.id, `${year + 1}-06-01`) });
  await stopServer(server);
}
process.exit(0);
