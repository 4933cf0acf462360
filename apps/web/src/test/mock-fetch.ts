import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

/** A handler answers with a reply, throws to simulate a network failure, or never settles. */
export type MockHandler =
  MockReply | ((request: { url: string; method: string; body: unknown }) => MockReply | Promise<MockReply>);

/**
 * Replaces global fetch. Keys are "METHOD /path" (query string ignored); unknown
 * requests fail the test loudly instead of hanging. GET /api/brand-kits answers an empty list
 * unless given, and so do the header's notifications and the dashboard's next schedules.
 */
export function mockFetch(given: Record<string, MockHandler>) {
  // Every studio's options step reads the brand kits: none, unless a test gives some.
  // The app shell's bell and the dashboard's card read these on every signed-in screen.
  const routes: Record<string, MockHandler> = {
    'GET /api/brand-kits': { body: { items: [] } },
    'GET /api/inbox': { body: { items: [], unread: 0 } },
    'GET /api/schedules/upcoming': { body: { entries: [] } },
    ...given,
  };
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected request in test: ${method} ${path}`);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = typeof handler === 'function' ? await handler({ url, method, body }) : handler;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const never = () => new Promise<MockReply>(() => {});

export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

export const signedInAs = (
  user: Partial<{ name: string; isAdmin: boolean; role: string; language: string }> = {},
) => ({
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: { id: 'u1', name: 'Ana Pop', email: 'ana@example.com', isAdmin: false, language: 'en', ...user },
  },
});

export const signedOut: MockReply = { body: null };
