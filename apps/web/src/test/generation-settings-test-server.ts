import type { GenerationSettings, UpdateGenerationSettingsBody } from '@forja/contracts';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';

/* Shared by the generation settings tests: an administrator and a server that keeps the record. */

const SAVED: GenerationSettings = {
  providers: { article: 'webhook', image: 'builtin', video: 'builtin', videoScript: 'builtin' },
  webhooks: { article: 'https://n8n.example.com/webhook/article', image: '', video: '', videoScript: '' },
  openai: {
    baseUrl: 'https://api.openai.com/v1',
    textModel: 'gpt-4o-mini',
    imageModel: '',
    hasApiKey: true,
    apiKeyMasked: 'sk-…abcd',
    apiKeyUnreadable: false,
    imageServer: { baseUrl: '', hasApiKey: false, apiKeyMasked: '', apiKeyUnreadable: false },
  },
  stock: {
    pexels: { hasApiKey: false, apiKeyMasked: '', apiKeyUnreadable: false },
    pixabay: { hasApiKey: false, apiKeyMasked: '', apiKeyUnreadable: false },
  },
  video: {
    renderer: 'auto',
    active: 'local',
    json2videoConfigured: false,
    localRenderer: 'ffmpeg 5.1.6 (system)',
    speechEngine: 'espeak-ng (WebAssembly)',
  },
  speech: {
    provider: 'builtin',
    engine: 'espeak-ng (WebAssembly)',
    baseUrl: '',
    model: '',
    voice: '',
    transcriptionModel: 'whisper-1',
    hasApiKey: false,
    apiKeyMasked: '',
    apiKeyUnreadable: false,
  },
  updatedAt: '2025-03-01T10:00:00.000Z',
};

/** What the fake model servers list, by base URL (the settings page asks through the API). */
export const SERVER_MODELS: Record<string, string[]> = {
  'https://api.openai.com/v1': ['gpt-4.1-mini', 'gpt-4o-mini', 'gpt-image-1', 'tts-1'],
  'http://localhost:11434/v1': ['llama3.2:latest', 'qwen2.5:7b'],
  'http://localhost:8880/v1': ['kokoro', 'tts-1'],
  'http://localhost:8080/v1': ['stablediffusion', 'tts-1'],
};

export function generationSettingsServer(overrides: Record<string, MockHandler> = {}) {
  const state = { settings: structuredClone(SAVED), saves: [] as UpdateGenerationSettingsBody[] };
  const fetch = mockFetch({
    'GET /api/auth/get-session': signedInAs({ isAdmin: true }),
    'GET /api/admin/generation-settings': () => ({ body: state.settings }),
    'PUT /api/admin/generation-settings': ({ body }) => {
      const b = body as UpdateGenerationSettingsBody;
      state.saves.push(b);
      const hasApiKey = b.openai.apiKey
        ? true
        : b.openai.clearApiKey
          ? false
          : state.settings.openai.hasApiKey;
      state.settings = {
        ...state.settings,
        providers: b.providers,
        webhooks: b.webhooks,
        video: {
          ...state.settings.video,
          renderer: b.videoRenderer ?? state.settings.video.renderer,
          // The server resolves the choice; 'auto' stays local here (no key, no video webhook).
          active: b.videoRenderer && b.videoRenderer !== 'auto' ? b.videoRenderer : 'local',
        },
        openai: {
          baseUrl: b.openai.baseUrl,
          textModel: b.openai.textModel,
          imageModel: b.openai.imageModel,
          hasApiKey,
          apiKeyMasked: b.openai.apiKey
            ? `${b.openai.apiKey.slice(0, 3)}…${b.openai.apiKey.slice(-4)}`
            : hasApiKey
              ? state.settings.openai.apiKeyMasked
              : '',
          apiKeyUnreadable: false,
          imageServer: {
            ...state.settings.openai.imageServer,
            baseUrl: b.openai.imageServer?.baseUrl ?? state.settings.openai.imageServer.baseUrl,
          },
        },
        updatedAt: new Date(Date.parse(state.settings.updatedAt ?? '') + 60_000).toISOString(),
      };
      return { body: state.settings };
    },
    'POST /api/admin/generation-settings/servers/models': ({ body }) => {
      const models = SERVER_MODELS[(body as { baseUrl: string }).baseUrl];
      return {
        body: models
          ? { ok: true, models, durationMs: 80 }
          : { ok: false, reason: 'unreachable', durationMs: 5 },
      };
    },
    'POST /api/admin/generation-settings/servers/voices': ({ body }) => ({
      body:
        (body as { baseUrl: string }).baseUrl === 'http://localhost:8880/v1'
          ? {
              ok: true,
              voices: [
                { id: 'af_heart', label: 'af_heart' },
                { id: 'am_adam', label: 'am_adam' },
              ],
              durationMs: 30,
            }
          : { ok: true, voices: null, durationMs: 30 },
    }),
    ...overrides,
  });
  return { fetch, state };
}
