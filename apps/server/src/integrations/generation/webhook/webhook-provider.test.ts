import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUrlGuard } from '../../../lib/url-guard.js';
import type { GenerationProvider } from '../provider.js';
import { closedPortUrl, startTestServer, type TestServer } from '../../../test/fakes/test-server.js';
import { createWebhookProvider, type WebhookUrls } from './webhook-provider.js';

/*
 * Every action against a real local HTTP server: the exact body that goes out, each reply
 * shape its parser accepts coming back, and each error code.
 */

const j = (v: unknown) => JSON.stringify(v);
const NOW = new Date('2025-01-02T03:04:05.000Z');
const TIMESTAMP = NOW.toISOString();
const IDEA = 'How small bakeries can use Instagram to find customers';
const HTML = '<h2>Start with photos</h2><p>Bread photographed in daylight sells itself.</p>';
const SCENES = [
  {
    imagePrompt: 'A bakery window at sunrise',
    voiceOverText: 'Every morning the ovens wake first.',
    keywords: [],
  },
];
const SCRIPT = {
  title: 'Bakery reels',
  hook: 'Smell this?',
  introduction: 'Bakeries win on Instagram.',
  main_content: ['Film the oven'],
  call_to_action: 'Follow for more.',
  estimated_duration: '30 seconds',
  hashtags: ['#bakery'],
  visual_notes: ['Steam close-up'],
};
const SCRIPT_OPTIONS = {
  type: 'explainer',
  audience: 'bakers',
  keyMessages: '',
  length: '30s',
  tone: 'casual',
  referenceUrl: '',
  visualTheme: '',
} as const;
const SCENES_INPUT = {
  videoTitle: 'Bakery mornings',
  comment: 'warm',
  imageStyle: 'cinematic',
  resolution: 'instagram-story',
  numberOfScenes: 3,
  secondsPerScene: 5,
  imageModel: 'freepik-classic',
  voice: 'en-US-JennyNeural',
  withAudio: true,
  language: 'en',
  niche: 'general',
} as const;

type Run = (p: GenerationProvider, signal?: AbortSignal) => Promise<unknown>;
interface Action {
  action: string;
  urlKey: keyof WebhookUrls;
  run: Run;
  body: Record<string, unknown>;
  shapes: [string, string, unknown][];
  /** The image prompt falls back instead of failing on an unreadable reply. */
  parseErrors: boolean;
}

const ACTIONS: Action[] = [
  {
    action: 'generate_ideas',
    urlKey: 'article',
    parseErrors: true,
    run: (p, s) => p.titleIdeas({ idea: IDEA, language: 'en' }, s),
    body: { action: 'generate_ideas', prompt: IDEA, timestamp: TIMESTAMP },
    shapes: [
      [
        'message.content ideas',
        j({ message: { content: { ideas: [{ title: 'One' }, { title: 'Two' }] } } }),
        ['One', 'Two'],
      ],
      ['JSON string', j({ message: { content: j([{ title: 'One' }]) } }), ['One']],
      ['titles list', j({ titles: ['One', 'Two'] }), ['One', 'Two']],
      ['single title', j({ title: 'Only one' }), ['Only one']],
      ['numbered text', '1. First title\n2. Second title', ['First title', 'Second title']],
      ['bulleted text', '- First title\n- Second title', ['First title', 'Second title']],
      [
        'first 10 kept',
        j({ titles: Array.from({ length: 12 }, (_, i) => `T${i}`) }),
        Array.from({ length: 10 }, (_, i) => `T${i}`),
      ],
    ],
  },
  {
    action: 'generate_post_content',
    urlKey: 'article',
    parseErrors: true,
    run: (p, s) =>
      p.article(
        {
          idea: IDEA,
          title: 'Instagram for bakeries',
          tone: 'friendly',
          wordCount: 800,
          language: 'ro',
          audience: 'business',
        },
        s,
      ),
    body: {
      action: 'generate_post_content',
      idea: IDEA,
      title: 'Instagram for bakeries',
      tone: 'friendly',
      wordCount: 800,
      language: 'ro',
      audience: 'business',
      timestamp: TIMESTAMP,
    },
    shapes: [
      ['post_content', j({ post_content: HTML }), { html: HTML, tags: [] }],
      ['message.content string', j({ message: { content: HTML } }), { html: HTML }],
      [
        'message.content object',
        j({ message: { content: { content: HTML, meta_description: 'Meta', tags: ['a', 'b'] } } }),
        { html: HTML, metaDescription: 'Meta', tags: ['a', 'b'] },
      ],
      ['content', j({ content: HTML }), { html: HTML }],
      ['text', j({ text: HTML }), { html: HTML }],
      [
        'array of items',
        j([{ post_content: HTML, meta_description: 'M2' }]),
        { html: HTML, metaDescription: 'M2' },
      ],
      ['fenced JSON', '```json\n' + j({ post_content: HTML }) + '\n```', { html: HTML }],
      ['raw HTML', HTML, { html: HTML }],
      [
        'markdown',
        '## Start with photos\n\nBread photographed in daylight sells itself.',
        { html: HTML.replace('</h2>', '</h2>\n') },
      ],
    ],
  },
  {
    action: 'generate_image_prompt',
    urlKey: 'article',
    parseErrors: false,
    run: (p, s) => p.imagePrompt({ title: 'Bakery', content: `<p>${'Fresh bread. '.repeat(60)}</p>` }, s),
    body: {
      action: 'generate_image_prompt',
      title: 'Bakery',
      content: 'Fresh bread. '.repeat(60).slice(0, 500),
    },
    shapes: [
      [
        'image_prompt',
        j({ image_prompt: 'Warm bakery interior, morning light' }),
        'Warm bakery interior, morning light',
      ],
      ['prompt', j({ prompt: 'Warm bakery interior, morning light' }), 'Warm bakery interior, morning light'],
      ['text', j({ text: 'Warm bakery interior, morning light' }), 'Warm bakery interior, morning light'],
      ['plain text', 'Warm bakery interior, morning light', 'Warm bakery interior, morning light'],
      ['cut to 1000', j({ prompt: 'bread '.repeat(300) }), 'bread '.repeat(300).slice(0, 995).trim()],
      ['fallback', j({ nothing: true }), `Bakery ${'Fresh bread. '.repeat(60).trim().slice(0, 300)}`.trim()],
    ],
  },
  {
    action: 'generate_image',
    urlKey: 'image',
    parseErrors: true,
    run: (p, s) =>
      p.image({ prompt: 'A loaf', resolution: '1792x1024', style: 'watercolor', mood: 'happy' }, s),
    body: {
      action: 'generate_image',
      prompt: 'A loaf',
      resolution: '1792x1024',
      style: 'watercolor',
      mood: 'happy',
    },
    shapes: [
      ['url', j({ url: 'https://img.test/a.png' }), { kind: 'url', url: 'https://img.test/a.png' }],
      [
        'image_url',
        j({ image_url: 'https://img.test/a.png' }),
        { kind: 'url', url: 'https://img.test/a.png' },
      ],
      ['imageUrl', j({ imageUrl: 'https://img.test/a.png' }), { kind: 'url', url: 'https://img.test/a.png' }],
      ['image', j({ image: 'https://img.test/a.png' }), { kind: 'url', url: 'https://img.test/a.png' }],
      ['images[]', j({ images: ['https://img.test/a.png'] }), { kind: 'url', url: 'https://img.test/a.png' }],
      ['URL in text', 'Done: https://img.test/a.png', { kind: 'url', url: 'https://img.test/a.png' }],
      [
        'revised_prompt',
        j({ url: 'https://img.test/a.png', revised_prompt: 'A golden loaf' }),
        { kind: 'url', url: 'https://img.test/a.png', revisedPrompt: 'A golden loaf' },
      ],
    ],
  },
  {
    action: 'generate_video_title_idea',
    urlKey: 'video',
    parseErrors: true,
    run: (p, s) => p.videoTitleIdeas({ idea: IDEA }, s),
    body: { action: 'generate_video_title_idea', idea: IDEA },
    shapes: [
      ['ideas with a language list', j({ ideas: [{ title: 'Reel one' }], language: ['en'] }), ['Reel one']],
      ['array item', j([{ message: { content: { ideas: [{ title: 'Reel two' }] } } }]), ['Reel two']],
    ],
  },
  {
    action: 'generate_video_scenes_text',
    urlKey: 'video',
    parseErrors: true,
    run: (p, s) => p.videoScenes(SCENES_INPUT, s),
    body: { action: 'generate_video_scenes_text', ...SCENES_INPUT },
    shapes: [
      ['output.variables.scenes', j({ output: { variables: { scenes: SCENES } } }), SCENES],
      ['array item', j([{ output: { variables: { scenes: SCENES } } }]), SCENES],
      ['root', j({ scenes: SCENES }), SCENES],
    ],
  },
  {
    action: 'generate_video_script',
    urlKey: 'videoScript',
    parseErrors: true,
    run: (p, s) => p.videoScript({ idea: IDEA, options: SCRIPT_OPTIONS }, s),
    body: { action: 'generate_video_script', idea: IDEA, options: SCRIPT_OPTIONS },
    shapes: [
      ['JSON text', j(SCRIPT), SCRIPT],
      ['post_content JSON text', j([{ post_content: j(SCRIPT) }]), SCRIPT],
    ],
  },
];

const HTTP_ERRORS: [number, string, string][] = [
  [404, 'WEBHOOK_NOT_FOUND', 'Webhook URL not found (404). Double check the URL in settings.'],
  [
    401,
    'WEBHOOK_UNAUTHORIZED',
    'Access denied to webhook (403/401). Check your credentials or authorization.',
  ],
  [
    403,
    'WEBHOOK_UNAUTHORIZED',
    'Access denied to webhook (403/401). Check your credentials or authorization.',
  ],
  [429, 'WEBHOOK_RATE_LIMITED', 'Rate limit exceeded (429). Wait a moment and try again.'],
  [500, 'WEBHOOK_SERVER_ERROR', 'Server error on webhook (5xx). The webhook service might be down.'],
  [503, 'WEBHOOK_SERVER_ERROR', 'Server error on webhook (5xx). The webhook service might be down.'],
  [418, 'WEBHOOK_HTTP_ERROR', "Webhook error: 418 I'm a Teapot"],
];

let server: TestServer;
let deadUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  deadUrl = await closedPortUrl();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const urls = (): WebhookUrls => ({
  article: `${server.url}/article`,
  image: `${server.url}/image`,
  video: `${server.url}/video`,
  videoScript: `${server.url}/script`,
});
const provider = (over: Partial<WebhookUrls> = {}) =>
  createWebhookProvider({
    urls: { ...urls(), ...over },
    // The test server is on 127.0.0.1: allowed, as generation addresses may be local.
    urlGuard: createUrlGuard({ privateHosts: 'any' }),
    now: () => NOW,
    timeoutsMs: {
      titleIdeas: 300,
      article: 300,
      imagePrompt: 300,
      image: 300,
      videoTitleIdeas: 300,
      videoScenes: 300,
      videoScript: 300,
    },
  });

describe.each(ACTIONS)('webhook $action', (a) => {
  it('POSTs the documented body as JSON to the configured address', async () => {
    server.reply({ body: a.shapes[0]![1] });
    await a.run(provider());
    expect(server.requests).toHaveLength(1);
    const req = server.requests[0]!;
    expect(req).toMatchObject({
      method: 'POST',
      path: `/${a.urlKey === 'videoScript' ? 'script' : a.urlKey}`,
    });
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual(a.body);
  });

  it.each(a.shapes)('reads the reply shape: %s', async (_name, body, expected) => {
    server.reply({ body, contentType: 'text/plain' });
    const result = await a.run(provider());
    if (a.action === 'generate_post_content') expect(result).toMatchObject(expected as object);
    else expect(result).toEqual(expected);
  });

  it.each(HTTP_ERRORS)('maps HTTP %i to %s', async (status, code, message) => {
    server.reply({ status, body: 'nope' });
    await expect(a.run(provider())).rejects.toMatchObject({ code, message, details: { status } });
  });

  it.each(['', '   \n'])('rejects an empty body (%j)', async (body) => {
    server.reply({ body });
    await expect(a.run(provider())).rejects.toMatchObject({ code: 'EMPTY_RESPONSE' });
  });

  if (a.parseErrors) {
    it('rejects invalid JSON with its message', async () => {
      server.reply({ body: '{"broken": ' });
      await expect(a.run(provider())).rejects.toMatchObject({
        code: 'INVALID_JSON',
        message: 'Invalid JSON response format: {"broken":',
      });
    });

    it('rejects content of 10 characters or fewer', async () => {
      server.reply({ body: 'ok', contentType: 'text/plain' });
      await expect(a.run(provider())).rejects.toMatchObject({ code: 'CONTENT_TOO_SHORT' });
    });
  } else {
    it.each(['{"broken": ', 'ok'])(
      'falls back to title and content for the unreadable reply %j',
      async (body) => {
        server.reply({ body, contentType: 'text/plain' });
        expect(await a.run(provider())).toBe(
          `Bakery ${'Fresh bread. '.repeat(60).trim().slice(0, 300)}`.trim(),
        );
      },
    );
  }

  it('times out a slow reply', async () => {
    server.reply({ body: a.shapes[0]![1], delayMs: 1500 });
    const started = Date.now();
    await expect(a.run(provider())).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('stops when the caller aborts', async () => {
    server.reply({ body: a.shapes[0]![1], delayMs: 1500 });
    await expect(a.run(provider(), AbortSignal.timeout(50))).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('reports a network failure on a closed port', async () => {
    const error = await a.run(provider({ [a.urlKey]: `${deadUrl}/hook` })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', details: { reason: 'ECONNREFUSED' } });
    // The address of the automation must not leak into what a browser may see.
    expect(JSON.stringify(error) + String(error)).not.toContain(new URL(deadUrl).port);
  });

  it.each([
    ['missing', null, 'WEBHOOK_MISSING'],
    ['empty', '  ', 'WEBHOOK_MISSING'],
    ['not http', 'ftp://example.com/hook', 'WEBHOOK_INVALID_URL'],
    ['malformed', 'http://', 'WEBHOOK_INVALID_URL'],
  ])('refuses a %s address without calling out', async (_name, url, code) => {
    await expect(a.run(provider({ [a.urlKey]: url }))).rejects.toMatchObject({ code });
    expect(server.requests).toHaveLength(0);
  });
});

describe('webhook generate_image, image studio fields', () => {
  it('sends the negative prompt, the aspect ratio and the size it gives', async () => {
    server.reply({ body: j({ url: 'https://img.test/a.png' }) });
    await provider().image({
      prompt: 'A loaf',
      negativePrompt: 'text',
      resolution: '1024x1024',
      aspect: '9:16',
    });
    expect(server.requests[0]!.body).toEqual({
      action: 'generate_image',
      prompt: 'A loaf',
      resolution: '1024x1024',
      negative_prompt: 'text',
      aspect_ratio: '9:16',
      width: 576,
      height: 1024,
    });
  });
});
