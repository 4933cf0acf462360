import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImagesOutput, SavedImage, VideoOutput, VideoRecord } from '@forja/contracts';
import { fakeRenderer, fakeSpeech } from '../../test/fakes/fake-media.js';
import { runGeneration } from '../../test/generate.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { articleBody } from '../../test/articles-test-helpers.js';
import { createTestResolver } from '../../test/test-provider.js';
import { scenes } from '../../test/video-fixtures.js';
import { videoStudioFrom } from '../videos/videos.module.js';
import { DELETE_EXPIRED_FILES_JOB } from './files.jobs.js';

/*
 * A file several items show goes only with the last of them (issue 21, item 8): an image saved
 * in the images archive and reused as a video's scene (the video's poster), or shown by an
 * article too. Deleting one item never takes a file another still shows.
 */
describe.each(databaseKinds)('files shared between items on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      overrides: (s) => ({
        providerResolver: resolver,
        videoStudio: videoStudioFrom(
          { ...s, providerResolver: resolver },
          { renderer: fakeRenderer(), speech: fakeSpeech() },
        ),
      }),
    });
    await signUp(t.app);
  });
  afterAll(() => t.close());

  const served = async (url: string) => (await call(t.app, 'GET', url)).statusCode;

  /** An image generated and saved in the images archive. */
  async function savedImage(cookie: string): Promise<SavedImage> {
    const made = (
      await runGeneration(t.app, 'images', {
        cookie,
        body: { prompt: 'A lighthouse on a cliff at dusk', resolution: '512x512', count: 1 },
      })
    ).json<ImagesOutput & { generationId: string }>();
    const res = await call(t.app, 'POST', '/api/images', {
      cookie,
      body: { generationId: made.generationId, fileId: made.images[0]!.fileId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<SavedImage>();
  }

  /** A video whose first scene reuses the file: it becomes the video's poster. */
  async function videoWith(cookie: string, fileId: string): Promise<VideoRecord> {
    const [first, ...rest] = scenes(3);
    const res = await runGeneration(t.app, 'video', {
      cookie,
      body: {
        videoTitle: 'Shared image',
        prompt: 'A story',
        scenes: [{ ...first, imageFileId: fileId }, ...rest],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { videoId } = res.json<VideoOutput>();
    return (await call(t.app, 'GET', `/api/videos/${videoId}`, { cookie })).json<VideoRecord>();
  }

  const purge = () => t.services.jobs.send(DELETE_EXPIRED_FILES_JOB, {});

  it('deleting a video keeps the image the user saved in the images archive and reused as a scene', async () => {
    const { cookie } = await signUp(t.app);
    const image = await savedImage(cookie);
    const video = await videoWith(cookie, image.fileId!);
    expect(video.posterUrl).toBe(image.url);

    expect((await call(t.app, 'DELETE', `/api/videos/${video.id}`, { cookie })).statusCode).toBe(204);
    await purge();
    expect(await served(video.url!)).toBe(404);
    expect(await served(image.url!)).toBe(200);
    const [listed] = (await call(t.app, 'GET', '/api/images', { cookie })).json<{ items: SavedImage[] }>()
      .items;
    expect(listed).toMatchObject({ id: image.id, url: image.url });

    // Its last owner gone, the file goes too.
    expect((await call(t.app, 'DELETE', `/api/images/${image.id}`, { cookie })).statusCode).toBe(204);
    expect(await served(image.url!)).toBe(404);
  });

  it("deleting the saved image keeps it as the video's poster until the video goes", async () => {
    const { cookie } = await signUp(t.app);
    const image = await savedImage(cookie);
    const video = await videoWith(cookie, image.fileId!);

    expect((await call(t.app, 'DELETE', `/api/images/${image.id}`, { cookie })).statusCode).toBe(204);
    await purge();
    expect(await served(image.url!)).toBe(200);
    const kept = (await call(t.app, 'GET', `/api/videos/${video.id}`, { cookie })).json<VideoRecord>();
    expect(kept.posterUrl).toBe(image.url);

    expect((await call(t.app, 'DELETE', `/api/videos/${video.id}`, { cookie })).statusCode).toBe(204);
    expect(await served(image.url!)).toBe(404);
  });

  it("an article's image that a video also shows stays when the article is deleted or changes its image", async () => {
    const { cookie } = await signUp(t.app);
    const image = (
      await runGeneration(t.app, 'image', {
        cookie,
        body: { prompt: 'A bowl of soup', resolution: '512x512' },
      })
    ).json<{ fileId: string; url: string }>();
    const article = (
      await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody({ imageFileId: image.fileId }) })
    ).json<{ id: string }>();
    const video = await videoWith(cookie, image.fileId);

    // The article drops the image (released unless shown elsewhere), then is deleted.
    const patched = await call(t.app, 'PATCH', `/api/articles/${article.id}`, {
      cookie,
      body: { imageFileId: null },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await t.services.files.deleteExpired(0);
    expect(await served(image.url)).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/articles/${article.id}`, { cookie })).statusCode).toBe(204);
    await purge();
    expect(await served(image.url)).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/videos/${video.id}`, { cookie })).json<VideoRecord>().posterUrl,
    ).toBe(image.url);
  });
});
