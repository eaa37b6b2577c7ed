import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackup } from '../../db/backup-file.js';
import { takeBackup } from '../../db/backup.js';
import { databaseHasData, restoreBackup } from '../../db/restore.js';
import { demoWorkDay, demoWorkDays, testYear } from '../../test/dates.js';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.js';
import { startBackupSchedule } from './index.js';

/** Backups that restore, and restores that refuse what they cannot trust. */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-backup-test-'));
let t: TestApp;
let token = (code: number) => Promise.resolve(`${code}`);
const YEAR = testYear();

async function counts(t: TestApp): Promise<Record<string, number>> {
  const tables = await t.database.pool.query<{ t: string }>(`select schemaname || '.' || tablename as t from pg_tables where schemaname in ('public', 'drizzle') order by 1`);
  const out: Record<string, number> = {};
  for (const { t: name } of tables.rows) {
    const [s, n] = name.split('.');
    out[name] = Number((await t.database.pool.query(`select count(*) as n from "${s}"."${n}"`)).rows[0].n);
  }
  return out;
}

/** Every person's balances, as HR's report shows them. */
async function balances(t: TestApp): Promise<unknown> {
  const { token: hr } = await t.login(1001);
  const res = await t.as(hr).get(`/api/reports/balances?year=${YEAR}&pageSize=100`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The backup's text, changed by `edit`, gzipped again into a new file. */
let edits = 0;
function rewrite(file: string, edit: (text: string) => string): string {
  const out = path.join(tmp, `edited-${++edits}.sql.gz`);
  fs.writeFileSync(out, zlib.gzipSync(edit(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'))));
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  const cache = new Map<number, string>();
  token = async (code) => cache.get(code) ?? (cache.set(code, (await t.login(code)).token), cache.get(code)!);
  // Something of every kind a real day leaves: a request with its history, a balance adjustment.
  const filed = await t.as(await token(1005)).post('/api/leave/requests', {
    leaveTypeId: 1,
    startDate: demoWorkDays(`${YEAR + 1}-01-13`, 2)[0],
    endDate: demoWorkDays(`${YEAR + 1}-01-13`, 2)[1],
    handoverEmployeeId: null,
    shiftId: null,
    reason: 'Before the backup «نسخة»\ttab and\nnew line',
    halfDay: 'none',
  });
  expect(filed.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let file = '';

  it('writes a compressed, verified backup with mode 0600, and keeps the newest BACKUP_KEEP', async () => {
    const dir = path.join(tmp, 'keep');
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await takeBackup(t.database.pool, { dir, keep: 2 }));
    for (const o of outcomes) expect(o).toMatchObject({ ok: true, error: null });
    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual([outcomes[1].file, outcomes[2].file].sort());
    file = path.join(dir, outcomes[2].file!);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const summary = await readBackup(file);
    expect(summary.tables['public.leave_requests']).toBeGreaterThan(0);
    expect(summary.tables['public.employees']).toBe((await counts(t))['public.employees']);
    // gzip: the file is much smaller than its text.
    expect(zlib.gunzipSync(fs.readFileSync(file)).length).toBeGreaterThan(3 * fs.statSync(file).size);
  });

  it('backup → empty database → restore: the same rows in every table, the same balances, and new rows get new ids', async () => {
    const target = await openTestDatabase({ empty: true });
    const result = await restoreBackup(file, target.url);
    for (const c of result.counts) expect(c.restored, c.table).toBe(c.backup);
    const restored = await createTestApp({}, { database: target });
    try {
      expect(await counts(restored)).toEqual(await counts(t));
      expect(await balances(restored)).toEqual(await balances(t));
      const { token: omar } = await restored.login(1005);
      const mine = (await restored.as(omar).get('/api/leave/requests')).json() as { items: { reason: string }[] };
      expect(mine.items.map((i) => i.reason)).toContain('Before the backup «نسخة»\ttab and\nnew line');
      // The sequences came along: a new filing does not collide with a restored id.
      const again = await restored.as(omar).post('/api/leave/requests', {
        leaveTypeId: 1,
        startDate: demoWorkDay(`${YEAR + 1}-02-10`),
        endDate: demoWorkDay(`${YEAR + 1}-02-10`),
        handoverEmployeeId: null,
        shiftId: null,
        reason: 'After the restore',
        halfDay: 'none',
      });
      expect(again.statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('refuses a truncated, a corrupt, a foreign and a newer backup with a clear message, and changes nothing', async () => {
    const target = await openTestDatabase({ empty: true });
    try {
      const bytes = fs.readFileSync(file);
      const truncated = path.join(tmp, 'truncated.sql.gz');
      fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const corrupt = path.join(tmp, 'corrupt.sql.gz');
      const flipped = Buffer.from(bytes);
      for (let i = 200; i < 260; i++) flipped[Math.floor(flipped.length / 2) + i] ^= 0xff;
      fs.writeFileSync(corrupt, flipped);
      // gzip's checksum of the whole file wrong (zlib says 'incorrect data check'), wherever the stream reports it.
      const badCheck = path.join(tmp, 'bad-check.sql.gz');
      const checked = Buffer.from(bytes);
      checked[checked.length - 8] ^= 0xff;
      fs.writeFileSync(badCheck, checked);
      const foreign = path.join(tmp, 'foreign.sql.gz');
      fs.writeFileSync(foreign, zlib.gzipSync('select 1;\n'));
      const newer = rewrite(file, (text) =>
        text.replace(/"migrations":\[/, '"migrations":[').replace(/("migrations":\[.*?)\]/, `$1,{"hash":"abc","createdAt":${Date.now() + 10 ** 9}}]`),
      );
      const shortRows = rewrite(file, (text) => text.replace(/\n(\d+\t[^\n]*\n)\\\.\n-- rows \{"table":"public\.sites"/, '\n\\.\n-- rows {"table":"public.sites"'));

      await expect(restoreBackup(truncated, target.url)).rejects.toThrow(/truncated\.sql\.gz is not a complete backup .*Nothing was changed/);
      await expect(restoreBackup(corrupt, target.url)).rejects.toThrow(/is not a complete backup .*Nothing was changed/);
      await expect(restoreBackup(badCheck, target.url)).rejects.toThrow(/is not a complete backup .*Nothing was changed/);
      await expect(restoreBackup(foreign, target.url)).rejects.toThrow(/not a backup of this product/);
      await expect(restoreBackup(newer, target.url)).rejects.toThrow(/made by a newer release .*Nothing was changed/);
      await expect(restoreBackup(shortRows, target.url)).rejects.toThrow(/public\.sites has \d+ rows where \d+ were written/);
      await expect(restoreBackup(path.join(tmp, 'nope.sql.gz'), target.url)).rejects.toThrow(/does not exist/);
      expect(await databaseHasData(target.url)).toBe(false);
      // A database that holds data is refused too.
      await expect(restoreBackup(file, (await openTestDatabase()).url)).rejects.toThrow(/not empty/);
    } finally {
      await target.drop();
    }
  });
});

describe('backups nobody has to remember, and what HR sees', () => {
  const canMount = process.getuid?.() === 0 && spawnSync('mount', ['--version']).status === 0;

  it('takes the first backup soon after the start; HR sees its time and result', async () => {
    const dir = path.join(tmp, 'scheduled');
    const log = { info() {}, warn() {}, error() {} };
    const schedule = startBackupSchedule(t.database.db, t.database.pool, { BACKUP_DIR: dir, BACKUP_KEEP: 14 }, log, { firstAfterMs: 0, checkEveryMs: 60_000 });
    for (let i = 0; i < 200 && (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.sql.gz')).length : 0) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await schedule.stop();
    const status = (await t.as(await token(1001)).get('/api/hr/backups')).json();
    expect(status).toMatchObject({ attention: 'ok', keep: expect.any(Number), running: false, last: { ok: true, trigger: 'first_start', errorCode: null } });
    expect(status.last.file).toMatch(/^hr-backup-.+\.sql\.gz$/);
    // Nobody but HR.
    expect((await t.as(await token(1005)).get('/api/hr/backups')).statusCode).toBe(403);
    expect((await t.as(await token(1003)).post('/api/hr/backups')).statusCode).toBe(403);
  });

  it('an unwritable backup folder: a clear error in the log and on HR\'s settings, while the portal keeps serving', async () => {
    const blocker = path.join(tmp, 'a-file');
    fs.writeFileSync(blocker, 'x');
    const t2 = await createTestApp({ BACKUP_DIR: path.join(blocker, 'backups') });
    try {
      const { token: hr } = await t2.login(1001);
      expect((await t2.as(hr).post('/api/hr/backups')).statusCode).toBe(202);
      let status = (await t2.as(hr).get('/api/hr/backups')).json();
      for (let i = 0; i < 100 && (status.running || !status.last); i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = (await t2.as(hr).get('/api/hr/backups')).json();
      }
      expect(status).toMatchObject({ attention: 'failed', last: { ok: false, trigger: 'manual', errorCode: 'BACKUP_DIR_UNWRITABLE', file: null } });
      expect(status.last.error).toContain(path.join(blocker, 'backups'));
      expect((await t2.as(hr).get('/api/shell')).statusCode).toBe(200);
      // A folder where mkdir answers ENOENT under an existing parent (/proc): Node's recursive mkdir spun for ever there.
      if (fs.existsSync('/proc/self')) expect(await takeBackup(t2.database.pool, { dir: '/proc/hr-nope/backups', keep: 14 })).toMatchObject({ ok: false, error: expect.stringMatching(/^BACKUP_DIR_UNWRITABLE: .*\/proc\/hr-nope\/backups/) });
    } finally {
      await t2.close();
    }
  });

  it.runIf(canMount)('a full disk: the backup fails with BACKUP_DISK_FULL and leaves no half file', async () => {
    const mnt = path.join(tmp, 'small-disk');
    fs.mkdirSync(mnt);
    expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mnt]).status).toBe(0);
    try {
      // A disk with room for a few kilobytes, as a USB stick that filled up.
      fs.writeFileSync(path.join(mnt, 'filler'), Buffer.alloc(60 * 1024));
      const o = await takeBackup(t.database.pool, { dir: mnt, keep: 14 });
      expect(o).toMatchObject({ ok: false, file: null });
      expect(o.error).toMatch(/^BACKUP_DISK_FULL: The disk of the backup folder .* is full/);
      expect(fs.readdirSync(mnt)).toEqual(['filler']);
    } finally {
      spawnSync('umount', [mnt]);
    }
  });

  it('two backups at once: one writes, the other is told one is running', async () => {
    const dir = path.join(tmp, 'parallel');
    const [a, b] = await Promise.all([takeBackup(t.database.pool, { dir, keep: 14 }), takeBackup(t.database.pool, { dir, keep: 14 })]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    expect([a.skipped, b.skipped].filter(Boolean)).toHaveLength(1);
  });
});
