// What `npm start`, `npm run backup` and `npm run restore` do first: install what is missing and
// build what is stale (only when a source is newer than its output).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

/** Installs and builds what is stale; `web: false` for the command-line tools, which need only the server. */
export function prepare({ web = true } = {}) {
// 1. Dependencies.
const installed = mtime(path.join(root, 'node_modules/.package-lock.json'));
if (!installed || mtime(path.join(root, 'package-lock.json')) > installed) {
  run(['install', '--no-audit', '--no-fund'], 'installing dependencies');
}

// 2. Builds, only when a source is newer than its output.
const shared = ['packages/shared/src', 'packages/shared/package.json'];
const webOut = mtime(path.join(root, 'apps/web/dist/index.html'));
if (web && (!webOut || newest(['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', ...shared]) > webOut)) {
  run(['run', 'build', '-w', '@hr/web'], 'building the web app');
}
const serverOut = mtime(path.join(root, 'apps/server/dist/index.js'));
if (!serverOut || newest(['apps/server/src', 'apps/server/drizzle', 'apps/server/build.mjs', ...shared]) > serverOut) {
  run(['run', 'build', '-w', '@hr/server'], 'building the server');
}
}
