import type { Logger } from 'pino';
import { z } from 'zod';
import { SCHEDULE_MAX_ATTEMPTS, type SchedulePlatform } from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';
import { defineJob } from '../../jobs/queue.js';
import type { Services } from '../server-module.js';
import type { ScheduleRow, SchedulesRepository } from './schedules.repository.js';

/*
 * A schedule's time: the job claims the row (one statement, so it runs once however many
 * deliveries or workers), publishes, and records the outcome. Temporary failures wait and
 * try again (SCHEDULE_RETRY_DELAYS_MS, SCHEDULE_MAX_ATTEMPTS tries in all); anything else
 * fails at once. Published and failed both reach the user's inbox.
 */

export const RUN_SCHEDULE_JOB = defineJob({
  name: 'schedule.run',
  schema: z.object({ scheduleId: z.uuid() }),
});
export const SWEEP_SCHEDULES_JOB = defineJob({ name: 'schedule.sweep' });

export interface ScheduleTuning {
  /** Pauses before the 2nd, 3rd, … tries (the last repeats). */
  retryDelaysMs: number[];
  /** Started this long after its due time or more: the schedule says it was late. */
  lateAfterSeconds: number;
  /** Publishing this long: its process died; the sweep lets another try. */
  stuckAfterMs: number;
  /** A job may arrive this early (clocks of two machines). */
  claimSlackMs: number;
}

export interface RunnerDeps {
  repo: SchedulesRepository;
  services: Pick<
    Services,
    | 'wordpressPublisher'
    | 'publicationsRepo'
    | 'runPublication'
    | 'publications'
    | 'inbox'
    | 'webhooks'
    | 'config'
  >;
  send: (scheduleId: string, at?: Date) => Promise<void>;
  tuning: ScheduleTuning;
  log: Logger;
}

type Outcome =
  | { ok: true; url: string | null; mode?: 'forja' }
  | { ok: false; transient: boolean; code: string; message: string };

const failed = (code: string, message: string, transient = false): Outcome => ({
  ok: false,
  transient,
  code,
  message,
});

/** A WordPress (or any) error of a publish: is trying later worth it? */
function outcomeOfError(error: unknown): Outcome {
  if (error instanceof AppError) {
    const siteStatus = Number(error.details?.siteStatus ?? 0);
    const transient =
      error.code === 'WORDPRESS_UNREACHABLE' ||
      error.code === 'WORDPRESS_TIMEOUT' ||
      error.details?.reason === 'publish_in_progress' ||
      (error.code === 'WORDPRESS_ERROR' && (siteStatus >= 500 || siteStatus === 429));
    return failed(error.code, error.message, transient);
  }
  // Not one of ours (the database blinked…): worth another try.
  return failed('INTERNAL_ERROR', 'Publishing stopped on an unexpected error.', true);
}

export function createScheduleRunner({ repo, services: s, send, tuning, log }: RunnerDeps) {
  async function publishWordPress(row: ScheduleRow): Promise<Outcome> {
    const fields = row.fields as Record<string, unknown>;
    if (row.mode === 'wordpress' && row.wordpressPostId !== null) {
      // The site held the post: check it went out (WP-Cron may have missed it).
      const post = await s.wordpressPublisher.readPost(row.userId, row.wordpressPostId);
      if (!post) return failed('WORDPRESS_NOT_FOUND', 'The scheduled post is no longer on the site.');
      if (post.status === 'publish') {
        await s.wordpressPublisher
          .changePostStatus(row.userId, row.itemId, post.id, { status: null, post })
          .catch((err: unknown) =>
            log.warn({ err, scheduleId: row.id }, 'schedule: could not record the post'),
          );
        return { ok: true, url: post.link || null };
      }
      if (post.status !== 'future')
        return failed(
          'WORDPRESS_ERROR',
          `The scheduled post was changed on the site (it is now "${post.status}").`,
        );
      const live = await s.wordpressPublisher.changePostStatus(row.userId, row.itemId, post.id, {
        status: 'publish',
      });
      return { ok: true, url: live.link || null, mode: 'forja' };
    }
    const result = await s.wordpressPublisher.publishArticle(row.userId, row.itemId, {
      ...fields,
      status: 'publish',
    });
    return { ok: true, url: result.postUrl };
  }

  async function publishVideo(row: ScheduleRow): Promise<Outcome> {
    let publicationId = row.publicationId;
    if (!publicationId) {
      const video = await s.publications.requireVideo(row.userId, row.itemId);
      const taken = await s.publicationsRepo.insertUnlessTaken(
        {
          userId: row.userId,
          videoId: row.itemId,
          platform: row.platform as 'youtube' | 'tiktok',
          options: { platform: row.platform, ...(row.fields as object) },
          bytesTotal: video.fileSize,
        },
        // The user scheduled it: a video published there before goes again.
        { allowRepeat: true, dailyLimit: s.config.publishLimitPerUserPerDay },
      );
      if ('refused' in taken)
        return taken.refused === 'daily_limit'
          ? failed(
              'PUBLISH_DAILY_LIMIT',
              'The most publications a day to this platform were started already.',
            )
          : failed('PUBLICATION_IN_PROGRESS', 'This video is already being published there.');
      publicationId = taken.row.id;
      await repo.setPublication(row.id, publicationId);
    } else {
      // A later try: the same publication again, so the upload goes on from its saved state.
      await s.publicationsRepo.requeueFailed(publicationId);
    }
    const run = await s.runPublication(publicationId, { retries: false });
    if (run.status === 'published') return { ok: true, url: run.url };
    if (run.status === 'failed')
      return failed(run.errorCode ?? 'PLATFORM_UNAVAILABLE', run.errorMessage ?? '', run.transient);
    const now = await s.publicationsRepo.findById(publicationId);
    if (now?.status === 'published') return { ok: true, url: now.url };
    return failed('PUBLICATION_IN_PROGRESS', 'This video is already being published there.', true);
  }

  async function notify(row: ScheduleRow) {
    const published = row.status === 'published';
    await s.inbox
      .notify(row.userId, {
        kind: published ? 'schedule_published' : 'schedule_failed',
        platform: row.platform as SchedulePlatform,
        title: row.title,
        scheduleId: row.id,
        at: new Date(),
        lateSeconds: row.lateSeconds,
        url: row.url,
        errorCode: row.errorCode,
        errorMessage: row.errorMessage,
      })
      .catch((err: unknown) => log.error({ err, scheduleId: row.id }, 'schedule: could not notify'));
    await s.webhooks.emit(row.userId, published ? 'publication.published' : 'publication.failed', {
      publication: {
        id: row.publicationId,
        platform: row.platform,
        itemId: row.itemId,
        title: row.title,
        scheduleId: row.id,
        status: row.status,
        url: row.url,
        error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
      },
    });
  }

  async function run(scheduleId: string): Promise<void> {
    const row = await repo.claim(scheduleId, tuning.claimSlackMs);
    if (!row) return; // not due, taken, moved, cancelled or done
    const startedAt = row.startedAt ?? new Date();
    const secondsAfter = (from: Date) =>
      Math.max(0, Math.round((startedAt.getTime() - from.getTime()) / 1000));
    // Late when this try started well after it was due (the server was down or behind).
    const lateNow = secondsAfter(row.dueAt) >= tuning.lateAfterSeconds ? secondsAfter(row.scheduledAt) : null;
    let outcome: Outcome;
    try {
      outcome = row.platform === 'wordpress' ? await publishWordPress(row) : await publishVideo(row);
    } catch (error) {
      const refused = outcomeOfError(error);
      if (!refused.ok && refused.code === 'INTERNAL_ERROR')
        log.error({ err: error, scheduleId }, 'schedule: publishing failed');
      outcome = refused;
    }
    let done: ScheduleRow | undefined;
    if (outcome.ok) {
      done = await repo.finish(row, {
        status: 'published',
        publishedAt: new Date(),
        url: outcome.url,
        errorCode: null,
        errorMessage: null,
        ...(outcome.mode ? { mode: outcome.mode } : {}),
        // A post the site missed, published by Forja at the time, is not late (its mode,
        // now 'forja', says who published it); late only as any try is.
        lateSeconds: lateNow ?? row.lateSeconds,
      });
    } else if (outcome.transient && row.attempts < SCHEDULE_MAX_ATTEMPTS) {
      const delays = tuning.retryDelaysMs;
      const wait = delays[Math.min(row.attempts - 1, delays.length - 1)] ?? 0;
      const dueAt = new Date(Date.now() + wait);
      const retrying = await repo.finish(row, {
        status: 'retrying',
        dueAt,
        errorCode: outcome.code,
        errorMessage: outcome.message.slice(0, 500),
        lateSeconds: lateNow ?? row.lateSeconds,
      });
      log.warn(
        { scheduleId, attempt: row.attempts, code: outcome.code },
        'schedule: temporary failure, trying again',
      );
      if (retrying) await send(row.id, dueAt);
      return;
    } else {
      done = await repo.finish(row, {
        status: 'failed',
        errorCode: outcome.code,
        errorMessage: outcome.message.slice(0, 500),
        lateSeconds: lateNow ?? row.lateSeconds,
      });
    }
    if (done) await notify(done);
  }

  /** Due rows whose job was lost, and rows a dead process left publishing: their jobs again. */
  async function sweep(): Promise<void> {
    const stuck = await repo.rescueStuck(tuning.stuckAfterMs);
    if (stuck.length) log.warn({ scheduleIds: stuck }, 'schedule: publishing was interrupted; trying again');
    for (const id of await repo.dueIds()) await send(id);
  }

  return { run, sweep };
}
