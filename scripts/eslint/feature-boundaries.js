// ESLint rule: a file in apps/web/src/features/<f>/ may not import from another feature.
// Route modules in app/ compose features; shared pieces live in components/ and lib/.
import path from 'node:path';

const webSrc = path.resolve('apps/web/src');
const featuresDir = path.join(webSrc, 'features');

function featureOf(file) {
  const rel = path.relative(featuresDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: { crossFeature: 'Feature "{{from}}" must not import feature "{{to}}"; compose them in app/.' },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = source.startsWith('@/')
        ? path.join(webSrc, source.slice(2))
        : source.startsWith('.')
          ? path.resolve(path.dirname(file), source)
          : null;
      const to = target && featureOf(target);
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
