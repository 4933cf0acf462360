import { and, asc, between, eq, gte, inArray, isNotNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { SchedulePlatform } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { articles, publications, scheduledPosts, users, videos } from '../../db/schema/index.js';

export type ScheduleRow = typeof scheduledPosts.$inferSelect;
type NewSchedule = Pick<
  typeof scheduledPosts.$inferInsert,
  | 'userId'
  | 'platform'
  | 'itemKind'
  | 'itemId'
  | 'title'
  | 'fields'
  | 'scheduledAt'
  | 'timeZone'
  | 'mode'
  | 'dueAt'
  | 'wordpressPostId'
>;
type Change = Partial<Omit<ScheduleRow, 'id' | 'userId' | 'platform' | 'itemKind' | 'itemId' | 'createdAt'>>;

/** A publication made at once (not by a schedule), for the calendar. */
export interface ImmediatePublication {
  id: string;
  platform: SchedulePlatform;
  itemKind: 'article' | 'video';
  itemId: string;
  title: string;
  at: Date;
  status: 'published' | 'failed';
  url: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

const WAITING = ['scheduled', 'retrying'] as const;
const touch = { updatedAt: sql`now()` };

/**
 * Scheduled posts. Every query a request makes names the user; the job's (claim, finish,
 * sweep) go by id or by state. Changes of state are single conditional statements, so two
 * requests, or a request and the job, can never both win.
 */
export function createSchedulesRepository(db: Db) {
  const owned = (userId: string, id: string) =>
    and(eq(scheduledPosts.id, id), eq(scheduledPosts.userId, userId));

  return {
    async insert(values: NewSchedule): Promise<ScheduleRow> {
      const [row] = await db.insert(scheduledPosts).values(values).returning();
      return row!;
    },

    async find(userId: string, id: string): Promise<ScheduleRow | undefined> {
      const [row] = await db.select().from(scheduledPosts).where(owned(userId, id));
      return row;
    },

    /** The profile's time zone ('' when never set). */
    async profileTimeZone(userId: string): Promise<string> {
      const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
      return row?.timeZone ?? '';
    },

    /** The user's article's title, or undefined when it is not theirs. */
    async articleTitle(userId: string, articleId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ title: articles.title })
        .from(articles)
        .where(and(eq(articles.id, articleId), eq(articles.userId, userId)));
      return row?.title;
    },

    /** Changes the schedule only while it is in one of `from` (one statement); undefined otherwise. */
    async changeIf(
      userId: string,
      id: string,
      from: readonly ScheduleRow['status'][],
      values: Change,
    ): Promise<ScheduleRow | undefined> {
      const [row] = await db
        .update(scheduledPosts)
        .set({ ...values, ...touch })
        .where(and(owned(userId, id), inArray(scheduledPosts.status, [...from])))
        .returning();
      return row;
    },

    /**
     * The job's claim: waiting and due (a little clock slack allowed) -> publishing, one
     * statement. A second delivery, a second worker, or an old job after the time was moved
     * finds nothing to claim.
     */
    async claim(id: string, slackMs: number): Promise<ScheduleRow | undefined> {
      const [row] = await db
        .update(scheduledPosts)
        .set({
          status: 'publishing',
          attempts: sql`${scheduledPosts.attempts} + 1`,
          startedAt: sql`now()`,
          ...touch,
        })
        .where(
          and(
            eq(scheduledPosts.id, id),
            inArray(scheduledPosts.status, [...WAITING]),
            lte(scheduledPosts.dueAt, sql`now() + make_interval(secs => ${slackMs / 1000})`),
          ),
        )
        .returning();
      return row;
    },

    /** The claimed try's outcome; nothing when the row was taken from it meanwhile (stuck rescue). */
    async finish(claimed: ScheduleRow, values: Change): Promise<ScheduleRow | undefined> {
      const [row] = await db
        .update(scheduledPosts)
        .set({ ...values, ...touch })
        .where(
          and(
            eq(scheduledPosts.id, claimed.id),
            eq(scheduledPosts.status, 'publishing'),
            eq(scheduledPosts.attempts, claimed.attempts),
          ),
        )
        .returning();
      return row;
    },

    /** While publishing: remembers the video's publication row made at the first try. */
    async setPublication(id: string, publicationId: string): Promise<void> {
      await db
        .update(scheduledPosts)
        .set({ publicationId, ...touch })
        .where(eq(scheduledPosts.id, id));
    },

    /** The sweep: waiting rows whose time has come (their job may have been lost). */
    async dueIds(): Promise<string[]> {
      const rows = await db
        .select({ id: scheduledPosts.id })
        .from(scheduledPosts)
        .where(and(inArray(scheduledPosts.status, [...WAITING]), lte(scheduledPosts.dueAt, sql`now()`)))
        .orderBy(asc(scheduledPosts.dueAt))
        .limit(500);
      return rows.map((r) => r.id);
    },

    /** The sweep: rows publishing for longer than `olderThanMs` (their process died) go back to waiting, due now. */
    async rescueStuck(olderThanMs: number): Promise<string[]> {
      const rows = await db
        .update(scheduledPosts)
        .set({ status: 'retrying', dueAt: sql`now()`, ...touch })
        .where(
          and(
            eq(scheduledPosts.status, 'publishing'),
            lte(scheduledPosts.startedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
          ),
        )
        .returning({ id: scheduledPosts.id });
      return rows.map((r) => r.id);
    },

    /** The calendar's schedules: not cancelled, due in [from, to) or of one item; oldest first. */
    async listForUser(
      userId: string,
      filter: { from?: Date; to?: Date; platform?: SchedulePlatform; itemId?: string },
    ): Promise<ScheduleRow[]> {
      return db
        .select()
        .from(scheduledPosts)
        .where(
          and(
            eq(scheduledPosts.userId, userId),
            ne(scheduledPosts.status, 'cancelled'),
            filter.from && filter.to
              ? and(
                  gte(scheduledPosts.scheduledAt, filter.from),
                  sql`${scheduledPosts.scheduledAt} < ${filter.to}`,
                )
              : undefined,
            filter.platform ? eq(scheduledPosts.platform, filter.platform) : undefined,
            filter.itemId ? eq(scheduledPosts.itemId, filter.itemId) : undefined,
          ),
        )
        .orderBy(asc(scheduledPosts.scheduledAt));
    },

    /** The next `limit` not yet published, soonest first. */
    async upcoming(userId: string, limit: number): Promise<ScheduleRow[]> {
      return db
        .select()
        .from(scheduledPosts)
        .where(
          and(
            eq(scheduledPosts.userId, userId),
            inArray(scheduledPosts.status, ['scheduled', 'retrying', 'publishing']),
          ),
        )
        .orderBy(asc(scheduledPosts.dueAt))
        .limit(limit);
    },

    /**
     * Publications made at once in [from, to) (or of one item): videos published or failed
     * (not the ones a schedule made), and articles published live to WordPress (not by a
     * schedule that published it since).
     */
    async immediate(
      userId: string,
      filter: { from?: Date; to?: Date; platform?: SchedulePlatform; itemId?: string },
    ): Promise<ImmediatePublication[]> {
      const out: ImmediatePublication[] = [];
      const range = filter.from && filter.to ? { from: filter.from, to: filter.to } : null;
      if (filter.platform !== 'wordpress') {
        const bySchedule = db
          .select({ id: scheduledPosts.publicationId })
          .from(scheduledPosts)
          .where(and(eq(scheduledPosts.userId, userId), isNotNull(scheduledPosts.publicationId)));
        const rows = await db
          .select({
            id: publications.id,
            platform: publications.platform,
            videoId: publications.videoId,
            title: videos.title,
            status: publications.status,
            at: publications.updatedAt,
            url: publications.url,
            errorCode: publications.errorCode,
            errorMessage: publications.errorMessage,
          })
          .from(publications)
          .innerJoin(videos, eq(videos.id, publications.videoId))
          .where(
            and(
              eq(publications.userId, userId),
              inArray(publications.status, ['published', 'failed']),
              range
                ? and(gte(publications.updatedAt, range.from), sql`${publications.updatedAt} < ${range.to}`)
                : undefined,
              filter.platform ? eq(publications.platform, filter.platform) : undefined,
              filter.itemId ? eq(publications.videoId, filter.itemId) : undefined,
              notInArray(publications.id, sql`(${bySchedule})`),
            ),
          );
        for (const r of rows)
          out.push({
            id: r.id,
            platform: r.platform,
            itemKind: 'video',
            itemId: r.videoId,
            title: r.title,
            at: r.at,
            status: r.status === 'published' ? 'published' : 'failed',
            url: r.url,
            errorCode: r.errorCode,
            errorMessage: r.errorMessage,
          });
      }
      if (!filter.platform || filter.platform === 'wordpress') {
        const rows = await db
          .select({
            id: articles.id,
            title: articles.title,
            at: articles.wordpressPublishedAt,
            url: articles.wordpressPostUrl,
          })
          .from(articles)
          .where(
            and(
              eq(articles.userId, userId),
              eq(articles.wordpressPostStatus, 'publish'),
              isNotNull(articles.wordpressPublishedAt),
              range ? between(articles.wordpressPublishedAt, range.from, range.to) : undefined,
              filter.itemId ? eq(articles.id, filter.itemId) : undefined,
              // Published by a schedule (the schedule's own entry says so), and not again since.
              sql`NOT EXISTS (SELECT 1 FROM ${scheduledPosts} sp WHERE sp.user_id = ${userId}
                    AND sp.item_id = ${articles.id} AND sp.status = 'published'
                    AND sp.published_at >= ${articles.wordpressPublishedAt})`,
            ),
          );
        for (const r of rows)
          out.push({
            id: r.id,
            platform: 'wordpress',
            itemKind: 'article',
            itemId: r.id,
            title: r.title,
            at: r.at!,
            status: 'published',
            url: r.url,
            errorCode: null,
            errorMessage: null,
          });
      }
      return out;
    },
  };
}
export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>;
