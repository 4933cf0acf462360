// Lets the bundler drop the shared contracts' schemas that a page does not use.
//
// packages/contracts only declares constants and zod schemas. Building a schema has no
// side effects, but a bundler cannot know that of chained calls such as
// `z.enum(X).default(y)`, so importing one constant from a module kept every schema in it,
// and zod with them (~60 KB gzip on the landing page). Each top-level `const` whose value
// is computed becomes `/* @__PURE__ */ (() => value)()`: evaluated at the same moment as
// before, and removed when nothing reads it.
import { parseAst } from 'vite';

const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/].+\.ts$/;
const COMPUTED = new Set([
  'CallExpression',
  'NewExpression',
  'MemberExpression',
  'ChainExpression',
  'TaggedTemplateExpression',
]);

export function markContractsPure(code) {
  const program = parseAst(code);
  const edits = [];
  for (const node of program.body) {
    const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      const init = declarator.init;
      if (init && COMPUTED.has(init.type)) edits.push(init);
    }
  }
  let out = code;
  for (const init of edits.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
  }
  return out;
}

export function pureContracts() {
  return {
    name: 'forja:pure-contracts',
    apply: 'build',
    // After TypeScript is stripped, so the code parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACTS.test(id.split('?')[0])) return null;
      return { code: markContractsPure(code), map: null };
    },
  };
}
