import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_COST, type GenerationRecord, type ImagesOutput, type SavedImage } from '@forja/contracts';
import { creditAccounts, generations, savedImages, storedFiles } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { DELETE_EXPIRED_FILES_JOB } from '../files/files.jobs.js';

const IDEA = {
  prompt: 'A red fox asleep in fresh snow',
  resolution: '512x512',
  style: 'watercolor',
  mood: 'serene',
};

describe.each(databaseKinds)('image studio and images archive on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const generate = async (cookie: string, count = 2, prompt = IDEA.prompt) => {
    const res = await runGeneration(t.app, 'images', { cookie, body: { ...IDEA, prompt, count } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ImagesOutput & { generationId: string; cost: number }>();
  };
  const save = (cookie: string, generationId: string, fileId: string) =>
    call(t.app, 'POST', '/api/images', { cookie, body: { generationId, fileId } });
  const balance = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;

  it('runs as a queued job, reports each image, charges 5 an image and keeps nothing until saved', async () => {
    const { cookie, user } = await signUp(t.app);
    const start = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'images', input: { ...IDEA, count: 3 } },
    });
    expect(start.statusCode, start.body).toBe(202);
    const record = start.json<GenerationRecord>();
    const [row] = await t.database.db.select().from(generations).where(eq(generations.id, record.id));
    expect(row).toMatchObject({ runs: 'queued', status: 'succeeded', cost: 3 * IMAGE_COST });
    // The last stage reported: the third image being stored.
    expect(row!.stage).toEqual({ name: 'storing', current: 3, total: 3 });
    const output = row!.output as ImagesOutput;
    expect(output.images).toHaveLength(3);
    expect(await balance(user.id)).toMatchObject({ balance: 50 - 3 * IMAGE_COST, held: 0 });
    const drawn = new Set<string>();
    for (const image of output.images) {
      const served = await call(t.app, 'GET', image.url);
      expect(served.statusCode).toBe(200);
      drawn.add(served.rawPayload.toString('base64'));
      const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, image.fileId));
      expect(file).toMatchObject({ userId: user.id, saved: false });
    }
    // Three different pictures, not one drawn three times.
    expect(drawn.size).toBe(3);
  });

  it('draws the chosen aspect ratio (the provider gets it and the negative prompt)', async () => {
    const { cookie } = await signUp(t.app);
    const res = await runGeneration(t.app, 'images', {
      cookie,
      body: { ...IDEA, count: 1, aspect: '16:9', negativePrompt: 'people' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [image] = res.json<ImagesOutput>().images;
    const png = (await call(t.app, 'GET', image!.url)).rawPayload;
    // PNG IHDR: width and height are the big-endian words at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 288]);
  });

  it('refuses 0 or 5 images and a count the balance cannot cover, charging nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    for (const count of [0, 5]) {
      const res = await call(t.app, 'POST', '/api/generations', {
        cookie,
        body: { kind: 'images', input: { ...IDEA, count } },
      });
      expect(res.statusCode).toBe(400);
    }
    await t.database.db.update(creditAccounts).set({ balance: 9 }).where(eq(creditAccounts.userId, user.id));
    const poor = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'images', input: { ...IDEA, count: 2 } },
    });
    expect(poor.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    expect(await balance(user.id)).toMatchObject({ balance: 9, held: 0 });
  });

  it('saves an image of the generation with its prompt and options, once, and counts it', async () => {
    const { cookie } = await signUp(t.app);
    const { generationId, images } = await generate(cookie);
    const first = await save(cookie, generationId, images[0]!.fileId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      fileId: images[0]!.fileId,
      url: images[0]!.url,
      prompt: IDEA.prompt,
      style: 'watercolor',
      mood: 'serene',
      resolution: '512x512',
      generationId,
    });
    const again = await save(cookie, generationId, images[0]!.fileId);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await call(t.app, 'GET', '/api/images/count', { cookie })).json()).toEqual({ count: 1 });
    // A file the generation did not produce is refused.
    const other = await generate(cookie, 1);
    expect((await save(cookie, generationId, other.images[0]!.fileId)).statusCode).toBe(400);
  });

  it('a second user cannot save, list, count, read or delete the owner images (404, nothing changes)', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { generationId, images } = await generate(owner.cookie);
    expect((await save(stranger.cookie, generationId, images[0]!.fileId)).statusCode).toBe(404);
    const saved = (await save(owner.cookie, generationId, images[0]!.fileId)).json<SavedImage>();

    expect((await call(t.app, 'GET', '/api/images', { cookie: stranger.cookie })).json().items).toEqual([]);
    expect((await call(t.app, 'GET', '/api/images/count', { cookie: stranger.cookie })).json()).toEqual({
      count: 0,
    });
    expect(
      (await call(t.app, 'GET', `/api/images/${saved.id}`, { cookie: stranger.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/images/${saved.id}`, { cookie: stranger.cookie })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/images/${saved.id}`, { cookie: owner.cookie })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', saved.url!)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/images')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/images/not-a-uuid', { cookie: owner.cookie })).statusCode).toBe(
      400,
    );
  });

  it('deleting a saved image deletes its file: its /files/ address answers 404', async () => {
    const { cookie } = await signUp(t.app);
    const { generationId, images } = await generate(cookie, 1);
    const saved = (await save(cookie, generationId, images[0]!.fileId)).json<SavedImage>();
    expect((await call(t.app, 'DELETE', `/api/images/${saved.id}`, { cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', saved.url!)).statusCode).toBe(404);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, saved.fileId!))).toEqual(
      [],
    );
    expect((await call(t.app, 'GET', '/api/images/count', { cookie })).json()).toEqual({ count: 0 });
  });

  it('the one-hour cleanup removes unsaved images and never a saved one', async () => {
    const { cookie } = await signUp(t.app);
    const { generationId, images } = await generate(cookie, 2);
    const [kept, dropped] = images as [(typeof images)[0], (typeof images)[0]];
    const saved = (await save(cookie, generationId, kept.fileId)).json<SavedImage>();
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - '3 hours'::interval` })
      .where(sql`${storedFiles.id} IN (${kept.fileId}, ${dropped.fileId})`);

    await t.services.jobs.send(DELETE_EXPIRED_FILES_JOB, {});

    expect((await call(t.app, 'GET', dropped.url)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', kept.url)).statusCode).toBe(200);
    const listed = (await call(t.app, 'GET', '/api/images', { cookie })).json<{ items: SavedImage[] }>();
    expect(listed.items.map((i) => i.id)).toEqual([saved.id]);
    expect(listed.items[0]!.url).toBe(kept.url);
  });

  it('lists newest first, one page at a time, and searches the prompt', async () => {
    const { cookie, user } = await signUp(t.app);
    const { generationId, images } = await generate(cookie, 1);
    // Rows made directly (5 of them, a second apart) so the order and the pages are known.
    for (let i = 0; i < 5; i++) {
      await t.database.db.insert(savedImages).values({
        userId: user.id,
        fileId: i === 0 ? images[0]!.fileId : null,
        prompt: i % 2 ? `a lighthouse ${i}` : `a forest ${i}`,
        style: 'realistic',
        resolution: '1024x1024',
        mood: 'neutral',
        generationId,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      });
    }
    const page1 = (await call(t.app, 'GET', '/api/images?limit=2', { cookie })).json();
    expect(page1.items.map((i: SavedImage) => i.prompt)).toEqual(['a forest 4', 'a lighthouse 3']);
    const page2 = (
      await call(t.app, 'GET', `/api/images?limit=2&cursor=${page1.nextCursor}`, { cookie })
    ).json();
    expect(page2.items.map((i: SavedImage) => i.prompt)).toEqual(['a forest 2', 'a lighthouse 1']);
    const page3 = (
      await call(t.app, 'GET', `/api/images?limit=2&cursor=${page2.nextCursor}`, { cookie })
    ).json();
    expect(page3.items.map((i: SavedImage) => i.prompt)).toEqual(['a forest 0']);
    expect(page3.nextCursor).toBeNull();

    const found = (await call(t.app, 'GET', '/api/images?q=LIGHTHOUSE', { cookie })).json();
    expect(found.items.map((i: SavedImage) => i.prompt)).toEqual(['a lighthouse 3', 'a lighthouse 1']);
    // LIKE's wildcards are taken literally.
    expect((await call(t.app, 'GET', '/api/images?q=%25', { cookie })).json().items).toEqual([]);
    expect((await call(t.app, 'GET', '/api/images?cursor=nonsense', { cookie })).statusCode).toBe(400);
  });
});
