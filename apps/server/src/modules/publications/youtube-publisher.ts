import { YOUTUBE_DESCRIPTION_MAX, type YouTubePublishInput } from '@forja/contracts';
import { PlatformError } from '../../integrations/oauth/platform-http.js';
import {
  YOUTUBE_CHUNK_BYTES,
  youtubeWatchUrl,
  type YouTubeUpload,
} from '../../integrations/youtube/youtube-upload.js';
import type { PublishContext, PublishResult } from './publish-context.js';
import { readVideoRange } from './publishable-video.js';
import { withStockCredits } from './stock-credits.js';

export interface YouTubeUploadState {
  sessionUrl: string;
}

/**
 * One attempt at a YouTube upload. With a session from an interrupted attempt it first asks
 * how many bytes arrived and goes on from there; an expired session starts a new one.
 */
export async function uploadToYouTube(
  upload: YouTubeUpload,
  ctx: PublishContext<YouTubeUploadState, YouTubePublishInput>,
  chunkBytes = YOUTUBE_CHUNK_BYTES,
): Promise<PublishResult> {
  const size = ctx.video.fileSize;
  const done = (videoId: string, privacy: string | null): PublishResult => ({
    remoteId: videoId,
    url: youtubeWatchUrl(videoId),
    privacy: privacy ?? ctx.options.privacy,
  });

  let sessionUrl = ctx.uploadState?.sessionUrl;
  let offset = 0;
  if (sessionUrl) {
    try {
      const status = await upload.status(sessionUrl, size);
      if (status.done) return done(status.videoId, status.privacyStatus);
      offset = status.received;
    } catch (error) {
      if (!(error instanceof PlatformError && error.platformCode === 'sessionExpired')) throw error;
      sessionUrl = undefined;
    }
  }
  if (!sessionUrl) {
    const o = ctx.options;
    sessionUrl = await ctx.withAccessToken('youtube', (token) =>
      upload.start(
        token,
        {
          title: o.title,
          description: withStockCredits(o.description, ctx.video.credits, YOUTUBE_DESCRIPTION_MAX),
          tags: o.tags,
          privacyStatus: o.privacy,
          selfDeclaredMadeForKids: o.madeForKids,
          containsSyntheticMedia: o.containsSyntheticMedia,
        },
        size,
        ctx.video.contentType,
      ),
    );
    await ctx.saveUploadState({ sessionUrl });
    offset = 0;
  }
  await ctx.progress(offset, 'uploading');
  for (;;) {
    const chunk = await readVideoRange(ctx.video, offset, Math.min(offset + chunkBytes, size));
    const result = await upload.putChunk(sessionUrl, chunk, offset, size);
    if (result.done) {
      await ctx.progress(size, 'processing');
      return done(result.videoId, result.privacyStatus);
    }
    offset = result.received;
    await ctx.progress(offset);
  }
}
