import { describe, expect, it } from 'vitest';
import { stripEndpointSchemas } from './vite-endpoint-schemas.mjs';

describe('stripEndpointSchemas', () => {
  it("keeps an endpoint's method and path and drops its schemas, shorthand ones too", () => {
    const out = stripEndpointSchemas(
      [
        "export const a = { get: defineEndpoint({ method: 'GET', path: '/api/x/:id', params: idSchema, response: { 200: xSchema } }) };",
        "const b = defineEndpoint({ method: 'POST', path, body });",
        'const c = defineArchiveEndpoints({ path: P, item: itemSchema, list, listQuery: q, count: countSchema });',
        'const d = other({ body: kept });',
      ].join('\n'),
    ).replace(/\s+/g, '');
    expect(out).toContain("defineEndpoint({method:'GET',path:'/api/x/:id',})");
    expect(out).toContain("defineEndpoint({method:'POST',path,})");
    expect(out).toContain('defineArchiveEndpoints({path:P,})');
    expect(out).toContain('other({body:kept})');
  });

  it('drops the imports the schemas used, and keeps the others', () => {
    const out = stripEndpointSchemas(
      [
        "import { ITEMS_PATH, itemSchema, otherSchema as renamed } from '../items.js';",
        "import { listSchema } from '../lists.js';",
        "export const e = { get: defineEndpoint({ method: 'GET', path: ITEMS_PATH, response: itemSchema }), list: defineEndpoint({ method: 'GET', path: ITEMS_PATH, response: listSchema }) };",
        'export const kept = renamed;',
      ].join('\n'),
    );
    expect(out).toContain("import { ITEMS_PATH, otherSchema as renamed } from '../items.js';");
    expect(out).not.toContain('lists.js');
  });
});
