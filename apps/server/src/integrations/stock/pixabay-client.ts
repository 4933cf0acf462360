import type { MediaType } from '@forja/contracts';
import { closestToVideo, int, link, record, text, type StockClient, type StockHit } from './stock-client.js';
import { StockError } from './stock-errors.js';
import { getJson, type StockHttp } from './stock-http.js';

/*
 * Pixabay (https://pixabay.com/api/docs/): the key goes in the query string (`key`), so no URL of
 * these calls is ever logged or shown. Photos: GET /api/?key=&q=&image_type=photo&page=&per_page=
 * &orientation=&safesearch=true -> { totalHits, hits[] }; one by id: &id=. Videos: GET
 * /api/videos/ with the same parameters (no orientation). A photo hit has largeImageURL (up to
 * 1280 px), webformatURL (640 px), imageWidth/imageHeight, user, user_id, pageURL; a video hit
 * has videos.{large,medium,small,tiny}.{url,width,height,size,thumbnail} and duration.
 */

/** Pixabay's own orientation filter (photos only): no "square". */
const ORIENTATION = { landscape: 'horizontal', portrait: 'vertical', square: 'all' } as const;

export function createPixabayClient(baseUrl: string, http: StockHttp): StockClient {
  const call = async (type: MediaType, params: Record<string, string>, apiKey: string) => {
    const url = new URL(`${baseUrl}${type === 'image' ? '/api/' : '/api/videos/'}`);
    url.searchParams.set('key', apiKey);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    if (type === 'image') url.searchParams.set('image_type', 'photo');
    url.searchParams.set('safesearch', 'true');
    const answer = record(await getJson(http, url.toString()));
    if (!Array.isArray(answer.hits)) throw new StockError('invalid_answer');
    return { hits: answer.hits as unknown[], totalHits: int(answer.totalHits) };
  };
  return {
    async search(search, apiKey) {
      const { hits, totalHits } = await call(
        search.type,
        {
          q: search.query,
          page: String(search.page),
          per_page: String(search.perPage),
          ...(search.type === 'image' && search.orientation
            ? { orientation: ORIENTATION[search.orientation] }
            : {}),
        },
        apiKey,
      );
      return {
        hits: hits.map((h) => toHit(search.type, h)).filter((h): h is StockHit => h !== null),
        hasMore: search.page * search.perPage < totalHits,
      };
    },
    async lookup(type, id, apiKey) {
      // Pixabay answers an id it does not know with a 400 ("out of valid range") or no hits.
      if (!/^\d+$/.test(id)) return null;
      try {
        const { hits } = await call(type, { id }, apiKey);
        return hits.length > 0 ? toHit(type, hits[0]) : null;
      } catch (error) {
        if (error instanceof StockError && error.reason === 'provider_error' && error.status === 400)
          return null;
        throw error;
      }
    },
  };
}

function toHit(type: MediaType, raw: unknown): StockHit | null {
  const hit = record(raw);
  const id = int(hit.id);
  if (!id) return null;
  const userName = text(hit.user);
  const userId = int(hit.user_id);
  const credit = {
    provider: 'pixabay' as const,
    author: userName,
    // Pixabay documents no profile link in its answers; its profile pages have this address.
    authorUrl:
      userName && userId ? `https://pixabay.com/users/${encodeURIComponent(userName)}-${userId}/` : null,
    sourceUrl: link(hit.pageURL),
  };
  const name = text(hit.tags) || `Pixabay ${id}`;
  if (type === 'image') {
    const width = int(hit.imageWidth);
    const height = int(hit.imageHeight);
    const large = { url: link(hit.largeImageURL), ...scaledToLongSide(width, height, 1280) };
    const thumbnail = link(hit.webformatURL) || link(hit.previewURL);
    if (!large.url || !thumbnail) return null;
    return {
      id: String(id),
      type,
      width,
      height,
      durationSeconds: null,
      credit,
      name,
      thumbnail,
      file: large,
    };
  }
  const videos = record(hit.videos);
  const sizes = (['large', 'medium', 'small', 'tiny'] as const).map((size) => {
    const v = record(videos[size]);
    return { url: link(v.url), width: int(v.width), height: int(v.height), thumbnail: link(v.thumbnail) };
  });
  const file = closestToVideo(sizes.filter((s) => s.url));
  const thumbnail =
    sizes.find((s) => s.thumbnail && s.width <= 1280)?.thumbnail ?? sizes.find((s) => s.thumbnail)?.thumbnail;
  if (!file || !thumbnail) return null;
  const biggest = sizes.reduce((a, b) => (b.width > a.width ? b : a));
  return {
    id: String(id),
    type,
    width: biggest.width,
    height: biggest.height,
    durationSeconds: int(hit.duration) || null,
    credit,
    name,
    thumbnail,
    file: { url: file.url, width: file.width, height: file.height },
  };
}

/** Pixabay's largeImageURL is the picture scaled to at most 1280 px on its long side. */
function scaledToLongSide(width: number, height: number, max: number) {
  const long = Math.max(width, height);
  if (!long || long <= max) return { width, height };
  return { width: Math.round((width * max) / long), height: Math.round((height * max) / long) };
}
