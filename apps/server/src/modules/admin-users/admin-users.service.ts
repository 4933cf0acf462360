import {
  can,
  canAssignRole,
  canManageAccount,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserListQuery,
  type Permission,
  type Role,
  type UpdateAdminUserBody,
} from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/app-error.js';
import { decodeCursor, pageOf, USER_ID_PATTERN } from '../../lib/keyset-cursor.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Auth } from '../auth/auth.js';
import { endResetLinksAndSessions } from '../auth/reset-links.js';
import type { BillingService } from '../billing/billing.service.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { AccountDeletion } from '../users/account-deletion.js';
import { assertNotLastOwner, lockOwners } from '../users/account-deletion.js';
import { createAdminUsersRepository, type AdminUserRow } from './admin-users.repository.js';

/** Who acts in the back office: the session user (plugins/session.ts). */
export interface Staff {
  id: string;
  email: string;
  role: Role;
}

export interface AdminUsersDeps {
  db: Db;
  auth: Auth;
  appUrl: string;
  credits: CreditsService;
  billing: BillingService;
  accountDeletion: AccountDeletion;
  /** Largest grant support or an administrator may make (CREDIT_GRANT_CEILING); owners are not bound. */
  creditGrantCeiling: number;
}

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  planId: row.planId,
  planName: row.planName,
  credits: row.credits,
  status: row.priceCents > 0 ? 'active' : 'inactive',
  createdAt: row.createdAt.toISOString(),
});

const selfAction = () =>
  new AppError(409, 'SELF_ACTION', 'Change your own account from Settings, not from the back office.');

/** Administrators' and owners' accounts are the owners' alone (contracts: canManageAccount). */
function assertMayTouch(actor: Staff, target: { role: Role }) {
  if (!canManageAccount(actor.role, target.role)) {
    throw forbidden("Only an owner can change an administrator's or owner's account.");
  }
}

const selfCreditGrant = () =>
  new AppError(403, 'SELF_CREDIT_GRANT', 'Nobody grants credits to themselves: ask another member of staff.');
const aboveCeiling = (ceiling: number) =>
  new AppError(
    403,
    'CREDIT_GRANT_ABOVE_CEILING',
    `Only an owner grants more than ${ceiling} credits at once.`,
    {
      ceiling,
    },
  );

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The back office's actions on users. The route checked the permission; these check the
 * rules about whom (owners, oneself) and write each action's audit row in its transaction.
 */
export function createAdminUsersService(deps: AdminUsersDeps) {
  const repo = createAdminUsersRepository(deps.db);

  /**
   * The actor as the database has them now, inside the action's transaction: the session
   * was read before it, and a concurrent demotion or deletion must not let a stale role act.
   */
  async function actorNow(tx: Db, actor: Staff, permission: Permission): Promise<Staff> {
    const role = await createAdminUsersRepository(tx).roleOf(actor.id);
    if (!role) throw unauthorized();
    if (!can(role, permission)) throw forbidden('Your role does not allow this.');
    return { ...actor, role };
  }

  /** Runs `work` in a transaction on the locked target row (404 if there is none), as the actor is now. */
  function onLockedUser<T>(
    actor: Staff,
    permission: Permission,
    userId: string,
    work: (tx: Db, target: { id: string; email: string; name: string; role: Role }, me: Staff) => Promise<T>,
  ): Promise<T> {
    return deps.db.transaction(async (tx) => {
      const me = await actorNow(tx, actor, permission);
      const target = await createAdminUsersRepository(tx).lockUser(userId);
      if (!target) throw notFound('User');
      return work(tx, target, me);
    });
  }

  return {
    async list(query: AdminUserListQuery): Promise<AdminUserList> {
      const cursor = query.cursor ? decodeCursor(query.cursor, USER_ID_PATTERN) : undefined;
      const rows = await repo.list({ ...query, cursor });
      const { page, nextCursor } = pageOf(rows, query.limit);
      return { items: page.map(toAdminUser), nextCursor };
    },

    async detail(userId: string): Promise<AdminUserDetail> {
      const row = await repo.findById(userId);
      if (!row) throw notFound('User');
      const [ledger, generations, subscription, invoices] = await Promise.all([
        repo.latestLedger(userId),
        repo.latestGenerations(userId),
        deps.billing.getSubscription(userId),
        deps.billing.listInvoices(userId),
      ]);
      return {
        user: toAdminUser(row),
        ledger: ledger.map((l) => ({
          id: l.id,
          amount: l.amount,
          reason: l.reason,
          reference: l.reference,
          balanceAfter: l.balanceAfter,
          createdAt: l.createdAt.toISOString(),
        })),
        generations: generations.map((g) => ({ ...g, startedAt: g.startedAt.toISOString() })),
        subscription,
        invoices,
      };
    },

    async edit(actor: Staff, userId: string, body: UpdateAdminUserBody): Promise<AdminUser> {
      try {
        await onLockedUser(actor, 'users.edit', userId, async (tx, target, me) => {
          assertMayTouch(me, target);
          const inTx = createAdminUsersRepository(tx);
          if (await inTx.emailTaken(body.email, userId)) throw emailTaken();
          await inTx.update(userId, body);
          // A new address: links mailed to the old one and every signed-in device end with it.
          if (body.email !== target.email) await endResetLinksAndSessions(tx, userId);
          await recordAudit(tx, {
            action: 'user.edited',
            actor,
            target: { id: userId, email: body.email },
            details: { before: { name: target.name, email: target.email }, after: body },
          });
        });
      } catch (error) {
        // Two edits racing for the same address: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return toAdminUser((await repo.findById(userId))!);
    },

    async addCredits(actor: Staff, userId: string, amount: number, description: string) {
      if (actor.id === userId) throw selfCreditGrant();
      return onLockedUser(actor, 'credits.add', userId, async (tx, target, me) => {
        if (amount > deps.creditGrantCeiling && me.role !== 'owner')
          throw aboveCeiling(deps.creditGrantCeiling);
        const result = await deps.credits.addCredits(userId, amount, description, tx);
        await recordAudit(tx, {
          action: 'credits.added',
          actor,
          target,
          details: { amount, description, balance: result.balance },
        });
        return result;
      });
    },

    async setRole(actor: Staff, userId: string, role: Role): Promise<AdminUser> {
      if (actor.id === userId) throw selfAction();
      await deps.db.transaction(async (tx) => {
        // The owners' rows first, in one order, like every change that can take the role (lockOwners).
        await lockOwners(tx);
        const me = await actorNow(tx, actor, 'roles.assign');
        const inTx = createAdminUsersRepository(tx);
        const target = await inTx.lockUser(userId);
        if (!target) throw notFound('User');
        if (!canAssignRole(me.role, target.role, role)) {
          throw forbidden("Only an owner changes an administrator's or owner's role, or makes owners.");
        }
        if (target.role === role) return;
        if (target.role === 'owner') await assertNotLastOwner(tx, userId);
        await inTx.update(userId, { role });
        await recordAudit(tx, {
          action: 'role.changed',
          actor: me,
          target,
          details: { from: target.role, to: role },
        });
      });
      return toAdminUser((await repo.findById(userId))!);
    },
    /** The user and everything they own, files included (users/account-deletion.ts). */
    async delete(actor: Staff, userId: string): Promise<void> {
      if (actor.id === userId) throw selfAction();
      await deps.accountDeletion.deleteUser(userId, async (tx) => {
        const me = await actorNow(tx, actor, 'users.delete');
        const target = await createAdminUsersRepository(tx).lockUser(userId);
        if (!target) throw notFound('User');
        assertMayTouch(me, target);
        await recordAudit(tx, {
          action: 'user.deleted',
          actor: me,
          target,
          details: { name: target.name, role: target.role },
        });
      });
    },

    /** The same reset mail the sign-in page sends (modules/auth), in the user's language. */
    async sendPasswordReset(actor: Staff, userId: string): Promise<void> {
      const me = await actorNow(deps.db, actor, 'users.resetPassword');
      const row = await repo.findById(userId);
      if (!row) throw notFound('User');
      assertMayTouch(me, row);
      await deps.auth.api.requestPasswordReset({
        body: { email: row.email, redirectTo: `${deps.appUrl}/reset-password-confirmation` },
      });
      // The mail is queued by Better Auth outside our transaction: recorded once it is.
      await recordAudit(deps.db, { action: 'password_reset.sent', actor: me, target: row });
    },

    /** Everyone with a back-office role (the permissions page). */
    async staff(): Promise<AdminUser[]> {
      return (await repo.staff()).map(toAdminUser);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', 'Another account uses this e-mail address.');
