// ESLint rule: a repository is private to its module. A file outside apps/server/src/modules/<m>/
// may not import modules/<m>/*.repository.ts; other modules go through <m>'s service.
import path from 'node:path';

const modulesDir = path.resolve('apps/server/src/modules');

function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) || !rel.includes(path.sep)
    ? null
    : rel.split(path.sep)[0];
}

export const repositoryBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      foreignRepository:
        'The repositories of module "{{to}}" are private to it; use its service (modules/{{to}}/*.service.ts).',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = moduleOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      if (!/\.repository(\.[jt]s)?$/.test(source)) return;
      const to = moduleOf(path.resolve(path.dirname(file), source));
      if (to && to !== from) context.report({ node, messageId: 'foreignRepository', data: { to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
