import { TIKTOK_CAPTION_MAX, type TikTokPublishInput } from '@forja/contracts';
import { PlatformError } from '../../integrations/oauth/platform-http.js';
import { tiktokChunkRange, tiktokPostUrl, type TikTokPost } from '../../integrations/tiktok/tiktok-post.js';
import type { PublishContext, PublishResult } from './publish-context.js';
import { readVideoRange } from './publishable-video.js';
import { withStockCredits } from './stock-credits.js';

export interface TikTokUploadState {
  publishId: string;
  uploadUrl: string;
  plan: { chunkSize: number; totalChunkCount: number };
  /** Chunks TikTok has acknowledged. */
  chunksDone: number;
}

export interface TikTokPolling {
  intervalMs: number;
  maxPolls: number;
}

/**
 * One attempt at a TikTok direct post: init (once), the chunks not yet acknowledged, then
 * the post's status until TikTok says it is published or failed.
 */
export async function postToTikTok(
  post: TikTokPost,
  username: string,
  ctx: PublishContext<TikTokUploadState, TikTokPublishInput>,
  polling: TikTokPolling,
): Promise<PublishResult> {
  const size = ctx.video.fileSize;
  const o = ctx.options;
  let state = ctx.uploadState;
  if (!state) {
    const init = await ctx.withAccessToken('tiktok', (token) =>
      post.init(
        token,
        {
          title: withStockCredits(o.caption, ctx.video.credits, TIKTOK_CAPTION_MAX),
          privacyLevel: o.privacyLevel,
          disableComment: !o.allowComments,
          disableDuet: !o.allowDuet,
          disableStitch: !o.allowStitch,
          isAigc: o.aiGenerated,
        },
        size,
      ),
    );
    state = { publishId: init.publishId, uploadUrl: init.uploadUrl, plan: init.plan, chunksDone: 0 };
    await ctx.saveUploadState(state);
  }
  for (let i = state.chunksDone; i < state.plan.totalChunkCount; i++) {
    const { start, end } = tiktokChunkRange(i, state.plan, size);
    const chunk = await readVideoRange(ctx.video, start, end);
    await post.putChunk(state.uploadUrl, chunk, start, size, ctx.video.contentType);
    state = { ...state, chunksDone: i + 1 };
    await ctx.saveUploadState(state);
    await ctx.progress(end, i + 1 === state.plan.totalChunkCount ? 'processing' : 'uploading');
  }
  const publishId = state.publishId;
  for (let poll = 0; poll < polling.maxPolls; poll++) {
    const status = await ctx.withAccessToken('tiktok', (token) => post.status(token, publishId));
    if (status.state === 'published') {
      return {
        remoteId: status.postId ?? publishId,
        url: tiktokPostUrl(username, status.postId),
        privacy: o.privacyLevel,
      };
    }
    if (status.state === 'failed') {
      throw new PlatformError(
        'refused',
        `TikTok could not publish the video (${status.reason}).`,
        undefined,
        status.reason,
      );
    }
    await ctx.sleep(polling.intervalMs);
  }
  throw new PlatformError(
    'refused',
    'TikTok is still processing the video; check your TikTok profile.',
    undefined,
    'still_processing',
  );
}
