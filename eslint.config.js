import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './apps/web/eslint-boundaries.js';

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
);
