import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './apps/web/eslint-boundaries.js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { serverBoundaries } from './apps/server/eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**', '.screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web's boundaries (apps/web/eslint-boundaries.js; apps/web/src/lint-boundaries.test.ts
    // proves each rule): features never import each other by any path form (bulletproof-react),
    // src/components, src/hooks and src/lib never import features, names are kebab-case.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: webBoundaries },
    rules: { 'web/boundaries': 'error', 'web/kebab-case': 'error' },
  },
  {
    // The screen's digits: dates and times on screen come from lib/format.ts, which
    // writes them in the person's digits; the @hr/shared ones always write ASCII digits (files).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hr/shared',
              importNames: ['formatDate', 'formatDateRange', 'formatDateTime', 'formatClock', 'formatRelative'],
              message: "Import it from '@/lib/format': it writes the person's digits (Arabic-Indic when chosen).",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's boundaries (apps/server/eslint-boundaries.js; apps/server/src/core/boundaries.test.ts
    // proves each rule): modules import each other only through their index, routes never import
    // repositories, the kernel (core/) never imports a module.
    files: ['apps/server/src/**/*.ts'],
    plugins: { server: serverBoundaries },
    rules: { 'server/boundaries': 'error' },
  },
  {
    // No import cycles in the server and the shared package (resolved like TypeScript: './x.js' is x.ts).
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json', 'packages/shared/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
