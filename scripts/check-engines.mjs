#!/usr/bin/env node
// Every installed package supports the Node.js this project states (package.json engines.node):
// npm only warns (EBADENGINE) when one does not, and a first `npm install` full of warnings looks
// broken. Versions that need a newer Node are pinned or overridden in package.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const stated = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const lowest = semver.minVersion(stated).version;
const bad = [];
for (const [where, p] of Object.entries(lock.packages)) {
  const wants = p.engines?.node;
  if (!where || !wants) continue;
  if (typeof wants === 'string' && !semver.satisfies(lowest, wants, { includePrerelease: true })) bad.push(`${where.replace(/^.*node_modules\//, '')}@${p.version} wants node ${wants}`);
}
if (bad.length) {
  console.error(`These packages do not support Node ${lowest} (package.json says ${stated}):\n  ${bad.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every locked package supports Node ${lowest} (${stated}).`);
