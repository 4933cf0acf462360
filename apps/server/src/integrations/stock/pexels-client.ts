import type { MediaType } from '@forja/contracts';
import {
  closestToVideo,
  int,
  link,
  list,
  record,
  text,
  type StockClient,
  type StockHit,
} from './stock-client.js';
import { StockError } from './stock-errors.js';
import { getJson, type StockHttp } from './stock-http.js';

/*
 * Pexels (https://www.pexels.com/api/documentation/): the key goes in the Authorization header.
 * Photos: GET /v1/search?query=&page=&per_page=&orientation= -> { photos[], next_page? },
 * GET /v1/photos/:id. Videos: GET /videos/search (same parameters) -> { videos[], next_page? },
 * GET /videos/videos/:id. A photo has `src` (sized links), `photographer`, `photographer_url`,
 * `url` (its page); a video has `video_files[]` (link, file_type, width, height), `image` (a
 * still), `duration`, `user { name, url }`, `url`.
 */

export function createPexelsClient(baseUrl: string, http: StockHttp): StockClient {
  const call = (path: string, params: Record<string, string>, apiKey: string) => {
    const url = new URL(`${baseUrl}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return getJson(http, url.toString(), { authorization: apiKey });
  };
  return {
    async search(search, apiKey) {
      const path = search.type === 'image' ? '/v1/search' : '/videos/search';
      const answer = record(
        await call(
          path,
          {
            query: search.query,
            page: String(search.page),
            per_page: String(search.perPage),
            ...(search.orientation ? { orientation: search.orientation } : {}),
          },
          apiKey,
        ),
      );
      const items = search.type === 'image' ? answer.photos : answer.videos;
      if (!Array.isArray(items)) throw new StockError('invalid_answer');
      const hits = items.map((item) => toHit(search.type, item)).filter((h): h is StockHit => h !== null);
      return { hits, hasMore: link(answer.next_page) !== '' };
    },
    async lookup(type: MediaType, id, apiKey) {
      const path =
        type === 'image'
          ? `/v1/photos/${encodeURIComponent(id)}`
          : `/videos/videos/${encodeURIComponent(id)}`;
      const answer = await call(path, {}, apiKey);
      return answer === null ? null : toHit(type, answer);
    },
  };
}

function toHit(type: MediaType, raw: unknown): StockHit | null {
  const item = record(raw);
  const id = int(item.id);
  if (!id) return null;
  return type === 'image' ? photoHit(String(id), item) : videoHit(String(id), item);
}

function photoHit(id: string, photo: Record<string, unknown>): StockHit | null {
  const src = record(photo.src);
  const width = int(photo.width);
  const height = int(photo.height);
  // `large2x` is 940 px wide at twice the density (1880 px); `original` only when it is small enough.
  const original = { url: link(src.original), width, height };
  const large2x = { url: link(src.large2x), ...scaled(width, height, 1880) };
  const file = closestToVideo([original, large2x].filter((f) => f.url));
  const thumbnail = link(src.medium) || link(src.small) || link(src.tiny);
  if (!file || !thumbnail) return null;
  return {
    id,
    type: 'image',
    width,
    height,
    durationSeconds: null,
    credit: {
      provider: 'pexels',
      author: text(photo.photographer),
      authorUrl: link(photo.photographer_url) || null,
      sourceUrl: link(photo.url),
    },
    name: text(photo.alt) || `Pexels ${id}`,
    thumbnail,
    file,
  };
}

function videoHit(id: string, video: Record<string, unknown>): StockHit | null {
  const files = list(video.video_files)
    .map(record)
    .filter((f) => text(f.file_type).toLowerCase() === 'video/mp4')
    .map((f) => ({ url: link(f.link), width: int(f.width), height: int(f.height) }))
    .filter((f) => f.url);
  const file = closestToVideo(files);
  const pictures = list(video.video_pictures).map(record);
  const thumbnail = link(video.image) || link(pictures[0]?.picture);
  if (!file || !thumbnail) return null;
  const user = record(video.user);
  const duration = video.duration;
  return {
    id,
    type: 'video',
    width: int(video.width),
    height: int(video.height),
    durationSeconds: typeof duration === 'number' && duration >= 0 ? duration : null,
    credit: {
      provider: 'pexels',
      author: text(user.name),
      authorUrl: link(user.url) || null,
      sourceUrl: link(video.url),
    },
    name: `Pexels video ${id}`,
    thumbnail,
    file,
  };
}

/** The size of a picture scaled down to `maxWidth` (never up). */
function scaled(width: number, height: number, maxWidth: number) {
  if (!width || !height || width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.round((height * maxWidth) / width) };
}
