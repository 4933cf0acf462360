import { PlatformError, platformFetch } from '../oauth/platform-http.js';
import type { TikTokOAuth } from './tiktok-oauth.js';

/*
 * TikTok's Content Posting API, direct post with FILE_UPLOAD: init says the size and the
 * chunk plan and returns an upload address; the chunks go there with Content-Range; then the
 * post's status is polled until PUBLISH_COMPLETE or FAILED.
 */

const MB = 1024 * 1024;
export const TIKTOK_MIN_CHUNK = 5 * MB;
export const TIKTOK_MAX_CHUNK = 64 * MB;
export const TIKTOK_MAX_LAST_CHUNK = 128 * MB;
export const TIKTOK_PREFERRED_CHUNK = 10 * MB;

/**
 * TikTok's chunk rules: chunks of 5–64 MB; the count is the size divided by the chunk size,
 * rounded down, so the last chunk takes the remainder (up to 128 MB); under 5 MB, one chunk.
 */
export function tiktokChunkPlan(size: number, preferred = TIKTOK_PREFERRED_CHUNK) {
  if (size < TIKTOK_MIN_CHUNK) return { chunkSize: size, totalChunkCount: 1 };
  const chunkSize = Math.min(Math.max(preferred, TIKTOK_MIN_CHUNK), TIKTOK_MAX_CHUNK, size);
  return { chunkSize, totalChunkCount: Math.floor(size / chunkSize) };
}

/** Bytes [start, end) of chunk `index`. */
export function tiktokChunkRange(
  index: number,
  plan: { chunkSize: number; totalChunkCount: number },
  size: number,
) {
  const start = index * plan.chunkSize;
  const end = index === plan.totalChunkCount - 1 ? size : start + plan.chunkSize;
  return { start, end };
}

export interface TikTokPostInfo {
  title: string;
  privacyLevel: string;
  disableComment: boolean;
  disableDuet: boolean;
  disableStitch: boolean;
  isAigc: boolean;
}

export type TikTokPostStatus =
  | { state: 'processing'; uploadedBytes: number | null }
  | { state: 'published'; postId: string | null }
  | { state: 'failed'; reason: string };

export function createTikTokPost(oauth: TikTokOAuth) {
  return {
    async init(accessToken: string, info: TikTokPostInfo, size: number) {
      const plan = tiktokChunkPlan(size);
      const data = await oauth.api(accessToken, '/v2/post/publish/video/init/', {
        method: 'POST',
        body: JSON.stringify({
          post_info: {
            title: info.title,
            privacy_level: info.privacyLevel,
            disable_comment: info.disableComment,
            disable_duet: info.disableDuet,
            disable_stitch: info.disableStitch,
            is_aigc: info.isAigc,
          },
          source_info: {
            source: 'FILE_UPLOAD',
            video_size: size,
            chunk_size: plan.chunkSize,
            total_chunk_count: plan.totalChunkCount,
          },
        }),
      });
      const publishId = typeof data.publish_id === 'string' ? data.publish_id : '';
      const uploadUrl = typeof data.upload_url === 'string' ? data.upload_url : '';
      if (!publishId || !uploadUrl) throw new PlatformError('refused', 'TikTok returned no upload address.');
      return { publishId, uploadUrl, plan };
    },

    async putChunk(uploadUrl: string, chunk: Buffer, start: number, total: number, contentType: string) {
      const res = await platformFetch(uploadUrl, {
        method: 'PUT',
        headers: {
          'content-type': contentType,
          'content-length': String(chunk.length),
          'content-range': `bytes ${start}-${start + chunk.length - 1}/${total}`,
        },
        body: new Uint8Array(chunk),
        timeoutMs: 120_000,
      });
      await res.arrayBuffer().catch(() => undefined);
      // 206 for a chunk, 201 when the file is complete.
      if (res.status === 206 || res.status === 201 || res.status === 200) return;
      throw new PlatformError(
        res.status >= 500 || res.status === 429 ? 'transient' : 'refused',
        `The chunk upload failed: HTTP ${res.status}`,
        res.status,
      );
    },

    async status(accessToken: string, publishId: string): Promise<TikTokPostStatus> {
      const data = await oauth.api(accessToken, '/v2/post/publish/status/fetch/', {
        method: 'POST',
        body: JSON.stringify({ publish_id: publishId }),
      });
      const status = String(data.status ?? '');
      if (status === 'PUBLISH_COMPLETE') {
        // (sic) TikTok's field name; empty for private posts.
        const ids = Array.isArray(data.publicaly_available_post_id) ? data.publicaly_available_post_id : [];
        return { state: 'published', postId: ids[0] !== undefined ? String(ids[0]) : null };
      }
      if (status === 'FAILED') return { state: 'failed', reason: String(data.fail_reason ?? 'unknown') };
      return {
        state: 'processing',
        uploadedBytes: typeof data.uploaded_bytes === 'number' ? data.uploaded_bytes : null,
      };
    },
  };
}
export type TikTokPost = ReturnType<typeof createTikTokPost>;

export const tiktokPostUrl = (username: string, postId: string | null) =>
  postId
    ? `https://www.tiktok.com/@${encodeURIComponent(username)}/video/${encodeURIComponent(postId)}`
    : `https://www.tiktok.com/@${encodeURIComponent(username)}`;
