import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDirs } from './make-dirs.js';

describe('makeDirs', () => {
  it('makes every missing folder, and is happy when they exist', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-mkdirs-'));
    makeDirs(path.join(base, 'a', 'b', 'c'), 0o700);
    makeDirs(path.join(base, 'a', 'b', 'c'));
    expect(fs.statSync(path.join(base, 'a', 'b', 'c')).isDirectory()).toBe(true);
    expect(fs.statSync(path.join(base, 'a', 'b')).mode & 0o777).toBe(0o700);
    fs.rmSync(base, { recursive: true });
  });

  it('throws where a file stands in the way', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-mkdirs-'));
    fs.writeFileSync(path.join(base, 'f'), 'x');
    expect(() => makeDirs(path.join(base, 'f', 'g'))).toThrow(/ENOTDIR/);
    fs.rmSync(base, { recursive: true });
  });

  it.runIf(fs.existsSync('/proc/self'))('ends with ENOENT under /proc, where Node\'s recursive mkdir spins for ever', () => {
    expect(() => makeDirs('/proc/hr-no-such/backups')).toThrow(/ENOENT/);
  });
});
