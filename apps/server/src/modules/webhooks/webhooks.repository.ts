import { and, arrayContains, count, desc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';

export type WebhookRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Webhook endpoints and their deliveries. Every query a request makes names the user; the
 * delivery job's (claim, finish, sweep) go by id or by state. A try is claimed in one
 * conditional statement, so a job delivered twice sends once.
 */
export function createWebhooksRepository(db: Db) {
  const owned = (userId: string, id: string) =>
    and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId));
  return {
    async list(userId: string) {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId))
        .orderBy(desc(webhookEndpoints.createdAt));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId));
      return row?.n ?? 0;
    },

    async find(userId: string, id: string): Promise<WebhookRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(owned(userId, id));
      return row;
    },

    async findById(id: string): Promise<WebhookRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row;
    },

    async insert(row: typeof webhookEndpoints.$inferInsert): Promise<WebhookRow> {
      const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
      return inserted!;
    },

    async update(
      userId: string,
      id: string,
      values: Partial<Pick<WebhookRow, 'url' | 'events' | 'description' | 'enabled'>>,
    ): Promise<WebhookRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...values, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    /** Its deliveries go with it (ON DELETE CASCADE), pending ones included. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(owned(userId, id))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** The user's enabled endpoints that take `type` (the emit's one query). */
    async subscribed(userId: string, type: WebhookEvent) {
      return db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.userId, userId),
            eq(webhookEndpoints.enabled, true),
            arrayContains(webhookEndpoints.events, [type]),
          ),
        );
    },

    /** Each endpoint's newest delivery (the list's "last delivery"). */
    async lastDeliveries(webhookIds: string[]) {
      if (webhookIds.length === 0) return [];
      return db
        .selectDistinctOn([webhookDeliveries.webhookId], {
          webhookId: webhookDeliveries.webhookId,
          status: webhookDeliveries.status,
          createdAt: webhookDeliveries.createdAt,
          lastAttemptAt: webhookDeliveries.lastAttemptAt,
        })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.webhookId, webhookIds))
        .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.createdAt));
    },

    async insertDeliveries(rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<DeliveryRow[]> {
      if (rows.length === 0) return [];
      return db.insert(webhookDeliveries).values(rows).returning();
    },

    async deliveries(userId: string, webhookId: string, limit: number) {
      return db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.userId, userId)))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
    },

    /** The user's delivery of this endpoint, whatever its state. */
    async findDelivery(userId: string, webhookId: string, id: string) {
      const [row] = await db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.webhookId, webhookId),
            eq(webhookDeliveries.userId, userId),
          ),
        );
      return row;
    },

    /** "Send again": the same message as a fresh series of tries, due now (an ended delivery only). */
    async restart(userId: string, webhookId: string, id: string): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          status: 'pending',
          attempts: 0,
          nextAttemptAt: sql`now()`,
          lastAttemptAt: null,
          lastStatusCode: null,
          lastError: null,
        })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.webhookId, webhookId),
            eq(webhookDeliveries.userId, userId),
            // Only once its tries ended: a try still running would record its outcome over the new series.
            ne(webhookDeliveries.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    /** A disabled endpoint's pending deliveries stop. */
    async stopPending(webhookId: string, reason: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null, lastError: reason })
        .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')));
    },

    /**
     * The job's claim of try `attempts + 1`: pending, this try not taken yet, due (a little
     * clock slack), endpoint enabled; one statement. `next_attempt_at` becomes the try's lease:
     * if the process dies mid-try the sweep sends the job again once it has passed.
     */
    async claim(id: string, attempts: number, leaseMs: number, slackMs: number) {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastAttemptAt: sql`now()`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.status, 'pending'),
            eq(webhookDeliveries.attempts, attempts),
            lte(webhookDeliveries.nextAttemptAt, sql`now() + make_interval(secs => ${slackMs / 1000})`),
            sql`EXISTS (SELECT 1 FROM ${webhookEndpoints} WHERE ${webhookEndpoints.id} = ${webhookDeliveries.webhookId} AND ${webhookEndpoints.enabled})`,
          ),
        )
        .returning();
      return row;
    },

    /** The claimed try's outcome; nothing when the row was restarted or stopped meanwhile. */
    async finish(
      claimed: DeliveryRow,
      values: Pick<DeliveryRow, 'status' | 'nextAttemptAt' | 'lastStatusCode' | 'lastError'>,
    ): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set(values)
        .where(
          and(
            eq(webhookDeliveries.id, claimed.id),
            eq(webhookDeliveries.status, 'pending'),
            eq(webhookDeliveries.attempts, claimed.attempts),
          ),
        )
        .returning();
      return row;
    },

    /** The sweep: pending deliveries of enabled endpoints whose time (or lease) passed before `olderThanMs`. */
    async overdue(olderThanMs: number) {
      return db
        .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.webhookId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            eq(webhookEndpoints.enabled, true),
            lt(webhookDeliveries.nextAttemptAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(500);
    },

    /** The sweep: a try whose process died after the last try was taken: failed. */
    async failExhausted(maxTries: number, olderThanMs: number): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'failed',
          nextAttemptAt: null,
          lastError: sql`coalesce(${webhookDeliveries.lastError}, 'The last try was interrupted.')`,
        })
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            sql`${webhookDeliveries.attempts} >= ${maxTries}`,
            lt(webhookDeliveries.nextAttemptAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
          ),
        );
    },

    async removeOlderThan(days: number): Promise<void> {
      await db
        .delete(webhookDeliveries)
        .where(lt(webhookDeliveries.createdAt, sql`now() - make_interval(days => ${days})`));
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
