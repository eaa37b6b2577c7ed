#!/usr/bin/env node
// Does an acknowledged write reach the disk? Counts the fsync/fdatasync calls the
// default store's PostgreSQL processes make while leave requests are filed one after another,
// with strace attached to every one of them (Debian: apt-get install strace). PGlite, the
// previous default, made none for ten filings; PostgreSQL with fsync on must make at least one
// per commit (the WAL flush before the answer).
// Usage: node bench/durability.mjs [--filings 10]   (after npm run build; SERVER_OUTDIR for a side build)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { arg, login, serverDist, startServer, stopServer, tempDir } from './lib.mjs';

const filings = arg('filings', 10);
const PORT = Number(process.env.BENCH_PORT ?? 3240);
const base = `http://127.0.0.1:${PORT}`;
if (spawnSync('strace', ['-V']).status !== 0) {
  console.error('needs strace (apt-get install strace)');
  process.exit(1);
}
const dist = serverDist();
const dir = tempDir('durability');
const dataDir = path.join(dir, 'data');
const server = await startServer({ dist, port: PORT, dataDir, env: { BACKUP_DIR: path.join(dir, 'backups'), DEMO_HISTORY: 'off' } });
// Let the first backup (5 s after the start) pass, so only the filings are counted.
await new Promise((r) => setTimeout(r, 8000));
const token = await login(base, '1005');
const { pid } = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8'));
const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout.split('\n').map((l) => l.trim()).filter(Boolean);
const out = path.join(dir, 'strace.txt');
const strace = spawn('strace', ['-f', '-c', '-e', 'trace=fsync,fdatasync,sync_file_range', '-o', out, ...[String(pid), ...children].flatMap((p) => ['-p', p])], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1000));
const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 4));
let ok = 0;
for (let i = 0; i < filings; i++) {
  while ([5, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const d = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() + 1);
  const r = await fetch(`${base}/api/leave/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ leaveTypeId: 1, startDate: d, endDate: d, handoverEmployeeId: null, shiftId: null, reason: `durability ${i}`, halfDay: 'none' }),
  });
  if (r.ok) ok++;
  else console.error(d, r.status, await r.text());
}
await new Promise((r) => setTimeout(r, 500));
strace.kill('SIGINT');
await new Promise((r) => strace.once('exit', r));
await stopServer(server);
const text = fs.readFileSync(out, 'utf8');
const calls = (name) => Number(new RegExp(`(\\d+)\\s+(?:\\d+\\s+)?${name}\\b`).exec(text)?.[1] ?? 0);
const total = calls('fsync') + calls('fdatasync') + calls('sync_file_range');
console.log(`## Durability (${filings} leave filings answered 200: ${ok})\n`);
console.log(`| store | fsync | fdatasync | sync_file_range | per filing |\n|---|---|---|---|---|`);
console.log(`| default (PostgreSQL in DATA_DIR) | ${calls('fsync')} | ${calls('fdatasync')} | ${calls('sync_file_range')} | ${(total / Math.max(ok, 1)).toFixed(1)} |`);
