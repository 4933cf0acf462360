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
        },
        updatedAt: new Date(Date.parse(state.settings.updatedAt ?? '') + 60_000).toISOString(),
      };
      return { body: state.settings };
    },
    ...overrides,
  });
  return { fetch, state };
}
