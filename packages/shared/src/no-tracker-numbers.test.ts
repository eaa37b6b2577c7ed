import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository speaks for itself: whoever carries it on reads the code, not our tracker. A
 * comment, a test's name or a document that cites a tracker number (the word issue or a # before it) instead
 * of saying the reason fails here; write the reason in the line's own words.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const TRACKER = /\bissues? #?\d+\b|(?<![\w&/#])#\d{1,4}\b(?![\da-f])/i;
const TEXT = /\.(ts|tsx|mjs|js|cjs|json|md|sql|yml|yaml|html|css|sh)$|(^|\/)(run|Dockerfile)$/;

describe('the repository', () => {
  it('cites no tracker numbers: the reason is written where it applies', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && TEXT.test(f) && !f.includes('node_modules/') && !/drizzle\/meta\/|package-lock\.json$/.test(f));
    const found: string[] = [];
    for (const f of files) {
      let text: string;
      try {
        text = readFileSync(path.join(root, f), 'utf8');
      } catch {
        continue;
      }
      text.split('\n').forEach((line, i) => {
        // Colours (#1a2b3c) and HTML entities are not citations; the pattern above leaves them out.
        if (TRACKER.test(line)) found.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  });
});
