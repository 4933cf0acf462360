import type { ArticleResponse, Credits, GenerationStatus } from '@forja/contracts';
import { freeCredits } from '@/test/fixtures';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { forgetInFlight } from '@/features/article-wizard/actions/context';
import { forgetSavers } from '@/features/article-wizard/actions/save';
import { forgetDraftsInMemory } from '@/features/article-wizard/model/draft-store';

/* Shared by the article wizard's tests: a signed-in user, credits, and the generation endpoints. */

export const USER_ID = 'u1';

const credits = (available: number): Credits => freeCredits(available);

const READY: GenerationStatus = {
  article: { provider: 'builtin', ready: true },
  image: { provider: 'builtin', ready: true },
  video: { provider: 'builtin', ready: true },
  videoScript: { provider: 'builtin', ready: true },
};

export const TITLES = ['Bread and buzz: a bakery guide', 'Seven ways bakeries win customers'] as const;
export const GENERATION_ID = '11111111-1111-4111-8111-111111111111';
export const ARTICLE: ArticleResponse = {
  html: '<h2>Why it matters</h2><p>Fresh bread sells itself.</p><ul><li>Post daily</li><li>Reply fast</li></ul>',
  metaDescription: 'How bakeries win customers online.',
  tags: ['bakery', 'marketing'],
  generationId: GENERATION_ID,
  cost: 2,
};
export const SAVED_ID = '22222222-2222-4222-8222-222222222222';
export const FILE_ID = '33333333-3333-4333-8333-333333333333';

export const IDEA = 'How small bakeries can win customers with social media';

const disconnected = {
  connections: [
    { platform: 'wordpress', connected: false, display: null, connectedAt: null },
    { platform: 'youtube', connected: false, display: null, connectedAt: null },
    { platform: 'tiktok', connected: false, display: null, connectedAt: null },
  ],
};

/** Every endpoint the wizard calls, answering success; `overrides` replace single routes. */
export function wizardServer(overrides: Record<string, MockHandler> = {}, available = 50) {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/generation/status': { body: READY },
    'GET /api/credits': { body: credits(available) },
    'GET /api/connections': { body: disconnected },
    'POST /api/generate/article/titles': { body: { titles: TITLES, generationId: GENERATION_ID, cost: 0 } },
    'POST /api/generate/article': { body: ARTICLE },
    'POST /api/articles': ({ body }) => ({
      status: 201,
      body: savedSummary(body as Record<string, unknown>),
    }),
    'PATCH /api/articles/22222222-2222-4222-8222-222222222222': ({ body }) => ({
      body: savedSummary(body as Record<string, unknown>),
    }),
    ...overrides,
  });
}

function savedSummary(body: Record<string, unknown>) {
  return {
    id: SAVED_ID,
    title: (body.title as string | undefined) ?? TITLES[0],
    preview: 'Why it matters',
    tone: 'professional',
    wordCount: 500,
    language: 'en',
    audience: 'general',
    metaDescription: '',
    tags: [],
    fromMetadata: false,
    imageFileId: (body.imageFileId as string | undefined) ?? null,
    imageUrl: null,
    imagePrompt: null,
    generationId: GENERATION_ID,
    generatedBy: 'builtin',
    createdAt: '2025-03-01T10:00:00.000Z',
  };
}

/** Each test starts without a draft or a saver from an earlier test. */
export function resetWizardState(): void {
  forgetDraftsInMemory();
  forgetSavers();
  forgetInFlight();
}

/** The requests of one kind a fetch mock received, with their JSON bodies. */
export function requests(fetch: ReturnType<typeof mockFetch>, method: string, path: string): unknown[] {
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return (
        (init?.method ?? 'GET').toUpperCase() === method && new URL(url, 'http://localhost').pathname === path
      );
    })
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}
