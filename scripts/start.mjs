#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the server (which
// migrates and, on the first run, loads the demo organisation). A second start on a built
// tree skips straight to the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args, label) => {
  console.log(`> ${label}`);
  const r = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const mtime = (p) => {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return 0;
  }
};

/** Newest modification time of the files under the given paths. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      const base = path.basename(p);
      if (base === 'node_modules' || base === 'dist') return;
      for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return max;
}

// 1. Dependencies.
const installed = mtime(path.join(root, 'node_modules/.package-lock.json'));
if (!installed || mtime(path.join(root, 'package-lock.json')) > installed) {
  run(['install', '--no-audit', '--no-fund'], 'installing dependencies');
}

// 2. Builds, only when a source is newer than its output.
const shared = ['packages/shared/src', 'packages/shared/package.json'];
const webOut = mtime(path.join(root, 'apps/web/dist/index.html'));
if (!webOut || newest(['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', ...shared]) > webOut) {
  run(['run', 'build', '-w', '@hr/web'], 'building the web app');
}
const serverOut = mtime(path.join(root, 'apps/server/dist/index.js'));
if (!serverOut || newest(['apps/server/src', 'apps/server/drizzle', 'apps/server/build.mjs', ...shared]) > serverOut) {
  run(['run', 'build', '-w', '@hr/server'], 'building the server');
}

// 3. Serve. Signals go to the server so it shuts down cleanly.
// A larger young generation: a busy API allocates many short-lived objects, and fewer
// scavenges mean fewer pauses in the tail latency (measured in bench/foundation.mjs).
const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=32', 'apps/server/dist/index.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
