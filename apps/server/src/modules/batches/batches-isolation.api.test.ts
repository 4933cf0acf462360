import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createTestResolver, withResolver } from '../../test/test-provider.js';
import { brandKits } from '../brand-kits/brand-kits.table.js';
import { batchEnded, getBatch, startBatch, steeredProvider } from './batch-test-kit.js';
import { batchRows } from './batches.table.js';

/* Every batch route is the session user's: another user's batch, kit and items are not found. */

describe.each(databaseKinds)('batch runs of another user, on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  const steered = steeredProvider();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: withResolver(resolver) });
    resolver.use(steered.provider);
  });
  afterAll(() => t.close());

  it("answers 404 for another user's batch on every route, changing nothing", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const batch = await startBatch(t.app, owner.cookie, {
      studio: 'article',
      format: 'lines',
      content: 'A slow idea for the owner',
    });
    await expect.poll(() => steered.state.waiting).toBe(1);
    const before = await getBatch(t.app, owner.cookie, batch.id);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/batches/${batch.id}`],
      ['GET', `/api/batches/${batch.id}/events`],
      ['POST', `/api/batches/${batch.id}/pause`],
      ['POST', `/api/batches/${batch.id}/resume`],
      ['POST', `/api/batches/${batch.id}/cancel`],
      ['POST', `/api/batches/${batch.id}/retry`, {}],
      ['POST', `/api/batches/${batch.id}/save`],
      ['GET', `/api/batches/${batch.id}/download`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.app, method, url, { cookie: other.cookie, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(t.app, 'GET', '/api/batches', { cookie: other.cookie })).json().items).toEqual([]);
    expect(await getBatch(t.app, owner.cookie, batch.id)).toEqual(before);
    steered.release();
    const done = await batchEnded(t.app, owner.cookie, batch.id);
    const saved = await call(t.app, 'POST', `/api/batches/${batch.id}/save`, { cookie: owner.cookie });
    const itemId = saved.json().batch.rows[0].savedItemId as string;
    expect(done.counts.succeeded).toBe(1);
    const items = await call(t.app, 'GET', `/api/batches/items?studio=article&ids=${itemId}`, {
      cookie: other.cookie,
    });
    expect(items.json()).toEqual({ items: [] });
    // Another user's kit is not found for this one.
    const [kit] = await t.database.db
      .insert(brandKits)
      .values({ userId: owner.user.id, name: 'Mine', settings: {} as never })
      .returning();
    const withKit = await call(t.app, 'POST', '/api/batches/preview', {
      cookie: other.cookie,
      body: { studio: 'article', format: 'lines', content: 'x', brandKitId: kit!.id },
    });
    expect(withKit.statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(batchRows)
        .where(inArray(batchRows.userId, [other.user.id])),
    ).toEqual([]);
  });
});
