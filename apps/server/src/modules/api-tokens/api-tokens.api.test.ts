import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiTokenList } from '@forja/contracts';
import { apiTokens, auditEvents } from '../../db/schema/index.js';
import {
  call,
  createApiToken,
  createTestApp,
  databaseKinds,
  signUp,
  tokenCall,
  type TestApp,
} from '../../test/harness.js';
import { hashToken } from './api-tokens.service.js';

type Account = Awaited<ReturnType<typeof signUp>>;

describe.each(databaseKinds)('personal API tokens on %s', (kind) => {
  let t: TestApp;
  let alice: Account;
  let bob: Account;
  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => t.close());

  it('shows a token once, keeps only its hash, lists it with its last use, and acts as its user', async () => {
    const made = await createApiToken(t.app, alice.cookie, { name: 'n8n', scopes: ['read'] });
    expect(made.token).toMatch(/^forja_[A-Za-z0-9_-]{43}$/);
    expect(made.start).toBe(made.token.slice(0, 12));
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row!.tokenHash).toBe(hashToken(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token);

    const credits = await tokenCall(t.app, made.token, 'GET', '/api/credits');
    expect(credits.statusCode, credits.body).toBe(200);

    const list = await call(t.app, 'GET', '/api/tokens', { cookie: alice.cookie });
    const body = list.json() as ApiTokenList;
    expect(body.apiEnabled).toBe(true);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).not.toHaveProperty('token');
    await expect
      .poll(async () => {
        const [r] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
        return r!.lastUsedAt;
      })
      .not.toBeNull();
  });

  it('refuses a missing scope with 403 naming it, and routes no token may call', async () => {
    const { token } = await createApiToken(t.app, alice.cookie, { name: 'reader', scopes: ['read'] });
    const start = await tokenCall(t.app, token, 'POST', '/api/generations', {
      body: { kind: 'image', input: {} },
    });
    expect(start.statusCode).toBe(403);
    expect(start.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', details: { scope: 'generate' } });
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['GET', '/api/tokens'],
      ['GET', '/api/billing/subscription'],
      ['GET', '/api/admin/users'],
    ] as const) {
      const res = await tokenCall(t.app, token, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('TOKEN_NOT_ALLOWED');
    }
  });

  it('refuses a revoked, an expired and an unknown token, and revoking is the owner’s alone', async () => {
    const made = await createApiToken(t.app, alice.cookie, {
      name: 'short',
      scopes: ['read'],
      expiresInDays: 1,
    });
    const other = await call(t.app, 'DELETE', `/api/tokens/${made.id}`, { cookie: bob.cookie });
    expect(other.statusCode).toBe(404);
    expect((await tokenCall(t.app, made.token, 'GET', '/api/credits')).statusCode).toBe(200);

    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, made.id));
    expect((await tokenCall(t.app, made.token, 'GET', '/api/credits')).statusCode).toBe(401);

    const live = await createApiToken(t.app, alice.cookie, { name: 'live', scopes: ['read'] });
    const revoked = await call(t.app, 'DELETE', `/api/tokens/${live.id}`, { cookie: alice.cookie });
    expect(revoked.statusCode).toBe(204);
    expect((await tokenCall(t.app, live.token, 'GET', '/api/credits')).statusCode).toBe(401);
    expect((await tokenCall(t.app, 'forja_nothing', 'GET', '/api/credits')).statusCode).toBe(401);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorId, alice.user.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['api_token.created', 'api_token.revoked']),
    );
  });

  it('a token request needs no Origin, and another user’s items stay 404 through it', async () => {
    const { token } = await createApiToken(t.app, bob.cookie, {
      name: 'bob',
      scopes: ['read', 'archives:write'],
    });
    const res = await tokenCall(t.app, token, 'DELETE', '/api/images/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    // The attempt to change something is in the audit log, with the token and the answer.
    await expect
      .poll(async () => {
        const rows = await t.database.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.actorId, bob.user.id));
        return rows.filter((r) => r.action === 'api_token.used').map((r) => r.details);
      })
      .toEqual([
        expect.objectContaining({
          tokenName: 'bob',
          method: 'DELETE',
          route: '/api/images/:id',
          status: 404,
        }),
      ]);
  });
});
