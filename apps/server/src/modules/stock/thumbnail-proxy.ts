import crypto from 'node:crypto';

/*
 * Stock thumbnails reach the browser through this server (the browser never calls a provider,
 * which would hand it the provider's links and the user's address). The proxy fetches only links
 * this server signed when it answered a search: it is not an open proxy to the internet.
 */

export const STOCK_THUMBNAIL_PATH = '/api/media/stock/thumbnail';

export interface ThumbnailSigner {
  /** The proxy address of a provider's thumbnail link. */
  proxyUrl(link: string): string;
  /** Whether `signature` is this server's for `link`. */
  verify(link: string, signature: string): boolean;
}

export function createThumbnailSigner(secret: string): ThumbnailSigner {
  // A key of its own, derived from the server's secret: a signature here is worth nothing elsewhere.
  const key = crypto.createHmac('sha256', secret).update('forja.stock-thumbnail.v1').digest();
  const sign = (link: string) => crypto.createHmac('sha256', key).update(link).digest('base64url');
  return {
    proxyUrl: (link) =>
      `${STOCK_THUMBNAIL_PATH}?${new URLSearchParams({ u: link, s: sign(link) }).toString()}`,
    verify(link, signature) {
      const expected = Buffer.from(sign(link));
      const given = Buffer.from(signature);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}

/**
 * Recently served thumbnails, by link, within a byte budget: a page of results asked again (the
 * next page and back, another user with the same words) is not fetched again. Oldest out first.
 */
export class ThumbnailCache {
  private readonly entries = new Map<string, { data: Buffer; contentType: string }>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(link: string) {
    const entry = this.entries.get(link);
    if (!entry) return undefined;
    // Map order is insertion order: re-inserting marks it as the most recently used.
    this.entries.delete(link);
    this.entries.set(link, entry);
    return entry;
  }

  set(link: string, entry: { data: Buffer; contentType: string }) {
    if (entry.data.length > this.maxBytes) return;
    const old = this.entries.get(link);
    if (old) {
      this.bytes -= old.data.length;
      this.entries.delete(link);
    }
    this.entries.set(link, entry);
    this.bytes += entry.data.length;
    for (const [key, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= value.data.length;
    }
  }
}
