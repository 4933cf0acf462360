import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { articleBody } from '../../test/articles-test-helpers.js';

/* Another user's article: every route answers 404, and the row is exactly as it was. */
describe.each(databaseKinds)("another user's article on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1,localhost' } });
  });
  afterAll(() => t.close());

  it('is not found on any :id route and stays unchanged', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const id = (
      await call(t.app, 'POST', '/api/articles', { cookie: owner.cookie, body: articleBody() })
    ).json().id;
    const read = () => t.database.db.select().from(articles).where(eq(articles.id, id));
    const before = await read();

    for (const [method, url, body] of [
      ['GET', `/api/articles/${id}`, undefined],
      ['PATCH', `/api/articles/${id}`, { title: 'Hijacked', tags: [] }],
      ['DELETE', `/api/articles/${id}`, undefined],
      ['POST', `/api/articles/${id}/publish`, { status: 'publish' }],
    ] as const) {
      const res = await call(t.app, method, url, { cookie: stranger.cookie, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await read()).toEqual(before);
    expect((await call(t.app, 'GET', '/api/articles', { cookie: stranger.cookie })).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await call(t.app, 'GET', '/api/articles/count', { cookie: stranger.cookie })).json()).toEqual({
      count: 0,
    });
    expect((await call(t.app, 'GET', '/api/articles/count', { cookie: owner.cookie })).json()).toEqual({
      count: 1,
    });
  });
});
