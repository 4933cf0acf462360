import { PlatformError, platformFetch, readJson } from '../oauth/platform-http.js';
import { apiFailure } from './youtube-oauth.js';

/*
 * YouTube's resumable upload protocol (videos.insert, uploadType=resumable): one POST with the
 * metadata opens an upload session (its address comes back in Location), then PUTs send the
 * bytes in chunks with Content-Range; 308 means "go on", with Range saying what arrived. After
 * a dropped connection, `PUT` with `Content-Range: bytes *\/TOTAL` asks where to go on from.
 */

/** Chunks must be multiples of 256 KiB (except the last). */
export const YOUTUBE_CHUNK_BYTES = 4 * 1024 * 1024;

export interface YouTubeVideoMetadata {
  title: string;
  description: string;
  tags: string[];
  privacyStatus: 'public' | 'unlisted' | 'private';
  selfDeclaredMadeForKids: boolean;
  containsSyntheticMedia: boolean;
}

export type UploadProgress =
  { done: false; received: number } | { done: true; videoId: string; privacyStatus: string | null };

export function createYouTubeUpload(apiUrl: string) {
  /** Bytes the server holds, from a 308's Range header (`bytes=0-1048575`); none: 0. */
  const received = (res: Response) => {
    const match = /bytes=0-(\d+)/.exec(res.headers.get('range') ?? '');
    return match ? Number(match[1]) + 1 : 0;
  };

  async function finished(res: Response): Promise<UploadProgress> {
    if (res.status === 308) return { done: false, received: received(res) };
    const body = await readJson(res);
    if (res.status === 200 || res.status === 201) {
      const status = (body.status ?? {}) as Record<string, unknown>;
      return {
        done: true,
        videoId: String(body.id ?? ''),
        privacyStatus: typeof status.privacyStatus === 'string' ? status.privacyStatus : null,
      };
    }
    // 404 or 410: the upload session expired; a new one has to start from zero.
    if (res.status === 404 || res.status === 410) {
      throw new PlatformError('transient', 'The upload session expired.', res.status, 'sessionExpired');
    }
    throw apiFailure(res.status, body);
  }

  return {
    /** Opens an upload session; its address is where the bytes go. */
    async start(accessToken: string, meta: YouTubeVideoMetadata, size: number, contentType: string) {
      const res = await platformFetch(
        `${apiUrl}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': 'application/json; charset=UTF-8',
            'x-upload-content-length': String(size),
            'x-upload-content-type': contentType,
          },
          body: JSON.stringify({
            snippet: { title: meta.title, description: meta.description, tags: meta.tags },
            status: {
              privacyStatus: meta.privacyStatus,
              selfDeclaredMadeForKids: meta.selfDeclaredMadeForKids,
              containsSyntheticMedia: meta.containsSyntheticMedia,
            },
          }),
        },
      );
      const location = res.headers.get('location');
      if (!res.ok || !location) throw apiFailure(res.status, await readJson(res));
      return location;
    },

    /** Sends bytes [start, start + chunk.length) of `total`. */
    async putChunk(sessionUrl: string, chunk: Buffer, start: number, total: number): Promise<UploadProgress> {
      const res = await platformFetch(sessionUrl, {
        method: 'PUT',
        headers: {
          'content-length': String(chunk.length),
          'content-range': `bytes ${start}-${start + chunk.length - 1}/${total}`,
        },
        body: new Uint8Array(chunk),
        timeoutMs: 120_000,
      });
      return finished(res);
    },

    /** Where to go on after a dropped connection. */
    async status(sessionUrl: string, total: number): Promise<UploadProgress> {
      const res = await platformFetch(sessionUrl, {
        method: 'PUT',
        headers: { 'content-length': '0', 'content-range': `bytes */${total}` },
      });
      return finished(res);
    },
  };
}
export type YouTubeUpload = ReturnType<typeof createYouTubeUpload>;

export const youtubeWatchUrl = (videoId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
