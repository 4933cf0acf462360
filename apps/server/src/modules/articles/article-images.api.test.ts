import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, storedFiles } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { createTestResolver, withResolver } from '../../test/test-provider.js';
import { DELETE_EXPIRED_FILES_JOB } from '../files/files.jobs.js';
import { articleBody } from '../../test/articles-test-helpers.js';

describe.each(databaseKinds)('images of saved articles on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: withResolver(resolver) });
  });
  afterAll(() => t.close());

  const save = (cookie: string, over: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/articles', { cookie, body: articleBody(over) });

  it("sets the image from the user's stored file and keeps that file", async () => {
    const { cookie } = await signUp(t.app);
    const image = (
      await runGeneration(t.app, 'image', {
        cookie,
        body: { prompt: 'A bowl of soup', resolution: '512x512' },
      })
    ).json();
    const id = (await save(cookie)).json().id;
    const res = await call(t.app, 'PATCH', `/api/articles/${id}`, {
      cookie,
      body: { imageFileId: image.fileId, imagePrompt: 'A bowl of soup' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imageFileId: image.fileId,
      imageUrl: image.url,
      imagePrompt: 'A bowl of soup',
    });
    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, image.fileId));
    expect(file!.saved).toBe(true);
    expect((await call(t.app, 'GET', '/api/articles', { cookie })).json().items[0].imageUrl).toBe(image.url);

    const cleared = await call(t.app, 'PATCH', `/api/articles/${id}`, {
      cookie,
      body: { imageFileId: null },
    });
    expect(cleared.json()).toMatchObject({ imageFileId: null, imageUrl: null });

    const other = await signUp(t.app);
    const theirs = await call(t.app, 'POST', '/api/articles', {
      cookie: other.cookie,
      body: articleBody({ imageFileId: image.fileId }),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('releases the image an article kept when it is deleted, once no other article shows it', async () => {
    const { cookie } = await signUp(t.app);
    const image = (
      await runGeneration(t.app, 'image', {
        cookie,
        body: { prompt: 'A loaf of bread', resolution: '512x512' },
      })
    ).json() as { fileId: string; url: string };
    const first = (await save(cookie, { imageFileId: image.fileId })).json().id;
    const second = (await save(cookie, { imageFileId: image.fileId })).json().id;
    const file = async () =>
      (await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, image.fileId)))[0];
    const cleanUpAnHourLater = async () => {
      await t.database.db
        .update(storedFiles)
        .set({ createdAt: sql`now() - interval '2 hours'` })
        .where(eq(storedFiles.id, image.fileId));
      await t.services.jobs.send(DELETE_EXPIRED_FILES_JOB, {});
    };
    expect((await file())!.saved).toBe(true);

    // Another user cannot delete the article, and nothing of the owner's changes.
    const other = await signUp(t.app);
    expect((await call(t.app, 'DELETE', `/api/articles/${first}`, { cookie: other.cookie })).statusCode).toBe(
      404,
    );
    expect((await file())!.saved).toBe(true);

    // The second article still shows the image: it stays kept.
    expect((await call(t.app, 'DELETE', `/api/articles/${first}`, { cookie })).statusCode).toBe(204);
    expect((await file())!.saved).toBe(true);
    await cleanUpAnHourLater();
    expect((await call(t.app, 'GET', image.url)).statusCode).toBe(200);

    // Even unsaved (a keep racing a release), a file an article shows is not cleaned up.
    await t.database.db.update(storedFiles).set({ saved: false }).where(eq(storedFiles.id, image.fileId));
    await cleanUpAnHourLater();
    expect(await file()).toBeDefined();
    expect((await call(t.app, 'GET', image.url)).statusCode).toBe(200);

    // The last article goes: its file goes with it, at once (it answered 200 without a session before).
    await t.database.db.update(storedFiles).set({ saved: true }).where(eq(storedFiles.id, image.fileId));
    expect((await call(t.app, 'DELETE', `/api/articles/${second}`, { cookie })).statusCode).toBe(204);
    expect(await file()).toBeUndefined();
    expect((await call(t.app, 'GET', image.url)).statusCode).toBe(404);
  });

  it('finishes deleting the files of a deleted article when storage failed at the time (the cleanup job)', async () => {
    const { cookie } = await signUp(t.app);
    const image = (
      await runGeneration(t.app, 'image', {
        cookie,
        body: { prompt: 'A jar of honey', resolution: '512x512' },
      })
    ).json() as { fileId: string; url: string };
    const id = (await save(cookie, { imageFileId: image.fileId })).json().id;
    const storage = t.services.files.storage;
    const realDelete = storage.delete.bind(storage);
    storage.delete = async () => {
      throw new Error('storage is down');
    };
    try {
      expect((await call(t.app, 'DELETE', `/api/articles/${id}`, { cookie })).statusCode).toBe(204);
    } finally {
      storage.delete = realDelete;
    }
    const [marked] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, image.fileId));
    expect(marked!.deletedAt).toBeTruthy();
    // Marked deleted: no longer the user's to keep or reuse.
    const reuse = await call(t.app, 'POST', '/api/articles', {
      cookie,
      body: articleBody({ imageFileId: image.fileId }),
    });
    expect(reuse.statusCode).toBe(404);
    await t.services.jobs.send(DELETE_EXPIRED_FILES_JOB, {});
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, image.fileId))).toEqual(
      [],
    );
    expect((await call(t.app, 'GET', image.url)).statusCode).toBe(404);
  });

  it('releases the image an edit replaces or removes, once no other article shows it', async () => {
    const { cookie } = await signUp(t.app);
    const generate = async (prompt: string) =>
      (await runGeneration(t.app, 'image', { cookie, body: { prompt, resolution: '512x512' } })).json() as {
        fileId: string;
        url: string;
      };
    const [pot, pan] = [await generate('A pot'), await generate('A pan')];
    const saved = async (fileId: string) =>
      (await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId)))[0]?.saved;
    const edit = (id: string, body: unknown, as = cookie) =>
      call(t.app, 'PATCH', `/api/articles/${id}`, { cookie: as, body });
    const id = (await save(cookie, { imageFileId: pot.fileId })).json().id;
    const twin = (await save(cookie, { imageFileId: pot.fileId })).json().id;

    // Another user cannot change the image, and nothing of the owner's changes.
    const other = await signUp(t.app);
    for (const body of [{ imageFileId: null }, { imageFileId: pan.fileId }]) {
      expect((await edit(id, body, other.cookie)).statusCode).toBe(404);
    }
    expect([await saved(pot.fileId), await saved(pan.fileId)]).toEqual([true, false]);

    // Replaced while the twin still shows it: the old image stays kept, the new one is kept.
    const replaced = await edit(id, { imageFileId: pan.fileId });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ imageFileId: pan.fileId, imageUrl: pan.url });
    expect([await saved(pot.fileId), await saved(pan.fileId)]).toEqual([true, true]);

    // Edits that keep the image (set again, or not named) release nothing.
    expect((await edit(id, { title: 'Same image', imageFileId: pan.fileId })).statusCode).toBe(200);
    expect((await edit(id, { title: 'Still the same image' })).statusCode).toBe(200);
    expect(await saved(pan.fileId)).toBe(true);

    // Removed, and nothing else shows it: released, and the cleanup job removes it.
    const removed = await edit(id, { imageFileId: null });
    expect(removed.json()).toMatchObject({ imageFileId: null, imageUrl: null });
    expect(await saved(pan.fileId)).toBe(false);
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(storedFiles.id, pan.fileId));
    await t.services.jobs.send(DELETE_EXPIRED_FILES_JOB, {});
    expect(await saved(pan.fileId)).toBeUndefined();
    expect((await call(t.app, 'GET', pan.url)).statusCode).toBe(404);

    // The twin, the last article showing the first image, gets another: that one is released.
    const mine = await generate('A lid');
    expect((await edit(twin, { imageFileId: mine.fileId })).statusCode).toBe(200);
    expect([await saved(pot.fileId), await saved(mine.fileId)]).toEqual([false, true]);
    expect((await call(t.app, 'GET', pot.url)).statusCode).toBe(200);

    // Should an article point at another user's kept file, this user's edit does not release it.
    const theirs = (
      await runGeneration(t.app, 'image', {
        cookie: other.cookie,
        body: { prompt: 'Not yours', resolution: '512x512' },
      })
    ).json() as { fileId: string };
    await t.database.db.update(storedFiles).set({ saved: true }).where(eq(storedFiles.id, theirs.fileId));
    await t.database.db.update(articles).set({ imageFileId: theirs.fileId }).where(eq(articles.id, twin));
    expect((await edit(twin, { imageFileId: null })).statusCode).toBe(200);
    expect(await saved(theirs.fileId)).toBe(true);
  });
});
