// Bundles the server (and the TypeScript of @hr/shared) into dist/index.js; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => d !== '@hr/shared');

await build({
  entryPoints: { index: 'src/index.ts', 'demo-large': 'src/cli/demo-large.ts', backup: 'src/cli/backup.ts', restore: 'src/cli/restore.ts' },
  // SERVER_OUTDIR lets a second build (another browser-test run) sit beside dist/ without touching it.
  outdir: process.env.SERVER_OUTDIR ?? 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/index.js (and dist/demo-large.js)');
