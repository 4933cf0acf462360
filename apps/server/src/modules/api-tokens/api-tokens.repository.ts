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
