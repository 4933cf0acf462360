import { and, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_COST, brandKitBodySchema } from '@forja/contracts';
import { generations } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createTestResolver, withResolver } from '../../test/test-provider.js';
import { brandKits } from '../brand-kits/brand-kits.table.js';
import {
  accountOf,
  batchEnded,
  countRows,
  csv,
  getBatch,
  startBatch,
  steeredProvider,
} from './batch-test-kit.js';
import { START_BATCH_ROW_JOB } from './batch-runner.js';
import { batches, batchRows } from './batches.table.js';

describe.each(databaseKinds)('batch runs, on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  const steered = steeredProvider();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: withResolver(resolver) });
    resolver.use(steered.provider);
  });
  afterAll(() => t.close());

  const articleGenerations = (userId: string) =>
    t.database.db
      .select()
      .from(generations)
      .where(and(eq(generations.userId, userId), eq(generations.kind, 'article')));

  it('charges what the preview priced, runs every row and saves them with the kit the batch was given', async () => {
    const { cookie, user } = await signUp(t.app);
    const [kit] = await t.database.db
      .insert(brandKits)
      .values({
        userId: user.id,
        name: 'Crumb & Co',
        settings: brandKitBodySchema.parse({
          name: 'Crumb & Co',
          tone: 'friendly',
          audience: 'Local families',
          keywords: ['sourdough'],
          description: 'A neighbourhood bakery.',
          callToAction: 'Visit us on Main Street',
        }),
      })
      .returning();
    const source = {
      studio: 'article',
      format: 'csv',
      content: csv(
        'Idea,Title,Length\nBread for beginners,Your first loaf,300\n"Cakes, pies and tarts",,\nOpening hours online,,500\n',
      ),
      brandKitId: kit!.id,
    };
    const preview = await call(t.app, 'POST', '/api/batches/preview', { cookie, body: source });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      columns: ['idea', 'title', 'length'],
      totalCost: 3 * ARTICLE_COST,
      available: 50,
      valid: true,
      enough: true,
    });
    expect(preview.json().rows.map((r: { line: number; label: string }) => [r.line, r.label])).toEqual([
      [2, 'Your first loaf'],
      [3, 'Cakes, pies and tarts'],
      [4, 'Opening hours online'],
    ]);
    expect(await countRows(t.database.db, 'batches', user.id)).toBe(0);

    const created = await startBatch(t.app, cookie, source);
    expect(created).toMatchObject({
      studio: 'article',
      brandKit: { id: kit!.id, name: 'Crumb & Co' },
      rowCount: 3,
    });
    const done = await batchEnded(t.app, cookie, created.id);
    expect(done.status).toBe('finished');
    expect(done.counts).toMatchObject({ succeeded: 3, failed: 0, pending: 0, running: 0 });
    expect(done.charged).toBe(preview.json().totalCost);
    const account = await accountOf(t.database.db, user.id);
    expect(account).toMatchObject({ balance: 50 - 3 * ARTICLE_COST, held: 0, activeGenerations: 0 });
    // The kit's tone and brand reached each article; the row without a title took the first idea.
    const articles = await articleGenerations(user.id);
    expect(articles).toHaveLength(3);
    for (const g of articles) {
      expect(g.input).toMatchObject({ tone: 'friendly', brand: { name: 'Crumb & Co' } });
    }
    expect(articles.find((g) => (g.input as { wordCount: number }).wordCount === 500)).toBeTruthy();

    // Saved all at once, once: saving again saves nothing more.
    const saved = await call(t.app, 'POST', `/api/batches/${created.id}/save`, { cookie });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().saved).toBe(3);
    expect((await call(t.app, 'POST', `/api/batches/${created.id}/save`, { cookie })).json().saved).toBe(0);
    const ids = saved.json().batch.rows.map((r: { savedItemId: string }) => r.savedItemId);
    const items = await call(t.app, 'GET', `/api/batches/items?studio=article&ids=${ids.join(',')}`, {
      cookie,
    });
    expect(items.json().items).toHaveLength(3);
    expect(items.json().items[0]).toMatchObject({ batchId: created.id });
    const listed = await call(t.app, 'GET', '/api/articles', { cookie });
    expect(listed.json().items).toHaveLength(3);

    // The zip: a folder per row, each with its Markdown and HTML.
    const zip = await call(t.app, 'GET', `/api/batches/${created.id}/download`, { cookie });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(
      /^attachment; filename="forja-article-batch-[\w-]+\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      '001-your-first-loaf/article.html',
      '001-your-first-loaf/article.md',
      '002-cakes-pies-and-tarts/article.html',
      '002-cakes-pies-and-tarts/article.md',
      '003-opening-hours-online/article.html',
      '003-opening-hours-online/article.md',
    ]);
    expect(strFromU8(files['001-your-first-loaf/article.md']!)).toMatch(/^# Your first loaf\n\n/);
    expect(strFromU8(files['001-your-first-loaf/article.html']!)).toContain('<h1>Your first loaf</h1>');
  });

  it('saves each row by itself with auto-save, and zips an image batch with its pictures', async () => {
    const { cookie, user } = await signUp(t.app);
    const batch = await startBatch(t.app, cookie, {
      studio: 'image',
      format: 'csv',
      content: csv('idea,count,style\nA loaf on a table,2,watercolor\n'),
      autoSave: true,
    });
    const done = await batchEnded(t.app, cookie, batch.id);
    expect(done.counts.succeeded).toBe(1);
    await expect
      .poll(async () => (await getBatch(t.app, cookie, batch.id)).rows[0]!.savedItemId)
      .toEqual(expect.any(String));
    const images = await call(t.app, 'GET', '/api/images', { cookie });
    expect(images.json().items).toHaveLength(2);
    expect((await accountOf(t.database.db, user.id)).balance).toBe(50 - done.totalCost);
    const zip = await call(t.app, 'GET', `/api/batches/${batch.id}/download`, { cookie });
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      '001-a-loaf-on-a-table/image-1.png',
      '001-a-loaf-on-a-table/image-2.png',
    ]);
    expect(Buffer.from(files['001-a-loaf-on-a-table/image-1.png']!).subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a batch the credits do not cover, holding nothing and writing nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    const ideas = Array.from({ length: 26 }, (_, i) => `Idea number ${i + 1}`).join('\n');
    const body = { studio: 'article', format: 'lines', content: ideas };
    const preview = await call(t.app, 'POST', '/api/batches/preview', { cookie, body });
    expect(preview.json()).toMatchObject({ totalCost: 26 * ARTICLE_COST, available: 50, enough: false });
    const res = await call(t.app, 'POST', '/api/batches', { cookie, body });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      details: { required: 26 * ARTICLE_COST, available: 50 },
    });
    expect(await accountOf(t.database.db, user.id)).toMatchObject({ balance: 50, held: 0 });
    for (const table of ['batches', 'batch_rows', 'generations'] as const) {
      expect(await countRows(t.database.db, table, user.id)).toBe(0);
    }
  });

  it('refuses a batch with an invalid row, naming its line, and writes nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    const body = {
      studio: 'article',
      format: 'csv',
      content: csv('idea,tone\nA good idea for bread,friendly\nAnother idea for cakes,grumpy\n'),
    };
    const preview = await call(t.app, 'POST', '/api/batches/preview', { cookie, body });
    expect(preview.json()).toMatchObject({ valid: false, totalCost: ARTICLE_COST });
    expect(preview.json().rows[1]).toMatchObject({ line: 3, errors: [{ column: 'tone' }] });
    const res = await call(t.app, 'POST', '/api/batches', { cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { rows: [{ line: 3 }] } });
    expect(await countRows(t.database.db, 'batches', user.id)).toBe(0);
  });

  it('runs at most three rows at once, and pauses and resumes', async () => {
    const { cookie, user } = await signUp(t.app);
    const ideas = ['one', 'two', 'three', 'four', 'five'].map((n) => `A slow idea number ${n}`);
    const batch = await startBatch(t.app, cookie, {
      studio: 'article',
      format: 'csv',
      content: csv(['idea,title', ...ideas.map((idea) => `${idea},Title of ${idea}`)].join('\n')),
    });
    await expect.poll(() => steered.state.waiting).toBe(3);
    const running = await getBatch(t.app, cookie, batch.id);
    expect(running.counts).toMatchObject({ running: 3, pending: 2 });
    expect((await accountOf(t.database.db, user.id)).held).toBe(3 * ARTICLE_COST);

    const paused = await call(t.app, 'POST', `/api/batches/${batch.id}/pause`, { cookie });
    expect(paused.json().status).toBe('paused');
    expect((await call(t.app, 'POST', `/api/batches/${batch.id}/pause`, { cookie })).json()).toMatchObject({
      code: 'BATCH_NOT_ACTIVE',
    });
    // The rows in flight finish; none starts while paused.
    steered.release();
    await expect
      .poll(async () => (await getBatch(t.app, cookie, batch.id)).counts)
      .toMatchObject({ succeeded: 3, pending: 2, running: 0 });
    expect(await articleGenerations(user.id)).toHaveLength(3);
    expect((await getBatch(t.app, cookie, batch.id)).status).toBe('paused');

    const resumed = await call(t.app, 'POST', `/api/batches/${batch.id}/resume`, { cookie });
    expect(resumed.json().status).toBe('running');
    await expect.poll(() => steered.state.waiting).toBe(2);
    steered.release();
    const done = await batchEnded(t.app, cookie, batch.id);
    expect(done).toMatchObject({ status: 'finished', counts: { succeeded: 5 }, charged: 5 * ARTICLE_COST });
    expect(await accountOf(t.database.db, user.id)).toMatchObject({
      balance: 50 - 5 * ARTICLE_COST,
      held: 0,
    });
    expect((await call(t.app, 'POST', `/api/batches/${batch.id}/resume`, { cookie })).statusCode).toBe(409);
  });

  it('cancels: what is held goes back, finished rows stay', async () => {
    const { cookie, user } = await signUp(t.app);
    const batch = await startBatch(t.app, cookie, {
      studio: 'article',
      format: 'csv',
      content: csv(
        'idea,title\nA quick idea one,Quick\nA slow idea two,Slow two\nA slow idea three,Slow three\nA slow idea four,Slow four\nA slow idea five,Slow five\n',
      ),
    });
    await expect.poll(() => steered.state.waiting).toBe(3);
    const cancelled = await call(t.app, 'POST', `/api/batches/${batch.id}/cancel`, { cookie });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const done = await batchEnded(t.app, cookie, batch.id);
    expect(done.status).toBe('cancelled');
    expect(done.counts).toMatchObject({ succeeded: 1, cancelled: 4 });
    expect(done.charged).toBe(ARTICLE_COST);
    await expect.poll(() => steered.state.waiting).toBe(0);
    expect(await accountOf(t.database.db, user.id)).toMatchObject({
      balance: 50 - ARTICLE_COST,
      held: 0,
      activeGenerations: 0,
    });
    const statuses = (await articleGenerations(user.id)).map((g) => g.status).sort();
    expect(statuses).toEqual(['cancelled', 'cancelled', 'cancelled', 'succeeded']);
    expect((await call(t.app, 'POST', `/api/batches/${batch.id}/cancel`, { cookie })).statusCode).toBe(409);
    expect(
      (await call(t.app, 'POST', `/api/batches/${batch.id}/retry`, { cookie, body: {} })).statusCode,
    ).toBe(409);
    steered.release();
  });

  it('retries a failed row as a new attempt, charged only when it succeeds', async () => {
    const { cookie, user } = await signUp(t.app);
    steered.state.breaking = true;
    const batch = await startBatch(t.app, cookie, {
      studio: 'article',
      format: 'csv',
      content: csv('idea,title\nA fine idea for bread,Fine\nA broken idea for cakes,Broken\n'),
    });
    const first = await batchEnded(t.app, cookie, batch.id);
    expect(first.counts).toMatchObject({ succeeded: 1, failed: 1 });
    const failed = first.rows.find((r) => r.status === 'failed')!;
    expect(failed.error).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(first.charged).toBe(ARTICLE_COST);
    expect((await accountOf(t.database.db, user.id)).balance).toBe(50 - ARTICLE_COST);

    steered.state.breaking = false;
    const retried = await call(t.app, 'POST', `/api/batches/${batch.id}/retry`, {
      cookie,
      body: { rowIds: [failed.id] },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const done = await batchEnded(t.app, cookie, batch.id);
    expect(done.status).toBe('finished');
    expect(done.rows.find((r) => r.id === failed.id)).toMatchObject({
      status: 'succeeded',
      attempt: 2,
      error: null,
    });
    expect(done.charged).toBe(2 * ARTICLE_COST);
    expect((await accountOf(t.database.db, user.id)).balance).toBe(50 - 2 * ARTICLE_COST);
    // Nothing failed any more: a retry has nothing to run.
    expect(
      (await call(t.app, 'POST', `/api/batches/${batch.id}/retry`, { cookie, body: {} })).statusCode,
    ).toBe(409);
    steered.state.breaking = true;
  });

  it('fails a row whose free step fails, holding nothing for it', async () => {
    const { cookie, user } = await signUp(t.app);
    const batch = await startBatch(t.app, cookie, {
      studio: 'article',
      format: 'lines',
      content: 'An untitled idea about bread\nA titled idea about cakes',
    });
    const done = await batchEnded(t.app, cookie, batch.id);
    expect(done.rows.map((r) => [r.status, r.error?.code ?? null, r.generationId === null])).toEqual([
      ['failed', 'PROVIDER_ERROR', true],
      ['succeeded', null, false],
    ]);
    expect(await articleGenerations(user.id)).toHaveLength(1);
    expect(await accountOf(t.database.db, user.id)).toMatchObject({ balance: 50 - ARTICLE_COST, held: 0 });
  });

  it('starts a row attempt once when two runners take it at the same time', async () => {
    const { cookie, user } = await signUp(t.app);
    steered.state.breaking = true;
    const batch = await startBatch(t.app, cookie, {
      studio: 'article',
      format: 'csv',
      content: csv('idea,title\nA broken idea for two runners,Twice\n'),
    });
    expect((await batchEnded(t.app, cookie, batch.id)).counts.failed).toBe(1);
    // Nothing succeeded yet: nothing to download.
    const empty = await call(t.app, 'GET', `/api/batches/${batch.id}/download`, { cookie });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'BATCH_NOT_ACTIVE' });
    // The row claimed again for its second attempt, and its job delivered twice.
    steered.state.breaking = false;
    const rowId = batch.rows[0]!.id;
    await t.database.db
      .update(batchRows)
      .set({ state: 'starting', attempt: 2, claimedAt: new Date(), errorCode: null, error: null })
      .where(eq(batchRows.id, rowId));
    await t.database.db
      .update(batches)
      .set({ status: 'running', finishedAt: null })
      .where(eq(batches.id, batch.id));
    await Promise.all([
      t.services.jobs.send(START_BATCH_ROW_JOB, { rowId }),
      t.services.jobs.send(START_BATCH_ROW_JOB, { rowId }),
    ]);
    const done = await batchEnded(t.app, cookie, batch.id);
    expect(done.rows[0]).toMatchObject({ status: 'succeeded', attempt: 2 });
    const made = await t.database.db
      .select()
      .from(generations)
      .where(eq(generations.batchKey, `${rowId}:2`));
    expect(made).toHaveLength(1);
    expect(await accountOf(t.database.db, user.id)).toMatchObject({ balance: 50 - ARTICLE_COST, held: 0 });
    steered.state.breaking = true;
  });
});
