import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUrlGuard } from '../../../lib/url-guard.js';
import { closedPortUrl, startTestServer, type TestServer } from '../../../test/fakes/test-server.js';
import { createOpenAiProvider, type OpenAiProviderConfig } from './openai-provider.js';

/* The provider against a local server that speaks /v1/chat/completions and /v1/images/generations. */

const j = (v: unknown) => JSON.stringify(v);
const chatReply = (content: unknown) =>
  j({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: typeof content === 'string' ? content : j(content) },
        finish_reason: 'stop',
      },
    ],
  });
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const IDEA = 'How small bakeries can use Instagram to find customers';
const SCENES_INPUT = {
  videoTitle: 'Bakery mornings',
  comment: '',
  imageStyle: 'anime',
  resolution: 'squared',
  numberOfScenes: 3,
  secondsPerScene: 6,
  imageModel: 'flux-pro',
  voice: 'ro-RO-AlinaNeural',
  withAudio: true,
  language: 'ro',
  niche: 'fun-facts',
} as const;
const SCRIPT_OPTIONS = {
  type: 'tutorial',
  audience: 'bakers',
  keyMessages: 'fresh daily',
  length: '60s',
  tone: 'funny',
  referenceUrl: '',
  visualTheme: 'warm',
} as const;

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

const provider = (over: Partial<OpenAiProviderConfig> = {}) =>
  createOpenAiProvider({
    baseUrl: `${server.url}/v1/`,
    apiKey: 'sk-test',
    textModel: 'gpt-test',
    imageModel: 'img-test',
    // A local server, as an Ollama next to the studio.
    urlGuard: createUrlGuard({ privateHosts: 'any' }),
    timeoutsMs: { titleIdeas: 300, image: 300 },
    ...over,
  });
interface ChatBody {
  messages: unknown[];
  response_format?: { json_schema: { name: string } };
}
const lastBody = () => server.requests.at(-1)!.body as ChatBody;

describe('openai provider: text operations', () => {
  it('asks for titles with a strict JSON schema and the API key', async () => {
    server.reply({ body: chatReply({ titles: ['One', 'Two'] }) });
    expect(await provider().titleIdeas({ idea: IDEA, language: 'es' })).toEqual(['One', 'Two']);
    const req = server.requests[0]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body).toMatchObject({
      model: 'gpt-test',
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'title_ideas',
          strict: true,
          schema: { type: 'object', required: ['titles'], additionalProperties: false },
        },
      },
    });
    expect(JSON.stringify(lastBody().messages)).toContain('Spanish');
  });

  it('sends no authorization header without a key (local servers)', async () => {
    server.reply({ body: chatReply({ titles: ['One'] }) });
    await provider({ apiKey: '' }).titleIdeas({ idea: IDEA, language: 'en' });
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('returns a sanitised article with meta description and at most 8 tags', async () => {
    server.reply({
      body: chatReply({
        html: '<h2>Photos</h2><p onclick="x()">Daylight sells bread every morning.</p><script>x()</script>',
        meta_description: 'Bakery tips',
        tags: 'a b c d e f g h i j'.split(' '),
      }),
    });
    const out = await provider().article({
      idea: IDEA,
      title: 'Bakeries',
      tone: 'casual',
      wordCount: 300,
      language: 'ro',
      audience: 'beginners',
    });
    expect(out).toEqual({
      html: '<h2>Photos</h2><p>Daylight sells bread every morning.</p>',
      metaDescription: 'Bakery tips',
      tags: 'a b c d e f g h'.split(' '),
    });
    expect(lastBody().response_format?.json_schema.name).toBe('article');
  });

  it('returns a plain-text image prompt', async () => {
    server.reply({ body: chatReply('A warm bakery window at sunrise, soft light') });
    expect(await provider().imagePrompt({ title: 'Bakery', content: '<p>Bread</p>' })).toBe(
      'A warm bakery window at sunrise, soft light',
    );
    expect(lastBody().response_format).toBeUndefined();
  });

  it('returns video titles, scenes and a script', async () => {
    const scenes = [
      {
        imagePrompt: 'Anime bakery at dawn',
        voiceOverText: 'Știai că pâinea se coace noaptea?',
        keywords: [],
      },
    ];
    const script = {
      title: 'T',
      hook: 'H',
      introduction: 'I',
      main_content: ['M'],
      call_to_action: 'C',
      estimated_duration: '60 seconds',
      hashtags: ['#b'],
      visual_notes: ['V'],
    };
    server.reply((req) => {
      const name = (req.body as ChatBody).response_format?.json_schema.name;
      if (name === 'video_titles') return { body: chatReply({ titles: ['Reel'] }) };
      if (name === 'video_scenes') return { body: chatReply({ scenes }) };
      return { body: chatReply(script) };
    });
    const p = provider();
    expect(await p.videoTitleIdeas({ idea: IDEA })).toEqual(['Reel']);
    expect(await p.videoScenes(SCENES_INPUT)).toEqual(scenes);
    expect(JSON.stringify(lastBody().messages)).toContain('exactly 3 scenes');
    expect(await p.videoScript({ idea: IDEA, options: SCRIPT_OPTIONS })).toEqual(script);
  });
});

describe('openai provider: images', () => {
  it('requests b64_json at the resolution and returns PNG bytes', async () => {
    server.reply({ body: j({ created: 1, data: [{ b64_json: PNG_B64, revised_prompt: 'Better' }] }) });
    const out = await provider().image({
      prompt: 'A loaf',
      resolution: '1024x1792',
      style: 'painting',
      mood: 'serene',
    });
    expect(out).toMatchObject({ kind: 'bytes', contentType: 'image/png', revisedPrompt: 'Better' });
    expect(server.requests[0]!.path).toBe('/v1/images/generations');
    expect(lastBody()).toEqual({
      model: 'img-test',
      prompt: 'A loaf Style: painting. Mood: serene.',
      size: '1024x1792',
      n: 1,
      response_format: 'b64_json',
    });
  });

  it('puts the negative prompt and the shape in the prompt and picks the nearest size', async () => {
    server.reply({ body: j({ created: 1, data: [{ b64_json: PNG_B64 }] }) });
    await provider().image({
      prompt: 'A loaf',
      negativePrompt: 'text, people',
      resolution: '1024x1024',
      aspect: '16:9',
    });
    expect(lastBody()).toMatchObject({
      prompt: 'A loaf Aspect ratio: 16:9. Avoid: text, people.',
      size: '1792x1024',
    });
  });

  it('accepts a URL in data[0]', async () => {
    server.reply({ body: j({ data: [{ url: 'https://img.test/a.png' }] }) });
    expect(await provider().image({ prompt: 'A loaf', resolution: '1024x1024' })).toEqual({
      kind: 'url',
      url: 'https://img.test/a.png',
    });
  });

  it.each([
    ['no data', j({ data: [] }), 'NO_IMAGE_URL'],
    [
      'base64 that is not an image',
      j({ data: [{ b64_json: Buffer.from('nope').toString('base64') }] }),
      'PROVIDER_ERROR',
    ],
    ['invalid JSON', '<html>proxy</html>', 'INVALID_JSON'],
  ])('rejects %s', async (_name, body, code) => {
    server.reply({ body });
    await expect(provider().image({ prompt: 'A loaf', resolution: '1024x1024' })).rejects.toMatchObject({
      code,
    });
  });
});

describe('openai provider: errors', () => {
  const titles = (over: Partial<OpenAiProviderConfig> = {}, signal?: AbortSignal) =>
    provider(over).titleIdeas({ idea: IDEA, language: 'en' }, signal);

  it.each([
    [401, 'WEBHOOK_UNAUTHORIZED'],
    [403, 'WEBHOOK_UNAUTHORIZED'],
    [404, 'WEBHOOK_NOT_FOUND'],
    [429, 'WEBHOOK_RATE_LIMITED'],
    [500, 'WEBHOOK_SERVER_ERROR'],
    [418, 'WEBHOOK_HTTP_ERROR'],
  ])('maps HTTP %i to %s and keeps the API message', async (status, code) => {
    server.reply({
      status,
      body: j({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }),
    });
    const error = await titles().catch((e: unknown) => e);
    expect(error).toMatchObject({ code, details: { status } });
    expect((error as { details: { body: string } }).details.body).toContain('Incorrect API key provided');
  });

  it.each([
    ['an empty body', '', 'EMPTY_RESPONSE'],
    ['a body that is not JSON', 'Bad Gateway', 'INVALID_JSON'],
    ['no choices', j({ choices: [] }), 'EMPTY_RESPONSE'],
    ['empty content', chatReply(''), 'EMPTY_RESPONSE'],
    ['content that is not JSON', chatReply('{"titles": ['), 'INVALID_JSON'],
    ['content without titles', chatReply({ titles: [] }), 'NO_TITLES'],
  ])('rejects %s', async (_name, body, code) => {
    server.reply({ body });
    await expect(titles()).rejects.toMatchObject({ code });
  });

  it('reports a refusal', async () => {
    server.reply({
      body: j({ choices: [{ message: { role: 'assistant', content: null, refusal: 'I cannot help' } }] }),
    });
    await expect(titles()).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'The model refused: I cannot help',
    });
  });

  it('times out a slow reply', async () => {
    server.reply({ body: chatReply({ titles: ['late'] }), delayMs: 1500 });
    await expect(titles()).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('reports a network failure on a closed port', async () => {
    await expect(titles({ baseUrl: `${deadUrl}/v1` })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it.each([
    ['', 'WEBHOOK_MISSING'],
    ['localhost:11434/v1', 'WEBHOOK_INVALID_URL'],
  ])('refuses the base URL %j', async (baseUrl, code) => {
    await expect(titles({ baseUrl })).rejects.toMatchObject({ code });
  });
});
