import { zonedToInstant, type CalendarEntry, type Profile } from '@forja/contracts';
import { mockFetch, signedInAs, type MockHandler, type MockReply } from '@/test/mock-fetch';

/*
 * A fake of the schedules API for the calendar's tests, over mockFetch: it keeps the entries,
 * answers the range and platform asked, applies moves and cancels, and records what it was sent.
 */

export const ENTRY_ID = '11111111-1111-4111-8111-111111111111';

export function entry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  const id = overrides.id ?? ENTRY_ID;
  return {
    id,
    scheduleId: id,
    platform: 'wordpress',
    itemKind: 'article',
    itemId: '22222222-2222-4222-8222-222222222222',
    title: 'Winter recipes',
    at: '2026-12-01T20:30:00.000Z',
    timeZone: 'Pacific/Auckland',
    status: 'scheduled',
    mode: 'forja',
    attempts: 0,
    nextAttemptAt: null,
    lateSeconds: null,
    publishedAt: null,
    url: null,
    errorCode: null,
    errorMessage: null,
    fields: {},
    ...overrides,
  };
}

const profile = (timeZone: string, language: Profile['language']): Profile => ({
  id: 'u1',
  name: 'Ana Pop',
  email: 'ana@example.com',
  isAdmin: false,
  role: 'user',
  language,
  timeZone,
  address: '',
  city: '',
  country: '',
  company: '',
  cui: '',
  createdAt: '2025-01-01T00:00:00.000Z',
});

interface CalendarServerOptions {
  entries?: CalendarEntry[];
  timeZone?: string;
  language?: Profile['language'];
  /** Replaces the answer to a PATCH (e.g. a refusal, or one that never settles). */
  patch?: MockHandler;
  /** Replaces the answer to the calendar's GET. */
  list?: MockHandler;
}

export function calendarServer(options: CalendarServerOptions = {}) {
  const { timeZone = 'Pacific/Auckland', language = 'en' } = options;
  const state = { entries: [...(options.entries ?? [])] };
  const lists: URLSearchParams[] = [];
  const patches: { id: string; body: unknown }[] = [];
  const cancels: string[] = [];
  const retries: string[] = [];

  const list: MockHandler = ({ url }) => {
    const query = new URL(url, 'http://localhost').searchParams;
    lists.push(query);
    const from = Date.parse(query.get('from') ?? '');
    const to = Date.parse(query.get('to') ?? '');
    const platform = query.get('platform');
    return {
      body: {
        entries: state.entries.filter(
          (e) =>
            Date.parse(e.at) >= from &&
            Date.parse(e.at) < to &&
            e.status !== 'cancelled' &&
            (!platform || e.platform === platform),
        ),
      },
    };
  };

  const perEntry: Record<string, MockHandler> = {};
  for (const { id } of state.entries) {
    perEntry[`PATCH /api/schedules/${id}`] = async (request) => {
      patches.push({ id, body: request.body });
      if (options.patch) return typeof options.patch === 'function' ? options.patch(request) : options.patch;
      const { localTime, timeZone: zone } = request.body as { localTime: string; timeZone: string };
      const current = state.entries.find((e) => e.id === id)!;
      const moved = { ...current, at: zonedToInstant(localTime, zone)!.toISOString() };
      state.entries = state.entries.map((e) => (e.id === id ? moved : e));
      return { body: moved } satisfies MockReply;
    };
    perEntry[`POST /api/schedules/${id}/cancel`] = () => {
      cancels.push(id);
      state.entries = state.entries.map((e) => (e.id === id ? { ...e, status: 'cancelled' } : e));
      return { body: state.entries.find((e) => e.id === id) };
    };
    perEntry[`POST /api/schedules/${id}/retry`] = () => {
      retries.push(id);
      state.entries = state.entries.map((e) => (e.id === id ? { ...e, status: 'publishing' } : e));
      return { body: state.entries.find((e) => e.id === id) };
    };
  }

  const fetch = mockFetch({
    'GET /api/auth/get-session': signedInAs({ language }),
    'GET /api/profile': { body: profile(timeZone, language) },
    'GET /api/schedules': options.list ?? list,
    'GET /api/inbox': { body: { items: [], unread: 0 } },
    // WordPress connected: an entry's Edit shows the post's fields.
    'GET /api/connections': {
      body: {
        connections: [
          {
            platform: 'wordpress',
            connected: true,
            display: { siteUrl: 'https://blog.example.com', username: 'ana' },
            connectedAt: '2025-01-01T00:00:00.000Z',
          },
        ],
      },
    },
    ...perEntry,
  });
  return { state, lists, patches, cancels, retries, fetch };
}
