import { eq, sql } from 'drizzle-orm';
import { LOGIN_FAILURES_BEFORE_THROTTLE, LOGIN_FAILURE_WINDOW_SECONDS } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema/index.js';

const MAX_LOCK_SECONDS = 15 * 60;

/**
 * Slows down password guessing per e-mail address: after a few failures within the window,
 * each further failure locks the address for twice as long as the last (30 s, 60 s, … 15 min).
 * Stored in the database so it holds across any number of web servers.
 */
export function createLoginThrottle(db: Db) {
  const keyFor = (email: string) => `signin:${email.trim().toLowerCase()}`;
  return {
    /** Seconds until the address may try again, or 0. */
    async retryAfter(email: string): Promise<number> {
      const [row] = await db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, keyFor(email)));
      if (!row?.lockedUntil) return 0;
      return Math.max(0, Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000));
    },
    async recordFailure(email: string): Promise<void> {
      const window = sql.raw(`interval '${LOGIN_FAILURE_WINDOW_SECONDS} seconds'`);
      const expired = sql`${loginThrottle.firstFailureAt} < now() - ${window}`;
      const [row] = await db
        .insert(loginThrottle)
        .values({ key: keyFor(email), failures: 1 })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
            firstFailureAt: sql`CASE WHEN ${expired} THEN now() ELSE ${loginThrottle.firstFailureAt} END`,
          },
        })
        .returning({ failures: loginThrottle.failures });
      const over = (row?.failures ?? 0) - LOGIN_FAILURES_BEFORE_THROTTLE;
      if (over < 0) return;
      const seconds = Math.min(MAX_LOCK_SECONDS, 30 * 2 ** over);
      await db
        .update(loginThrottle)
        .set({ lockedUntil: sql`now() + ${sql.raw(`interval '${seconds} seconds'`)}` })
        .where(eq(loginThrottle.key, keyFor(email)));
    },
    async clear(email: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, keyFor(email)));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
