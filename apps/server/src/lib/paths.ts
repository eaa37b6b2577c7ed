import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found from wherever this code runs: src/, dist/ or a dist/chunks/ file. */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('apps/server not found above ' + fileURLToPath(import.meta.url));
}
