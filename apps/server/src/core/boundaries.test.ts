import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's boundaries are lint rules (the server block of eslint.config.js:
 * apps/server/eslint-boundaries.js and import-x/no-cycle). Each rule must fail on a planted
 * violation and pass on the legal import beside it, so a config change cannot switch one off
 * silently. The planted code is linted as text under a path in src/; nothing is written.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });

async function hits(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/server/src', file) });
  return result.messages.filter((m) => m.ruleId === 'server/boundaries' || m.ruleId === 'import-x/no-cycle').map((m) => `${m.ruleId}: ${m.message}`);
}

describe('server boundaries in lint', { timeout: 60_000 }, () => {
  it("a module imports another module only through that module's index, by any path form", async () => {
    expect(await hits('modules/leave/planted.ts', "export { fileOvertime } from '../overtime/overtime-filing.js';\n")).toEqual([
      "server/boundaries: Import modules/overtime through its index ('../overtime/index.js'): a module's inside is private.",
    ]);
    expect(await hits('modules/leave/planted.ts', "import { getDirectory } from '../../modules/people/directory-service.js';\nexport const d = getDirectory;\n")).toHaveLength(1);
    expect(await hits('modules/leave/planted.ts', "export const load = () => import('../people/directory-service.js');\n")).toHaveLength(1);
    expect(
      await hits('modules/leave/planted.ts', "export { getDirectory } from '../people/index.js';\nexport { AppError } from '../../core/errors.js';\nexport { listLeaveTypes } from './leave-repository.js';\n"),
    ).toEqual([]);
  });

  it('a routes file never imports a repository', async () => {
    expect(await hits('modules/leave/planted-routes.ts', "export { listLeaveTypes } from './leave-repository.js';\n")).toEqual([
      'server/boundaries: Routes never import a repository: call a service.',
    ]);
    expect(await hits('modules/leave/routes.ts', "export { listLeaveTypes } from './leave-repository.js';\n")).toHaveLength(1);
    expect(await hits('modules/leave/planted-routes.ts', "export { activeTypes } from './leave-admin-service.js';\nexport { today } from '../../core/organisation.js';\n")).toEqual([]);
  });

  it('the kernel never imports a module', async () => {
    expect(await hits('core/planted.ts', "export { getDirectory } from '../modules/people/index.js';\n")).toEqual(['server/boundaries: The kernel (core/) never imports a module.']);
    expect(await hits('core/planted.ts', "export { AppError } from './errors.js';\nexport type { Db } from '../db/client.js';\n")).toEqual([]);
  });

  it('no import cycles', async () => {
    // lib/spreadsheet.ts imports core/csv.ts: csv importing the spreadsheet back closes a cycle.
    const cycle = await hits('core/csv.ts', "export { readSpreadsheet } from '../lib/spreadsheet.js';\n");
    expect(cycle).toHaveLength(1);
    expect(cycle[0]).toMatch(/^import-x\/no-cycle: /);
    expect(await hits('core/csv.ts', "export { AppError } from './errors.js';\n")).toEqual([]);
  });
});
