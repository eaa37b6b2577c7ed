#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
//   engines (every package supports our Node) -> types and lint (side by side: each keeps one core
//   busy) -> unit + API tests (embedded PostgreSQL, and a PostgreSQL server when TEST_DATABASE_URL is
//   set) -> build -> browser tests in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A step, or steps run at the same time (their output kept apart, each printed when it ends). */
const steps = [
  ['engines', 'node', ['scripts/check-engines.mjs']],
  [
    ['types', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npm', ['test', '-w', '@hr/e2e']],
];
const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.some((o) => name.startsWith(o));
const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

function fail(name, status) {
  console.error(`\n${name} failed (exit ${status}).`);
  process.exit(typeof status === 'number' && status ? status : 1);
}

/** Runs side by side; each one's output is printed whole when it ends, so two logs never interleave. */
async function together(group) {
  const runs = group.map(([name, cmd, args]) => {
    const t0 = Date.now();
    let out = '';
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    return new Promise((resolve) => child.on('close', (code, signal) => resolve({ name, code: code ?? signal, out, took: seconds(t0) })));
  });
  const results = await Promise.all(runs);
  for (const r of results) {
    console.log(`\n=== ${r.name} ===\n${r.out}`);
    if (r.code !== 0) fail(r.name, r.code);
    console.log(`=== ${r.name}: ok in ${r.took} s ===`);
  }
}

for (const step of steps) {
  if (Array.isArray(step[0])) {
    const group = step.filter(([name]) => wanted(name));
    if (group.length) await together(group);
    continue;
  }
  const [name, cmd, args] = step;
  if (!wanted(name)) continue;
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) fail(name, r.status ?? r.signal);
  console.log(`=== ${name}: ok in ${seconds(t0)} s ===`);
}
