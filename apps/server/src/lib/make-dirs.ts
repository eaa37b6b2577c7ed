import fs from 'node:fs';
import path from 'node:path';

/**
 * `mkdir -p` that always ends. Node's own recursive mkdir (20.x) spins for ever, holding the event
 * loop, where mkdir answers ENOENT under a folder that exists, as in /proc (found with
 * BACKUP_DIR=/proc/nope: the portal froze). Here each missing folder is made once, and the
 * operating system's error is thrown as it is.
 */
export function makeDirs(dir: string, mode = 0o777): void {
  const missing: string[] = [];
  for (let d = path.resolve(dir); ; ) {
    let st: fs.Stats | undefined;
    try {
      st = fs.statSync(d);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (st) {
      if (!st.isDirectory()) throw Object.assign(new Error(`ENOTDIR: not a folder, ${d}`), { code: 'ENOTDIR', path: d });
      break;
    }
    missing.unshift(d);
    const up = path.dirname(d);
    if (up === d) break;
    d = up;
  }
  for (const m of missing) {
    try {
      fs.mkdirSync(m, { mode });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}
