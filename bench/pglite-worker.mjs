#!/usr/bin/env node
// PGlite on the main thread vs in a worker_thread (a question, not a target): does a worker raise
// filing throughput, or keep the HTTP event loop responsive while PGlite is busy?
//   A "filing": BEGIN; select employee for update; overlap select; insert returning *; insert log; COMMIT
//      with 50 concurrent callers on the main thread for DURATION s. By default each caller yields to
//      the event loop (setImmediate) between transactions, as an HTTP handler's next transaction
//      starts from I/O; the "back-to-back" rows don't (a caller starts its next one in a microtask).
//   B "responsiveness": meanwhile node:http on the main thread answers GET /ping; a client in its own
//      worker (undici Pool, 10 connections) hits it; plus the main thread's event-loop delay.
// Also the message-passing overhead: sequential `select 1` and a 2,000-row select, main vs worker.
// Usage: node bench/pglite-worker.mjs [--duration 5]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const now = () => performance.now();

// ---- worker side -------------------------------------------------------------------------------
if (!isMainThread && workerData.role === 'db') {
  // Protocol: {id, sql, params} -> {id, rows}; {id, tx: [{sql, params}]} -> {id, rows: [rows per
  // statement]} run in one PGlite transaction; {id, close: true}; any failure -> {id, error}.
  const db = await PGlite.create(workerData.dataDir);
  parentPort.on('message', async (m) => {
    try {
      let rows;
      if (m.close) rows = await db.close();
      else if (m.tx) rows = await runTx(db, m.tx);
      else rows = (await db.query(m.sql, m.params)).rows;
      parentPort.postMessage({ id: m.id, rows });
    } catch (e) {
      parentPort.postMessage({ id: m.id, error: e.message });
    }
  });
  parentPort.postMessage({ ready: true });
} else if (!isMainThread && workerData.role === 'ping') {
  const { Pool } = await import('undici');
  const pool = new Pool(workerData.url, { connections: 10 });
  const lat = [];
  const end = now() + workerData.ms;
  await Promise.all(Array.from({ length: 10 }, async () => {
    while (now() < end) {
      const t = now();
      const res = await pool.request({ path: '/ping', method: 'GET' });
      await res.body.text();
      lat.push(now() - t);
    }
  }));
  await pool.close();
  parentPort.postMessage(Float64Array.from(lat));
}

async function runTx(db, stmts) {
  return db.transaction(async (t) => {
    const out = [];
    for (const s of stmts) out.push((await t.query(s.sql, s.params)).rows);
    return out;
  });
}

// ---- main side ---------------------------------------------------------------------------------
if (isMainThread) {
  const i = process.argv.indexOf('--duration');
  const DURATION = i > 0 ? Number(process.argv[i + 1]) : 5;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-bench-'));
  process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));
  const load0 = os.loadavg();

  const mainExec = async (dir) => {
    const db = await PGlite.create(dir);
    return {
      query: async (sql, params) => (await db.query(sql, params)).rows,
      tx: (stmts) => runTx(db, stmts),
      close: () => db.close(),
    };
  };

  const workerExec = async (dir) => {
    const w = new Worker(new URL(import.meta.url), { workerData: { role: 'db', dataDir: dir } });
    const pending = new Map();
    let next = 0;
    let ready;
    const isReady = new Promise((r) => (ready = r));
    w.on('error', (e) => { console.error('db worker:', e); process.exit(1); });
    w.on('message', (m) => {
      if (m.ready) return ready();
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error) p.reject(new Error(m.error));
      else p.resolve(m.rows);
    });
    const call = (msg) => new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      w.postMessage({ id, ...msg });
    });
    await isReady;
    return {
      query: (sql, params) => call({ sql, params }),
      tx: (stmts) => call({ tx: stmts }),
      close: async () => { await call({ close: true }); await w.terminate(); },
    };
  };

  const EMPLOYEES = 200;
  const setup = async (db) => {
    for (const sql of [
      `create table employees (id serial primary key, name text not null, remaining numeric not null default 30)`,
      `create table leave_requests (id serial primary key, employee_id int not null, start_date date not null,
         end_date date not null, state text not null, days numeric not null, created_at timestamptz not null default now())`,
      `create index leave_requests_emp_start on leave_requests (employee_id, start_date)`,
      `create table audit_log (id serial primary key, entity text, entity_id int, action text, payload jsonb,
         at timestamptz not null default now())`,
      `insert into employees (name) select 'Employee ' || g from generate_series(1, ${EMPLOYEES}) g`,
      `insert into leave_requests (employee_id, start_date, end_date, state, days)
         select 1 + g % ${EMPLOYEES}, d, d + (g % 5), (array['pending','approved','rejected','cancelled'])[1 + g % 4], 1 + g % 5
         from generate_series(1, 2000) g, lateral (select date '2024-01-01' + (g * 7) % 700 as d) x`,
    ]) await db.query(sql, []);
  };

  const iso = (d) => d.toISOString().slice(0, 10);
  const filingTx = () => {
    const emp = 1 + Math.floor(Math.random() * EMPLOYEES);
    const start = new Date(Date.UTC(2024, 0, 1) + Math.floor(Math.random() * 700) * 86_400_000);
    const days = 1 + Math.floor(Math.random() * 5);
    const [s, e] = [iso(start), iso(new Date(start.getTime() + (days - 1) * 86_400_000))];
    return [
      { sql: 'select id, name, remaining from employees where id = $1 for update', params: [emp] },
      { sql: `select count(*)::int as n from leave_requests where employee_id = $1 and start_date <= $3
                and end_date >= $2 and state in ('pending', 'approved')`, params: [emp, s, e] },
      { sql: `insert into leave_requests (employee_id, start_date, end_date, state, days)
                values ($1, $2, $3, 'pending', $4) returning *`, params: [emp, s, e, days] },
      { sql: `insert into audit_log (entity, entity_id, action, payload)
                values ('leave_request', lastval(), 'filed', $1)`, params: [JSON.stringify({ emp, s, e, days })] },
    ];
  };

  const pct = (arr, p) => {
    if (!arr.length) return NaN;
    const s = Float64Array.from(arr).sort();
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
  };

  // HTTP server on the main thread, and a client in its own worker (so it doesn't steal the
  // main thread from the server; like a real, external client it still competes for the 2 cores).
  const server = http.createServer((req, res) => {
    if (req.url === '/ping') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    } else { res.writeHead(404); res.end(); }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${server.address().port}`;
  const pingClient = (ms) => new Promise((resolve, reject) => {
    const w = new Worker(new URL(import.meta.url), { workerData: { role: 'ping', url, ms } });
    w.once('message', resolve);
    w.once('error', reject);
  });

  const filing = async (db, ms, yieldBetween) => {
    const lat = [];
    let errors = 0;
    const end = now() + ms;
    await Promise.all(Array.from({ length: 50 }, async () => {
      while (now() < end) {
        if (yieldBetween) await new Promise(setImmediate);
        const t = now();
        try { await db.tx(filingTx()); lat.push(now() - t); } catch { errors++; }
      }
    }));
    return { lat, errors };
  };

  const overhead = async (db) => {
    for (let k = 0; k < 200; k++) await db.query('select 1', []); // warm-up
    let t = now();
    for (let k = 0; k < 2000; k++) await db.query('select 1', []);
    const select1 = ((now() - t) / 2000) * 1000;
    t = now();
    for (let k = 0; k < 20; k++) await db.query('select * from leave_requests order by id limit 2000', []);
    return { select1, big: (now() - t) / 20 };
  };

  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  // The ELD histogram records a delay only between two of its timer ticks: let it tick before the
  // load starts and after it ends, or a loop starved from the start to the end records nothing.
  const measure = async (label, db, { ping = true, yieldBetween = true } = {}) => {
    const eld = monitorEventLoopDelay({ resolution: 1 });
    eld.enable();
    await sleep(20);
    const ms = DURATION * 1000;
    const [pingLat, file] = await Promise.all([ping ? pingClient(ms) : null, db ? filing(db, ms, yieldBetween) : null]);
    await sleep(20);
    eld.disable();
    return { label, ping: pingLat, file, eld: { p99: eld.percentile(99) / 1e6, max: eld.max / 1e6 } };
  };

  const results = [await measure('idle: /ping only, no database load', null)];
  const overheads = [];
  for (const [where, make] of [['main thread', mainExec], ['worker', workerExec]]) {
    const db = await make(path.join(tmp, where.replace(' ', '-')));
    await setup(db);
    overheads.push({ where, ...(await overhead(db)) });
    results.push(await measure(`${where}: A alone`, db, { ping: false }));
    results.push(await measure(`${where}: A + B`, db));
    results.push(await measure(`${where}: A + B, back-to-back callers`, db, { yieldBetween: false }));
    await db.close();
  }
  server.close();

  const f = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');
  console.log(`
## PGlite: main thread vs worker_thread (${os.cpus().length} cores, Node ${process.version}, ${DURATION} s per row; A = filing, 50 callers; B = /ping, 10 connections)

| set-up | filing tx/s | tx p50 ms | tx p99 ms | tx errors | /ping req/s | /ping p50 ms | /ping p99 ms | /ping max ms | loop delay p99 ms | loop delay max ms |
|---|---|---|---|---|---|---|---|---|---|---|
${results.map((r) => [
    r.label,
    r.file ? f(r.file.lat.length / DURATION, 0) : '–', r.file ? f(pct(r.file.lat, 50)) : '–', r.file ? f(pct(r.file.lat, 99)) : '–',
    r.file ? r.file.errors : '–',
    ...(r.ping ? [f(r.ping.length / DURATION, 0), f(pct(r.ping, 50)), f(pct(r.ping, 99)), f(Math.max(...r.ping))] : ['–', '–', '–', '–']),
    f(r.eld.p99), f(r.eld.max),
  ].join(' | ')).map((row) => `| ${row} |`).join('\n')}

| PGlite on | \`select 1\` round trip µs (sequential) | 2,000-row select ms (sequential) |
|---|---|---|
${overheads.map((o) => `| ${o.where} | ${f(o.select1, 0)} | ${f(o.big, 2)} |`).join('\n')}

Load average (1/5/15 min): before ${load0.map((x) => x.toFixed(2)).join(' / ')}, after ${os.loadavg().map((x) => x.toFixed(2)).join(' / ')}
`);
}
