import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web's boundaries are enforced by lint (the web block of eslint.config.js,
 * apps/web/eslint-boundaries.js): each rule fails on a planted violation and passes on the legal
 * import next to it, linted exactly as `npm run lint` does.
 */
// The repository's root, from this file (apps/web/src/); the web's tsconfig has no Node types, so no node:path.
// (Vite rewrites `new URL(…, import.meta.url)`, so the path is cut from the URL's text.)
const root = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '')).replace(/\/apps\/web\/src\/[^/]+$/, '');
const src = (rel: string) => `${root}/apps/web/src/${rel}`;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary rules' messages for `code` as if it were the file `rel` under apps/web/src. */
async function lint(rel: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: src(rel) });
  return result.messages.filter((m) => m.ruleId?.startsWith('web/')).map((m) => m.ruleId);
}

const FEATURE_FILE = 'features/leave/components/planted.tsx';

describe('features never import each other', () => {
  it.each([
    ['the @/ alias', "import { useStructure } from '@/features/people/api/employees';\nexport const x = useStructure;"],
    ['a relative path out of the feature', "import { useStructure } from '../../people/api/employees';\nexport const x = useStructure;"],
    ['a deeper relative path', "import { useStructure } from '../../../features/people/api/employees';\nexport const x = useStructure;"],
    ['a re-export', "export { useStructure } from '../../people/api/employees';"],
    ['an export of everything', "export * from '@/features/people/api/employees';"],
    ['a dynamic import', "export const load = () => import('../../people/components/employee-form');"],
  ])('fails on %s', async (_form, code) => {
    expect(await lint(FEATURE_FILE, code)).toEqual(['web/boundaries']);
  });

  it.each([
    ['inside the feature, relative', "import { useLeaveTypes } from '../api/vacations-api';\nexport const x = useLeaveTypes;"],
    ['inside the feature, through @/', "import { useLeaveTypes } from '@/features/leave/api/vacations-api';\nexport const x = useLeaveTypes;"],
    ['shared code', "import { PageHeader } from '@/components/page-header';\nimport { usePaging } from '../../../hooks/use-paging';\nexport const x = [PageHeader, usePaging];"],
    ['a package', "import Box from '@mui/material/Box';\nexport const x = Box;"],
  ])('passes %s', async (_form, code) => {
    expect(await lint(FEATURE_FILE, code)).toEqual([]);
  });

  it('lets app/ compose features', async () => {
    expect(await lint('app/routes/app/planted.tsx', "import { EmployeeForm } from '@/features/people/components/employee-form';\nexport const x = EmployeeForm;")).toEqual([]);
  });
});

describe('components, hooks and lib never import features', () => {
  it.each([
    ['components/planted.tsx', "import { useStructure } from '@/features/people/api/employees';\nexport const x = useStructure;"],
    ['hooks/use-planted.ts', "import { useStructure } from '../features/people/api/employees';\nexport const x = useStructure;"],
    ['lib/planted.ts', "export { useStructure } from '@/features/people/api/employees';"],
  ])('fails in %s', async (file, code) => {
    expect(await lint(file, code)).toEqual(['web/boundaries']);
  });

  it('passes shared code importing shared code', async () => {
    expect(await lint('components/planted.tsx', "import { apiRequest } from '@/lib/api-client';\nimport { usePaging } from '../hooks/use-paging';\nexport const x = [apiRequest, usePaging];")).toEqual([]);
  });
});

describe('file names are kebab-case', () => {
  const code = 'export const x = 1;';
  it.each(['components/PlantedThing.tsx', 'hooks/usePlanted.ts', 'features/leave/components/planted_thing.tsx', 'features/Leave/api/planted.ts'])('fails on %s', async (file) => {
    expect(await lint(file, code)).toEqual(['web/kebab-case']);
  });

  it.each(['components/planted-thing.tsx', 'hooks/use-planted.ts', 'features/leave/components/planted-thing.test.tsx', 'vite-env.d.ts'])('passes %s', async (file) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
