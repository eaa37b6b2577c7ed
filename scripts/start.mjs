#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the server (which starts
// its PostgreSQL in ./data, migrates and, on the first run, loads the demo organisation). A
// second start on a built tree skips straight to the server.
import { spawn } from 'node:child_process';
import { prepare, root } from './prepare.mjs';

prepare();

// Serve. Signals go to the server so it shuts down cleanly.
// A larger young generation: a busy API allocates many short-lived objects, and fewer
// scavenges mean fewer pauses in the tail latency (measured in bench/foundation.mjs).
const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=32', 'apps/server/dist/index.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
