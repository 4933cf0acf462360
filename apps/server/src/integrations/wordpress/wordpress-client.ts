import { z } from 'zod';
import { statusError, WordPressError } from './wordpress-errors.js';
import { createSiteHttp, type SiteHttp, type SiteHttpOptions, type SiteResponse } from './wordpress-http.js';

/*
 * The WordPress REST API (wp/v2) with an application password (HTTP Basic). Routes are
 * reached as /wp-json/<route> ('pretty' permalinks) or, on sites with plain permalinks,
 * as /?rest_route=<route> ('query'); verify() finds out which one the site answers.
 */

export type RestMode = 'pretty' | 'query';
export type Taxonomy = 'categories' | 'tags';

export interface WordPressCredentials {
  /** Site address without a trailing slash, e.g. https://example.com or https://example.com/blog. */
  siteUrl: string;
  username: string;
  applicationPassword: string;
  restMode?: RestMode;
}

export interface WordPressUser {
  id: number;
  username: string;
  name: string;
}

export interface NewPost {
  title: string;
  content: string;
  excerpt: string;
  /** 'future' with `dateGmt`: the site publishes the post itself at that instant (a scheduled post). */
  status: 'draft' | 'publish' | 'future';
  categories: number[];
  tags: number[];
  featuredMedia?: number | undefined;
  /** The post's date, sent as `date_gmt` (the instant a 'future' post goes live). */
  dateGmt?: Date | undefined;
}

/** An update of a post: without a status, the post keeps the one it has on the site. */
export type PostUpdate = Omit<NewPost, 'status'> & { status?: NewPost['status'] | undefined };

export interface PostResult {
  id: number;
  link: string;
  status: string;
}

/** The post fields both a new post and an update send; `status` only when given. */
function postFields(post: PostUpdate) {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    ...(post.status ? { status: post.status } : {}),
    // WordPress reads date_gmt as UTC without a zone suffix: YYYY-MM-DDTHH:mm:ss.
    ...(post.dateGmt ? { date_gmt: post.dateGmt.toISOString().slice(0, 19) } : {}),
    categories: post.categories,
    tags: post.tags,
  };
}

/** Only the status (and date) of a post: a scheduled post sent back to a draft, or made live now. */
export interface PostStatusChange {
  status: NewPost['status'];
  dateGmt?: Date | undefined;
}

const WORDPRESS_TIMEOUTS_MS = { request: 20_000, media: 60_000 };

export interface WordPressClientOptions extends SiteHttpOptions {
  timeouts?: Partial<typeof WORDPRESS_TIMEOUTS_MS>;
}

const userSchema = z.object({
  id: z.number().int(),
  name: z.string().catch(''),
  username: z.string().optional(),
  slug: z.string().optional(),
});
const termSchema = z.object({ id: z.number().int(), name: z.string() });
const createdSchema = z.object({ id: z.number().int() }).loose();
const postSchema = z.object({
  id: z.number().int(),
  link: z.string().catch(''),
  status: z.string().catch(''),
});
const mediaSchema = z.object({ id: z.number().int(), source_url: z.string().catch('') });
const errorSchema = z.object({ code: z.string().optional(), data: z.unknown().optional() }).loose();

export function createWordPressClient(credentials: WordPressCredentials, options: WordPressClientOptions) {
  const request: SiteHttp = createSiteHttp(options);
  const timeouts = { ...WORDPRESS_TIMEOUTS_MS, ...options.timeouts };
  let siteUrl = credentials.siteUrl.replace(/\/+$/, '');
  let mode: RestMode = credentials.restMode ?? 'pretty';
  const authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.applicationPassword}`, 'utf8').toString('base64')}`;

  function endpoint(route: string, params: Record<string, string> = {}, as: RestMode = mode): URL {
    const url = as === 'pretty' ? new URL(`${siteUrl}/wp-json${route}`) : new URL(`${siteUrl}/`);
    if (as === 'query') url.searchParams.set('rest_route', route);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url;
  }

  async function call(
    method: 'GET' | 'POST',
    url: URL,
    opts: { json?: unknown; body?: Buffer; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<SiteResponse> {
    const body = opts.json !== undefined ? Buffer.from(JSON.stringify(opts.json), 'utf8') : opts.body;
    return request({
      method,
      url,
      timeoutMs: opts.timeoutMs ?? timeouts.request,
      headers: {
        authorization,
        ...(opts.json !== undefined ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        ...opts.headers,
      },
      ...(body ? { body } : {}),
    });
  }

  /** The reply of a 2xx answer as JSON of `schema`; an HTML page or anything else is not the REST API. */
  function parse<T>(res: SiteResponse, schema: z.ZodType<T>): T {
    const json = readJson(res);
    if (res.status < 200 || res.status > 299) throw statusError(res.status, wpCode(json));
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new WordPressError('WORDPRESS_NOT_FOUND', { status: res.status, reason: 'unexpected reply' });
    return parsed.data;
  }

  async function me(as: RestMode): Promise<SiteResponse> {
    return call('GET', endpoint('/wp/v2/users/me', { context: 'edit' }, as));
  }

  return {
    /**
     * Signs in and answers who the site says we are, with the address and route style to
     * use from now on (a redirect to https or www is followed once and remembered).
     */
    async verify(): Promise<{ siteUrl: string; restMode: RestMode; user: WordPressUser }> {
      let res = await me(mode);
      if (looksLikeNoRestApi(res)) {
        // Plain permalinks: /wp-json/ is a 404 page, but ?rest_route= works.
        const fallback = await me(mode === 'pretty' ? 'query' : 'pretty').catch(() => null);
        if (fallback && !looksLikeNoRestApi(fallback)) {
          mode = mode === 'pretty' ? 'query' : 'pretty';
          res = fallback;
        }
      }
      const user = parse(res, userSchema);
      const moved = res.url.origin !== new URL(siteUrl).origin;
      if (moved) siteUrl = `${res.url.origin}${new URL(siteUrl).pathname}`.replace(/\/+$/, '');
      return {
        siteUrl,
        restMode: mode,
        user: { id: user.id, username: user.username ?? user.slug ?? credentials.username, name: user.name },
      };
    },

    /** The ids of terms with these names, each created when the site has none (case-insensitive match). */
    async ensureTerms(taxonomy: Taxonomy, names: readonly string[]): Promise<number[]> {
      const ids: number[] = [];
      for (const name of names) {
        const found = parse(
          await call(
            'GET',
            endpoint(`/wp/v2/${taxonomy}`, { search: name, per_page: '100', _fields: 'id,name' }),
          ),
          z.array(termSchema),
        ).find((t) => decodeEntities(t.name).trim().toLowerCase() === name.toLowerCase());
        if (found) {
          ids.push(found.id);
          continue;
        }
        const res = await call('POST', endpoint(`/wp/v2/${taxonomy}`), { json: { name } });
        // The search can miss a term (entities, accents): WordPress then names the existing one.
        const existing = res.status === 400 ? existingTermId(readJson(res)) : undefined;
        ids.push(existing ?? parse(res, createdSchema).id);
      }
      return [...new Set(ids)];
    },

    /** Puts an image in the media library. */
    async uploadMedia(file: { data: Buffer; contentType: string; filename: string; altText?: string }) {
      const params: Record<string, string> = file.altText
        ? { alt_text: file.altText, title: file.altText }
        : {};
      const res = await call('POST', endpoint('/wp/v2/media', params), {
        body: file.data,
        timeoutMs: timeouts.media,
        headers: {
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
        },
      });
      const media = parse(res, mediaSchema);
      return { id: media.id, sourceUrl: media.source_url };
    },

    async createPost(post: NewPost): Promise<PostResult> {
      const res = await call('POST', endpoint('/wp/v2/posts'), {
        json: {
          ...postFields(post),
          ...(post.featuredMedia ? { featured_media: post.featuredMedia } : {}),
        },
      });
      return parse(res, postSchema);
    },

    /**
     * Replaces the fields of an existing post (POST /wp/v2/posts/<id>); the featured image
     * too, removed when there is none. Without a status none is sent and the post keeps its
     * own (a post made live on the site stays live). A post that no longer exists is
     * WORDPRESS_NOT_FOUND with wpCode rest_post_invalid_id.
     */
    async updatePost(id: number, post: PostUpdate): Promise<PostResult> {
      const res = await call('POST', endpoint(`/wp/v2/posts/${id}`), {
        json: { ...postFields(post), featured_media: post.featuredMedia ?? 0 },
      });
      return parse(res, postSchema);
    },

    /** Changes only a post's status (and date); WORDPRESS_NOT_FOUND (rest_post_invalid_id) when it is gone. */
    async setPostStatus(id: number, change: PostStatusChange): Promise<PostResult> {
      const res = await call('POST', endpoint(`/wp/v2/posts/${id}`), {
        json: {
          status: change.status,
          ...(change.dateGmt ? { date_gmt: change.dateGmt.toISOString().slice(0, 19) } : {}),
        },
      });
      return parse(res, postSchema);
    },

    /**
     * A post as the site has it now (its status and link); null when it is gone or in the
     * trash (a 404 rest_post_invalid_id, or status 'trash').
     */
    async getPost(id: number): Promise<PostResult | null> {
      const res = await call(
        'GET',
        endpoint(`/wp/v2/posts/${id}`, { context: 'edit', _fields: 'id,link,status' }),
      );
      if (res.status === 404 || res.status === 410) return null;
      const post = parse(res, postSchema);
      return post.status === 'trash' ? null : post;
    },
  };
}
export type WordPressClient = ReturnType<typeof createWordPressClient>;

function readJson(res: SiteResponse): unknown {
  const type = String(res.headers['content-type'] ?? '').toLowerCase();
  const text = res.text.replace(/^\uFEFF/, '').trim();
  if (type.includes('text/html') || text.startsWith('<')) {
    // Some hosts answer a failed login or a refusal with a page; a 5xx page is a site in trouble.
    if (res.status === 401 || res.status === 403 || res.status >= 500) return undefined;
    throw new WordPressError('WORDPRESS_NOT_FOUND', { status: res.status, reason: 'html reply' });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (res.status >= 200 && res.status <= 299)
      throw new WordPressError('WORDPRESS_NOT_FOUND', { status: res.status, reason: 'not json' });
    return undefined;
  }
}

function wpCode(json: unknown): string | undefined {
  const parsed = errorSchema.safeParse(json);
  const code = parsed.success ? parsed.data.code : undefined;
  return code && /^[\w-]{1,100}$/.test(code) ? code : undefined;
}

function existingTermId(json: unknown): number | undefined {
  const parsed = errorSchema.safeParse(json);
  if (!parsed.success || parsed.data.code !== 'term_exists') return undefined;
  const id = z.object({ term_id: z.coerce.number().int().positive() }).safeParse(parsed.data.data);
  return id.success ? id.data.term_id : undefined;
}

/** A 404, or an HTML page where JSON should be: the REST API is not at this route. */
function looksLikeNoRestApi(res: SiteResponse): boolean {
  const type = String(res.headers['content-type'] ?? '').toLowerCase();
  return (
    res.status === 404 ||
    (res.status < 400 && (type.includes('text/html') || res.text.trim().startsWith('<')))
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** WordPress answers term names HTML-escaped ('Food &amp; Drink'). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[name.toLowerCase()] ?? m;
  });
}
