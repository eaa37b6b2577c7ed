// The server's boundaries, as one ESLint rule (no plugin needed): used by the server block of the
// root eslint.config.js and proved by apps/server/src/core/boundaries.test.ts. Import cycles are
// import-x/no-cycle's.
//
// - modules/<a>/ imports modules/<b>/ only through its index (whatever the path form: a relative
//   path, a re-export, a dynamic import): a module's inside is private;
// - a routes file (routes.ts, *-routes.ts) never imports a repository (*-repository.ts): routes
//   call services, the only code that reaches the repositories;
// - core/ (the kernel) never imports a module.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

/** Where a file lies under src/: its top folder and, under modules/, the module and the file's name; null outside src/. */
function areaOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return { top: parts[0], module: parts[0] === 'modules' ? parts[1] : null, rest: parts.slice(parts[0] === 'modules' ? 2 : 1).join('/') };
}

const isRoutes = (name) => /(^|-)routes\.ts$/.test(name);
const isRepository = (name) => /-repository(\.[jt]s)?$/.test(name);
const isIndex = (rest) => /^index(\.[jt]s)?$/.test(rest);

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Server modules import each other through their index, routes never import repositories, the kernel never imports a module." },
    messages: {
      index: "Import modules/{{module}} through its index ('../{{module}}/index.js'): a module's inside is private.",
      repository: 'Routes never import a repository: call a service.',
      core: 'The kernel (core/) never imports a module.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(file), source));
      if (!to) return;
      if (from.top === 'core' && to.top === 'modules') context.report({ node, messageId: 'core' });
      if (from.module && to.module && to.module !== from.module && !isIndex(to.rest)) context.report({ node, messageId: 'index', data: { module: to.module } });
      if (from.module && isRoutes(path.basename(file)) && isRepository(path.basename(to.rest))) context.report({ node, messageId: 'repository' });
    };
    const withSource = (node) => node.source && check(node, node.source.value);
    return {
      ImportDeclaration: withSource,
      ExportNamedDeclaration: withSource,
      ExportAllDeclaration: withSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const serverBoundaries = { rules: { boundaries } };
