import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const server = (name: string, db: 'embedded' | 'postgres', groupOrder: number) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    // Starts the embedded PostgreSQL server (or uses TEST_DATABASE_URL) and makes the template database.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/no-overlapping-queries.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Two files at a time fit 2 cores (Node and PostgreSQL share them).
    maxWorkers: 2,
    sequence: { groupOrder },
  },
});

export default defineConfig({
  test: {
    // Vitest runs cores - 1 files at a time by default: one on a 2-core machine, where a file
    // waiting on PostgreSQL or jsdom leaves the other core idle. Two at a time for every project.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], sequence: { groupOrder: 0 } } },
      {
        // Component tests of the web app: the real providers (apps/web/src/test/render.tsx), a fake fetch.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Generous: CI machines run the server and browser suites beside these.
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      server('server', 'embedded', 1),
      ...(process.env.TEST_DATABASE_URL ? [server('server-pg', 'postgres', 2)] : []),
    ],
  },
});
