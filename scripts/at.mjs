#!/usr/bin/env node
// Runs a command as if it were another instant:
//
//   node scripts/at.mjs 2028-02-29T23:30+02:00 -- npx vitest run --project server
//
// libfaketime (Debian: apt-get install faketime) is preloaded into the command and everything it
// starts (Node, the embedded PostgreSQL the tests and the server run, Chromium), all with the
// same offset from the real clock (libfaketime's relative form, "-2417s"), so they agree on the
// time and it goes on moving. An absolute start time per process would make the app and its
// database disagree as soon as they start a moment apart (lockouts, the outbox's leases).
//
// A PostgreSQL server that runs outside the command (TEST_DATABASE_URL's) keeps the real time, so
// a run at another instant uses the embedded one only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIBRARY_DIRS = ['/usr/lib/x86_64-linux-gnu/faketime', '/usr/lib/aarch64-linux-gnu/faketime', '/usr/lib/faketime', '/usr/local/lib/faketime'];

/** The libfaketime library on this machine, or null. */
export function libfaketime() {
  for (const dir of LIBRARY_DIRS) {
    const file = path.join(dir, 'libfaketime.so.1');
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** Parses an instant with its offset ("2028-02-29T23:30+02:00", "2027-01-01T22:15Z"); refuses one without. */
export function parseInstant(text) {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    throw new Error(`"${text}" is not an instant with its offset, such as 2028-02-29T23:30+02:00`);
  }
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new Error(`"${text}" is not a valid instant`);
  return ms;
}

/** The environment that makes a process, and every process it starts, live at `instantMs`. */
export function envAt(instantMs, base = process.env) {
  const lib = libfaketime();
  if (!lib) throw new Error('libfaketime is not installed (Debian: apt-get install faketime)');
  const offset = Math.round((instantMs - Date.now()) / 1000);
  return {
    ...base,
    LD_PRELOAD: [lib, base.LD_PRELOAD].filter(Boolean).join(' '),
    FAKETIME: `${offset >= 0 ? '+' : ''}${offset}s`,
    // Timers and timeouts run on the monotonic clock: leave it real, so nothing waits for an offset.
    DONT_FAKE_MONOTONIC: '1',
    // No shared memory between the processes (a relative offset needs none): PostgreSQL runs as
    // another user when started as root, and could not open a semaphore root made.
    FAKETIME_DISABLE_SHM: '1',
    // The instant a run lives at, for its report.
    HR_TEST_INSTANT: new Date(instantMs).toISOString(),
  };
}

/** Runs `cmd args` at the instant; returns its exit status. */
export function runAt(instantMs, cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: envAt(instantMs, opts.env ?? process.env) });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [instant, sep, cmd, ...args] = process.argv.slice(2);
  if (!instant || sep !== '--' || !cmd) {
    console.error('usage: node scripts/at.mjs <instant with offset, e.g. 2028-02-29T23:30+02:00> -- <command> [args…]');
    process.exit(2);
  }
  process.exit(runAt(parseInstant(instant), cmd, args));
}
