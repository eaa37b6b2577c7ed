#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
//   engines (every package supports our Node) -> types and lint (side by side: each keeps one core
//   busy) -> unit + API tests (embedded PostgreSQL, and a PostgreSQL server when TEST_DATABASE_URL is
//   set) -> build -> browser tests in Chromium.
//
//   In CI (or with TEST_INSTANT=sample, or TEST_INSTANT=<name> from scripts/instants.mjs), the unit
//   tests run at one of the instants that break HR software, a different one each day; the API tests
//   run at now on the PostgreSQL server (its clock is not ours), and again at the instant on the
//   embedded PostgreSQL with TEST_INSTANT_API=1; with TEST_INSTANT_BROWSER=1 a few date-sensitive
//   browser specs run again at that instant after the whole suite at now. `npm run test:instants`
//   runs every date-sensitive suite at every instant.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envAt, libfaketime, parseInstant } from './at.mjs';
import { BROWSER_SPECS, INSTANTS, sampleOf } from './instants.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The instant of this run's date-sensitive suites, or null for now only. */
function chosenInstant() {
  const want = process.env.TEST_INSTANT ?? (process.env.CI ? 'sample' : 'off');
  if (want === 'off') return null;
  if (!libfaketime()) {
    console.warn(`TEST_INSTANT=${want}, but libfaketime is not installed (Debian: apt-get install faketime): every suite runs at now.`);
    return null;
  }
  const instant = want === 'sample' ? sampleOf(1)[0] : INSTANTS.find((x) => x.name === want);
  if (!instant) throw new Error(`TEST_INSTANT=${want} is not one of: sample, off, ${INSTANTS.map((x) => x.name).join(', ')}`);
  return instant;
}
const instant = chosenInstant();
/** The browser specs run again at the instant: three of the date-sensitive ones, a different three each day (CI stays under its 25 minutes). */
const BROWSER_SAMPLE = 3;
const browserSample = () => {
  const day = Math.floor(Date.now() / 86_400_000);
  return Array.from({ length: BROWSER_SAMPLE }, (_, i) => BROWSER_SPECS[(day * BROWSER_SAMPLE + i) % BROWSER_SPECS.length]);
};
/** Options of a step that runs at the instant: libfaketime's environment, no PostgreSQL server of another clock. */
const atInstant = () => ({ env: envAt(parseInstant(instant.at), { ...process.env, TEST_DATABASE_URL: '' }) });

/** A step, or steps run at the same time (their output kept apart, each printed when it ends). */
const steps = [
  ['engines', 'node', ['scripts/check-engines.mjs']],
  [
    ['types', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ],
  ...(instant
    ? [
        // Side by side: the API tests wait on the PostgreSQL server's disk as much as they compute,
        // so the unit tests fill the gaps (287 s together against 150 + 270 s one after the other, on
        // 2 cores). Two API suites side by side gained nothing (503 s against 147 + 378 s).
        [
          ...(process.env.TEST_DATABASE_URL ? [['API tests (PostgreSQL server, now)', 'npx', ['vitest', 'run', '--project', 'server-pg']]] : []),
          // The default store end to end (kill -9 during filings, backup and restore, an upgrade that
          // keeps every row, the newest migration undone and applied again): the PostgreSQL-server
          // suite skips it, and without this step only the sweep over instants ran it.
          ...(process.env.TEST_DATABASE_URL && process.env.TEST_INSTANT_API !== '1' ? [['the default store, end to end', 'npx', ['vitest', 'run', '--project', 'server', 'src/test/store.test.ts']]] : []),
          [`unit tests at ${instant.name} (${instant.at}: ${instant.why})`, 'npx', ['vitest', 'run', '--project', 'shared', '--project', 'web'], atInstant],
          // The build too (the API tests build their own servers into folders of their own).
          ['build', 'npm', ['run', 'build']],
        ],
        // The API suite at the instant only with TEST_INSTANT_API=1 (npm run test:instants runs it at
        // every instant): on CI's 2 cores it took 378 s of the 25 minutes, beside 147 s at now.
        ...(process.env.TEST_INSTANT_API === '1' || !process.env.TEST_DATABASE_URL ? [[`API tests at ${instant.name}`, 'npx', ['vitest', 'run', '--project', 'server'], atInstant]] : []),
      ]
    : [['unit and API tests', 'npx', ['vitest', 'run']], ['build', 'npm', ['run', 'build']]]),
  // As root (CI's case), a clone under a 0700 home starts and serves its sign-in page (about 20 s).
  ['start as root under a 0700 home', 'node', ['scripts/check-root-start.mjs']],
  ['browser tests', 'npm', ['test', '-w', '@hr/e2e']],
  // The browser specs at the instant too with TEST_INSTANT_BROWSER=1 (npm run test:instants runs them all):
  // CI leaves them out to stay under its 25 minutes.
  ...(instant && process.env.TEST_INSTANT_BROWSER === '1'
    ? [[`browser tests at ${instant.name} (${instant.at})`, 'npx', ['playwright', 'test', ...browserSample()], () => ({ ...atInstant(), cwd: path.join(root, 'e2e') })]]
    : []),
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
  const runs = group.map(([name, cmd, args, options]) => {
    const t0 = Date.now();
    let out = '';
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options?.() });
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
  const [name, cmd, args, options] = step;
  if (!wanted(name)) continue;
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options?.() });
  if (r.status !== 0) fail(name, r.status ?? r.signal);
  console.log(`=== ${name}: ok in ${seconds(t0)} s ===`);
}
