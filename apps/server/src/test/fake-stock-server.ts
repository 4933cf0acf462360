import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { encodePng } from '../integrations/generation/builtin/image/png.js';

/*
 * Pexels and Pixabay on 127.0.0.1, for the API tests and the end-to-end journey: both search APIs
 * and their look-ups by id, in the shapes the providers document (see the clients in
 * integrations/stock/), and the files and thumbnails their links point to (a video file behind a
 * redirect, as Pexels' links are). One server plays both: set PEXELS_API_URL and PIXABAY_API_URL
 * to its `url` and ALLOWED_PRIVATE_HOSTS to 127.0.0.1.
 *
 * The catalogue: per provider and type, CATALOGUE_SIZE items with ids from 1001 up; the item
 * with id OVERSIZED_ID has a file larger than the media library accepts (streamed without a
 * length, so only counting the bytes finds out).
 */

export const FAKE_STOCK_KEYS = {
  pexels: 'pexels-test-key-0123456789',
  pixabay: 'pixabay-test-key-9876543210',
};
export const CATALOGUE_SIZE = 20;
export const OVERSIZED_ID = '1999';

/** How the APIs answer: normally, with a 500, not at all, or with something that is not JSON. */
export type FakeStockMode = 'ok' | 'error' | 'hang' | 'not-json';

export interface FakeStockRequest {
  method: string;
  /** Path and query string, as received. */
  path: string;
  headers: IncomingMessage['headers'];
}

export interface FakeStockServer {
  url: string;
  requests: FakeStockRequest[];
  /** Requests for files (downloads of picked items), by path. */
  downloads(): string[];
  setMode(mode: FakeStockMode): void;
  /** The bytes of every video file (default: the smallest MP4 header; e2e may pass a real clip). */
  setClip(bytes: Buffer): void;
  close(): Promise<void>;
}

const PHOTO = encodePng(64, 36, new Uint8Array(64 * 36 * 3).fill(120));
const THUMB = encodePng(16, 9, new Uint8Array(16 * 9 * 3).fill(200));
const MINIMAL_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(64, 1),
]);
/** Bigger than MEDIA_LIMITS.clipMaxBytes and imageMaxBytes. */
const OVERSIZED_BYTES = 201 * 1024 * 1024;

/**
 * A real two-second 320×180 MP4 for a journey whose media library probes what it stores (the
 * default clip is only an MP4 header). `ffmpeg`: the path findFfmpeg answers.
 */
export async function makeTestClip(ffmpeg: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fake-stock-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    // mpeg4 (part 2): an encoder every ffmpeg build has, the npm one included.
    await promisify(execFile)(ffmpeg, [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=2'],
      ...['-c:v', 'mpeg4', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-f', 'mp4', '-y', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `port`: 0 (any free one) for API tests; a fixed one for the end-to-end journey. */
export async function startFakeStockServer(
  options: { clip?: Buffer; port?: number } = {},
): Promise<FakeStockServer> {
  let mode: FakeStockMode = 'ok';
  let clip = options.clip ?? MINIMAL_MP4;
  const requests: FakeStockRequest[] = [];
  const ids = Array.from({ length: CATALOGUE_SIZE }, (_, i) => String(1001 + i)).concat(OVERSIZED_ID);
  let base = '';

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/health') return send(res, 200, 'text/plain', 'ok');
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    if (url.pathname.startsWith('/files/') || url.pathname.startsWith('/thumbs/')) return serveFile(url, res);
    if (mode === 'hang') return; // never answers; close() drops the connection
    if (mode === 'error') return send(res, 500, 'text/plain', 'Internal Server Error');
    if (mode === 'not-json') return send(res, 200, 'text/html', '<html>maintenance</html>');
    if (url.pathname.startsWith('/api/')) return pixabay(url, res);
    return pexels(req, url, res);
  });

  function serveFile(url: URL, res: ServerResponse) {
    const name = url.pathname.split('/').pop() ?? '';
    if (url.pathname.startsWith('/files/redirect/'))
      return send(res, 302, 'text/plain', '', { location: `${base}/files/${name}` });
    if (name === 'not-an-image.png') return send(res, 200, 'text/html', '<script>alert(1)</script>');
    if (name === 'big-thumb.png') return streamZeros(res, 'image/png', 3 * 1024 * 1024);
    if (name.startsWith('oversized'))
      return streamZeros(res, name.endsWith('.mp4') ? 'video/mp4' : 'image/png', OVERSIZED_BYTES);
    if (url.pathname.startsWith('/thumbs/')) return send(res, 200, 'image/png', THUMB);
    if (name.endsWith('.mp4')) return send(res, 200, 'video/mp4', clip);
    if (name.endsWith('.png')) return send(res, 200, 'image/png', PHOTO);
    return send(res, 404, 'text/plain', 'Not found');
  }

  // ---------------------------------------------------------------- Pexels

  const pexelsPhoto = (id: string) => ({
    id: Number(id),
    width: 4000,
    height: 2250,
    url: `https://www.pexels.com/photo/lighthouse-${id}/`,
    photographer: `Photographer ${id}`,
    photographer_url: `https://www.pexels.com/@photographer-${id}`,
    photographer_id: Number(id) + 5000,
    avg_color: '#7E8C8D',
    src: {
      original: `${base}/files/${id === OVERSIZED_ID ? 'oversized' : `pexels-${id}-original`}.png`,
      large2x: `${base}/files/${id === OVERSIZED_ID ? 'oversized' : `pexels-${id}-large2x`}.png`,
      large: `${base}/files/pexels-${id}-large.png`,
      medium: `${base}/thumbs/pexels-${id}-medium.png`,
      small: `${base}/thumbs/pexels-${id}-small.png`,
      portrait: `${base}/files/pexels-${id}-portrait.png`,
      landscape: `${base}/files/pexels-${id}-landscape.png`,
      tiny: `${base}/thumbs/pexels-${id}-tiny.png`,
    },
    liked: false,
    alt: `A lighthouse on a cliff, photo ${id}`,
  });

  const pexelsVideo = (id: string) => ({
    id: Number(id),
    width: 3840,
    height: 2160,
    url: `https://www.pexels.com/video/waves-${id}/`,
    image: `${base}/thumbs/pexels-video-${id}.png`,
    duration: 12,
    user: {
      id: Number(id) + 7000,
      name: `Videographer ${id}`,
      url: `https://www.pexels.com/@videographer-${id}`,
    },
    video_files: [
      {
        id: 1,
        quality: 'uhd',
        file_type: 'video/mp4',
        width: 3840,
        height: 2160,
        fps: 25,
        link: `${base}/files/pexels-${id}-uhd.mp4`,
      },
      {
        id: 2,
        quality: 'hd',
        file_type: 'video/mp4',
        width: 1920,
        height: 1080,
        fps: 25,
        // Pexels' links answer with a redirect to the CDN.
        link: `${base}/files/redirect/${id === OVERSIZED_ID ? 'oversized' : `pexels-${id}-hd`}.mp4`,
      },
      {
        id: 3,
        quality: 'sd',
        file_type: 'video/mp4',
        width: 640,
        height: 360,
        fps: 25,
        link: `${base}/files/pexels-${id}-sd.mp4`,
      },
      {
        id: 4,
        quality: 'hls',
        file_type: 'video/webm',
        width: 1280,
        height: 720,
        fps: 25,
        link: `${base}/files/pexels-${id}.webm`,
      },
    ],
    video_pictures: [{ id: 1, picture: `${base}/thumbs/pexels-video-${id}-0.png`, nr: 0 }],
  });

  function pexels(req: IncomingMessage, url: URL, res: ServerResponse) {
    if (req.headers.authorization !== FAKE_STOCK_KEYS.pexels)
      return sendJson(res, 401, { error: 'Invalid API key' });
    const one = /^\/(?:v1\/photos|videos\/videos)\/(\d+)$/.exec(url.pathname);
    if (one) {
      const id = one[1]!;
      if (!ids.includes(id)) return sendJson(res, 404, { status: 404, code: 'Not Found' });
      return sendJson(res, 200, url.pathname.startsWith('/v1/') ? pexelsPhoto(id) : pexelsVideo(id));
    }
    if (url.pathname !== '/v1/search' && url.pathname !== '/videos/search')
      return sendJson(res, 404, { status: 404, code: 'Not Found' });
    if (!url.searchParams.get('query')) return sendJson(res, 400, { error: 'query is required' });
    const { slice, page, perPage, more } = pageOf(url, 'per_page', 80);
    const photos = url.pathname === '/v1/search';
    const next = new URL(url.toString().replace('http://fake', base));
    next.searchParams.set('page', String(page + 1));
    return sendJson(res, 200, {
      page,
      per_page: perPage,
      total_results: ids.length,
      ...(photos
        ? { photos: slice.map(pexelsPhoto) }
        : { videos: slice.map(pexelsVideo), url: 'https://www.pexels.com/videos/' }),
      ...(more ? { next_page: next.toString() } : {}),
    });
  }

  // ---------------------------------------------------------------- Pixabay

  const pixabayCommon = (id: string) => ({
    id: Number(id),
    pageURL: `https://pixabay.com/photos/lighthouse-${id}/`,
    tags: 'lighthouse, sea, cliff',
    views: 100,
    downloads: 10,
    likes: 5,
    comments: 1,
    user_id: Number(id) + 9000,
    user: `artist${id}`,
    userImageURL: '',
  });

  const pixabayPhoto = (id: string) => ({
    ...pixabayCommon(id),
    type: 'photo',
    previewURL: `${base}/thumbs/pixabay-${id}-150.png`,
    previewWidth: 150,
    previewHeight: 84,
    webformatURL: `${base}/thumbs/pixabay-${id}-640.png`,
    webformatWidth: 640,
    webformatHeight: 360,
    largeImageURL: `${base}/files/${id === OVERSIZED_ID ? 'oversized' : `pixabay-${id}-1280`}.png`,
    imageWidth: 5472,
    imageHeight: 3078,
    imageSize: 4200000,
  });

  const pixabayVideo = (id: string) => {
    const size = (name: string, width: number, height: number) => ({
      url: `${base}/files/${id === OVERSIZED_ID && name === 'medium' ? 'oversized' : `pixabay-${id}-${name}`}.mp4`,
      width,
      height,
      size: 1000000,
      thumbnail: `${base}/thumbs/pixabay-video-${id}-${name}.png`,
    });
    return {
      ...pixabayCommon(id),
      pageURL: `https://pixabay.com/videos/waves-${id}/`,
      type: 'film',
      duration: 14,
      videos: {
        large: size('large', 3840, 2160),
        medium: size('medium', 1920, 1080),
        small: size('small', 1280, 720),
        tiny: size('tiny', 960, 540),
      },
    };
  };

  function pixabay(url: URL, res: ServerResponse) {
    // Pixabay answers a wrong key with a plain-text 400.
    if (url.searchParams.get('key') !== FAKE_STOCK_KEYS.pixabay)
      return send(
        res,
        400,
        'text/plain',
        '[ERROR 400] Invalid or missing API key (https://pixabay.com/api/docs/).',
      );
    const videos = url.pathname === '/api/videos/';
    if (!videos && url.pathname !== '/api/') return send(res, 404, 'text/plain', 'Not found');
    const toHit: (id: string) => object = videos ? pixabayVideo : pixabayPhoto;
    const id = url.searchParams.get('id');
    if (id) {
      if (!ids.includes(id)) return send(res, 400, 'text/plain', '[ERROR 400] "id" is out of valid range.');
      return sendJson(res, 200, { total: 1, totalHits: 1, hits: [toHit(id)] });
    }
    const { slice } = pageOf(url, 'per_page', 200);
    return sendJson(res, 200, { total: ids.length, totalHits: ids.length, hits: slice.map(toHit) });
  }

  function pageOf(url: URL, perPageParam: string, maxPerPage: number) {
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const perPage = Math.min(maxPerPage, Math.max(1, Number(url.searchParams.get(perPageParam) ?? 15) || 15));
    const slice = ids.slice((page - 1) * perPage, page * perPage);
    return { slice, page, perPage, more: page * perPage < ids.length };
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    downloads: () => requests.filter((r) => r.path.startsWith('/files/')).map((r) => r.path),
    setMode: (m) => {
      mode = m;
    },
    setClip: (bytes) => {
      clip = bytes;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: ServerResponse, status: number, contentType: string, body: string | Buffer, headers = {}) {
  res.writeHead(status, { 'content-type': contentType, ...headers });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  send(res, status, 'application/json', JSON.stringify(body));
}

/** `total` bytes in chunks, with no Content-Length: the receiver only knows by counting. */
function streamZeros(res: ServerResponse, contentType: string, total: number) {
  res.writeHead(200, { 'content-type': contentType });
  const chunk = Buffer.alloc(256 * 1024);
  let sent = 0;
  const write = () => {
    while (sent < total) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    res.end();
  };
  res.on('close', () => {
    sent = total; // the receiver hung up: stop
  });
  write();
}
