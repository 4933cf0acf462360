import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaItemSchema, stockSearchResultSchema, type StockSearchResult } from '@forja/contracts';
import {
  call,
  createApiToken,
  createTestApp,
  databaseKinds,
  signUp,
  tokenCall,
  type TestApp,
} from '../../test/harness.js';
import {
  CATALOGUE_SIZE,
  FAKE_STOCK_KEYS,
  makeTestClip,
  OVERSIZED_ID,
  startFakeStockServer,
  type FakeStockServer,
} from '../../test/fake-stock-server.js';
import { recordingMediaLibrary, type RecordingMediaLibrary } from '../../test/recording-media-library.js';
import { settingsBody } from '../../test/settings-test-helpers.js';
import { findFfmpeg } from '../../integrations/media/find-ffmpeg.js';
import { scratchRoot } from '../../lib/scratch-dir.js';
import { createThumbnailSigner } from './thumbnail-proxy.js';

const SEARCH = '/api/media/stock/search';
const PICK = '/api/media/stock/pick';

describe.each(databaseKinds)('stock footage on %s', (kind) => {
  let t: TestApp;
  let fake: FakeStockServer;
  let library: RecordingMediaLibrary;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let user: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  /** Every log line the server wrote (at debug level), to prove no key is ever in one. */
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeStockServer();
    library = recordingMediaLibrary();
    const log = pino(
      { level: 'debug' },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          logLines.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    t = await createTestApp(kind, {
      env: {
        PEXELS_API_URL: fake.url,
        PIXABAY_API_URL: fake.url,
        ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
        // Short, so the test of a provider that never answers waits for the timeout, not longer.
        STOCK_API_TIMEOUT_MS: '300',
      },
      overrides: () => ({ mediaLibrary: library, log }),
    });
    admin = await signUp(t.app, { name: 'Admin' });
    user = await signUp(t.app, { name: 'User' });
    other = await signUp(t.app, { name: 'Other' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.setMode('ok'));

  const setKeys = (stock: Record<string, unknown>) =>
    call(t.app, 'PUT', '/api/admin/generation-settings', {
      cookie: admin.cookie,
      body: { ...settingsBody(), stock },
    });
  const search = (query: string, cookie = user.cookie) =>
    call(t.app, 'GET', `${SEARCH}?${query}`, { cookie });
  const pick = (body: unknown, cookie = user.cookie) => call(t.app, 'POST', PICK, { cookie, body });
  const configureBoth = async () => {
    const res = await setKeys({
      pexels: { apiKey: FAKE_STOCK_KEYS.pexels },
      pixabay: { apiKey: FAKE_STOCK_KEYS.pixabay },
    });
    expect(res.statusCode).toBe(200);
  };

  it('answers configured: false while the administrator has set no key, and calls nobody', async () => {
    const before = fake.requests.length;
    for (const provider of ['pexels', 'pixabay']) {
      const res = await search(`provider=${provider}&type=image&query=lighthouse`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ configured: false, results: [], hasMore: false });
    }
    const picked = await pick({ provider: 'pexels', type: 'image', id: '1001' });
    expect(picked.statusCode).toBe(409);
    expect(picked.json().code).toBe('STOCK_NOT_CONFIGURED');
    expect(fake.requests.length).toBe(before);
  });

  it('is for signed-in users, with a validated query', async () => {
    expect((await call(t.app, 'GET', `${SEARCH}?provider=pexels&type=image&query=sea`)).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', PICK, { body: { provider: 'pexels', type: 'image', id: '1' } })).statusCode,
    ).toBe(401);
    const bad = await search('provider=shutterstock&type=image&query=sea');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await search('provider=pexels&type=image&query=%20%20')).statusCode).toBe(400);
    expect((await search(`provider=pexels&type=image&query=${'a'.repeat(101)}`)).statusCode).toBe(400);
    const badPick = await pick({ provider: 'pexels', type: 'image', id: '../../etc', url: 'http://evil' });
    expect(badPick.statusCode).toBe(400);
  });

  it('searches Pexels photos and videos with the key in the header, previews through the server', async () => {
    await configureBoth();
    const photos = await search('provider=pexels&type=image&query=lighthouse%20cliff&orientation=landscape');
    expect(photos.statusCode).toBe(200);
    const body = stockSearchResultSchema.parse(photos.json());
    expect(body.configured).toBe(true);
    expect(body.hasMore).toBe(true);
    expect(body.results).toHaveLength(15);
    expect(body.results[0]).toMatchObject({
      provider: 'pexels',
      id: '1001',
      type: 'image',
      width: 4000,
      height: 2250,
      durationSeconds: null,
      credit: {
        provider: 'pexels',
        author: 'Photographer 1001',
        authorUrl: 'https://www.pexels.com/@photographer-1001',
        sourceUrl: 'https://www.pexels.com/photo/lighthouse-1001/',
      },
    });
    // The preview is this server's address: the provider's host never reaches the browser.
    expect(body.results[0]!.thumbnailUrl).toMatch(/^\/api\/media\/stock\/thumbnail\?u=.+&s=.+/);
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toMatch(/^\/v1\/search\?/);
    const params = new URL(sent.path, fake.url).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      query: 'lighthouse cliff',
      page: '1',
      per_page: '15',
      orientation: 'landscape',
    });
    expect(sent.headers.authorization).toBe(FAKE_STOCK_KEYS.pexels);

    const thumb = await call(t.app, 'GET', body.results[0]!.thumbnailUrl, { cookie: user.cookie });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(thumb.headers['cache-control']).toBe('private, max-age=3600');
    expect(thumb.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // A second view comes from the cache.
    const fetchedBefore = fake.requests.length;
    expect(
      (await call(t.app, 'GET', body.results[0]!.thumbnailUrl, { cookie: user.cookie })).statusCode,
    ).toBe(200);
    expect(fake.requests.length).toBe(fetchedBefore);
    // A token client that may search sees the previews too.
    const { token } = await createApiToken(t.app, user.cookie, { name: 'previews', scopes: ['generate'] });
    const byToken = await tokenCall(t.app, token, 'GET', body.results[0]!.thumbnailUrl);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toBe('image/png');

    const videos = await search('provider=pexels&type=video&query=waves&page=2');
    const videoBody: StockSearchResult = stockSearchResultSchema.parse(videos.json());
    expect(videoBody.hasMore).toBe(false);
    expect(videoBody.results).toHaveLength(CATALOGUE_SIZE + 1 - 15);
    expect(videoBody.results[0]).toMatchObject({
      provider: 'pexels',
      id: '1016',
      type: 'video',
      width: 3840,
      height: 2160,
      durationSeconds: 12,
      credit: { author: 'Videographer 1016', sourceUrl: 'https://www.pexels.com/video/waves-1016/' },
    });
    expect(fake.requests.at(-1)!.path).toMatch(/^\/videos\/search\?query=waves&page=2&per_page=15$/);
  });

  it('searches Pixabay photos and videos with the key in the query', async () => {
    await configureBoth();
    const photos = await search('provider=pixabay&type=image&query=sea&orientation=portrait');
    const body = stockSearchResultSchema.parse(photos.json());
    expect(body).toMatchObject({ configured: true, hasMore: true });
    expect(body.results[0]).toMatchObject({
      provider: 'pixabay',
      id: '1001',
      type: 'image',
      width: 5472,
      height: 3078,
      credit: {
        provider: 'pixabay',
        author: 'artist1001',
        authorUrl: 'https://pixabay.com/users/artist1001-10001/',
        sourceUrl: 'https://pixabay.com/photos/lighthouse-1001/',
      },
    });
    const params = new URL(fake.requests.at(-1)!.path, fake.url).searchParams;
    expect(params.get('key')).toBe(FAKE_STOCK_KEYS.pixabay);
    expect(params.get('image_type')).toBe('photo');
    expect(params.get('orientation')).toBe('vertical');
    expect(params.get('q')).toBe('sea');

    const videos = await search('provider=pixabay&type=video&query=sea');
    const videoBody = stockSearchResultSchema.parse(videos.json());
    expect(videoBody.results[1]).toMatchObject({
      id: '1002',
      type: 'video',
      durationSeconds: 14,
      width: 3840,
    });
    expect(fake.requests.at(-1)!.path).toMatch(/^\/api\/videos\/\?key=/);
    // Neither answer carries the key (the thumbnails' links are the provider's CDN, not its API).
    for (const res of [photos, videos]) expect(res.body).not.toContain(FAKE_STOCK_KEYS.pixabay);
  });

  it('answers STOCK_UNAVAILABLE when the provider fails, times out or answers nonsense, leaking nothing', async () => {
    await configureBoth();
    const cases = [
      ['error', 'pexels', 502, 'provider_error'],
      ['not-json', 'pixabay', 502, 'invalid_answer'],
      ['hang', 'pexels', 503, 'timeout'],
      ['hang', 'pixabay', 503, 'timeout'],
    ] as const;
    for (const [mode, provider, status, reason] of cases) {
      fake.setMode(mode);
      const res = await search(`provider=${provider}&type=video&query=sea`);
      expect(res.statusCode, `${mode} ${provider}`).toBe(status);
      expect(res.json()).toMatchObject({ code: 'STOCK_UNAVAILABLE', details: { provider, reason } });
      expect(res.body).not.toContain('127.0.0.1');
      expect(res.body).not.toContain(FAKE_STOCK_KEYS[provider]);
    }
  });

  it('says when the provider refuses the key', async () => {
    await setKeys({ pexels: { apiKey: 'wrong-pexels-key' }, pixabay: { apiKey: 'wrong-pixabay-key' } });
    for (const provider of ['pexels', 'pixabay']) {
      const res = await search(`provider=${provider}&type=image&query=sea`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'STOCK_UNAVAILABLE', details: { reason: 'key_refused' } });
      expect(res.body).not.toContain('wrong-');
    }
  });

  it('proxies only links it signed, and only pictures', async () => {
    await configureBoth();
    const signer = createThumbnailSigner(t.services.authSecret);
    const link = `${fake.url}/thumbs/pexels-1001-medium.png`;
    const thumb = (u: string, s: string, cookie: string | null = user.cookie) =>
      call(t.app, 'GET', `/api/media/stock/thumbnail?${new URLSearchParams({ u, s }).toString()}`, {
        ...(cookie ? { cookie } : {}),
      });
    const signed = new URL(signer.proxyUrl(link), 'http://x').searchParams.get('s')!;
    expect((await thumb(link, signed, null)).statusCode).toBe(401);
    expect((await thumb(link, `${signed.slice(0, -2)}xx`)).statusCode).toBe(404);
    // A signature of one link does not open another (here: the server's own metadata address).
    expect((await thumb('http://169.254.169.254/latest/meta-data', signed)).statusCode).toBe(404);

    const html = `${fake.url}/files/not-an-image.png`;
    const notImage = await thumb(html, new URL(signer.proxyUrl(html), 'http://x').searchParams.get('s')!);
    expect(notImage.statusCode).toBe(502);
    expect(notImage.json()).toMatchObject({ code: 'STOCK_UNAVAILABLE', details: { reason: 'not_image' } });
    expect(notImage.body).not.toContain('script');

    const big = `${fake.url}/files/big-thumb.png`;
    const tooBig = await thumb(big, new URL(signer.proxyUrl(big), 'http://x').searchParams.get('s')!);
    expect(tooBig.json()).toMatchObject({ code: 'STOCK_UNAVAILABLE', details: { reason: 'too_large' } });

    // A signed link to a private address the operator did not allow is refused by the guard.
    const privateLink = 'http://10.0.0.1/thumb.png';
    const refused = await thumb(
      privateLink,
      new URL(signer.proxyUrl(privateLink), 'http://x').searchParams.get('s')!,
    );
    expect(refused.statusCode).toBe(502);
    expect(refused.json().details.reason).toBe('unreachable');
  });

  it('picks a Pexels photo once: downloads it, stores it with its credit, answers the same item again', async () => {
    await configureBoth();
    const downloadsBefore = fake.downloads().length;
    const first = await pick({ provider: 'pexels', type: 'image', id: '1003' });
    expect(first.statusCode).toBe(201);
    const item = mediaItemSchema.parse(first.json());
    expect(item.credit).toEqual({
      provider: 'pexels',
      author: 'Photographer 1003',
      authorUrl: 'https://www.pexels.com/@photographer-1003',
      sourceUrl: 'https://www.pexels.com/photo/lighthouse-1003/',
    });
    const added = library.added.at(-1)!;
    expect(added.userId).toBe(user.user.id);
    expect(added.file.stock).toEqual({ provider: 'pexels', id: 'image-1003', credit: item.credit });
    expect(added.file.name).toBe('A lighthouse on a cliff, photo 1003');
    expect(added.bytes.subarray(1, 4).toString()).toBe('PNG');
    // The look-up by id, then the file closest to a video's needs (large2x, 1880 px), not the original.
    expect(fake.requests.some((r) => r.path === '/v1/photos/1003')).toBe(true);
    expect(fake.downloads().slice(downloadsBefore)).toEqual(['/files/pexels-1003-large2x.png']);

    const again = await pick({ provider: 'pexels', type: 'image', id: '1003' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(item.id);
    expect(fake.downloads().length).toBe(downloadsBefore + 1);
  });

  it('picks clips: the mp4 of at most 1920 px, following the CDN redirect through the guard', async () => {
    await configureBoth();
    const clip = await makeTestClip((await findFfmpeg()).path);
    fake.setClip(clip);
    const before = fake.downloads().length;
    const pexels = await pick({ provider: 'pexels', type: 'video', id: '1004' });
    expect(pexels.statusCode).toBe(201);
    expect(fake.downloads().slice(before)).toEqual([
      '/files/redirect/pexels-1004-hd.mp4',
      '/files/pexels-1004-hd.mp4',
    ]);
    expect(library.added.at(-1)!.file.stock?.credit.author).toBe('Videographer 1004');
    expect(library.added.at(-1)!.bytes.equals(clip)).toBe(true);

    const pixabay = await pick({ provider: 'pixabay', type: 'video', id: '1005' });
    expect(pixabay.statusCode).toBe(201);
    expect(fake.downloads().at(-1)).toBe('/files/pixabay-1005-medium.mp4');
    expect(library.added.at(-1)!.file.stock).toMatchObject({
      provider: 'pixabay',
      id: 'video-1005',
      credit: { author: 'artist1005', sourceUrl: 'https://pixabay.com/videos/waves-1005/' },
    });
    const lookup = fake.requests.find((r) => r.path.startsWith('/api/videos/') && r.path.includes('id=1005'));
    expect(lookup).toBeDefined();
  });

  it('refuses a pick whose file is over the limit and stores nothing', async () => {
    await configureBoth();
    const addedBefore = library.added.length;
    for (const [provider, type] of [
      ['pexels', 'image'],
      ['pixabay', 'video'],
    ] as const) {
      const res = await pick({ provider, type, id: OVERSIZED_ID });
      expect(res.statusCode, `${provider} ${type}`).toBe(413);
      expect(res.json()).toMatchObject({ code: 'MEDIA_REFUSED', details: { reason: 'too_large' } });
    }
    expect(library.added.length).toBe(addedBefore);
    // The partial downloads went with their scratch folders.
    const scratch = await readdir(path.join(scratchRoot(), String(process.pid))).catch(() => []);
    expect(scratch.filter((name) => name.startsWith('stock-'))).toEqual([]);
  });

  it('keeps a photo and a video with the same provider id apart', async () => {
    await configureBoth();
    const photo = await pick({ provider: 'pexels', type: 'image', id: '1013' });
    const video = await pick({ provider: 'pexels', type: 'video', id: '1013' });
    expect([photo.statusCode, video.statusCode]).toEqual([201, 201]);
    expect(video.json().id).not.toBe(photo.json().id);
    expect(video.json().type).toBe('video');
  });

  it('downloads and stores once when the same pick arrives twice at the same time', async () => {
    await configureBoth();
    const before = fake.downloads().length;
    const [a, b] = await Promise.all([
      pick({ provider: 'pexels', type: 'video', id: '1012' }),
      pick({ provider: 'pexels', type: 'video', id: '1012' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(fake.downloads().length).toBe(before + 2); // the redirect and its target, once
  });

  it('answers 404 for an id the provider does not know; failures at pick time are STOCK_UNAVAILABLE', async () => {
    await configureBoth();
    for (const provider of ['pexels', 'pixabay']) {
      const res = await pick({ provider, type: 'image', id: '424242' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    fake.setMode('error');
    const failed = await pick({ provider: 'pixabay', type: 'image', id: '1010' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('STOCK_UNAVAILABLE');
  });

  it("gives another user their own copy, never the first user's item", async () => {
    await configureBoth();
    const mine = await pick({ provider: 'pixabay', type: 'image', id: '1007' });
    expect(mine.statusCode).toBe(201);
    const theirs = await pick({ provider: 'pixabay', type: 'image', id: '1007' }, other.cookie);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(library.added.at(-1)!.userId).toBe(other.user.id);
    // The first user's item is still theirs, and answered to them only.
    const again = await pick({ provider: 'pixabay', type: 'image', id: '1007' });
    expect(again.json().id).toBe(mine.json().id);
  });

  it('never writes a key in a log line', async () => {
    await configureBoth();
    fake.setMode('error');
    await search('provider=pixabay&type=image&query=sea');
    await search('provider=pexels&type=image&query=sea');
    expect(logLines.length).toBeGreaterThan(0);
    const all = logLines.join('\n');
    expect(all).toContain('stock search failed');
    expect(all).not.toContain(FAKE_STOCK_KEYS.pixabay);
    expect(all).not.toContain(FAKE_STOCK_KEYS.pexels);
  });
});
