import type { MediaCredit, MediaType } from '@forja/contracts';

/*
 * What the stock footage module needs from a provider (Pexels, Pixabay): a search and a look-up
 * by id, each answering items in one shape. The provider's own links stay on the server: the
 * thumbnail is fetched through the server's proxy, the file is downloaded only on a pick.
 */

/** One photo or video as a provider describes it, reduced to what the studio uses. */
export interface StockHit {
  id: string;
  type: MediaType;
  width: number;
  height: number;
  durationSeconds: number | null;
  credit: MediaCredit;
  /** A name for the media library (the provider's description or tags). */
  name: string;
  /** The provider's link to a small preview picture. */
  thumbnail: string;
  /** The file the studio would download: the one closest to a video's needs. */
  file: { url: string; width: number; height: number };
}

export interface StockSearch {
  type: MediaType;
  query: string;
  page: number;
  perPage: number;
  orientation?: 'portrait' | 'landscape' | 'square' | undefined;
}

export interface StockClient {
  search(search: StockSearch, apiKey: string): Promise<{ hits: StockHit[]; hasMore: boolean }>;
  /** The item by the provider's id; null when the provider does not know it. */
  lookup(type: MediaType, id: string, apiKey: string): Promise<StockHit | null>;
}

/** The longest side a video needs: larger files cost bytes and render time for nothing. */
export const STOCK_MAX_SIDE = 1920;

/** Among the candidates, the largest whose long side fits STOCK_MAX_SIDE; else the smallest one. */
export function closestToVideo<T extends { width: number; height: number }>(candidates: T[]): T | undefined {
  const side = (c: T) => Math.max(c.width, c.height);
  const fitting = candidates.filter((c) => side(c) > 0 && side(c) <= STOCK_MAX_SIDE);
  if (fitting.length > 0) return fitting.reduce((a, b) => (side(b) > side(a) ? b : a));
  const sized = candidates.filter((c) => side(c) > 0);
  return sized.length > 0 ? sized.reduce((a, b) => (side(b) < side(a) ? b : a)) : undefined;
}

/** A provider's value read as text, or '' (their JSON is outside input). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A provider's value read as a non-negative integer, or 0. */
export const int = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
/** Only http(s) links are kept: anything else in a provider's answer is dropped. */
export const link = (value: unknown): string => {
  const s = text(value);
  return /^https?:\/\//i.test(s) ? s : '';
};
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
