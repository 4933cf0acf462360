import {
  type Publication,
  type PublicationList,
  type PublishVideoInput,
  type TikTokCreatorInfo,
} from '@forja/contracts';
import { AppError, notFound, validationError } from '../../lib/app-error.js';
import type { TikTokOAuth } from '../../integrations/tiktok/tiktok-oauth.js';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { OAuthConnectionsService } from '../connections/oauth-connections.service.js';
import type { PublishableVideoSource } from './publishable-video.js';
import type { PublicationRow, PublicationsRepository, PublishRefusal } from './publications.repository.js';

/*
 * Publishing library videos (docs/product/publishing.md): checks, then a queued job
 * (publications.jobs.ts) does the upload. A video already published (or on its way) to a
 * platform is sent again only when the request says the user confirmed it; that, and the
 * user's daily cap, are decided by the database (insertUnlessTaken), so concurrent requests
 * cannot both pass.
 */

export const RUN_PUBLICATION_JOB = defineJob({
  name: 'publication.run',
  schema: z.object({ publicationId: z.uuid() }),
});

export function toPublication(row: PublicationRow): Publication {
  return {
    id: row.id,
    videoId: row.videoId,
    platform: row.platform,
    status: row.status,
    bytesUploaded: row.bytesUploaded,
    bytesTotal: row.bytesTotal,
    url: row.url,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    privacy: row.privacy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * TikTok requires the post form to offer only what the creator info allows right now, and
 * refuses a longer video only after the upload: both are said before any byte goes (an
 * immediate publish, and a schedule when it is made).
 */
export function assertTikTokOffered(
  info: TikTokCreatorInfo,
  input: Pick<
    PublishVideoInput & { platform: 'tiktok' },
    'privacyLevel' | 'allowComments' | 'allowDuet' | 'allowStitch'
  >,
  durationSeconds: number | null,
): void {
  const issues: { path: string[]; message: string }[] = [];
  if (!info.privacyLevelOptions.includes(input.privacyLevel))
    issues.push({ path: ['privacyLevel'], message: 'not_offered' });
  if (input.allowComments && info.commentDisabled)
    issues.push({ path: ['allowComments'], message: 'not_offered' });
  if (input.allowDuet && info.duetDisabled) issues.push({ path: ['allowDuet'], message: 'not_offered' });
  if (input.allowStitch && info.stitchDisabled)
    issues.push({ path: ['allowStitch'], message: 'not_offered' });
  if (issues.length > 0) throw validationError(issues);
  const max = info.maxVideoPostDurationSec;
  if (max !== null && durationSeconds !== null && durationSeconds > max) {
    throw new AppError(
      409,
      'VIDEO_TOO_LONG_FOR_PLATFORM',
      `This TikTok account accepts videos up to ${max} s; this one is ${durationSeconds} s.`,
      { platform: 'tiktok', maxSeconds: max, durationSeconds: Math.ceil(durationSeconds) },
    );
  }
}

export interface PublicationsDeps {
  repo: PublicationsRepository;
  videos: PublishableVideoSource;
  oauth: OAuthConnectionsService;
  tiktok: TikTokOAuth | null;
  jobs: JobQueue;
  /** Publications one user may start each UTC day on each platform (PUBLISH_LIMIT_PER_USER_PER_DAY). */
  dailyLimit: number;
}

function refusal(reason: PublishRefusal, dailyLimit: number): AppError {
  if (reason === 'daily_limit') {
    return new AppError(
      429,
      'PUBLISH_DAILY_LIMIT',
      `You have started ${dailyLimit} publications to this platform today, the most a day. Try again tomorrow.`,
      { limit: dailyLimit },
    );
  }
  if (reason === 'in_progress')
    return new AppError(409, 'PUBLICATION_IN_PROGRESS', 'This video is already being published there.');
  return new AppError(409, 'ALREADY_PUBLISHED', 'This video is already published there. Publish it again?');
}

export function createPublicationsService({
  repo,
  videos,
  oauth,
  tiktok,
  jobs,
  dailyLimit,
}: PublicationsDeps) {
  async function requireVideo(userId: string, videoId: string) {
    const video = await videos(userId, videoId);
    if (!video) throw notFound('Video');
    return video;
  }

  async function creatorInfo(userId: string): Promise<TikTokCreatorInfo> {
    if (!tiktok) throw new AppError(409, 'PLATFORM_NOT_CONFIGURED', 'TikTok is not set up on this server.');
    try {
      return await oauth.withAccessToken(userId, 'tiktok', (token) => tiktok.creatorInfo(token));
    } catch (error) {
      throw oauth.fromPlatform('tiktok', error);
    }
  }

  return {
    creatorInfo,
    /** The user's publishable video, or 404. */
    requireVideo,

    async list(userId: string, videoId: string): Promise<PublicationList> {
      await requireVideo(userId, videoId);
      return { publications: (await repo.listForVideo(userId, videoId)).map(toPublication) };
    },

    async publish(userId: string, videoId: string, input: PublishVideoInput): Promise<Publication> {
      const video = await requireVideo(userId, videoId);
      await oauth.requireConnected(userId, input.platform);
      if (input.platform === 'tiktok') {
        assertTikTokOffered(await creatorInfo(userId), input, video.durationSeconds);
      }
      const { confirmRepeat, ...options } = input;
      const taken = await repo.insertUnlessTaken(
        { userId, videoId, platform: input.platform, options, bytesTotal: video.fileSize },
        { allowRepeat: confirmRepeat === true, dailyLimit },
      );
      if ('refused' in taken) throw refusal(taken.refused, dailyLimit);
      const { row } = taken;
      await jobs.send(RUN_PUBLICATION_JOB, { publicationId: row.id }, { retryLimit: 0 });
      // The inline queue (tests) has run it already; read what it is now.
      const [now] = (await repo.listForVideo(userId, videoId)).filter((p) => p.id === row.id);
      return toPublication(now ?? row);
    },
  };
}
export type PublicationsService = ReturnType<typeof createPublicationsService>;
