import type { ApiScope } from '@forja/contracts';

/*
 * How a route a personal API token may call is named in the OpenAPI document: its operation
 * id, its area (the tag) and a fallback summary, all read from its method and path so that a
 * new token route is documented without a list to keep in step.
 */

/** The area of an /api path (its first segment), as the reference page groups operations. */
const TAG_OF_SEGMENT: Readonly<Record<string, string>> = {
  generations: 'generations',
  generation: 'generations',
  batches: 'batches',
  schedules: 'schedules',
  connections: 'publishing',
  wordpress: 'publishing',
  media: 'media',
  files: 'media',
  music: 'media',
  'brand-kits': 'account',
  credits: 'account',
  'plan-access': 'account',
};

/** The tags in the order the reference page shows them, with a line on each. */
export const OPENAPI_TAGS = [
  {
    name: 'generations',
    description: 'Start generations, follow them (poll or Server-Sent Events), cancel them.',
  },
  {
    name: 'archives',
    description: 'What the studios keep: saved images, articles, scripts, videos, voice-overs, posts.',
  },
  { name: 'batches', description: 'Runs of one studio over a list or a CSV.' },
  {
    name: 'publishing',
    description: 'Connected accounts and publishing to them (WordPress, social networks).',
  },
  { name: 'schedules', description: 'Posts and articles planned for later.' },
  { name: 'media', description: 'Stored files, the media library and stock search.' },
  { name: 'account', description: 'Credits, plan access and brand kits.' },
] as const;

const segments = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);

export function tagOf(path: string, scope: ApiScope): string {
  const first = segments(path)[0] ?? '';
  // Publishing an archive's item (an article to WordPress, a video to a network) is publishing.
  if (scope === 'publish' && first !== 'schedules') return 'publishing';
  // Every other area is a studio's archive (images, articles, video-scripts, …).
  return TAG_OF_SEGMENT[first] ?? 'archives';
}

const camel = (word: string) =>
  word
    .split(/[-_:]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** `POST /api/generations/:id/cancel` → `postGenerationsByIdCancel`: unique per method and path. */
export function operationIdOf(method: string, path: string): string {
  const parts = segments(path).map((s) => (s.startsWith(':') ? `By${camel(s.slice(1))}` : camel(s)));
  return method.toLowerCase() + parts.join('');
}

/** `/api/generations/:id` → `/api/generations/{id}`, as OpenAPI writes a path's parameters. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const SCOPE_MEANING: Readonly<Record<ApiScope, string>> = {
  read: 'reads your generations, archives, credits and plans',
  generate: 'starts and cancels generations (spends credits)',
  publish: 'publishes and schedules to your connected accounts',
  'archives:write': 'saves, changes and deletes items of your archives',
};

/** The operation's description: which scope a token needs, and what that scope means. */
export const scopeDescription = (scope: ApiScope) =>
  `Requires a personal API token with the \`${scope}\` scope (it ${SCOPE_MEANING[scope]}), ` +
  'or a signed-in session. A token without it gets 403 `TOKEN_SCOPE_MISSING`.';

const words = (segment: string) => segment.replace(/-/g, ' ');
const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * A summary for an endpoint without its own in openapi-summaries.ts, read from
 * its method and path: "List images", "Get images by id", "Cancel generations by id".
 */
export function summaryOf(method: string, path: string): string {
  const parts = segments(path);
  const [resource = '', second, third, ...rest] = parts.map((s) =>
    s.startsWith(':') ? `by ${s.slice(1)}` : s,
  );
  const noun = words(resource);
  const byId = second?.startsWith('by ');
  if (parts.length === 1)
    return method === 'GET'
      ? `List ${noun}`
      : `${method === 'POST' ? 'Create' : capital(method.toLowerCase())} ${noun}`;
  if (parts.length === 2 && byId) {
    const verb =
      { GET: 'Get', DELETE: 'Delete', PATCH: 'Update', PUT: 'Replace' }[method] ??
      capital(method.toLowerCase());
    return `${verb} ${noun} ${second}`;
  }
  if (parts.length === 3 && byId && third && method === 'POST')
    return `${capital(words(third))} ${noun} ${second}`;
  if (parts.length === 2 && second === 'count') return `Count ${noun}`;
  const tail = [second, third, ...rest]
    .filter(Boolean)
    .map((s) => words(s!))
    .join(' ');
  return `${capital(method.toLowerCase())} ${noun}: ${tail}`;
}
