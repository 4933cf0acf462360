import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_CONTENT_MAX_LENGTH } from '@forja/contracts';
import { articles } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { createBuiltinProvider } from '../../integrations/generation/index.js';
import { createTestResolver, withResolver } from '../../test/test-provider.js';
import { TRUNCATION_NOTICE } from './article-output.js';
import { articleBody } from '../../test/articles-test-helpers.js';

describe.each(databaseKinds)('articles archive on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: withResolver(resolver) });
  });
  afterAll(() => t.close());

  const save = (cookie: string, over: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/articles', { cookie, body: articleBody(over) });

  it('says which provider wrote each saved article: the offline demo generator is reported as builtin', async () => {
    const { cookie } = await signUp(t.app);
    const generate = async () =>
      (
        await runGeneration(t.app, 'article', {
          cookie,
          body: { idea: 'Composting at home', title: 'Compost at home', language: 'en' },
        })
      ).json() as { generationId: string; html: string };
    const demo = await generate();
    const builtin = createBuiltinProvider();
    resolver.use({ ...builtin, kind: 'webhook' } as typeof builtin);
    const other = await generate();
    resolver.use(null);
    const saved = async (generationId: string | null, html: string) =>
      (await save(cookie, { ...(generationId ? { generationId } : {}), content: html })).json().id as string;
    const demoId = await saved(demo.generationId, demo.html);
    const otherId = await saved(other.generationId, other.html);
    const plainId = await saved(null, '<p>Written by hand.</p>');
    const items = (await call(t.app, 'GET', '/api/articles', { cookie })).json().items as {
      id: string;
      generatedBy: string | null;
    }[];
    const by = (id: string) => items.find((i) => i.id === id)?.generatedBy;
    expect([by(demoId), by(otherId), by(plainId)]).toEqual(['builtin', 'webhook', null]);
    expect((await call(t.app, 'GET', `/api/articles/${demoId}`, { cookie })).json().generatedBy).toBe(
      'builtin',
    );
  });

  it('saves, reads, updates, counts and deletes an article, sanitised', async () => {
    const { cookie } = await signUp(t.app);
    const created = await save(cookie);
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json();
    expect(card).toMatchObject({
      title: 'Eat Well for Less',
      preview: 'Plan Cook once, eat twice.',
      tone: 'friendly',
      wordCount: 500,
      language: 'en',
      audience: 'general',
      metaDescription: 'Budget meals for students.',
      tags: ['budget', 'meals'],
      fromMetadata: false,
      imageFileId: null,
      imageUrl: null,
      generationId: null,
      wordpress: null,
    });
    expect(card).not.toHaveProperty('content');

    const full = await call(t.app, 'GET', `/api/articles/${card.id}`, { cookie });
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('no-store');
    expect(full.json().content).toBe('<h2>Plan</h2><p>Cook <strong>once</strong>, eat twice.</p>');

    const patched = await call(t.app, 'PATCH', `/api/articles/${card.id}`, {
      cookie,
      body: { title: 'New title', content: '<p onclick="x()">Edited</p>', tags: ['a', 'a', ' '] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'New title', preview: 'Edited', tags: ['a'] });
    expect((await call(t.app, 'GET', `/api/articles/${card.id}`, { cookie })).json().content).toBe(
      '<p>Edited</p>',
    );

    expect((await call(t.app, 'GET', '/api/articles/count', { cookie })).json()).toEqual({ count: 1 });
    expect((await call(t.app, 'DELETE', `/api/articles/${card.id}`, { cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/articles/${card.id}`, { cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/articles/${card.id}`, { cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/articles/count', { cookie })).json()).toEqual({ count: 0 });
  });

  it('lists newest first in pages, with a cursor that survives equal timestamps', async () => {
    const { cookie } = await signUp(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await save(cookie, { title: `Article ${i}` })).json().id);

    const first = (await call(t.app, 'GET', '/api/articles?limit=2', { cookie })).json();
    expect(first.items.map((a: { title: string }) => a.title)).toEqual(['Article 4', 'Article 3']);
    const second = (
      await call(t.app, 'GET', `/api/articles?limit=2&cursor=${first.nextCursor}`, { cookie })
    ).json();
    expect(second.items.map((a: { title: string }) => a.title)).toEqual(['Article 2', 'Article 1']);
    const third = (
      await call(t.app, 'GET', `/api/articles?limit=2&cursor=${second.nextCursor}`, { cookie })
    ).json();
    expect(third.items.map((a: { title: string }) => a.title)).toEqual(['Article 0']);
    expect(third.nextCursor).toBeNull();

    // Saved in the same instant: the id breaks the tie and no article is skipped or repeated.
    await t.database.db
      .update(articles)
      .set({ createdAt: sql`'2030-01-01T00:00:00.123456Z'::timestamptz` })
      .where(sql`${articles.id} IN ${ids}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await call(t.app, 'GET', `/api/articles?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { cookie })
      ).json();
      seen.push(...page.items.map((a) => a.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].sort().reverse());
  });

  it('searches the titles, case aside, with LIKE wildcards taken literally, in pages', async () => {
    const { cookie } = await signUp(t.app);
    for (const title of ['Bread for beginners', 'Sourdough BREAD at home', 'Cakes', '100% rye'])
      await save(cookie, { title });
    const titles = async (query: string) =>
      (await call(t.app, 'GET', `/api/articles?${query}`, { cookie }))
        .json()
        .items.map((a: { title: string }) => a.title);
    expect(await titles('q=bread')).toEqual(['Sourdough BREAD at home', 'Bread for beginners']);
    expect(await titles('q=bread&limit=1')).toEqual(['Sourdough BREAD at home']);
    expect(await titles('q=%25')).toEqual(['100% rye']);
    expect(await titles('q=pie')).toEqual([]);
  });

  it('previews the first 150 characters of text with the tags stripped', async () => {
    const { cookie } = await signUp(t.app);
    const words = 'Lorem ipsum dolor sit amet &amp; more. '.repeat(20);
    await save(cookie, { content: `<h1>Title</h1><p><a href="https://example.com">${words}</a></p>` });
    const [item] = (await call(t.app, 'GET', '/api/articles', { cookie })).json().items;
    expect(item.preview).toHaveLength(150);
    expect(item.preview.startsWith('Title Lorem ipsum dolor sit amet & more.')).toBe(true);
    expect(item.preview).not.toMatch(/[<>]/);
  });

  it("flags articles 'generated from metadata' in Romanian, English and Spanish", async () => {
    const { cookie } = await signUp(t.app);
    const cases: [string, string[], boolean][] = [
      ['<h2>Despre grădinărit</h2><p>Text</p><h3>Tematici abordate</h3><ul><li>sol</li></ul>', ['sol'], true],
      ['<h2>About gardening</h2><p>Text</p><h2>Topics covered:</h2><ul><li>soil</li></ul>', ['soil'], true],
      ['<h2>Acerca de la jardinería</h2><p>Texto</p><h2>Temas tratados</h2>', ['suelo'], true],
      ['<h2>Sobre el huerto</h2><p>Texto</p><h2>Temas tratados</h2>', ['suelo'], true],
      ['<h2>About gardening</h2><h2>Topics covered</h2>', [], false],
      ['<h2>About gardening</h2><p>Topics covered</p>', ['soil'], false],
      ['<p>About gardening</p><h2>Topics covered</h2>', ['soil'], false],
      ['<h2>Aboutique</h2><h2>Topics covered</h2>', ['soil'], false],
    ];
    for (const [content, tags, expected] of cases) {
      const res = await save(cookie, { content, tags });
      expect(res.json().fromMetadata, content).toBe(expected);
    }
    // The flag follows edits of the content and of the tags.
    const id = (await save(cookie, { content: cases[1]![0], tags: ['soil'] })).json().id;
    const edit = (body: unknown) => call(t.app, 'PATCH', `/api/articles/${id}`, { cookie, body });
    expect((await edit({ tags: [] })).json().fromMetadata).toBe(false);
    expect((await edit({ tags: ['soil'] })).json().fromMetadata).toBe(true);
    expect((await edit({ content: '<p>Plain</p>' })).json().fromMetadata).toBe(false);
  });

  it('caps the content and the original at 1,000,000 characters with a notice', async () => {
    const { cookie } = await signUp(t.app);
    const huge = `<p>${'word '.repeat(240_000)}</p>`; // 1.2 million characters
    const res = await save(cookie, { content: huge });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, res.json().id));
    for (const html of [row!.content, row!.originalContent]) {
      expect(html.length).toBeLessThanOrEqual(ARTICLE_CONTENT_MAX_LENGTH);
      expect(html.length).toBeGreaterThan(ARTICLE_CONTENT_MAX_LENGTH - 20_000);
      expect(html.endsWith(TRUNCATION_NOTICE)).toBe(true);
    }
  });

  it('saves a generation once, however often the wizard retries, and keeps what was generated', async () => {
    const { cookie } = await signUp(t.app);
    const generated = (
      await runGeneration(t.app, 'article', {
        cookie,
        body: { idea: 'A week of budget meals for students', title: 'Eat Well for Less', wordCount: 300 },
      })
    ).json();
    const body = { content: '<p>My edited version</p>', generationId: generated.generationId };
    const [a, b] = await Promise.all([save(cookie, body), save(cookie, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await save(cookie, { ...body, title: 'Changed' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: a.json().id,
      title: 'Eat Well for Less',
      generationId: generated.generationId,
    });
    expect((await call(t.app, 'GET', '/api/articles/count', { cookie })).json()).toEqual({ count: 1 });
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, a.json().id));
    expect(row!.content).toBe('<p>My edited version</p>');
    expect(row!.originalContent).toBe(generated.html);

    // Another user's generation cannot be claimed.
    const other = await signUp(t.app);
    expect((await save(other.cookie, body)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and saves nothing', async () => {
    const { cookie } = await signUp(t.app);
    const bad: [unknown, string][] = [
      [{ ...articleBody(), title: undefined }, 'title'],
      [articleBody({ title: '   ' }), 'title'],
      [articleBody({ title: 'x'.repeat(10_000) }), 'title'],
      [articleBody({ wordCount: '500' }), 'wordCount'],
      [articleBody({ tone: 'angry' }), 'tone'],
      [articleBody({ tags: 'a,b' }), 'tags'],
      [articleBody({ content: 42 }), 'content'],
      [articleBody({ content: '<script>only()</script>' }), 'content'],
      [articleBody({ generationId: 'nope' }), 'generationId'],
    ];
    for (const [body, field] of bad) {
      const res = await call(t.app, 'POST', '/api/articles', { cookie, body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().details.fields), field).toContain(field);
    }
    const tooBig = await call(t.app, 'POST', '/api/articles', {
      cookie,
      body: articleBody({ content: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect((await call(t.app, 'GET', '/api/articles?limit=51', { cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/articles?cursor=garbage', { cookie })).json().code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await call(t.app, 'GET', '/api/articles/42', { cookie })).statusCode).toBe(400);
    const id = (await save(cookie)).json().id;
    const patch = await call(t.app, 'PATCH', `/api/articles/${id}`, {
      cookie,
      body: { userId: 'someone', title: 'x' },
    });
    expect(patch.statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/articles/count', { cookie })).json()).toEqual({ count: 1 });
  });

  it('answers 401 to a signed-out caller on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/articles'],
      ['GET', '/api/articles'],
      ['GET', '/api/articles/count'],
      ['GET', `/api/articles/${id}`],
      ['PATCH', `/api/articles/${id}`],
      ['DELETE', `/api/articles/${id}`],
      ['POST', `/api/articles/${id}/publish`],
      ['POST', '/api/wordpress/publish'],
    ] as const) {
      const res = await call(t.app, method, url, {
        body: method === 'POST' || method === 'PATCH' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
