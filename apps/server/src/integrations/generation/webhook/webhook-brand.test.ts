import { videoScenesRequestSchema, videoScriptOptionsSchema } from '@forja/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUrlGuard } from '../../../lib/url-guard.js';
import { TEST_BRAND as BRAND, TEST_SCRIPT as SCRIPT } from '../../../test/brand-fixtures.js';
import { startTestServer, type TestServer } from '../../../test/fakes/test-server.js';
import type { BrandedInput, GenerationProvider, WritingTask } from '../provider.js';
import { createWebhookProvider } from './webhook-provider.js';

/*
 * The brand brief reaches every text action of the automation as `brand` (docs/product/
 * generation-settings.md), the rest of the body unchanged; without a brand there is no key.
 */

const j = (v: unknown) => JSON.stringify(v);
const SCENES = [
  { imagePrompt: 'A bakery window at sunrise', voiceOverText: 'Every morning the ovens wake first.' },
];

type Run = (p: GenerationProvider, b: BrandedInput) => Promise<unknown>;
const writeTask = (b: BrandedInput): WritingTask<string> => ({
  operation: 'socialPosts',
  ...b,
  builtin: () => 'offline',
  webhook: { action: 'generate_social_posts', body: { idea: 'Bread' }, parse: (text) => text },
  openai: { system: '', user: '', jsonSchema: { name: 'x', schema: {} }, parse: () => '' },
});

const ACTIONS: [string, string, Run][] = [
  ['generate_ideas', j({ titles: ['One'] }), (p, b) => p.titleIdeas({ idea: 'Bread', language: 'en', ...b })],
  [
    'generate_post_content',
    j({ post_content: '<p>Bread baked slowly overnight.</p>' }),
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
  [
    'generate_video_title_idea',
    j({ titles: ['Reel'] }),
    (p, b) => p.videoTitleIdeas({ idea: 'Bread', ...b }),
  ],
  [
    'generate_video_scenes_text',
    j({ scenes: SCENES }),
    (p, b) =>
      p.videoScenes({ ...videoScenesRequestSchema.parse({ videoTitle: 'Bread', numberOfScenes: 3 }), ...b }),
  ],
  [
    'generate_video_script',
    j(SCRIPT),
    (p, b) => p.videoScript({ idea: 'Bread', options: videoScriptOptionsSchema.parse({}), ...b }),
  ],
  ['generate_social_posts', j({ posts: [] }), (p, b) => p.write(writeTask(b))],
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
  createWebhookProvider({
    urls: { article: `${server.url}/a`, video: `${server.url}/v`, videoScript: `${server.url}/s` },
    // The test server is on 127.0.0.1: allowed, as generation addresses may be local.
    urlGuard: createUrlGuard({ privateHosts: 'any' }),
  });

describe.each(ACTIONS)('webhook %s and a brand', (action, reply, run) => {
  it('sends the brief as `brand`, the rest of the body as without it', async () => {
    server.reply({ body: reply });
    await run(provider(), { brand: BRAND });
    await run(provider(), {});
    const [branded, plain] = server.requests.map((r) => r.body as Record<string, unknown>);
    expect(branded).toMatchObject({ action, brand: BRAND });
    expect(plain).not.toHaveProperty('brand');
    const { brand: _brand, timestamp: _t1, ...rest } = branded!;
    const { timestamp: _t2, ...plainRest } = plain!;
    expect(rest).toEqual(plainRest);
  });
});
