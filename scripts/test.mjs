#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
//   engines (every package supports our Node) -> types -> lint -> unit + API tests (embedded PostgreSQL, and a PostgreSQL server when
//   TEST_DATABASE_URL is set) -> build -> browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['engines', 'node', ['scripts/check-engines.mjs']],
  ['types', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npm', ['test', '-w', '@hr/e2e']],
];
const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n${name} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
  console.log(`=== ${name}: ok in ${((Date.now() - t0) / 1000).toFixed(1)} s ===`);
}
