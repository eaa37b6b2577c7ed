#!/usr/bin/env node
// `npm run backup` and `npm run restore -- <file> [--force]`: the server's command-line tools,
// built first when a source changed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { prepare, root } from './prepare.mjs';

const [name, ...args] = process.argv.slice(2);
prepare({ web: false });
const r = spawnSync(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist', `${name}.js`), ...args], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
