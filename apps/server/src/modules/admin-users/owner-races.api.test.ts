import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

/*
 * Two owners acting on each other at the same moment. On PostgreSQL each request runs on its
 * own connection, so the transactions really overlap: they must queue on the owners' rows
 * (locked in one order), never deadlock (a 500), and never leave the studio without an owner.
 */

const ROUNDS = 12;
const REFUSED = [401, 403, 409];

describe.each(databaseKinds)('owners racing each other on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app, { name: 'First Owner' }); // the first account is an owner
  });
  afterAll(() => t.close());

  /** Two new accounts made the studio's only owners (every earlier owner steps down). */
  async function twoOwners() {
    const a = await signUp(t.app, { name: 'Owner A' });
    const b = await signUp(t.app, { name: 'Owner B' });
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.role, 'owner'));
    await t.database.db
      .update(users)
      .set({ role: 'owner' })
      .where(inArray(users.id, [a.user.id, b.user.id]));
    return [a, b] as const;
  }

  async function owners(): Promise<string[]> {
    const rows = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'owner'));
    return rows.map((r) => r.id);
  }

  it('deleting each other at once: one deletion, the other refused, never a 500, one owner left', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoOwners();
      const [ab, ba] = await Promise.all([
        call(t.app, 'DELETE', `/api/admin/users/${b.user.id}`, { cookie: a.cookie }),
        call(t.app, 'DELETE', `/api/admin/users/${a.user.id}`, { cookie: b.cookie }),
      ]);
      const statuses = [ab.statusCode, ba.statusCode];
      expect(statuses, `round ${round}: ${ab.body} ${ba.body}`).toContain(204);
      expect(
        statuses.filter((s) => s !== 204).every((s) => REFUSED.includes(s)),
        `round ${round}: ${ab.body} ${ba.body}`,
      ).toBe(true);
      expect(
        await owners(),
        `round ${round}: ${ab.statusCode} ${ab.body} ${ba.statusCode} ${ba.body}`,
      ).toHaveLength(1);
    }
  });

  it('demoting each other at once: one demotion, the other refused, never a 500, one owner left', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoOwners();
      const [ab, ba] = await Promise.all([
        call(t.app, 'PUT', `/api/admin/users/${b.user.id}/role`, {
          cookie: a.cookie,
          body: { role: 'user' },
        }),
        call(t.app, 'PUT', `/api/admin/users/${a.user.id}/role`, {
          cookie: b.cookie,
          body: { role: 'user' },
        }),
      ]);
      const statuses = [ab.statusCode, ba.statusCode];
      expect(statuses, `round ${round}: ${ab.body} ${ba.body}`).toContain(200);
      expect(
        statuses.filter((s) => s !== 200).every((s) => REFUSED.includes(s)),
        `round ${round}: ${ab.body} ${ba.body}`,
      ).toBe(true);
      expect(
        await owners(),
        `round ${round}: ${ab.statusCode} ${ab.body} ${ba.statusCode} ${ba.body}`,
      ).toHaveLength(1);
    }
  });
});
