import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role, UserStatus } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { cursorAtOf } from '../../db/newest-first.js';
import { creditAccounts, creditLedger, generations, plans, users } from '../../db/schema/index.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';

/** A LIKE pattern matching text that starts with `q`, its own % and _ taken literally. */
const startsWith = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const DETAIL_ROWS = 50;

const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  credits: creditAccounts.balance,
  planId: plans.id,
  planName: plans.name,
  priceCents: plans.priceCents,
  cursorAt: cursorAtOf(users.createdAt),
};
export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminUsersRepository['findById']>>>;

export interface UserListFilters {
  q?: string | undefined;
  status: 'all' | UserStatus;
  sort: 'newest' | 'oldest';
  cursor?: KeysetCursor | undefined;
  limit: number;
}

/**
 * The back office reads every user: these queries are behind the admin scope's permission
 * check (plugins/session.ts requirePermission), never reachable from a user's own routes.
 */
export function createAdminUsersRepository(db: Db) {
  const withAccount = () =>
    db
      .select(listColumns)
      .from(users)
      .innerJoin(creditAccounts, eq(creditAccounts.userId, users.id))
      .innerJoin(plans, eq(plans.id, creditAccounts.planId));

  return {
    /**
     * One page, newest (or oldest) first, keyset-paged on (created_at, id). The search is a
     * prefix of the e-mail or of the name, in lower case: both have a text_pattern_ops index,
     * so it stays an index scan at 100,000 users (scripts/bench/admin-users.ts).
     */
    async list(f: UserListFilters) {
      const newest = f.sort === 'newest';
      // The status as a list of plan ids (literals the planner has statistics for): a join
      // condition on plans.price_cents made it scan and sort every account (1 s at 100,000).
      const planIds =
        f.status === 'all'
          ? []
          : (
              await db
                .select({ id: plans.id })
                .from(plans)
                .where(f.status === 'active' ? gt(plans.priceCents, 0) : eq(plans.priceCents, 0))
            ).map((p) => p.id);
      const conditions: (SQL | undefined)[] = [
        f.q
          ? or(
              sql`lower(${users.email}) LIKE ${startsWith(f.q)}`,
              sql`lower(${users.name}) LIKE ${startsWith(f.q)}`,
            )
          : undefined,
        f.status === 'all' ? undefined : inArray(creditAccounts.planId, planIds),
        f.cursor
          ? newest
            ? sql`(${users.createdAt}, ${users.id}) < (${f.cursor.createdAt}::timestamptz, ${f.cursor.id})`
            : sql`(${users.createdAt}, ${users.id}) > (${f.cursor.createdAt}::timestamptz, ${f.cursor.id})`
          : undefined,
      ];
      const order = newest ? desc : asc;
      return withAccount()
        .where(and(...conditions))
        .orderBy(order(users.createdAt), order(users.id))
        .limit(f.limit + 1);
    },

    async findById(userId: string) {
      const [row] = await withAccount().where(eq(users.id, userId));
      return row;
    },

    async latestLedger(userId: string) {
      return db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
        .limit(DETAIL_ROWS);
    },

    async latestGenerations(userId: string) {
      return db
        .select({
          id: generations.id,
          kind: generations.kind,
          status: generations.status,
          cost: generations.cost,
          startedAt: generations.startedAt,
        })
        .from(generations)
        .where(eq(generations.userId, userId))
        .orderBy(desc(generations.startedAt), desc(generations.id))
        .limit(DETAIL_ROWS);
    },

    /** Another account already has this e-mail. */
    async emailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)));
      return row !== undefined;
    },

    /** The account's current role (undefined: no such account). */
    async roleOf(userId: string): Promise<Role | undefined> {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return row?.role;
    },
    /** The user row, locked for the rest of the transaction (role changes, edits). */
    async lockUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name, role: users.role })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    async update(userId: string, patch: { name?: string; email?: string; role?: Role }) {
      await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Everyone with a back-office role, for the permissions page. */
    async staff() {
      return withAccount().where(ne(users.role, 'user')).orderBy(asc(users.createdAt)).limit(500);
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
