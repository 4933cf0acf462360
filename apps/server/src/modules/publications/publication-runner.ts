import type { Logger } from 'pino';
import { z } from 'zod';
import { tiktokPublishSchema, youtubePublishSchema } from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';
import { decryptSecret, encryptSecret } from '../../lib/crypto.js';
import { PlatformError } from '../../integrations/oauth/platform-http.js';
import type { TikTokPost } from '../../integrations/tiktok/tiktok-post.js';
import type { YouTubeUpload } from '../../integrations/youtube/youtube-upload.js';
import type { OAuthConnectionsService } from '../connections/oauth-connections.service.js';
import type { PublishContext, PublishResult } from './publish-context.js';
import type { PublishableVideoSource } from './publishable-video.js';
import type { PublicationRow, PublicationsRepository } from './publications.repository.js';
import { postToTikTok, type TikTokPolling, type TikTokUploadState } from './tiktok-publisher.js';
import { uploadToYouTube, type YouTubeUploadState } from './youtube-publisher.js';

/*
 * The publishing job's work: claim the publication, upload, record the outcome. Transient
 * failures (a dropped connection, a 5xx, a rate limit) are tried again after a pause, going
 * on from where the upload stopped; anything else fails the publication with a code the web
 * translates. Nothing here throws: the job records its own failures.
 */

export interface RunnerDeps {
  repo: PublicationsRepository;
  videos: PublishableVideoSource;
  oauth: OAuthConnectionsService;
  youtube: YouTubeUpload | null;
  tiktok: TikTokPost | null;
  encryptionKey: Buffer;
  log: Logger;
  /** Pauses before attempts 2, 3, …; its length is how many times a transient failure is retried. */
  retryDelaysMs: number[];
  tiktokPolling: TikTokPolling;
  youtubeChunkBytes?: number;
  sleep?: (ms: number) => Promise<void>;
}

const stateContext = (row: PublicationRow) => `publications:${row.userId}:${row.id}`;
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function failureOf(error: unknown): { code: string; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (error instanceof PlatformError) {
    return {
      code: 'PLATFORM_UNAVAILABLE',
      message: error.platformCode ? `${error.message} [${error.platformCode}]` : error.message,
    };
  }
  return { code: 'INTERNAL_ERROR', message: 'Publishing stopped on an unexpected error.' };
}

/** What one run did; `skipped` when the publication was not queued (taken by another run, finished, gone). */
export interface RunOutcome {
  status: 'published' | 'failed' | 'skipped';
  /** The failure was temporary (network, 5xx, rate limit): trying later may work. */
  transient: boolean;
  url: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

export interface RunOptions {
  /** False: no in-run retry of a temporary failure (the caller, a schedule, retries later). Default true. */
  retries?: boolean;
}

const SKIPPED: RunOutcome = {
  status: 'skipped',
  transient: false,
  url: null,
  errorCode: null,
  errorMessage: null,
};

export function createPublicationRunner(deps: RunnerDeps) {
  const sleep = deps.sleep ?? realSleep;

  /** null (start the upload again) when there is none or it cannot be read. */
  function readUploadState(row: PublicationRow): unknown {
    if (!row.uploadStateEncrypted) return null;
    try {
      return JSON.parse(
        decryptSecret(row.uploadStateEncrypted, deps.encryptionKey, stateContext(row)),
      ) as unknown;
    } catch {
      return null;
    }
  }

  async function attempt(row: PublicationRow, uploadState: unknown): Promise<PublishResult> {
    const video = await deps.videos(row.userId, row.videoId);
    if (!video) throw new AppError(404, 'NOT_FOUND', 'The video is no longer in the library.');
    const base = {
      userId: row.userId,
      video,
      async saveUploadState(state: unknown) {
        const encrypted = encryptSecret(JSON.stringify(state), deps.encryptionKey, stateContext(row));
        await deps.repo.update(row.id, { uploadStateEncrypted: encrypted });
      },
      async progress(bytesUploaded: number, status?: 'uploading' | 'processing') {
        await deps.repo.update(row.id, { bytesUploaded, ...(status ? { status } : {}) });
      },
      withAccessToken: <T>(platform: 'youtube' | 'tiktok', work: (token: string) => Promise<T>) =>
        deps.oauth.withAccessToken(row.userId, platform, (token) => work(token)),
      sleep,
    };
    if (row.platform === 'youtube') {
      if (!deps.youtube)
        throw new AppError(409, 'PLATFORM_NOT_CONFIGURED', 'YouTube is not set up on this server.');
      const ctx: PublishContext<YouTubeUploadState, z.output<typeof youtubePublishSchema>> = {
        ...base,
        options: youtubePublishSchema.parse(row.options),
        uploadState: (uploadState as YouTubeUploadState | null) ?? null,
      };
      return uploadToYouTube(deps.youtube, ctx, deps.youtubeChunkBytes);
    }
    if (!deps.tiktok)
      throw new AppError(409, 'PLATFORM_NOT_CONFIGURED', 'TikTok is not set up on this server.');
    const connection = await deps.oauth.requireConnected(row.userId, 'tiktok');
    const username = connection.platform === 'tiktok' ? (connection.display?.username ?? '') : '';
    const ctx: PublishContext<TikTokUploadState, z.output<typeof tiktokPublishSchema>> = {
      ...base,
      options: tiktokPublishSchema.parse(row.options),
      uploadState: (uploadState as TikTokUploadState | null) ?? null,
    };
    return postToTikTok(deps.tiktok, username, ctx, deps.tiktokPolling);
  }

  return async function run(publicationId: string, options: RunOptions = {}): Promise<RunOutcome> {
    const retryDelaysMs = options.retries === false ? [] : deps.retryDelaysMs;
    const row = await deps.repo.claim(publicationId);
    if (!row) return SKIPPED; // already taken, finished, or gone
    // An earlier attempt's upload state (a restart after a crash): go on from there.
    let uploadState = readUploadState(row);
    for (let attemptNo = 0; ; attemptNo++) {
      try {
        const result = await attempt(row, uploadState);
        await deps.repo.update(row.id, {
          status: 'published',
          remoteId: result.remoteId,
          url: result.url,
          privacy: result.privacy,
          bytesUploaded: row.bytesTotal,
          uploadStateEncrypted: null,
        });
        return {
          status: 'published',
          transient: false,
          url: result.url,
          errorCode: null,
          errorMessage: null,
        };
      } catch (error) {
        const transient = error instanceof PlatformError && error.kind === 'transient';
        if (transient && attemptNo < retryDelaysMs.length) {
          deps.log.warn(
            { err: error, publicationId, attempt: attemptNo + 1 },
            'publishing: transient failure, trying again',
          );
          await sleep(retryDelaysMs[attemptNo]!);
          // The attempt saved its upload state; read it back to go on from there.
          const saved = await deps.repo.findById(row.id);
          uploadState = saved ? readUploadState(saved) : null;
          continue;
        }
        const failure = failureOf(error);
        if (failure.code === 'INTERNAL_ERROR')
          deps.log.error({ err: error, publicationId }, 'publishing failed');
        const errorMessage = failure.message.slice(0, 500);
        await deps.repo.update(row.id, { status: 'failed', errorCode: failure.code, errorMessage });
        return { status: 'failed', transient, url: null, errorCode: failure.code, errorMessage };
      }
    }
  };
}
