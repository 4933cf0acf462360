import type {
  ArticleOutput,
  Credits,
  GenerationKindName,
  GenerationRecord,
  GenerationStatus,
} from '@forja/contracts';
import { freeCredits } from '@/test/fixtures';
import { mockFetch, signedInAs, type MockHandler, type MockReply } from '@/test/mock-fetch';
import { forgetInFlight } from '@/lib/wizard/in-flight';
import { forgetSavers } from '@/features/article-wizard/actions/save';
import { forgetDraftsInMemory, storeDraftForTest } from '@/features/article-wizard/model/draft-store';
import type { ArticleDraft } from '@/features/article-wizard/model/article-draft';

/* Shared by the article wizard's tests: a signed-in user, credits, and the generation endpoints. */

export const USER_ID = 'u1';

export const credits = (available: number): Credits => freeCredits(available);

const READY: GenerationStatus = {
  article: { provider: 'builtin', ready: true },
  image: { provider: 'builtin', ready: true },
  video: { provider: 'builtin', ready: true },
  videoScript: { provider: 'builtin', ready: true },
};

export const TITLES = ['Bread and buzz: a bakery guide', 'Seven ways bakeries win customers'] as const;
export const GENERATION_ID = '11111111-1111-4111-8111-111111111111';
export const ARTICLE: ArticleOutput = {
  html: '<h2>Why it matters</h2><p>Fresh bread sells itself.</p><ul><li>Post daily</li><li>Reply fast</li></ul>',
  metaDescription: 'How bakeries win customers online.',
  tags: ['bakery', 'marketing'],
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

export const ARTICLE_INPUT = {
  idea: IDEA,
  title: TITLES[0],
  tone: 'professional',
  wordCount: 500,
  language: 'en',
  audience: 'general',
};

/** A generation row as GET /api/generations/:id (and POST /api/generations) answer it. */
export function generationRecord(overrides: Partial<GenerationRecord> = {}): GenerationRecord {
  const now = new Date().toISOString();
  return {
    id: GENERATION_ID,
    kind: 'article',
    provider: 'builtin',
    demo: true,
    status: 'succeeded',
    stage: null,
    percent: null,
    restarted: false,
    cost: 2,
    input: ARTICLE_INPUT,
    output: ARTICLE,
    error: null,
    startedAt: now,
    finishedAt: now,
    ...overrides,
  };
}

/** A 'now' kind's answer: 200 with the succeeded record and its output. */
export const succeeded = (kind: GenerationKindName, output: unknown, id = GENERATION_ID): MockReply => ({
  body: generationRecord({ id, kind, output, cost: kind === 'image' ? 5 : 0 }),
});

/** The article's answer: 202, queued. */
export const queued = (id = GENERATION_ID): MockReply => ({
  status: 202,
  body: generationRecord({ id, status: 'queued', output: null, finishedAt: null, stage: { name: 'queued' } }),
});

/** POST /api/generations, answered per kind: an override, else the default success. */
function generationsRoute(overrides: Record<string, MockHandler>): MockHandler {
  return async (request) => {
    const kind = (request.body as { kind: GenerationKindName }).kind;
    const handler = overrides[`kind:${kind}`];
    if (handler) return typeof handler === 'function' ? handler(request) : handler;
    if (kind === 'titleIdeas') return succeeded('titleIdeas', { titles: TITLES });
    if (kind === 'article') return queued();
    throw new Error(`No test answer for a ${kind} generation`);
  };
}

/**
 * Every endpoint the wizard calls, answering success; `overrides` replace single routes, or
 * one kind of generation (`'kind:article': …`). The article is queued (202) and then found
 * succeeded by GET /api/generations/:id (jsdom has no EventSource, so the follower polls).
 */
export function wizardServer(overrides: Record<string, MockHandler> = {}, available = 50) {
  return mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/generation/status': { body: READY },
    'GET /api/credits': { body: credits(available) },
    'GET /api/connections': { body: disconnected },
    // The saved article's planned publications (the result step's Schedule): none.
    'GET /api/schedules': { body: { entries: [] } },
    'POST /api/generations': generationsRoute(overrides),
    [`GET /api/generations/${GENERATION_ID}`]: { body: generationRecord() },
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
    tags: [],
    fromMetadata: false,
    metaDescription: (body.metaDescription as string | undefined) ?? '',
    imageFileId: (body.imageFileId as string | undefined) ?? null,
    imageUrl: null,
    imagePrompt: null,
    generationId: GENERATION_ID,
    generatedBy: 'builtin',
    demo: true,
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

/** A stored draft (as the draft store keeps it) for the signed-in test user. */
export function storeDraft(fields: Partial<ArticleDraft> | Record<string, unknown>): void {
  storeDraftForTest(USER_ID, fields as Partial<ArticleDraft>);
}

/** The inputs of the POST /api/generations requests of one kind. */
export function generationInputs(fetch: ReturnType<typeof mockFetch>, kind: GenerationKindName): unknown[] {
  return requests(fetch, 'POST', '/api/generations')
    .filter((body) => (body as { kind: string }).kind === kind)
    .map((body) => (body as { input: unknown }).input);
}
