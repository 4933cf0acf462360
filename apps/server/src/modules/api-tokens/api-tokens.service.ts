import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_LENGTH,
  API_TOKENS_PER_USER_MAX,
  createApiTokenBodySchema,
  isAdministrator,
  roleSchema,
  type ApiToken,
  type ApiTokenList,
  type CreatedApiToken,
} from '@forja/contracts';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { recordAudit } from '../audit/audit.service.js';
import type { PlanAccessService } from '../plan-access/plan-access.service.js';
import { createApiTokensRepository } from './api-tokens.repository.js';

type CreateInput = z.output<typeof createApiTokenBodySchema>;

const DAY_MS = 86_400_000;
/** How long a plan's API choice is trusted before it is read again (an admin's change shows within it). */
const PLAN_CHECK_TTL_MS = 30_000;
/** The token rate's window: a minute. */
const RATE_WINDOW_SECONDS = 60;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidToken = () => new AppError(401, 'UNAUTHORIZED', 'The API token is unknown, revoked or expired.');

const view = (row: {
  id: string;
  name: string;
  scopes: ApiToken['scopes'];
  start: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  start: row.start,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Personal API tokens: made (shown once, kept as a SHA-256), listed, revoked, and turned back
 * into their user on each request (plugins/session.ts calls `authenticate`). A token request
 * is limited per token and per minute; each one that changes something is in the audit log.
 */
export function createApiTokensService(deps: {
  database: Database;
  planAccess: Pick<PlanAccessService, 'apiAllowed'>;
  perMinute: number;
  log: Logger;
  now?: () => number;
}) {
  const { database, planAccess, perMinute, log } = deps;
  const now = deps.now ?? Date.now;
  const repo = createApiTokensRepository(database.db);
  const planChecks = new Map<string, { allowed: boolean; at: number }>();

  async function apiAllowed(userId: string): Promise<boolean> {
    const cached = planChecks.get(userId);
    if (cached && now() - cached.at < PLAN_CHECK_TTL_MS) return cached.allowed;
    const allowed = await planAccess.apiAllowed(userId);
    planChecks.set(userId, { allowed, at: now() });
    return allowed;
  }

  return {
    /** Who a Bearer request is (plugins/session.ts, through the module's TokenReader). */
    async authenticate(token: string, { counted = true } = {}): Promise<SessionUser> {
      if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) throw invalidToken();
      const row = await repo.useToken(hashToken(token), { counted, windowSeconds: RATE_WINDOW_SECONDS });
      if (!row) throw invalidToken();
      // Counted in the database, so N processes still allow `perMinute` a token, not N times it.
      if (counted && row.requestsInWindow > perMinute) {
        const retryAfterSeconds = Math.min(
          RATE_WINDOW_SECONDS,
          Math.max(1, Math.ceil(row.windowSecondsLeft)),
        );
        throw new AppError(429, 'RATE_LIMITED', 'This API token made too many requests; slow down.', {
          retryAfterSeconds,
        });
      }
      if (!(await apiAllowed(row.userId))) {
        throw new AppError(403, 'API_DISABLED_FOR_PLAN', 'The API is not included in this plan.');
      }
      const role = roleSchema.catch('user').parse(row.role);
      return {
        id: row.userId,
        email: row.email,
        name: row.userName,
        role,
        isAdmin: isAdministrator(role),
        token: { id: row.id, name: row.name, scopes: row.scopes },
      };
    },

    /** After a token request's answer: audits a change (authenticate marked the token used). */
    async recordUse(use: {
      user: SessionUser;
      method: string;
      route: string;
      status: number;
    }): Promise<void> {
      const { user } = use;
      if (!user.token) return;
      if (use.method === 'GET' || use.method === 'HEAD') return;
      await recordAudit(database.db, {
        action: 'api_token.used',
        actor: { id: user.id, email: user.email },
        details: {
          tokenId: user.token.id,
          tokenName: user.token.name,
          method: use.method,
          route: use.route,
          status: use.status,
        },
      });
    },

    async list(userId: string): Promise<ApiTokenList> {
      const [rows, apiEnabled] = await Promise.all([repo.listActive(userId), planAccess.apiAllowed(userId)]);
      return { items: rows.map(view), apiEnabled };
    },

    async create(user: SessionUser, input: CreateInput): Promise<CreatedApiToken> {
      if (!(await planAccess.apiAllowed(user.id))) {
        throw new AppError(403, 'API_DISABLED_FOR_PLAN', 'The API is not included in this plan.');
      }
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await database.db.transaction(async (tx) => {
        const txRepo = createApiTokensRepository(tx as unknown as Db);
        // Counted and inserted in one transaction, under the user's lock, so two requests cannot pass the limit.
        await tx.execute(sql`SELECT 1 FROM users WHERE id = ${user.id} FOR UPDATE`);
        if ((await txRepo.countActive(user.id)) >= API_TOKENS_PER_USER_MAX) {
          throw new AppError(409, 'API_TOKENS_LIMIT_REACHED', 'Too many API tokens.', {
            limit: API_TOKENS_PER_USER_MAX,
          });
        }
        const inserted = await txRepo.insert({
          userId: user.id,
          name: input.name,
          scopes: input.scopes,
          tokenHash: hashToken(token),
          start: token.slice(0, API_TOKEN_SHOWN_LENGTH),
          expiresAt: input.expiresInDays === null ? null : new Date(now() + input.expiresInDays * DAY_MS),
        });
        await recordAudit(tx as unknown as Db, {
          action: 'api_token.created',
          actor: { id: user.id, email: user.email },
          details: { tokenId: inserted.id, tokenName: inserted.name, scopes: inserted.scopes },
        });
        return inserted;
      });
      log.info({ userId: user.id, tokenId: row.id }, 'API token created');
      return { ...view(row), token };
    },

    async revoke(user: SessionUser, id: string): Promise<void> {
      await database.db.transaction(async (tx) => {
        const row = await createApiTokensRepository(tx as unknown as Db).revoke(user.id, id);
        if (!row) throw notFound();
        await recordAudit(tx as unknown as Db, {
          action: 'api_token.revoked',
          actor: { id: user.id, email: user.email },
          details: { tokenId: row.id, tokenName: row.name },
        });
      });
    },
  };
}
export type ApiTokensService = ReturnType<typeof createApiTokensService>;
