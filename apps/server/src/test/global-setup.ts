import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { bootstrap } from '../db/bootstrap.js';
import { openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating an embedded database takes seconds; loading a dump takes a fraction. So one
 * migrated, demo-filled database is made once per run and every test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-test-template-'));
  const file = path.join(dir, 'template.tar.gz');
  const database = await openDatabase({});
  // The fixed demo the API tests count on (the last weeks only); demo-history.test.ts checks the year.
  await bootstrap(database, loadConfig({ NODE_ENV: 'test', DEMO_HISTORY: 'off' }), { info: () => {}, warn: () => {} });
  const dump = await database.pglite!.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
