import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDaysIso, egyptHolidayPreset, weekDay } from '@hr/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from './global-setup.js';
import { alive, freePort, query, until } from './processes.js';

/**
 * The default store end to end: the real entry point, built into a temporary folder
 * and started as `npm start` starts it, on a data folder of its own. kill -9 of the database and
 * of the app during filings, a clean stop, the upgrade of a PGlite folder written by the previous
 * release (fixtures/pglite-release-0.1.0.tar.gz: `npm start` of 0.1.0 with DEMO_HISTORY=off, one
 * leave request filed by 1005), and a data folder that cannot be written.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = path.join(serverRoot, `dist-store-${process.pid}`);
const journal = (JSON.parse(fs.readFileSync(path.join(serverRoot, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries;
const newestMigration = journal.at(-1)!.tag;
/** The undo of the newest migration, so that a start finds it to apply (a new migration brings its own). */
const UNDO_NEWEST = {
  tag: '0043_scoped_change_notify',
  sql: [
    'drop trigger approvals_scoped on approvals',
    'drop trigger approvals_truncated on approvals',
    'drop trigger notifications_truncated on notifications',
    'drop trigger notifications_changed on notifications',
    'create trigger notifications_changed after insert or update or delete or truncate on notifications for each statement execute function hr_data_changed()',
    'drop function hr_approvals_scoped()',
    'drop function hr_approval_scopes(integer, text, integer)',
    'drop function hr_notifications_scoped()',
    'drop function hr_table_truncated()',
  ].join('; '),
};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-store-'));
fs.chmodSync(tmp, 0o711);

const serverInfo = (dataDir: string) => JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as { port: number; pid: number };
const urlOf = (dataDir: string) => `postgres://hr:${encodeURIComponent(fs.readFileSync(path.join(dataDir, 'password'), 'utf8').trim())}@127.0.0.1:${serverInfo(dataDir).port}/hr`;

interface Running {
  proc: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Every server a test started: one a failed test left running is killed after the file (it would hold a core for ever). */
const started: ChildProcess[] = [];

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, [path.join(outdir, 'index.js')], {
    cwd: tmp,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BACKUP_DIR: `${dataDir}-backups`,
      WEB_DIST: '/nonexistent',
      DEMO_HISTORY: 'off',
      LOGIN_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(proc);
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  return { proc, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

async function ready(s: Running) {
  await until(async () => {
    if (s.proc.exitCode !== null) throw new Error(`the server exited: ${s.output()}`);
    return (await fetch(`${s.base}/readyz`).catch(() => null))?.ok === true;
  }, 120_000);
}

async function login(s: Running, code: number): Promise<string> {
  const res = await fetch(`${s.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: String(code), password: 'demo1234' }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Work days of 2027 that are not Egypt's holidays: each filing takes one of its own. */
const holidays = new Set(egyptHolidayPreset(2027).map((h) => h.date));
const workDays: string[] = [];
for (let d = '2027-01-03'; workDays.length < 40; d = addDaysIso(d, 1)) if (weekDay(d) <= 4 && !holidays.has(d)) workDays.push(d);

describe.skipIf(process.env.TEST_DB === 'postgres')('the default store, end to end', { timeout: 240_000 }, () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverRoot, env: { ...process.env, SERVER_OUTDIR: outdir } });
  });
  afterAll(() => {
    for (const p of started) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
    fs.rmSync(outdir, { recursive: true, force: true });
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('kill -9 of the database and then of the app during 100 filings each: every filing answered 2xx is there, complete, and nothing that was not sent', async () => {
    const dataDir = path.join(tmp, 'crash');
    let s = await startServer(dataDir);
    await ready(s);
    const people = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012];
    const tokens = new Map<number, string>();
    for (const p of people) tokens.set(p, await login(s, p));
    const sent = new Set<string>();
    const acknowledged = new Set<string>();

    /** 100 filings, 10 at a time; `kill` runs once 30 of them were answered, with 10 in flight. */
    const round = async (r: number, kill: () => void) => {
      const answers: { reason: string; status: number; body: string }[] = [];
      let killed = false;
      const file = async (i: number) => {
        const who = people[i % people.length];
        const day = workDays[r * 10 + Math.floor(i / people.length)];
        const reason = `crash-${r}-${i}`;
        sent.add(reason);
        const a = await fetch(`${s.base}/api/leave/requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(who)}` },
          body: JSON.stringify({ leaveTypeId: 1, startDate: day, endDate: day, handoverEmployeeId: null, shiftId: null, reason, halfDay: 'none' }),
          signal: AbortSignal.timeout(30_000),
        })
          .then(async (res) => ({ reason, status: res.status, body: await res.text() }))
          .catch(() => ({ reason, status: 0, body: '' }));
        answers.push(a);
        if (!killed && answers.length >= 30) {
          killed = true;
          kill();
        }
      };
      await Promise.all(Array.from({ length: 10 }, async (_, w) => {
        for (let k = 0; k < 10; k++) await file(w * 10 + k);
      }));
      if (process.env.STORE_TEST_VERBOSE) console.log(`round ${r}: ${answers.filter((a) => a.status === 200).length} acknowledged, others ${JSON.stringify(answers.filter((a) => a.status !== 200).map((a) => a.status))}`);
      expect(killed).toBe(true);
      for (const f of answers) {
        if (f.status >= 200 && f.status < 300) acknowledged.add(f.reason);
        // Refused ones are the app's clean answers (503 while the database restarts), never a 500.
        else expect([0, 503], `${f.reason}: ${f.status} ${f.body}`).toContain(f.status);
      }
      // Some were acknowledged before the kill, some were cut by it.
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(20);
      expect(answers.filter((a) => a.status !== 200).length).toBeGreaterThan(0);
    };

    // 1. The database process dies under the app: it answers 503, starts it again, and goes on.
    const firstDb = serverInfo(dataDir).pid;
    await round(0, () => process.kill(firstDb, 'SIGKILL'));
    await until(async () => (await fetch(`${s.base}/readyz`).catch(() => null))?.ok === true && fs.existsSync(path.join(dataDir, 'server.json')) && serverInfo(dataDir).pid !== firstDb);
    expect(s.output()).toMatch(/database server stopped unexpectedly/);
    // The app serves writes again without a restart of its own.
    const after = await fetch(`${s.base}/api/leave/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(1005)}` },
      body: JSON.stringify({ leaveTypeId: 1, startDate: workDays[35], endDate: workDays[35], handoverEmployeeId: null, shiftId: null, reason: 'crash-after', halfDay: 'none' }),
    });
    expect(after.status).toBe(200);
    sent.add('crash-after');
    acknowledged.add('crash-after');

    // 2. The app itself is killed: its watchdog stops the database, nothing is left running.
    const db = serverInfo(dataDir).pid;
    await round(1, () => s.proc.kill('SIGKILL'));
    await s.exited;
    await until(() => !alive(db), 10_000);

    // 3. Start again on the same folder: everything acknowledged is there.
    s = await startServer(dataDir);
    await ready(s);
    const rows = await query<{ reason: string; events: number }>(
      urlOf(dataDir),
      `select r.reason, (select count(*)::int from leave_events e where e.request_id = r.id and e.action = 'submitted') as events from leave_requests r where r.reason like 'crash-%'`,
    );
    const present = new Set(rows.map((r) => r.reason));
    expect(acknowledged.size).toBeGreaterThan(0);
    for (const reason of acknowledged) expect(present.has(reason), `${reason} was answered 2xx`).toBe(true);
    for (const reason of present) expect(sent.has(reason)).toBe(true);
    // No half filing: every request has its history.
    for (const r of rows) expect(r.events, r.reason).toBe(1);
    expect(rows.length).toBe(present.size);

    const dbPid = serverInfo(dataDir).pid;
    s.proc.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(alive(dbPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(false);
  });

  it('the first start takes a verified backup; npm run backup beside the running server; npm run restore into an empty folder; a migration is preceded by a backup', async () => {
    const dataDir = path.join(tmp, 'first');
    const backups = `${dataDir}-backups`;
    const s = await startServer(dataDir);
    await ready(s);
    await until(() => fs.existsSync(backups) && fs.readdirSync(backups).some((f) => f.endsWith('.sql.gz')), 30_000);
    const [first] = fs.readdirSync(backups);
    expect(fs.statSync(path.join(backups, first)).mode & 0o777).toBe(0o600);

    // Something to find after the restore.
    const token = await login(s, 1005);
    const filed = await fetch(`${s.base}/api/leave/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ leaveTypeId: 1, startDate: workDays[5], endDate: workDays[5], handoverEmployeeId: null, shiftId: null, reason: 'kept by the backup', halfDay: 'none' }),
    });
    expect(filed.status).toBe(200);

    const cli = (name: string, args: string[], env: Record<string, string>) =>
      spawnSync(process.execPath, [path.join(outdir, `${name}.js`), ...args], { cwd: tmp, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
    const backup = cli('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backups });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/the server is running: a consistent snapshot is read beside it/);
    const file = path.join(backups, /(hr-backup-[^:\s]+\.sql\.gz): \d+ tables/.exec(backup.stdout)![1]);
    expect(fs.existsSync(file)).toBe(true);
    // Restoring over the running server's folder is refused.
    const busy = cli('restore', [file], { DATA_DIR: dataDir });
    expect(busy.status).toBe(1);
    expect(busy.stderr).toMatch(/The server is running on .* Stop it first/);

    const dbPid = serverInfo(dataDir).pid;
    s.proc.kill('SIGINT');
    expect(await s.exited).toBe(0);
    expect(alive(dbPid)).toBe(false);

    // Into an empty folder: every table's rows printed; a folder with data needs --force.
    const target = path.join(tmp, 'restored');
    const restore = cli('restore', [file], { DATA_DIR: target });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/It is complete: made .*, \d+ tables, \d+ rows/);
    expect(restore.stdout).toMatch(/public\.leave_requests\s+1\n/);
    expect(restore.stdout).toMatch(/every count equal to the backup's/);
    const again = cli('restore', [file], { DATA_DIR: target });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/holds data\. Restore into an empty data folder .*--force/);
    const forced = cli('restore', [file, '--force'], { DATA_DIR: target });
    expect(forced.status, forced.stderr).toBe(0);
    expect(fs.readdirSync(tmp).some((f) => f.startsWith('restored-replaced-'))).toBe(true);

    // The restored folder serves the same data.
    const r = await startServer(target, { BACKUP_DIR: path.join(tmp, 'restored-backups') });
    await ready(r);
    const mine = (await (await fetch(`${r.base}/api/leave/requests`, { headers: { authorization: `Bearer ${await login(r, 1005)}` } })).json()) as { items: { reason: string }[] };
    expect(mine.items.map((i) => i.reason)).toContain('kept by the backup');

    // A release with a migration to apply (the last one undone here): a verified backup is taken before it runs.
    // The undo is the newest migration's own: a new migration must bring its undo here (the test says so).
    expect(newestMigration, 'store.test.ts undoes the newest migration by hand: write the undo of the new one in UNDO_NEWEST').toBe(UNDO_NEWEST.tag);
    await query(urlOf(target), `${UNDO_NEWEST.sql}; delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    r.proc.kill('SIGTERM');
    expect(await r.exited).toBe(0);
    const migrated = await startServer(target, { BACKUP_DIR: path.join(tmp, 'restored-backups') });
    await ready(migrated);
    expect(migrated.output()).toMatch(/migrations to apply: taking a backup first/);
    const runs = await query<{ trigger: string; ok: boolean }>(urlOf(target), `select trigger, ok from backup_runs`);
    expect(runs).toContainEqual({ trigger: 'before_migration', ok: true });
    migrated.proc.kill('SIGTERM');
    expect(await migrated.exited).toBe(0);

    // With DATABASE_URL both commands work on that server: restore wants an empty database or --force.
    const name = `hr_cli_${process.pid}`;
    await query(inject('adminUrl'), `create database ${name}`);
    try {
      const db = databaseUrl(inject('adminUrl'), name);
      const intoServer = cli('restore', [file], { DATABASE_URL: db });
      expect(intoServer.status, intoServer.stderr).toBe(0);
      expect(intoServer.stdout).toMatch(/public\.leave_requests\s+1\n/);
      const refused = cli('restore', [file], { DATABASE_URL: db });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/The database at DATABASE_URL holds data/);
      expect(cli('restore', [file, '--force'], { DATABASE_URL: db }).status).toBe(0);
      const fromServer = cli('backup', [], { DATABASE_URL: db, BACKUP_DIR: path.join(tmp, 'server-backups') });
      expect(fromServer.status, fromServer.stderr).toBe(0);
      expect(fs.readdirSync(path.join(tmp, 'server-backups')).filter((f) => f.endsWith('.sql.gz'))).toHaveLength(1);
    } finally {
      await query(inject('adminUrl'), `drop database if exists ${name} with (force)`);
    }
  });

  it('moves a PGlite data folder of the previous release into PostgreSQL on start: every table compared, the old folder kept', async () => {
    const dataDir = path.join(tmp, 'upgrade');
    fs.mkdirSync(dataDir);
    execFileSync('tar', ['xzf', path.join(serverRoot, 'src/test/fixtures/pglite-release-0.1.0.tar.gz'), '-C', dataDir]);
    // What the old folder holds, read with the PGlite it was written by.
    const { PGlite } = await import('@electric-sql/pglite');
    const copy = path.join(tmp, 'upgrade-copy');
    fs.cpSync(dataDir, copy, { recursive: true });
    const old = new PGlite({ dataDir: copy });
    const tables = (await old.query<{ t: string }>(`select schemaname || '.' || tablename as t from pg_tables where schemaname in ('public', 'drizzle') order by 1`)).rows.map((r) => r.t);
    const before: Record<string, number> = {};
    for (const t of tables) before[t] = Number((await old.query<{ n: number }>(`select count(*) as n from ${t.replace(/^(\w+)\.(\w+)$/, '"$1"."$2"')}`)).rows[0].n);
    await old.close();
    expect(before['public.employees']).toBe(15);

    const s = await startServer(dataDir);
    await ready(s);
    const kept = fs.readdirSync(tmp).filter((f) => f.startsWith('upgrade-pglite-'));
    expect(kept).toHaveLength(1);
    expect(fs.existsSync(path.join(tmp, kept[0], 'PG_VERSION'))).toBe(true);
    expect(s.output()).toMatch(/written by the previous release/);
    expect(s.output()).toMatch(/Upgrade done/);
    expect(fs.readdirSync(`${dataDir}-backups`).some((f) => f.endsWith('-pglite.sql.gz'))).toBe(true);

    const url = urlOf(dataDir);
    for (const t of tables) {
      const [{ n }] = await query<{ n: string }>(url, `select count(*) as n from ${t.replace(/^(\w+)\.(\w+)$/, '"$1"."$2"')}`);
      // Every migration since 0.1.0 is applied; every other table keeps its rows.
      expect(Number(n), t).toBe(t === 'drizzle.__drizzle_migrations' ? journal.length : before[t]);
    }
    // The people sign in with their passwords, and their requests are there.
    const token = await login(s, 1005);
    const mine = (await (await fetch(`${s.base}/api/leave/requests`, { headers: { authorization: `Bearer ${token}` } })).json()) as { items: { reason: string; state: string }[] };
    expect(mine.items).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'Family visit before the upgrade', state: 'requested' })]));
    // New rows continue the old sequences.
    const [{ max }] = await query<{ max: number }>(url, 'select max(id) as max from leave_requests');
    const filed = await fetch(`${s.base}/api/leave/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ leaveTypeId: 1, startDate: workDays[20], endDate: workDays[20], handoverEmployeeId: null, shiftId: null, reason: 'after the upgrade', halfDay: 'none' }),
    });
    expect(filed.status).toBe(200);
    expect(((await filed.json()) as { id: number }).id).toBe(max + 1);
    s.proc.kill('SIGTERM');
    expect(await s.exited).toBe(0);

    // The second start finds the new store and leaves the kept folder alone.
    const again = await startServer(dataDir);
    await ready(again);
    expect(again.output()).not.toMatch(/previous release/);
    again.proc.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('a data folder that cannot be written stops the start with a clear message', async () => {
    const blocker = path.join(tmp, 'a-file');
    fs.writeFileSync(blocker, 'x');
    const s = await startServer(path.join(blocker, 'data'));
    expect(await s.exited).toBe(1);
    expect(s.output()).toMatch(/Cannot start: The data folder .*a-file\/data is not writable/);
    if (process.getuid?.() === 0) {
      // A read-only file system, as a disk remounted read-only after an error.
      const ro = path.join(tmp, 'read-only');
      fs.mkdirSync(ro);
      expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', ro]).status).toBe(0);
      try {
        const r = await startServer(ro);
        expect(await r.exited).toBe(1);
        expect(r.output()).toMatch(/Cannot start: The data folder .*read-only is not writable \(EROFS\)/);
      } finally {
        spawnSync('umount', [ro]);
      }
    }
  });
});
