// Gzip size of the JS that /hrportal loads first: the entry chunk, its static imports, and
// the sign-in route chunk with its static imports. Run after `vite build`:
//   node apps/web/scripts/measure-first-load.mjs [distDir] [--max=200]
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith('--')) ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const max = Number(args.find((a) => a.startsWith('--max='))?.slice(6) ?? NaN);
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(html)?.[1];
const signIn = readdirSync(assets).find((f) => /^sign-in-[\w-]+\.js$/.test(f));
if (!entry || !signIn) throw new Error('entry or sign-in chunk not found');

const seen = new Set();
function walk(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const src = readFileSync(join(assets, file), 'utf8');
  // Static imports only (`import … from "./x.js"` / `import "./x.js"`), never `import("./x.js")`.
  for (const m of src.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) walk(m[1]);
}
walk(entry);
walk(signIn);

let total = 0;
const rows = [...seen].map((f) => {
  const gz = gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
  total += gz;
  return { f, gz };
});
rows.sort((a, b) => b.gz - a.gz);
for (const { f, gz } of rows) console.log(`${(gz / 1024).toFixed(1).padStart(7)} KiB  ${f}`);
console.log(`first-load JS for /hrportal: ${(total / 1024).toFixed(1)} KiB gzip (${(total / 1000).toFixed(1)} kB)`);
if (Number.isFinite(max) && total / 1024 > max) {
  console.error(`over budget: > ${max} KiB`);
  process.exit(1);
}
