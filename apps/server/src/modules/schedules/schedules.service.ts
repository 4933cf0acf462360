import type { Logger } from 'pino';
import {
  UPCOMING_SCHEDULES_LIMIT,
  type Calendar,
  type CalendarQuery,
  type CreateScheduleInput,
  type Schedule,
  type UpcomingSchedules,
  type UpdateScheduleInput,
  type WordPressScheduleFields,
} from '@forja/contracts';
import { AppError, notFound, validationError } from '../../lib/app-error.js';
import type { Services } from '../server-module.js';
import { assertTikTokOffered } from '../publications/publications.service.js';
import { immediateEntry, toSchedule } from './schedule-entries.js';
import { scheduleInstant } from './schedule-time.js';
import type { ScheduleRow, SchedulesRepository } from './schedules.repository.js';

/*
 * Scheduling (docs/product/calendar.md): checks at the time of asking what an immediate
 * publish would check (the item is the user's, the platform connected, TikTok's options
 * offered), stores the schedule, and sends a delayed job for its time. A WordPress post may be
 * handed to the site itself (status=future), so it goes out even while Forja is down.
 */

export interface SchedulesDeps {
  repo: SchedulesRepository;
  services: Pick<
    Services,
    'publications' | 'oauthConnections' | 'connections' | 'wordpressPublisher' | 'config'
  >;
  /** Sends the schedule's job for its due time. */
  kick: (row: ScheduleRow) => Promise<void>;
  wordpressNative: boolean;
  log: Logger;
}

const notEditable = (status: string) =>
  new AppError(409, 'SCHEDULE_NOT_EDITABLE', 'This scheduled publication has started or ended already.', {
    status,
  });

type Item = { itemKind: 'article' | 'video'; title: string; durationSeconds: number | null };

export function createSchedulesService({ repo, services: s, kick, wordpressNative, log }: SchedulesDeps) {
  async function zoneOf(userId: string, asked: string | undefined): Promise<string> {
    return asked ?? ((await repo.profileTimeZone(userId)) || 'UTC');
  }

  /** The item, the user's (404 otherwise), and the platform ready for it, as an immediate publish checks. */
  async function checkItem(
    userId: string,
    platform: Schedule['platform'],
    itemId: string,
    fields: Record<string, unknown>,
  ): Promise<Item> {
    if (platform === 'wordpress') {
      const title = await repo.articleTitle(userId, itemId);
      if (title === undefined) throw notFound('Article');
      await s.connections.wordpressSite(userId); // WORDPRESS_NOT_CONNECTED
      return { itemKind: 'article', title, durationSeconds: null };
    }
    const video = await s.publications.requireVideo(userId, itemId);
    const configured = platform === 'youtube' ? s.config.oauth.google : s.config.oauth.tiktok;
    if (!configured)
      throw new AppError(
        409,
        'PLATFORM_NOT_CONFIGURED',
        `${platform === 'youtube' ? 'YouTube' : 'TikTok'} is not set up on this server.`,
      );
    await s.oauthConnections.requireConnected(userId, platform);
    if (platform === 'tiktok') {
      const info = await s.publications.creatorInfo(userId);
      assertTikTokOffered(info, fields as Parameters<typeof assertTikTokOffered>[1], video.durationSeconds);
    }
    return { itemKind: 'video', title: video.title, durationSeconds: video.durationSeconds };
  }

  function titleOf(platform: Schedule['platform'], fields: Record<string, unknown>, item: Item): string {
    const asked = typeof fields.title === 'string' ? fields.title.trim() : '';
    return platform === 'tiktok' ? item.title : asked || item.title;
  }

  /**
   * Hands the post to the site as a scheduled one (status=future at `at`). Answers the post
   * id when the site took it; null when it refused or answered another status (Forja then
   * publishes at the time itself; the user sees no error).
   */
  async function scheduleOnSite(
    userId: string,
    articleId: string,
    fields: WordPressScheduleFields,
    at: Date,
  ): Promise<number | null> {
    if (!wordpressNative) return null;
    try {
      const result = await s.wordpressPublisher.scheduleArticle(userId, articleId, fields, at);
      if (result.status === 'future') return result.postId;
      log.info({ articleId, status: result.status }, 'schedule: the site did not take a future post');
    } catch (err) {
      log.info({ err, articleId }, 'schedule: the site refused a future post; Forja publishes it');
    }
    return null;
  }

  async function requireOwn(userId: string, id: string): Promise<ScheduleRow> {
    const row = await repo.find(userId, id);
    if (!row) throw notFound('Schedule');
    return row;
  }

  /** The row after the job may have run it (the inline queue in tests runs a due job at once). */
  async function reread(userId: string, row: ScheduleRow): Promise<Schedule> {
    return toSchedule((await repo.find(userId, row.id)) ?? row);
  }

  /** Before it starts; a post the site holds goes back to a draft on the site first. */
  async function cancel(userId: string, id: string): Promise<Schedule> {
    const current = await requireOwn(userId, id);
    if (current.status !== 'scheduled') throw notEditable(current.status);
    if (current.mode === 'wordpress' && current.wordpressPostId !== null) {
      await s.wordpressPublisher.changePostStatus(userId, current.itemId, current.wordpressPostId, {
        status: 'draft',
      });
    }
    const row = await repo.changeIf(userId, id, ['scheduled'], { status: 'cancelled' });
    if (!row) throw notEditable((await requireOwn(userId, id)).status);
    return toSchedule(row);
  }

  return {
    async create(userId: string, input: CreateScheduleInput): Promise<Schedule> {
      const timeZone = await zoneOf(userId, input.timeZone);
      const at = scheduleInstant(input.localTime, timeZone);
      const fields = input.fields as Record<string, unknown>;
      const item = await checkItem(userId, input.platform, input.itemId, fields);
      const postId =
        input.platform === 'wordpress' ? await scheduleOnSite(userId, input.itemId, input.fields, at) : null;
      const row = await repo.insert({
        userId,
        platform: input.platform,
        itemKind: item.itemKind,
        itemId: input.itemId,
        title: titleOf(input.platform, fields, item),
        fields,
        scheduledAt: at,
        timeZone,
        mode: postId === null ? 'forja' : 'wordpress',
        wordpressPostId: postId,
        dueAt: at,
      });
      await kick(row);
      return reread(userId, row);
    },

    async get(userId: string, id: string): Promise<Schedule> {
      return toSchedule(await requireOwn(userId, id));
    },

    /** A new time, new fields, or both, while it is `scheduled` (one conditional statement). */
    async update(userId: string, id: string, input: UpdateScheduleInput): Promise<Schedule> {
      const current = await requireOwn(userId, id);
      if (input.platform !== current.platform)
        throw validationError([{ path: ['platform'], message: 'platform_mismatch' }]);
      if (current.status !== 'scheduled') throw notEditable(current.status);
      const timeZone = input.localTime ? await zoneOf(userId, input.timeZone) : current.timeZone;
      const at = input.localTime ? scheduleInstant(input.localTime, timeZone) : current.scheduledAt;
      const fields = (input.fields ?? current.fields) as Record<string, unknown>;
      const item = await checkItem(userId, current.platform, current.itemId, fields);
      const changed = await repo.changeIf(userId, id, ['scheduled'], {
        scheduledAt: at,
        dueAt: at,
        timeZone,
        fields,
        title: titleOf(current.platform, fields, item),
      });
      if (!changed) throw notEditable((await requireOwn(userId, id)).status);
      let row = changed;
      if (row.platform === 'wordpress') row = await resyncOnSite(userId, row);
      await kick(row);
      return reread(userId, row);
    },

    /** Before it starts; a post the site holds goes back to a draft there first (its error fails the cancel). */
    cancel,

    /**
     * The article or video is being deleted: its waiting schedules are cancelled first (a
     * post the site holds goes back to a draft while the article still exists to say which).
     * One the site cannot be reached for stays, and fails at its time as NOT_FOUND.
     */
    async cancelForItem(userId: string, itemId: string): Promise<void> {
      for (const row of await repo.listForUser(userId, { itemId })) {
        if (row.status !== 'scheduled') continue;
        await cancel(userId, row.id).catch((err: unknown) =>
          log.warn({ err, scheduleId: row.id }, 'schedule: not cancelled with its deleted item'),
        );
      }
    },

    /** A failed one, published again now by Forja (tries counted afresh). */
    async retry(userId: string, id: string): Promise<Schedule> {
      const current = await requireOwn(userId, id);
      if (current.status !== 'failed') throw notEditable(current.status);
      const row = await repo.changeIf(userId, id, ['failed'], {
        status: 'scheduled',
        mode: 'forja',
        dueAt: new Date(),
        attempts: 0,
        startedAt: null,
        lateSeconds: null,
        errorCode: null,
        errorMessage: null,
      });
      if (!row) throw notEditable((await requireOwn(userId, id)).status);
      await kick(row);
      return reread(userId, row);
    },

    async calendar(userId: string, query: CalendarQuery): Promise<Calendar> {
      const filter = {
        ...(query.itemId ? { itemId: query.itemId } : {}),
        ...(query.from && query.to ? { from: new Date(query.from), to: new Date(query.to) } : {}),
        ...(query.platform ? { platform: query.platform } : {}),
      };
      const scheduled = (await repo.listForUser(userId, filter)).map(toSchedule);
      const immediate = (await repo.immediate(userId, filter)).map(immediateEntry);
      const entries = [...scheduled, ...immediate].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
      return { entries };
    },

    async upcoming(userId: string): Promise<UpcomingSchedules> {
      return { entries: (await repo.upcoming(userId, UPCOMING_SCHEDULES_LIMIT)).map(toSchedule) };
    },
  };

  /**
   * After an edit of a WordPress schedule: the site's scheduled post moved to the new time
   * (or one made now, when the site takes it this time). When it will not take it, a post
   * it held goes back to a draft, so it cannot go out at the old time; Forja publishes at
   * the new one.
   */
  async function resyncOnSite(userId: string, row: ScheduleRow): Promise<ScheduleRow> {
    const postId = await scheduleOnSite(
      userId,
      row.itemId,
      row.fields as WordPressScheduleFields,
      row.scheduledAt,
    );
    if (postId === null && row.mode === 'wordpress' && row.wordpressPostId !== null) {
      await s.wordpressPublisher
        .changePostStatus(userId, row.itemId, row.wordpressPostId, { status: 'draft' })
        .catch((err: unknown) =>
          log.warn({ err, scheduleId: row.id }, 'schedule: could not draft the old post'),
        );
    }
    const mode = postId === null ? 'forja' : 'wordpress';
    if (mode === row.mode && postId === row.wordpressPostId) return row;
    return (await repo.changeIf(userId, row.id, ['scheduled'], { mode, wordpressPostId: postId })) ?? row;
  }
}
export type SchedulesService = ReturnType<typeof createSchedulesService>;
