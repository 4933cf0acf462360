import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { creditLedger, generations, plans, subscriptions } from '../../db/schema/index.js';
import { activePaidSubscription } from '../billing/active-subscription.js';

const utcDay = (column: typeof generations.startedAt | typeof creditLedger.createdAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const asNumber = (expression: ReturnType<typeof sql>) => expression.mapWith(Number);

/**
 * The back office's statistics over every user's rows: a handful of aggregate queries, each
 * reading only the window it needs (indexes on generations.started_at and
 * credit_ledger(reason, created_at)). Read-only; it never returns a row of user data.
 */
export function createAdminStatsRepository(db: Db) {
  return {
    /**
     * Users, and generations started since `from` and in [previousFrom, from). A generation
     * its user cancelled made nothing and is not counted (a cancelled render is no video).
     * Batch runs started in the same windows (every one, cancelled or not), and their rows.
     */
    async totals(from: Date, previousFrom: Date) {
      const since = from.toISOString();
      const before = previousFrom.toISOString();
      const [row] = await rawRows<{
        users: string | number;
        current: string | number;
        previous: string | number;
        batches: string | number;
        previous_batches: string | number;
        batch_rows: string | number;
      }>(
        db,
        sql`
        SELECT (SELECT count(*) FROM users)::bigint AS users,
               (SELECT count(*) FROM generations
                 WHERE started_at >= ${since}::timestamptz AND status <> 'cancelled')::bigint AS current,
               (SELECT count(*) FROM generations
                 WHERE started_at >= ${before}::timestamptz AND started_at < ${since}::timestamptz
                   AND status <> 'cancelled')::bigint AS previous,
               (SELECT count(*) FROM batches WHERE created_at >= ${since}::timestamptz)::bigint AS batches,
               (SELECT count(*) FROM batches
                 WHERE created_at >= ${before}::timestamptz AND created_at < ${since}::timestamptz)::bigint
                 AS previous_batches,
               (SELECT count(*) FROM batch_rows r JOIN batches b ON b.id = r.batch_id
                 WHERE b.created_at >= ${since}::timestamptz)::bigint AS batch_rows
      `,
      );
      return {
        users: Number(row!.users),
        current: Number(row!.current),
        previous: Number(row!.previous),
        batches: {
          current: Number(row!.batches),
          previous: Number(row!.previous_batches),
          rows: Number(row!.batch_rows),
        },
      };
    },

    /** Per plan currency: users on a running paid plan and the monthly sum of their plans' prices. */
    async activeSubscriptions(now: Date) {
      return db
        .select({
          currency: plans.currency,
          active: asNumber(sql`count(${subscriptions.userId})`),
          mrrCents: asNumber(
            sql`coalesce(sum(${plans.priceCents}) filter (where ${subscriptions.userId} is not null), 0)`,
          ),
        })
        .from(plans)
        .leftJoin(subscriptions, and(eq(subscriptions.planId, plans.id), activePaidSubscription(now)))
        .groupBy(plans.currency)
        .orderBy(plans.currency);
    },

    /** Generations started since `from` (but those their user cancelled), per UTC day and kind. */
    async generationsByDay(from: Date) {
      return db
        .select({
          day: utcDay(generations.startedAt),
          kind: generations.kind,
          count: asNumber(sql`count(*)`),
        })
        .from(generations)
        .where(and(gte(generations.startedAt, from), ne(generations.status, 'cancelled')))
        .groupBy(sql`1`, sql`2`);
    },

    /** Credits captured by generations since `from`, per UTC day. */
    async creditsSpentByDay(from: Date) {
      return db
        .select({
          day: utcDay(creditLedger.createdAt),
          spent: asNumber(sql`coalesce(sum(-${creditLedger.amount}), 0)`),
        })
        .from(creditLedger)
        .where(and(eq(creditLedger.reason, 'generation'), gte(creditLedger.createdAt, from)))
        .groupBy(sql`1`);
    },
  };
}
export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
