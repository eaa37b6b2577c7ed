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

/** The folder must be writable by us, and reachable and writable by the user PostgreSQL runs as. */
export function checkDataDir(dataDir: string, user: { uid: number; gid: number } | undefined): void {
  try {
    makeDirs(dataDir);
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'x');
    fs.rmSync(probe);
  } catch (err) {
    throw new DataDirError(`The data folder ${dataDir} is not writable (${(err as NodeJS.ErrnoException).code ?? String(err)}). Give this user write access to it, or set DATA_DIR to a folder that is.`);
  }
  if (!user) return;
  const pgdata = path.join(dataDir, 'pg');
  if (!fs.existsSync(pgdata)) fs.mkdirSync(pgdata, { mode: 0o700 });
  // A cluster copied or restored by root (cp -r, a backup tool) belongs to root: give it back.
  if (fs.statSync(pgdata).uid !== user.uid) chownTree(pgdata, user);
  fs.chownSync(pgdata, user.uid, user.gid);
  // The data folder itself only needs to be passable (0711: no listing); its password file stays 0600.
  if ((fs.statSync(dataDir).mode & 0o001) === 0) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o011);
  // Which folder on the way, if any, the postgres user cannot enter.
  const walk = `const fs=require('fs'),p=require('path');let d=${JSON.stringify(pgdata)};const parts=[];while(true){parts.unshift(d);const u=p.dirname(d);if(u===d)break;d=u}for(const x of parts){try{fs.accessSync(x,fs.constants.X_OK)}catch{process.stdout.write(x);process.exit(1)}}`;
  const reach = spawnSync(process.execPath, ['-e', walk], { uid: user.uid, gid: user.gid, encoding: 'utf8' });
  if (reach.status !== 0) {
    const blocked = reach.stdout.trim() || pgdata;
    throw new DataDirError(
      `PostgreSQL runs as the \`postgres\` user (this process is root), and that user cannot enter ${blocked}. ` +
        `Either let it pass through (\`chmod o+x ${blocked}\`: it can then reach the folders below, not list them), set DATA_DIR to a folder it can reach ` +
        `(e.g. /var/lib/hr-leave-tracker), or run npm start as a normal user.`,
    );
  }
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
