import {
  canAssignRole,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserListQuery,
  type Role,
  type UpdateAdminUserBody,
} from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { decodeCursor, pageOf, USER_ID_PATTERN } from '../../lib/keyset-cursor.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Auth } from '../auth/auth.js';
import type { BillingService } from '../billing/billing.service.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { AccountDeletion } from '../users/account-deletion.js';
import { assertNotLastOwner } from '../users/account-deletion.js';
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

/** Only an owner changes, resets or deletes an owner's account (an administrator could take it over). */
function assertMayTouch(actor: Staff, target: { role: Role }) {
  if (target.role === 'owner' && actor.role !== 'owner') {
    throw forbidden("Only an owner can change an owner's account.");
  }
}

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

  /** Runs `work` in a transaction on the locked target row (404 if there is none). */
  function onLockedUser<T>(
    userId: string,
    work: (tx: Db, target: { id: string; email: string; name: string; role: Role }) => Promise<T>,
  ): Promise<T> {
    return deps.db.transaction(async (tx) => {
      const target = await createAdminUsersRepository(tx).lockUser(userId);
      if (!target) throw notFound('User');
      return work(tx, target);
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
        await onLockedUser(userId, async (tx, target) => {
          assertMayTouch(actor, target);
          const inTx = createAdminUsersRepository(tx);
          if (await inTx.emailTaken(body.email, userId)) throw emailTaken();
          await inTx.update(userId, body);
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
      return onLockedUser(userId, async (tx, target) => {
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
      await onLockedUser(userId, async (tx, target) => {
        if (!canAssignRole(actor.role, target.role, role)) {
          throw forbidden('Only an owner can give or take the owner role.');
        }
        if (target.role === role) return;
        if (target.role === 'owner') await assertNotLastOwner(tx, userId);
        await createAdminUsersRepository(tx).update(userId, { role });
        await recordAudit(tx, {
          action: 'role.changed',
          actor,
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
        const target = await createAdminUsersRepository(tx).lockUser(userId);
        if (!target) throw notFound('User');
        assertMayTouch(actor, target);
        await recordAudit(tx, {
          action: 'user.deleted',
          actor,
          target,
          details: { name: target.name, role: target.role },
        });
      });
    },

    /** The same reset mail the sign-in page sends (modules/auth), in the user's language. */
    async sendPasswordReset(actor: Staff, userId: string): Promise<void> {
      const row = await repo.findById(userId);
      if (!row) throw notFound('User');
      assertMayTouch(actor, row);
      await deps.auth.api.requestPasswordReset({
        body: { email: row.email, redirectTo: `${deps.appUrl}/reset-password-confirmation` },
      });
      // The mail is queued by Better Auth outside our transaction: recorded once it is.
      await recordAudit(deps.db, { action: 'password_reset.sent', actor, target: row });
    },

    /** Everyone with a back-office role (the permissions page). */
    async staff(): Promise<AdminUser[]> {
      return (await repo.staff()).map(toAdminUser);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', 'Another account uses this e-mail address.');
