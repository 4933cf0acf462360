import type { Article, Credits, Profile } from '@forja/contracts';
import { freeCredits } from '@/test/fixtures';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';

/* Shared by the archive tests only: a signed-in user with saved articles the handlers can change. */

const CREDITS: Credits = freeCredits();

/** What the default publish handler answers. */
export const PUBLISHED_POST_URL = 'https://blog.example.com/?p=321';
export const PUBLISHED_AT = '2025-04-02T09:30:00.000Z';

/** The signed-in user's profile: schedules are chosen in its zone. */
export const ARCHIVE_PROFILE: Profile = {
  id: 'u1',
  name: 'Ana Pop',
  email: 'ana@example.com',
  isAdmin: false,
  role: 'user',
  language: 'en',
  timeZone: 'Europe/Bucharest',
  address: '',
  city: '',
  country: '',
  company: '',
  cui: '',
  createdAt: '2025-01-01T00:00:00.000Z',
};

let counter = 0;

export function makeArticle(overrides: Partial<Article> = {}): Article {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  const title = overrides.title ?? `Article ${counter}`;
  return {
    id: `00000000-0000-4000-8000-${n}`,
    title,
    preview: `Preview of ${title}.`,
    tone: 'professional',
    wordCount: 500,
    language: 'en',
    audience: 'general',
    metaDescription: '',
    tags: [],
    fromMetadata: false,
    imageFileId: null,
    imageUrl: null,
    imagePrompt: null,
    generationId: null,
    generatedBy: null,
    demo: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    wordpress: null,
    content: `<h2>${title}</h2><p>Full text of ${title}.</p>`,
    ...overrides,
  };
}

export function archiveServer(
  articles: Article[],
  overrides: Record<string, MockHandler> = {},
  pageSize = 10,
) {
  const state = { articles: [...articles] };
  const idOf = (url: string) => new URL(url, 'http://localhost').pathname.split('/')[3] ?? '';
  const detail: MockHandler = ({ url }) => {
    const found = state.articles.find((a) => a.id === idOf(url));
    return found ? { body: found } : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  };
  const fetch = mockFetch({
    'GET /api/auth/get-session': signedInAs(),
    'GET /api/credits': { body: CREDITS },
    'GET /api/articles/count': () => ({ body: { count: state.articles.length } }),
    // No article here was made by a batch (the archive's "From a batch" lookup).
    'GET /api/batches/items': { body: { items: [] } },
    // Nothing scheduled (each card lists its planned publications), in the profile's zone.
    'GET /api/schedules': { body: { entries: [] } },
    'GET /api/profile': { body: ARCHIVE_PROFILE },
    'GET /api/articles': ({ url }) => {
      const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
      const start = cursor ? Number(cursor) : 0;
      const items = state.articles
        .slice(start, start + pageSize)
        .map(({ content: _content, ...summary }) => summary);
      const next = start + pageSize < state.articles.length ? String(start + pageSize) : null;
      return { body: { items, nextCursor: next } };
    },
    ...Object.fromEntries(
      state.articles.flatMap((a) => [
        [`GET /api/articles/${a.id}`, detail],
        [
          `DELETE /api/articles/${a.id}`,
          () => {
            state.articles = state.articles.filter((x) => x.id !== a.id);
            return { status: 204 };
          },
        ],
        [
          `POST /api/articles/${a.id}/publish`,
          () => {
            // The article remembers the post and its status, as the server's does (a new post is a draft).
            const wordpress = { postUrl: PUBLISHED_POST_URL, publishedAt: PUBLISHED_AT, status: 'draft' };
            state.articles = state.articles.map((x) => (x.id === a.id ? { ...x, wordpress } : x));
            return {
              body: {
                postId: 321,
                postUrl: PUBLISHED_POST_URL,
                status: 'draft',
                featuredMediaId: null,
                wordpress,
              },
            };
          },
        ],
      ]),
    ),
    ...overrides,
  });
  const callsTo = (method: string, path: string) =>
    fetch.mock.calls.filter(([url, init]) => {
      const pathname = new URL(String(url), 'http://localhost').pathname;
      return pathname === path && (init?.method ?? 'GET').toUpperCase() === method;
    });
  return { fetch, state, callsTo };
}
