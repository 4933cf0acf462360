import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiScope } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { apiTokens, users } from '../../db/schema/index.js';

/** How stale `last_used_at` may get before a request writes it again (one write a minute at most). */
const LAST_USED_EVERY_MS = 60_000;

/** Personal API tokens; every query but the lookup by hash is scoped to its user. */
export function createApiTokensRepository(db: Db) {
  return {
    async insert(row: {
      userId: string;
      name: string;
      scopes: ApiScope[];
      tokenHash: string;
      start: string;
      expiresAt: Date | null;
    }) {
      const [inserted] = await db.insert(apiTokens).values(row).returning();
      return inserted!;
    },

    /** The user's tokens not revoked, newest first. */
    async listActive(userId: string) {
      return db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .orderBy(desc(apiTokens.createdAt));
    },

    async countActive(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
      return row?.n ?? 0;
    },

    /** Revokes the user's own token; null when it is not theirs or already revoked. */
    async revoke(userId: string, id: string) {
      const [row] = await db
        .update(apiTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .returning();
      return row ?? null;
    },

    /** The token with this hash and its user, whatever its state (the caller checks it). */
    async findByHash(tokenHash: string) {
      const [row] = await db
        .select({
          id: apiTokens.id,
          name: apiTokens.name,
          scopes: apiTokens.scopes,
          expiresAt: apiTokens.expiresAt,
          revokedAt: apiTokens.revokedAt,
          userId: users.id,
          email: users.email,
          userName: users.name,
          role: users.role,
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * Counts one request in the token's minute (a new minute starts at the first request after
     * the last one ended): one statement, so requests in every process share the count.
     * Answers the requests in the minute and the seconds left of it.
     */
    async countRequest(id: string, windowSeconds: number) {
      const windowOver = sql`${apiTokens.rateWindowStart} IS NULL OR ${apiTokens.rateWindowStart} <= now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .update(apiTokens)
        .set({
          rateWindowStart: sql`CASE WHEN ${windowOver} THEN now() ELSE ${apiTokens.rateWindowStart} END`,
          rateWindowCount: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${apiTokens.rateWindowCount} + 1 END`,
        })
        .where(eq(apiTokens.id, id))
        .returning({
          count: apiTokens.rateWindowCount,
          secondsLeft: sql<number>`extract(epoch from ${apiTokens.rateWindowStart} + make_interval(secs => ${windowSeconds}) - now())::float8`,
        });
      return row ?? null;
    },

    /** Marks the token used now, unless it was marked within the last minute. */
    async touch(id: string): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(apiTokens.id, id),
            or(
              isNull(apiTokens.lastUsedAt),
              lt(apiTokens.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_EVERY_MS / 1000})`),
            ),
          ),
        );
    },
  };
}
export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
