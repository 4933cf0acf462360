// Leaves the contracts' endpoint schemas out of the web build.
//
// An endpoint (packages/contracts/src/endpoints) carries its method, its path and its zod
// schemas. The web calls it by method and path only (src/lib/api-call.ts); the schemas are
// the server's (validation, answers) and, in the editor, the source of the types. Left in,
// every endpoint the app calls kept its schemas alive, and with them most of the contracts:
// about 8 KB gzip more on each page's first load. Here each schema of a `defineEndpoint({…})`
// or `defineArchiveEndpoints({…})` call is left out, so the bundler drops what nothing else
// reads.
import { parseAst } from 'vite';

const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/].+\.ts$/;
const SCHEMA_KEYS = {
  defineEndpoint: new Set(['params', 'query', 'body', 'response']),
  defineArchiveEndpoints: new Set(['item', 'list', 'listQuery', 'count']),
};

function visit(node, onCall) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'CallExpression') onCall(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) visit(child, onCall);
    else if (value && typeof value === 'object') visit(value, onCall);
  }
}

export function stripEndpointSchemas(code) {
  if (!code.includes('defineEndpoint') && !code.includes('defineArchiveEndpoints')) return code;
  const edits = [];
  visit(parseAst(code), (call) => {
    const keys = call.callee.type === 'Identifier' ? SCHEMA_KEYS[call.callee.name] : undefined;
    const [spec] = call.arguments;
    if (!keys || spec?.type !== 'ObjectExpression') return;
    for (const property of spec.properties) {
      if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
      if (keys.has(property.key.name))
        edits.push({ start: property.start, end: property.end, key: property.key.name });
    }
  });
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    // The property and the comma after it.
    const end = /^\s*,/.exec(out.slice(edit.end))?.[0].length ?? 0;
    out = `${out.slice(0, edit.start)}${out.slice(edit.end + end)}`;
  }
  return edits.length ? withoutUnusedImports(out) : out;
}

/*
 * The schemas' imports go too: left unused, they still tied the page to the schemas' modules
 * (and zod) in the module graph, which changed how the app's first load is split into chunks.
 * The contracts have no side effects, so an import nothing reads can be removed.
 */
function withoutUnusedImports(code) {
  const program = parseAst(code);
  const used = new Set();
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') continue;
    visitAll(node, (n) => n.type === 'Identifier' && used.add(n.name));
  }
  const edits = [];
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || !node.specifiers.length) continue;
    const kept = node.specifiers.filter((s) => used.has(s.local.name));
    if (kept.length === node.specifiers.length) continue;
    const names = kept.map((s) =>
      s.imported && s.imported.name !== s.local.name ? `${s.imported.name} as ${s.local.name}` : s.local.name,
    );
    const replacement =
      kept.length && kept.every((s) => s.type === 'ImportSpecifier')
        ? `import { ${names.join(', ')} } from ${node.source.raw};`
        : kept.length
          ? null
          : '';
    if (replacement !== null) edits.push({ start: node.start, end: node.end, replacement });
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, edit.start)}${edit.replacement}${out.slice(edit.end)}`;
  }
  return out;
}

function visitAll(node, onNode) {
  if (!node || typeof node.type !== 'string') return;
  onNode(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) visitAll(child, onNode);
    else if (value && typeof value === 'object') visitAll(value, onNode);
  }
}

export function endpointsWithoutSchemas() {
  return {
    name: 'forja:endpoints-without-schemas',
    apply: 'build',
    // After TypeScript is stripped, so the code parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACTS.test(id.split('?')[0])) return null;
      const stripped = stripEndpointSchemas(code);
      // Unchanged files keep their source maps (what `npm run bench -- web --what` reads).
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
