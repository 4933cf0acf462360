import { describe, expect, it } from 'vitest';
import { createThumbnailSigner, STOCK_THUMBNAIL_PATH, ThumbnailCache } from './thumbnail-proxy.js';

describe('thumbnail signer', () => {
  const signer = createThumbnailSigner('a-server-secret-of-enough-length');
  const link = 'https://images.pexels.com/photos/1/a.jpeg?h=350';
  const signatureOf = (url: string) => new URL(url, 'http://studio').searchParams;

  it('signs a link into a proxy address that verifies for that link only', () => {
    const proxied = signer.proxyUrl(link);
    expect(proxied.startsWith(`${STOCK_THUMBNAIL_PATH}?`)).toBe(true);
    const params = signatureOf(proxied);
    expect(params.get('u')).toBe(link);
    const s = params.get('s')!;
    expect(signer.verify(link, s)).toBe(true);
    expect(signer.verify(`${link}&w=1`, s)).toBe(false);
    expect(signer.verify(link, s.slice(1))).toBe(false);
    expect(signer.verify(link, '')).toBe(false);
  });

  it('does not accept another secret’s signature', () => {
    const other = createThumbnailSigner('another-secret-entirely-different');
    const s = signatureOf(other.proxyUrl(link)).get('s')!;
    expect(signer.verify(link, s)).toBe(false);
  });
});

describe('ThumbnailCache', () => {
  const entry = (size: number) => ({ data: Buffer.alloc(size), contentType: 'image/png' });

  it('drops the least recently used entries beyond its byte budget', () => {
    const cache = new ThumbnailCache(100);
    cache.set('a', entry(40));
    cache.set('b', entry(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('c', entry(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('never keeps an entry larger than the whole budget, and replaces an entry in place', () => {
    const cache = new ThumbnailCache(100);
    cache.set('huge', entry(101));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('a', entry(60));
    cache.set('a', entry(30));
    cache.set('b', entry(60));
    expect(cache.get('a')?.data.length).toBe(30);
    expect(cache.get('b')).toBeDefined();
  });
});
