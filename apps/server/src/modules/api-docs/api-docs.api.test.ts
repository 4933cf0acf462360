import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { APP_URL, createTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { EXPECTED } from '../../test/token-route-scopes.js';
import { openApiPath } from './openapi-operation.js';

type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security: unknown[];
  responses: Record<string, unknown>;
  'x-required-scope': string;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe.each(databaseKinds)('the API reference on %s', (kind) => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    document = res.json() as Document;
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document, served to anyone and cacheable briefly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Forja API');
    expect(document.servers).toEqual([{ url: APP_URL }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors, JSON.stringify(result.errors, null, 1)).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('lists exactly the routes a token may call, each with its scope', () => {
    // The routes a token may call, from the table test/token-scopes.api.test.ts checks against the app itself.
    const tokenRoutes = Object.entries(EXPECTED).flatMap(([key, scope]) => {
      const [method, url] = key.split(' ') as [string, string];
      return scope && scope !== 'public' ? [{ method, url, scope }] : [];
    });
    expect(tokenRoutes.length).toBeGreaterThan(20);
    const expected = new Map(tokenRoutes.map((r) => [`${r.method} ${openApiPath(r.url)}`, r.scope]));
    const documented = new Map(operations(document).map(({ key, op }) => [key, op['x-required-scope']]));
    expect(documented).toEqual(expected);
    for (const key of documented.keys()) {
      expect(key).not.toMatch(/ \/api\/(admin|tokens|webhooks|profile|billing|auth)\b/);
    }
  });

  it('names each operation, files it under its area and says what it needs and how it fails', () => {
    const ids = new Set<string>();
    for (const { key, op } of operations(document)) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      ids.add(op.operationId);
      expect(op.summary, key).toBeTruthy();
      expect(op.tags, key).toHaveLength(1);
      expect(op.security, key).toEqual([{ bearerAuth: [] }]);
      for (const status of ['400', '401', '403', '404', '429']) {
        expect(op.responses[status], `${key} ${status}`).toMatchObject({
          content: { 'application/json': { schema: { required: ['code', 'message'] } } },
        });
      }
    }
    expect(ids.size).toBe(operations(document).length);
    const start = document.paths['/api/generations']!.post!;
    expect(start.tags).toEqual(['generations']);
    expect(start.responses['403']).toMatchObject({
      content: {
        'application/json': { examples: { scopeMissing: { value: { code: 'TOKEN_SCOPE_MISSING' } } } },
      },
    });
    expect(document.paths['/api/generations/{id}/events']!.get!.responses['200']).toMatchObject({
      content: { 'text/event-stream': { example: expect.stringContaining('data: {') } },
    });
  });

  it('serves the reference page and its files without a session', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Forja API</title>');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const asset of assets) {
      const res = await t.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
  });
});

describe('the API reference beside the built web app', () => {
  it("is not taken for one of the app's pages", async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>landing</title>');
    fs.writeFileSync(path.join(webDist, 'app.html'), '<!doctype html><title>app shell</title>');
    const t = await createTestApp('pglite', { env: { WEB_DIST: webDist } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.body).toContain('<title>Forja API</title>');
      const css = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toContain('text/css');
      const missing = await t.app.inject({ method: 'GET', url: '/api/docs/static/nothing.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await t.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
