import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ApiScope } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { apiTokens, users } from '../../db/schema/index.js';

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

    /**
     * A request's use of a token, in one statement (the one query of a token request): the
     * token with this hash, if it is neither revoked nor expired, and its user; marked used
     * now, and, when `counted`, one more request in its minute (a new minute starts with the
     * first request after the last one ended). Counted in the row, so every process shares
     * the count. Answers the requests in the minute and the seconds left of it too.
     */
    async useToken(
      tokenHash: string,
      { counted, windowSeconds }: { counted: boolean; windowSeconds: number },
    ) {
      const windowOver = sql`${apiTokens.rateWindowStart} IS NULL OR ${apiTokens.rateWindowStart} <= now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .update(apiTokens)
        .set({
          lastUsedAt: sql`now()`,
          ...(counted
            ? {
                rateWindowStart: sql`CASE WHEN ${windowOver} THEN now() ELSE ${apiTokens.rateWindowStart} END`,
                rateWindowCount: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${apiTokens.rateWindowCount} + 1 END`,
              }
            : {}),
        })
        .from(users)
        .where(
          and(
            eq(apiTokens.tokenHash, tokenHash),
            eq(users.id, apiTokens.userId),
            isNull(apiTokens.revokedAt),
            or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
          ),
        )
        .returning({
          id: apiTokens.id,
          name: apiTokens.name,
          scopes: apiTokens.scopes,
          userId: users.id,
          email: users.email,
          userName: users.name,
          role: users.role,
          requestsInWindow: apiTokens.rateWindowCount,
          windowSecondsLeft: sql<number>`extract(epoch from ${apiTokens.rateWindowStart} + make_interval(secs => ${windowSeconds}) - now())::float8`,
        });
      return row ?? null;
    },
  };
}
export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
