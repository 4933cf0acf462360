import { eq, type SQL, sql } from 'drizzle-orm';
import { LOGIN_FAILURES_BEFORE_THROTTLE, LOGIN_FAILURE_WINDOW_SECONDS } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema/index.js';

const MAX_LOCK_SECONDS = 15 * 60;

export type SignInAdmission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/**
 * Slows down password guessing per e-mail address: after a few failures within the window,
 * each further failure locks the address for twice as long as the last (30 s, 60 s, … 15 min).
 * Stored in the database so it holds across any number of web servers.
 *
 * An attempt is counted BEFORE its password is checked, in one statement that also refuses it
 * while the address is locked: counting afterwards let dozens of concurrent guesses through
 * the check before the first failure was written. A successful sign-in clears the count.
 */
export function createLoginThrottle(db: Db) {
  const keyFor = (email: string) => `signin:${email.trim().toLowerCase()}`;
  return {
    async admit(email: string): Promise<SignInAdmission> {
      const key = keyFor(email);
      const window = sql.raw(`interval '${LOGIN_FAILURE_WINDOW_SECONDS} seconds'`);
      const expired = sql`${loginThrottle.firstFailureAt} < now() - ${window}`;
      const attempts = sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`;
      // The attempt that reaches the limit is still checked; it locks the ones after it.
      const lockFor = (n: SQL) =>
        sql`CASE WHEN ${n} >= ${LOGIN_FAILURES_BEFORE_THROTTLE}
          THEN now() + make_interval(secs => LEAST(${MAX_LOCK_SECONDS}, 30 * power(2, ${n} - ${LOGIN_FAILURES_BEFORE_THROTTLE})))
          ELSE NULL END`;
      const rows = await db
        .insert(loginThrottle)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: attempts,
            firstFailureAt: sql`CASE WHEN ${expired} THEN now() ELSE ${loginThrottle.firstFailureAt} END`,
            lockedUntil: lockFor(attempts),
          },
          // A locked address is not counted again: the statement changes nothing and returns no row.
          setWhere: sql`${loginThrottle.lockedUntil} IS NULL OR ${loginThrottle.lockedUntil} <= now()`,
        })
        .returning({ key: loginThrottle.key });
      if (rows.length > 0) return { admitted: true };
      const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
      const wait = row?.lockedUntil ? Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000) : 1;
      return { admitted: false, retryAfterSeconds: Math.max(1, wait) };
    },
    async clear(email: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, keyFor(email)));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
