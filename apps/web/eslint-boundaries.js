// The web app's boundaries, as ESLint rules (no plugin needed): used by the web block of the
// root eslint.config.js and proved by apps/web/src/lint-boundaries.test.ts.
//
// - features/<a>/ never imports features/<b>/, whatever the path form (`@/features/b/…`,
//   `../../b/…`, a dynamic import, a re-export): shared code lives in components/, hooks/, lib/;
// - components/, hooks/ and lib/ never import a feature (only app/ composes features);
// - every file and folder name under src/ is kebab-case (`employee-form.tsx`, `use-paging.ts`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const SHARED = new Set(['components', 'hooks', 'lib']);

/** Where a file lies under src/: its top folder, and the feature for features/<name>/…; null outside src/. */
function areaOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, feature] = rel.split(path.sep);
  return { top, feature: top === 'features' ? feature : null };
}

/** The file an import names (`@/…` is src/), or null for a package. */
function targetOf(source, file) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features never import each other; components, hooks and lib never import features.' },
    messages: {
      crossFeature: "Features never import each other: '{{source}}' is in features/{{other}}, this file in features/{{own}}. Move what both need to src/components, src/hooks or src/lib.",
      sharedImportsFeature: "src/{{top}} never imports a feature ('{{source}}'): shared code cannot depend on features/{{other}}.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = areaOf(file);
    if (!own) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = targetOf(node.value, file);
      const other = target && areaOf(target);
      if (!other || other.top !== 'features' || !other.feature) return;
      if (own.top === 'features' && other.feature !== own.feature)
        context.report({ node, messageId: 'crossFeature', data: { source: node.value, other: other.feature, own: own.feature } });
      else if (SHARED.has(own.top)) context.report({ node, messageId: 'sharedImportsFeature', data: { source: node.value, top: own.top, other: other.feature } });
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
    };
  },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const kebabCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names under apps/web/src are kebab-case.' },
    messages: { notKebab: "'{{name}}' is not kebab-case (lower-case words joined by '-', e.g. employee-form.tsx)." },
    schema: [],
  },
  create(context) {
    const rel = path.relative(SRC, context.filename);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return {};
    const parts = rel.split(path.sep);
    // A file's name is its first dot-part (employee-form.test.tsx, vite-env.d.ts); folders whole.
    const names = [...parts.slice(0, -1), parts[parts.length - 1].split('.')[0]];
    const bad = names.find((n) => !KEBAB.test(n));
    return bad === undefined ? {} : { Program: (node) => context.report({ node, loc: { line: 1, column: 0 }, messageId: 'notKebab', data: { name: bad } }) };
  },
};

export const webBoundaries = { rules: { boundaries, 'kebab-case': kebabCase } };
