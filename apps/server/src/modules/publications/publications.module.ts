import { createTikTokOAuth } from '../../integrations/tiktok/tiktok-oauth.js';
import { createTikTokPost } from '../../integrations/tiktok/tiktok-post.js';
import { createYouTubeUpload } from '../../integrations/youtube/youtube-upload.js';
import { redirectUrl } from '../connections/oauth-platforms.js';
import type { ServerModule, Services } from '../server-module.js';
import { libraryVideos } from './library-videos.js';
import {
  createPublicationRunner,
  type RunnerDeps,
  type RunOptions,
  type RunOutcome,
} from './publication-runner.js';
import type { PublishableVideoSource } from './publishable-video.js';
import { registerPublicationJobs } from './publications.jobs.js';
import { createPublicationsRepository, type PublicationsRepository } from './publications.repository.js';
import { registerPublicationsRoutes } from './publications.routes.js';
import { createPublicationsService } from './publications.service.js';
import type { PublicationsService } from './publications.service.js';

declare module '../server-module.js' {
  interface Services {
    /** Publishing videos to YouTube and TikTok; the job runs `runPublication`. */
    publications: PublicationsService;
    /** At start on the embedded database: the publications a stopped process left half-done, queued again. */
    recoverPublications: () => Promise<string[]>;
    runPublication: (publicationId: string, options?: RunOptions) => Promise<RunOutcome>;
    /** The publications table, for scheduled publishing (modules/schedules): insert, re-queue. */
    publicationsRepo: PublicationsRepository;
  }
}

type Tuning = Pick<RunnerDeps, 'retryDelaysMs' | 'tiktokPolling' | 'youtubeChunkBytes' | 'sleep'>;
const DEFAULT_TUNING: Tuning = {
  // A dropped connection or a 5xx: try again after 5 s, 30 s, 2 min, 5 min.
  retryDelaysMs: [5_000, 30_000, 120_000, 300_000],
  // TikTok processes a post in seconds to minutes: ask every 5 s for up to 10 minutes.
  tiktokPolling: { intervalMs: 5_000, maxPolls: 120 },
};

/** The publishing service and its job's runner; tests build them with a video source and quicker timings. */
export function buildPublications(
  s: Services,
  videos: PublishableVideoSource,
  tuning: Tuning = DEFAULT_TUNING,
) {
  const { google, tiktok, urls } = s.config.oauth;
  const tiktokOAuth = tiktok ? createTikTokOAuth(tiktok, urls, redirectUrl(s.config, 'tiktok')) : null;
  const repo = createPublicationsRepository(s.database.db);
  return {
    publicationsRepo: repo,
    recoverPublications: async () => {
      await repo.requeueInterrupted();
      return repo.queuedIds();
    },
    publications: createPublicationsService({
      repo,
      videos,
      oauth: s.oauthConnections,
      tiktok: tiktokOAuth,
      jobs: s.jobs,
      dailyLimit: s.config.publishLimitPerUserPerDay,
    }),
    runPublication: createPublicationRunner({
      repo,
      videos,
      oauth: s.oauthConnections,
      youtube: google ? createYouTubeUpload(urls.googleApi) : null,
      tiktok: tiktokOAuth ? createTikTokPost(tiktokOAuth) : null,
      encryptionKey: s.encryptionKey,
      log: s.log,
      ...tuning,
    }),
  };
}

/**
 * `publication.published` / `publication.failed` once a publish the user started has ended. A
 * scheduled publish runs the runner itself and tells at the schedule's end (modules/schedules),
 * after its own retries.
 */
async function tellWebhooks(s: Services, publicationId: string): Promise<void> {
  const row = await s.publicationsRepo.findById(publicationId);
  if (!row || (row.status !== 'published' && row.status !== 'failed')) return;
  await s.webhooks.emit(
    row.userId,
    row.status === 'published' ? 'publication.published' : 'publication.failed',
    {
      publication: {
        id: row.id,
        platform: row.platform,
        videoId: row.videoId,
        status: row.status,
        url: row.url,
        error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
      },
    },
  );
}

/** Publishing library videos to YouTube and TikTok (docs/product/publishing.md). */
export const publicationsModule: ServerModule = {
  name: 'publications',
  services: (s) => buildPublications(s, libraryVideos(s.videos, s.files.storage)),
  routes: (app, s) => registerPublicationsRoutes(app, s.publications, s.config.publishRateLimitPerMinute),
  jobs: (jobs, s) =>
    registerPublicationJobs(
      jobs,
      s.recoverPublications,
      async (publicationId) => {
        const outcome = await s.runPublication(publicationId);
        if (outcome.status !== 'skipped') await tellWebhooks(s, publicationId);
      },
      { soleProcess: s.database.kind === 'pglite' },
    ),
};
