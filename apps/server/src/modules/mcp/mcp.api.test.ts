import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiScope, GenerationRecord, ImagesOutput, SavedImageList } from '@forja/contracts';
import { apiTokens } from '../../db/schema/index.js';
import {
  call,
  createApiToken,
  createTestApp,
  databaseKinds,
  signUp,
  type TestApp,
} from '../../test/harness.js';

type Account = Awaited<ReturnType<typeof signUp>>;

describe.each(databaseKinds)('the MCP server on %s', (kind) => {
  let t: TestApp;
  let url: URL;
  let alice: Account;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mcp`);
    alice = await signUp(t.app, { name: 'Alice' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
  });

  const tokenOf = async (who: Account, scopes: ApiScope[]) =>
    (await createApiToken(t.app, who.cookie, { name: 'agent', scopes })).token;

  /** The official client, as an AI app would connect with the token in its configuration. */
  const connect = async (token: string) => {
    const client = new Client({ name: 'forja-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(url, {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  };

  const run = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  const json = <T>(result: CallToolResult) => {
    const [first] = result.content;
    if (first?.type !== 'text') throw new Error('no text content');
    return JSON.parse(first.text) as T;
  };

  it('lists the tools, makes an image, follows it, saves it and finds it in the archive', async () => {
    const client = await connect(await tokenOf(alice, ['read', 'generate', 'archives:write']));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'list_studios',
      'get_credits',
      'start_generation',
      'get_generation',
      'search_archives',
      'save_result',
      'publish',
      'schedule',
    ]);
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');

    const studios = await run(client, 'list_studios');
    expect(studios.isError).toBeFalsy();
    const image = (
      studios.structuredContent as {
        studios: { id: string; open: boolean; kinds: { kind: string; exampleCost: number }[] }[];
      }
    ).studios.find((s) => s.id === 'image');
    expect(image).toMatchObject({ open: true });
    expect(image!.kinds.find((k) => k.kind === 'images')!.exampleCost).toBeGreaterThan(0);

    const before = (await run(client, 'get_credits')).structuredContent as { available: number };
    const started = await run(client, 'start_generation', {
      kind: 'images',
      input: { prompt: 'A lighthouse in the fog', count: 1, resolution: '512x512' },
    });
    expect(started.isError, JSON.stringify(started.content)).toBeFalsy();
    let record = started.structuredContent as GenerationRecord;
    for (let i = 0; i < 50 && (record.status === 'queued' || record.status === 'running'); i++) {
      record = (await run(client, 'get_generation', { id: record.id })).structuredContent as GenerationRecord;
    }
    expect(record.status).toBe('succeeded');
    const [made] = (record.output as ImagesOutput).images;
    const after = (await run(client, 'get_credits')).structuredContent as { available: number };
    expect(after.available).toBe(before.available - record.cost);

    const saved = await run(client, 'save_result', {
      archive: 'images',
      body: { generationId: record.id, fileId: made!.fileId },
    });
    expect(saved.isError, JSON.stringify(saved.content)).toBeFalsy();
    expect(saved.structuredContent).toMatchObject({
      fileId: made!.fileId,
      prompt: 'A lighthouse in the fog',
    });

    const found = await run(client, 'search_archives', { archive: 'images', q: 'lighthouse', limit: 5 });
    const list = json<SavedImageList>(found);
    expect(list.items.map((i) => i.fileId)).toEqual([made!.fileId]);
    const none = await run(client, 'search_archives', { archive: 'images', q: 'submarine' });
    expect(json<SavedImageList>(none).items).toEqual([]);
  });

  it('routes publish and schedule to the API, and a bad save body gets the field codes', async () => {
    const client = await connect(await tokenOf(alice, ['read', 'publish', 'archives:write']));
    const missing = '00000000-0000-4000-8000-000000000000';
    const article = await run(client, 'publish', { platform: 'wordpress', itemId: missing });
    expect(json(article)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const video = await run(client, 'publish', {
      platform: 'tiktok',
      itemId: missing,
      fields: { privacyLevel: 'SELF_ONLY', allowComments: false, allowDuet: false, allowStitch: false },
    });
    expect(video.isError).toBe(true);
    expect(json(video)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const planned = await run(client, 'schedule', {
      platform: 'wordpress',
      itemId: missing,
      localTime: new Date(Date.now() + 86_400_000).toISOString().slice(0, 16),
      timeZone: 'UTC',
    });
    expect(planned.isError).toBe(true);
    expect(json(planned)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const badSave = await run(client, 'save_result', { archive: 'images', body: { generationId: 'x' } });
    expect(json(badSave)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: expect.any(Object) },
    });
    const videos = await run(client, 'search_archives', { archive: 'videos' });
    expect(videos.structuredContent).toMatchObject({ items: [], nextCursor: null });
  });

  it("counts a tool call once against the token's rate (the API call it makes is not counted again)", async () => {
    const created = await createApiToken(t.app, alice.cookie, { name: 'counted', scopes: ['read'] });
    const client = await connect(created.token);
    const countNow = async () => {
      const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
      return row!.rateWindowCount;
    };
    const before = await countNow();
    const credits = await run(client, 'get_credits');
    expect(credits.isError, JSON.stringify(credits.content)).toBeFalsy();
    expect(await countNow()).toBe(before + 1);
    // The marker is this process's secret: a client sending the header is counted as usual.
    const forged = await call(t.app, 'GET', '/api/credits', {
      headers: { authorization: `Bearer ${created.token}`, 'x-forja-inner-call': 'guess' },
    });
    expect(forged.statusCode).toBe(200);
    expect(await countNow()).toBe(before + 2);
  });

  it('answers 401 with WWW-Authenticate without a token or with a bad one, and 405 to GET', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    for (const authorization of [undefined, 'Bearer forja_unknown', 'Basic abc']) {
      const res = await fetch(url, {
        method: 'POST',
        body,
        headers: { ...headers, ...(authorization ? { authorization } : {}) },
      });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(((await res.json()) as { code: string }).code).toBe('UNAUTHORIZED');
    }
    // Signed in with a cookie is not enough: MCP clients send the token.
    const cookie = await fetch(url, { method: 'POST', body, headers: { ...headers, cookie: alice.cookie } });
    expect(cookie.status).toBe(401);
    expect((await fetch(url, { method: 'GET' })).status).toBe(405);
  });

  it('keeps a token within its scopes and another user’s generation out of reach', async () => {
    const reader = await connect(await tokenOf(alice, ['read']));
    const refused = await run(reader, 'start_generation', {
      kind: 'images',
      input: { prompt: 'A lighthouse', count: 1 },
    });
    expect(refused.isError).toBe(true);
    expect(json(refused)).toMatchObject({
      status: 403,
      code: 'TOKEN_SCOPE_MISSING',
      details: { scope: 'generate' },
      message: expect.stringContaining('generate'),
    });

    const bob = await signUp(t.app, { name: 'Bob' });
    const start = await call(t.app, 'POST', '/api/generations', {
      cookie: bob.cookie,
      body: { kind: 'images', input: { prompt: 'Bob’s boat', count: 1, resolution: '512x512' } },
    });
    expect(start.statusCode, start.body).toBe(202);
    const bobs = start.json() as GenerationRecord;
    const other = await run(reader, 'get_generation', { id: bobs.id });
    expect(other.isError).toBe(true);
    expect(json(other)).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const bad = await run(reader, 'get_generation', { id: 'not-a-uuid' });
    expect(bad.isError).toBe(true);
    expect(json(bad)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { id: expect.any(Array) } },
    });
  });
});
