import path from 'node:path';
import { rm } from 'node:fs/promises';
import {
  MEDIA_LIMITS,
  MEDIA_NAME_MAX_LENGTH,
  STOCK_RESULTS_PER_PAGE,
  type MediaItem,
  type StockPickBody,
  type StockProvider,
  type StockSearchQuery,
  type StockSearchResult,
} from '@forja/contracts';
import type { Logger } from 'pino';
import { AppError, notFound } from '../../lib/app-error.js';
import { makeScratchDir } from '../../lib/scratch-dir.js';
import type { StockClient } from '../../integrations/stock/stock-client.js';
import { downloadToFile, fetchThumbnail } from '../../integrations/stock/stock-download.js';
import { StockError } from '../../integrations/stock/stock-errors.js';
import type { StockHttp } from '../../integrations/stock/stock-http.js';
import type { MediaLibrary } from '../media-library/media-library-seam.js';
import { ThumbnailCache, type ThumbnailSigner } from './thumbnail-proxy.js';

/*
 * Stock footage (docs/product/media-library.md): search a provider with the administrator's key,
 * preview through this server, pick an item into the user's media library with its credit.
 * The provider's links never come from the browser: a pick looks the item up again by its id.
 */

export interface StockServiceDeps {
  clients: Record<StockProvider, StockClient>;
  /** Downloads (files, thumbnails): the same guard as the API calls. */
  http: StockHttp;
  /** The administrator's key for a provider; '' when none is set (or it cannot be read). */
  apiKey(provider: StockProvider): Promise<string>;
  /** Read per use: the media library is another module's service. */
  mediaLibrary(): MediaLibrary;
  signer: ThumbnailSigner;
  log: Logger;
  /** How long one file download may take (a clip is up to MEDIA_LIMITS.clipMaxBytes). */
  downloadTimeoutMs: number;
}

/** A preview is small; anything bigger is not a thumbnail. */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
const THUMBNAIL_CACHE_BYTES = 32 * 1024 * 1024;

export const stockNotConfigured = () =>
  new AppError(
    409,
    'STOCK_NOT_CONFIGURED',
    'Stock footage is not set up. An administrator can add a Pexels or Pixabay key in Generation settings.',
  );

/** A provider failure as an answer: the reason only, never its address, its text or the key. */
function unavailable(provider: StockProvider, error: StockError): AppError {
  const waitable =
    error.reason === 'timeout' || error.reason === 'unreachable' || error.reason === 'rate_limited';
  return new AppError(
    waitable ? 503 : 502,
    'STOCK_UNAVAILABLE',
    'The stock footage service did not answer. Please try again in a moment.',
    { provider, reason: error.reason },
  );
}

/**
 * The id a stock item is kept under in the media library (unique per user and provider): a
 * provider numbers its photos and its videos separately, so photo 1003 and video 1003 differ.
 */
export const libraryStockId = (type: 'image' | 'video', id: string) => `${type}-${id}`;

export function createStockService(deps: StockServiceDeps) {
  const cache = new ThumbnailCache(THUMBNAIL_CACHE_BYTES);
  /** Picks under way, per user and item: a double click downloads and stores once. */
  const picking = new Map<string, Promise<{ created: boolean; item: MediaItem }>>();

  /** Runs a provider call; its failures become STOCK_UNAVAILABLE (logged by reason, nothing else). */
  async function provider<T>(name: StockProvider, what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof StockError)) throw error;
      deps.log.warn({ provider: name, reason: error.reason, status: error.status }, `stock ${what} failed`);
      throw unavailable(name, error);
    }
  }

  async function pickOnce(
    userId: string,
    body: StockPickBody,
  ): Promise<{ created: boolean; item: MediaItem }> {
    const library = deps.mediaLibrary();
    const stockId = libraryStockId(body.type, body.id);
    const existing = await library.findStock(userId, body.provider, stockId);
    if (existing) return { created: false, item: existing };
    const apiKey = await deps.apiKey(body.provider);
    if (!apiKey) throw stockNotConfigured();
    const hit = await provider(body.provider, 'look-up', () =>
      deps.clients[body.provider].lookup(body.type, body.id, apiKey),
    );
    if (!hit) throw notFound('Stock item');
    const dir = await makeScratchDir('stock');
    try {
      const file = path.join(dir, body.type === 'image' ? 'picked' : 'picked.mp4');
      await provider(body.provider, 'download', () => download(hit.file.url, file, body.type));
      const item = await library.add(userId, {
        path: file,
        name: hit.name.slice(0, MEDIA_NAME_MAX_LENGTH),
        stock: { provider: body.provider, id: stockId, credit: hit.credit },
      });
      return { created: true, item };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The picked file to `dest`, within the media library's byte limit for its type. */
  async function download(url: string, dest: string, type: 'image' | 'video'): Promise<void> {
    const maxBytes = type === 'image' ? MEDIA_LIMITS.imageMaxBytes : MEDIA_LIMITS.clipMaxBytes;
    try {
      await downloadToFile(deps.http, url, dest, {
        maxBytes,
        timeoutMs: deps.downloadTimeoutMs,
        accept: type === 'image' ? 'image/jpeg,image/png,image/webp' : 'video/mp4',
      });
    } catch (error) {
      if (!(error instanceof StockError) || error.reason !== 'too_large') throw error;
      // As the media library refuses an upload over its limit.
      throw new AppError(413, 'MEDIA_REFUSED', 'This file is larger than the media library accepts.', {
        reason: 'too_large',
        maxBytes,
      });
    }
  }

  return {
    async search(query: StockSearchQuery): Promise<StockSearchResult> {
      const apiKey = await deps.apiKey(query.provider);
      if (!apiKey) return { configured: false, results: [], hasMore: false };
      const { hits, hasMore } = await provider(query.provider, 'search', () =>
        deps.clients[query.provider].search(
          {
            type: query.type,
            query: query.query,
            page: query.page,
            perPage: STOCK_RESULTS_PER_PAGE,
            orientation: query.orientation,
          },
          apiKey,
        ),
      );
      return {
        configured: true,
        hasMore,
        results: hits.map((hit) => ({
          provider: query.provider,
          id: hit.id,
          type: hit.type,
          thumbnailUrl: deps.signer.proxyUrl(hit.thumbnail),
          width: hit.width,
          height: hit.height,
          durationSeconds: hit.durationSeconds,
          credit: hit.credit,
        })),
      };
    },

    /** 201 with the new item, or 200 with the one the user picked before. */
    async pick(userId: string, body: StockPickBody): Promise<{ created: boolean; item: MediaItem }> {
      const key = `${userId}:${body.provider}:${body.type}:${body.id}`;
      const running = picking.get(key);
      if (running) return { created: false, item: (await running).item };
      const work = pickOnce(userId, body).finally(() => picking.delete(key));
      picking.set(key, work);
      return work;
    },

    /** A signed thumbnail link's picture; 404 for anything this server did not sign. */
    async thumbnail(link: string, signature: string): Promise<{ data: Buffer; contentType: string }> {
      if (!deps.signer.verify(link, signature)) throw notFound('Thumbnail');
      const cached = cache.get(link);
      if (cached) return cached;
      let fetched: { data: Buffer; contentType: string };
      try {
        fetched = await fetchThumbnail(deps.http, link, THUMBNAIL_MAX_BYTES);
      } catch (error) {
        if (!(error instanceof StockError)) throw error;
        deps.log.info({ reason: error.reason, status: error.status }, 'stock thumbnail failed');
        throw new AppError(502, 'STOCK_UNAVAILABLE', 'The preview could not be loaded.', {
          reason: error.reason,
        });
      }
      cache.set(link, fetched);
      return fetched;
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
