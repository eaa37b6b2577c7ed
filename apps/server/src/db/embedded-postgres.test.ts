import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, query } from '../test/processes.js';
import { type EmbeddedServer, runningServer, startEmbeddedPostgres } from './embedded-postgres.js';

const quiet = { info() {}, warn() {}, error() {} };

/** The default store: a real PostgreSQL server in DATA_DIR, durable, supervised. */
describe('embedded PostgreSQL', { timeout: 120_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-embedded-'));
  fs.chmodSync(dir, 0o711);
  let server: EmbeddedServer | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates a cluster with fsync, synchronous commit and full-page writes on, on loopback only, with a password kept in the data folder', async () => {
    server = await startEmbeddedPostgres({ dataDir: dir, log: quiet });
    const rows = await query<{ name: string; setting: string }>(
      server.url,
      "select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'listen_addresses', 'unix_socket_directories', 'data_checksums')",
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, r.setting]))).toEqual({
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
      listen_addresses: '127.0.0.1',
      unix_socket_directories: '',
      data_checksums: 'on',
    });
    expect(fs.statSync(path.join(dir, 'password')).mode & 0o777).toBe(0o600);
    expect(runningServer(dir)?.port).toBe(server.port);
    // A wrong password is refused: the server is not open to anyone on the machine.
    await expect(query(server.url.replace(/:[^:@]+@/, ':wrong@'), 'select 1')).rejects.toThrow(/password/);
  });

  it('starts the database again when it is killed under the app, and keeps what was committed', async () => {
    await query(server!.url, 'create table kept (n int); insert into kept values (42)');
    const before = server!.pid()!;
    process.kill(before, 'SIGKILL');
    let after: number | undefined;
    for (let i = 0; i < 300; i++) {
      after = server!.pid();
      if (after && after !== before && runningServer(dir)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(after).not.toBe(before);
    expect(await query<{ n: number }>(server!.url, 'select n from kept')).toEqual([{ n: 42 }]);
  });

  it('stops the database on stop(), leaving no process behind, and starts again on the same data', async () => {
    const pid = server!.pid()!;
    await server!.stop();
    expect(alive(pid)).toBe(false);
    expect(runningServer(dir)).toBeUndefined();
    server = await startEmbeddedPostgres({ dataDir: dir, log: quiet });
    expect(await query<{ n: number }>(server.url, 'select n from kept')).toEqual([{ n: 42 }]);
  });

  it('refuses to start a second server on a folder another running portal uses', async () => {
    // This process runs the first one: pretend the second start comes from another process.
    const file = path.join(dir, 'server.json');
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { appPid: number };
    fs.writeFileSync(file, JSON.stringify({ ...info, appPid: process.ppid }));
    await expect(startEmbeddedPostgres({ dataDir: dir, log: quiet })).rejects.toThrow(/Another HR Leave Tracker \(process \d+\) is running on/);
    fs.writeFileSync(file, JSON.stringify(info));
  });

  it('refuses a data folder it cannot write with a clear message', async () => {
    const file = path.join(dir, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    await expect(startEmbeddedPostgres({ dataDir: path.join(file, 'data'), log: quiet })).rejects.toThrow(/data folder .* is not writable/);
  });
});

/**
 * `npm start` as root with the project under /root (0700), the most common fresh server: the
 * cluster lives in a folder of its own the postgres user owns, `<data>/pg` links to it, and the
 * user's home is not opened to anyone.
 */
describe.runIf(process.getuid?.() === 0)('as root, with the data folder where the postgres user cannot pass', { timeout: 120_000 }, () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-roothome-'));
  fs.chmodSync(home, 0o700);
  const dir = path.join(home, 'project', 'data');
  const clusters = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-clusters-'));
  fs.chmodSync(clusters, 0o755);
  const before = process.env.HR_CLUSTER_ROOT;
  process.env.HR_CLUSTER_ROOT = clusters;
  let server: EmbeddedServer | undefined;
  afterAll(async () => {
    await server?.stop();
    process.env.HR_CLUSTER_ROOT = before;
    if (before === undefined) delete process.env.HR_CLUSTER_ROOT;
    fs.rmSync(home, { recursive: true, force: true });
    fs.rmSync(clusters, { recursive: true, force: true });
  });

  it('starts with the cluster in a folder the postgres user owns, linked from the data folder, and keeps its data across starts', async () => {
    server = await startEmbeddedPostgres({ dataDir: dir, log: quiet });
    await query(server.url, 'create table kept (n int); insert into kept values (7)');
    const link = path.join(dir, 'pg');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    const target = fs.readlinkSync(link);
    expect(target.startsWith(clusters)).toBe(true);
    expect(fs.statSync(target).uid).not.toBe(0);
    expect(fs.statSync(target).mode & 0o777).toBe(0o700);
    // Nothing of the home was opened: still 0700, the password still 0600.
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, 'password')).mode & 0o777).toBe(0o600);
    await server.stop();
    server = await startEmbeddedPostgres({ dataDir: dir, log: quiet });
    expect(await query<{ n: number }>(server.url, 'select n from kept')).toEqual([{ n: 7 }]);
    expect(fs.readdirSync(clusters)).toHaveLength(1);
  });
});
