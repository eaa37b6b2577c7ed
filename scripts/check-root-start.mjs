#!/usr/bin/env node
// `npm start` as most fresh servers meet it: as root, the project cloned under a 0700 home. A
// clone of this checkout in a new 0700 folder starts with `node scripts/start.mjs` and must reach
// the sign-in page; then it stops and everything it made is removed. The clone borrows this
// checkout's installed packages and builds (linked and copied, dated so that `npm start` finds
// nothing to install or build): what differs as root is the database's folder (outside the
// home, owned by the postgres user), the binaries the postgres user runs, the migrations and the
// demo, and the page, and that is what runs here. Not root: nothing to check.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.getuid?.() !== 0) {
  console.log('Not root: the root start is not checked here.');
  process.exit(0);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-newcomer-'));
fs.chmodSync(home, 0o700);
const project = path.join(home, 'hr-leave-tracker');
let child;
let clusterHome;
const t0 = Date.now();
try {
  const clone = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, project], { stdio: 'inherit' });
  if (clone.status !== 0) throw new Error('git clone failed');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
  for (const dist of ['apps/web/dist', 'apps/server/dist']) fs.cpSync(path.join(root, dist), path.join(project, dist), { recursive: true });
  // Sources as old as the installed packages and older than the builds: nothing to install or build.
  const old = new Date('2000-01-01T00:00:00Z');
  const age = (p) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.isDirectory()) {
      if (['node_modules', 'dist', '.git'].includes(path.basename(p))) return;
      for (const f of fs.readdirSync(p)) age(path.join(p, f));
    }
    fs.utimesSync(p, old, old);
  };
  age(project);

  const port = await freePort();
  // As a newcomer starts it: its own database in ./data (no DATABASE_URL, no DATA_DIR).
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_HISTORY: 'off', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: project, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let page = '';
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/hrportal`);
      if (res.ok) {
        page = await res.text();
        break;
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!/<html/i.test(page)) throw new Error('the sign-in page was not served');
  const link = path.join(project, 'data', 'pg');
  if (!fs.lstatSync(link).isSymbolicLink()) throw new Error(`${link} is no link to a cluster outside the home`);
  clusterHome = path.dirname(fs.readlinkSync(link));
  if ((fs.statSync(home).mode & 0o777) !== 0o700) throw new Error('the home was opened to others');
  child.kill('SIGINT');
  await exited;
  console.log(`As root under a 0700 home: the sign-in page after ${((Date.now() - t0) / 1000).toFixed(1)} s; the database in ${clusterHome}.`);
} finally {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(home, { recursive: true, force: true });
  if (clusterHome) fs.rmSync(clusterHome, { recursive: true, force: true });
}
