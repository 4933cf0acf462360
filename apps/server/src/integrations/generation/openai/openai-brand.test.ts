import { brandBriefSchema, videoScenesRequestSchema, videoScriptOptionsSchema } from '@forja/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUrlGuard } from '../../../lib/url-guard.js';
import { TEST_BRAND as BRAND, TEST_SCRIPT as SCRIPT } from '../../../test/brand-fixtures.js';
import { startTestServer, type TestServer } from '../../../test/fakes/test-server.js';
import type { BrandedInput, GenerationProvider, WritingTask } from '../provider.js';
import { brandInstructions } from './brand-prompt.js';
import { createOpenAiProvider } from './openai-provider.js';

/*
 * Every text prompt states the brand brief (brand-prompt.ts) in its user message, against a
 * local server speaking /v1/chat/completions; without a brand the messages are unchanged.
 */

const j = (v: unknown) => JSON.stringify(v);
const chatReply = (content: unknown) =>
  j({ choices: [{ index: 0, message: { role: 'assistant', content: j(content) }, finish_reason: 'stop' }] });
const SCENE = {
  imagePrompt: 'A bakery window at sunrise',
  voiceOverText: 'Every morning the ovens wake first.',
  keywords: [],
};
const writeTask = (b: BrandedInput): WritingTask<unknown> => ({
  operation: 'socialPosts',
  ...b,
  builtin: () => null,
  webhook: { action: 'generate_social_posts', body: {}, parse: () => null },
  openai: {
    system: 'You write posts.',
    user: 'Write posts.',
    jsonSchema: { name: 'posts', schema: {} },
    parse: (v) => v,
  },
});

type Run = (p: GenerationProvider, b: BrandedInput) => Promise<unknown>;
const OPERATIONS: [string, unknown, Run][] = [
  ['titleIdeas', { titles: ['One'] }, (p, b) => p.titleIdeas({ idea: 'Bread', language: 'en', ...b })],
  [
    'article',
    { html: '<p>Bread baked slowly overnight.</p>', meta_description: 'Bread', tags: ['bread'] },
    (p, b) =>
      p.article({
        idea: 'Bread',
        title: 'Bread',
        tone: 'friendly',
        wordCount: 300,
        language: 'en',
        audience: 'general',
        ...b,
      }),
  ],
  ['videoTitleIdeas', { titles: ['Reel'] }, (p, b) => p.videoTitleIdeas({ idea: 'Bread', ...b })],
  [
    'videoScenes',
    { scenes: [SCENE, SCENE, SCENE] },
    (p, b) =>
      p.videoScenes({ ...videoScenesRequestSchema.parse({ videoTitle: 'Bread', numberOfScenes: 3 }), ...b }),
  ],
  [
    'videoScript',
    SCRIPT,
    (p, b) => p.videoScript({ idea: 'Bread', options: videoScriptOptionsSchema.parse({}), ...b }),
  ],
  ['write (socialPosts)', { posts: [] }, (p, b) => p.write(writeTask(b))],
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const provider = () =>
  createOpenAiProvider({
    baseUrl: `${server.url}/v1`,
    apiKey: '',
    textModel: 'gpt-test',
    imageModel: 'img-test',
    // A local server, as an Ollama next to the studio.
    urlGuard: createUrlGuard({ privateHosts: 'any' }),
  });
type Message = { role: string; content: string };
const messagesOf = (i: number) => (server.requests[i]!.body as { messages: Message[] }).messages;

describe.each(OPERATIONS)('openai %s and a brand', (_name, reply, run) => {
  it('states the brief at the end of the user message, and nothing without one', async () => {
    server.reply({ body: chatReply(reply) });
    await run(provider(), { brand: BRAND });
    await run(provider(), {});
    const [branded, plain] = [messagesOf(0), messagesOf(1)];
    const user = branded.at(-1)!.content;
    for (const part of [
      'Crumb & Co',
      'neighbourhood sourdough bakery',
      'Busy parents',
      '"slow baking"',
      '"industrial"',
      'Order your loaf today',
    ])
      expect(user).toContain(part);
    expect(branded.slice(0, -1)).toEqual(plain.slice(0, -1));
    expect(user).toBe(`${plain.at(-1)!.content}\n\n${brandInstructions(BRAND)}`);
    expect(JSON.stringify(plain)).not.toContain('Crumb');
  });
});

describe('brandInstructions', () => {
  it('names only what the kit filled in', () => {
    const text = brandInstructions(brandBriefSchema.parse({ avoidWords: ['cheap'] }));
    expect(text).toContain('"cheap"');
    expect(text).not.toMatch(/Brand:|keywords|call to action|audience/i);
    expect(brandInstructions(brandBriefSchema.parse({}))).toBe('');
  });
});
