import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUrlGuard } from '../../lib/url-guard.js';
import { startTestServer, type TestServer } from '../../test/fakes/test-server.js';
import { createBuiltinProvider } from './builtin/builtin-provider.js';
import { GenerationError } from './errors.js';
import { createOpenAiProvider } from './openai/openai-provider.js';
import type { WritingTask } from './provider.js';
import { createWebhookProvider, type WebhookUrls } from './webhook/webhook-provider.js';

/*
 * GenerationProvider.write, the operation a studio adds without editing this folder: each
 * provider does the task its own way over the same transport as its built-in operations.
 */

const j = (v: unknown) => JSON.stringify(v);
const POSTS_SCHEMA = {
  type: 'object',
  properties: { posts: { type: 'array', items: { type: 'string' } } },
  required: ['posts'],
  additionalProperties: false,
};

/** A made-up studio's task: a few short posts about an idea. */
function postsTask(operation: WritingTask<string[]>['operation'] = 'titleIdeas'): WritingTask<string[]> {
  const readPosts = (value: unknown) => {
    const posts = (value as { posts?: unknown } | null)?.posts;
    if (!Array.isArray(posts) || posts.length === 0) throw new GenerationError('EMPTY_RESPONSE');
    return posts.map(String);
  };
  return {
    operation,
    builtin: () => ['An offline post'],
    webhook: {
      action: 'generate_posts',
      body: { idea: 'bakeries', platforms: ['x'] },
      parse: (text) => readPosts(JSON.parse(text)),
    },
    openai: {
      system: 'You write social posts.',
      user: 'Idea: bakeries',
      jsonSchema: { name: 'posts', schema: POSTS_SCHEMA },
      parse: readPosts,
    },
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('builtin write', () => {
  it("answers the task's offline answer", async () => {
    expect(await createBuiltinProvider().write(postsTask())).toEqual(['An offline post']);
  });

  it('does nothing once aborted', async () => {
    const aborted = AbortSignal.abort();
    await expect(createBuiltinProvider().write(postsTask(), aborted)).rejects.toMatchObject({
      code: 'ABORTED',
    });
  });
});

describe('webhook write', () => {
  const urls = (): WebhookUrls => ({
    article: `${server.url}/article`,
    videoScript: `${server.url}/script`,
  });
  const webhook = (over: Partial<WebhookUrls> = {}) =>
    createWebhookProvider({
      urls: { ...urls(), ...over },
      urlGuard: createUrlGuard({ privateHosts: 'any' }),
      timeoutsMs: { titleIdeas: 300 },
    });

  it("POSTs the action and its body to the address of the operation's family and parses the reply", async () => {
    server.reply({ body: j({ posts: ['One', 'Two'] }) });
    expect(await webhook().write(postsTask('titleIdeas'))).toEqual(['One', 'Two']);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/article',
      body: { action: 'generate_posts', idea: 'bakeries', platforms: ['x'] },
    });

    server.reply({ body: j({ posts: ['Three'] }) });
    await webhook().write(postsTask('videoScript'));
    expect(server.requests[1]!.path).toBe('/script');
  });

  it('maps the failures as for every action', async () => {
    server.reply({ status: 404, body: 'nope' });
    await expect(webhook().write(postsTask())).rejects.toMatchObject({
      code: 'WEBHOOK_NOT_FOUND',
      details: { status: 404 },
    });
    server.reply({ body: j({ posts: ['late'] }), delayMs: 1500 });
    await expect(webhook().write(postsTask())).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('refuses a family without an address, and the speech family, before any call', async () => {
    await expect(webhook({ article: null }).write(postsTask())).rejects.toMatchObject({
      code: 'WEBHOOK_MISSING',
    });
    await expect(webhook().write(postsTask('voiceOver'))).rejects.toMatchObject({ code: 'WEBHOOK_MISSING' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('openai write', () => {
  const openai = () =>
    createOpenAiProvider({
      baseUrl: `${server.url}/v1`,
      apiKey: 'sk-test',
      textModel: 'gpt-test',
      imageModel: 'img-test',
      urlGuard: createUrlGuard({ privateHosts: 'any' }),
      timeoutsMs: { titleIdeas: 300 },
    });
  const chatReply = (content: string) =>
    j({ choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });

  it('asks for JSON by the strict schema, with the system and user messages, and parses it', async () => {
    server.reply({ body: chatReply(j({ posts: ['One'] })) });
    expect(await openai().write(postsTask())).toEqual(['One']);
    expect(server.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      body: {
        model: 'gpt-test',
        messages: [
          { role: 'system', content: 'You write social posts.' },
          { role: 'user', content: 'Idea: bakeries' },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'posts', strict: true, schema: POSTS_SCHEMA },
        },
      },
    });
  });

  it('refuses content that is not JSON, and a slow answer', async () => {
    server.reply({ body: chatReply('{"posts": [') });
    await expect(openai().write(postsTask())).rejects.toMatchObject({ code: 'INVALID_JSON' });
    server.reply({ body: chatReply(j({ posts: ['late'] })), delayMs: 1500 });
    await expect(openai().write(postsTask())).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it("passes the task's own refusal of an answer through", async () => {
    server.reply({ body: chatReply(j({ posts: [] })) });
    await expect(openai().write(postsTask())).rejects.toMatchObject({ code: 'EMPTY_RESPONSE' });
  });
});
