import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makeDirs } from '../lib/make-dirs.js';

/**
 * The default store's data folder (embedded-postgres.ts): who PostgreSQL runs as, whether it can
 * reach and write the folder, the generated password, files written whole and synced.
 */

/** A data folder that cannot be used, said so that an operator knows what to do. */
export class DataDirError extends Error {}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` OS user. */
export function runAs(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const u = id('-u');
  const g = id('-g');
  if (u.status !== 0 || g.status !== 0) {
    throw new DataDirError(
      'PostgreSQL does not run as root, and this machine has no `postgres` user for it. Either run npm start as a normal user, ' +
        'or create the user once (Debian/Ubuntu: `adduser --system --group --home /var/lib/postgresql postgres`; elsewhere `useradd --system postgres`) and start again.',
    );
  }
  return { uid: Number(u.stdout.trim()), gid: Number(g.stdout.trim()) };
}

/**
 * Where a root install keeps its cluster when the postgres user cannot reach the data folder (a
 * project under /root, mode 0700): one folder per data folder below this one, owned by that user.
 */
export const clusterRoot = () => process.env.HR_CLUSTER_ROOT ?? '/var/lib/hr-leave-tracker';

/** The first folder on the way to `target` that `user` cannot enter, or null when it reaches it. */
function blockedFor(target: string, user: { uid: number; gid: number }): string | null {
  const walk = `const fs=require('fs'),p=require('path');let d=${JSON.stringify(target)};const parts=[];while(true){parts.unshift(d);const u=p.dirname(d);if(u===d)break;d=u}for(const x of parts){try{fs.accessSync(x,fs.constants.X_OK)}catch{process.stdout.write(x);process.exit(1)}}`;
  const reach = spawnSync(process.execPath, ['-e', walk], { uid: user.uid, gid: user.gid, encoding: 'utf8' });
  return reach.status === 0 ? null : reach.stdout.trim() || target;
}

/**
 * The folder must be writable by us, and the cluster's folder reachable and writable by the user
 * PostgreSQL runs as. Returns the folder the cluster lives in (its `pg`, the database binaries'
 * copy and initdb's scratch files): the data folder itself, or, for root with the data folder
 * where the postgres user cannot pass (a project under /root, which is 0700), a folder of its
 * own under clusterRoot() owned by that user, with `<data>/pg` a link to it. Nothing of the user's
 * home is opened to others; the data folder stays the one place that names the data (its link,
 * password, backups), and `npm run backup` saves it all.
 */
export function checkDataDir(dataDir: string, user: { uid: number; gid: number } | undefined): string {
  try {
    makeDirs(dataDir);
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'x');
    fs.rmSync(probe);
  } catch (err) {
    throw new DataDirError(`The data folder ${dataDir} is not writable (${(err as NodeJS.ErrnoException).code ?? String(err)}). Give this user write access to it, or set DATA_DIR to a folder that is.`);
  }
  if (!user) return dataDir;
  const pgdata = path.join(dataDir, 'pg');
  // A cluster kept outside the data folder by an earlier start.
  if (fs.lstatSync(pgdata, { throwIfNoEntry: false })?.isSymbolicLink()) {
    const home = path.dirname(path.resolve(dataDir, fs.readlinkSync(pgdata)));
    ownedBy(home, user);
    ownedBy(path.join(home, 'pg'), user);
    return home;
  }
  const blocked = blockedFor(dataDir, user);
  if (blocked && !fs.existsSync(pgdata)) return outsideHome(dataDir, pgdata, user);
  if (blocked) {
    throw new DataDirError(
      `PostgreSQL runs as the \`postgres\` user (this process is root), and that user cannot enter ${blocked}, where the database ${pgdata} is. ` +
        `Either move the data folder somewhere it can reach and set DATA_DIR to it (e.g. /var/lib/hr-leave-tracker), or run npm start as a normal user.`,
    );
  }
  if (!fs.existsSync(pgdata)) fs.mkdirSync(pgdata, { mode: 0o700 });
  // A cluster copied or restored by root (cp -r, a backup tool) belongs to root: give it back.
  if (fs.statSync(pgdata).uid !== user.uid) chownTree(pgdata, user);
  fs.chownSync(pgdata, user.uid, user.gid);
  // The data folder itself only needs to be passable (0711: no listing); its password file stays 0600.
  if ((fs.statSync(dataDir).mode & 0o001) === 0) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o011);
  return dataDir;
}

/** A new cluster folder of its own under clusterRoot(), owned by the postgres user, linked as `<data>/pg`. */
function outsideHome(dataDir: string, pgdata: string, user: { uid: number; gid: number }): string {
  const root = clusterRoot();
  makeDirs(root);
  fs.chmodSync(root, 0o755);
  // A name per data folder, new each time (a data folder set aside by a restore keeps its own).
  const home = path.join(root, `${path.basename(path.dirname(path.resolve(dataDir))).replace(/[^\w.-]/g, '_').slice(0, 40)}-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(home, { mode: 0o700 });
  fs.mkdirSync(path.join(home, 'pg'), { mode: 0o700 });
  ownedBy(home, user);
  ownedBy(path.join(home, 'pg'), user);
  const blocked = blockedFor(path.join(home, 'pg'), user);
  if (blocked) throw new DataDirError(`PostgreSQL runs as the \`postgres\` user, and that user cannot enter ${blocked}. Set HR_CLUSTER_ROOT to a folder it can reach, or run npm start as a normal user.`);
  const tmp = `${pgdata}.link-${process.pid}`;
  fs.symlinkSync(path.join(home, 'pg'), tmp);
  fs.renameSync(tmp, pgdata);
  fsyncDir(dataDir);
  return home;
}

function ownedBy(dir: string, user: { uid: number; gid: number }): void {
  const st = fs.statSync(dir);
  if (st.uid !== user.uid) chownTree(dir, user);
}

function chownTree(dir: string, user: { uid: number; gid: number }): void {
  fs.chownSync(dir, user.uid, user.gid);
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) chownTree(p, user);
    else fs.lchownSync(p, user.uid, user.gid);
  }
}

export function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'password');
  try {
    const p = fs.readFileSync(file, 'utf8').trim();
    if (p) return p;
  } catch {
    /* first start */
  }
  const p = randomBytes(24).toString('base64url');
  writeSecretFile(file, `${p}\n`);
  return p;
}

/** Written to a temporary name, synced, then renamed: never half a file, mode 0600. */
export function writeSecretFile(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w', 0o600);
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  fsyncDir(path.dirname(file));
}

export function fsyncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    /* not supported on this platform */
  }
}
