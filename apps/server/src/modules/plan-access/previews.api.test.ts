import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlanAccessMatrix, UpdatePlanAccessBody } from '@forja/contracts';
import { previewUsage, storedFiles } from '../../db/schema/index.js';
import { createBuiltinProvider } from '../../integrations/generation/index.js';
import { articleBody } from '../../test/articles-test-helpers.js';
import { fakeRenderer, fakeSpeech } from '../../test/fakes/fake-media.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createTestResolver, failingProvider } from '../../test/test-provider.js';
import { videoStudioFrom } from '../videos/videos.module.js';
import { createPreviewAllowance } from './preview-allowance.js';
import { createPreviewUsageRepository } from './preview-usage.repository.js';

// The voice previews run the real offline speech engine.
vi.setConfig({ testTimeout: 60_000 });

/*
 * Free previews (a scene's image, a voice) are bounded by the plan (a studio the plan closes
 * has no previews) and by a daily allowance per user counted in the database; a preview's
 * file is never kept, by any route.
 */

const SCENE_IMAGES_A_DAY = 3;
const VOICES_A_DAY = 2;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

describe.each(databaseKinds)('free previews on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        SCENE_IMAGE_PREVIEWS_PER_DAY: String(SCENE_IMAGES_A_DAY),
        VOICE_PREVIEWS_PER_DAY: String(VOICES_A_DAY),
      },
      overrides: (s) => ({
        providerResolver: resolver,
        videoStudio: videoStudioFrom(
          { ...s, providerResolver: resolver },
          { renderer: fakeRenderer(), speech: fakeSpeech() },
        ),
      }),
    });
    admin = await signUp(t.app, { name: 'Admin' }); // the first account is the owner
    // Quick images: only the counting matters here.
    resolver.use({
      ...createBuiltinProvider(),
      image: async () => ({ kind: 'bytes', data: PNG, contentType: 'image/png' }),
    });
  });
  afterAll(() => t.close());

  const sceneImage = (cookie: string, n = 0) =>
    call(t.app, 'POST', '/api/videos/scene-image', {
      cookie,
      body: { imagePrompt: `A fox in the snow ${n}` },
    });
  const voice = (cookie: string) =>
    call(t.app, 'POST', '/api/voice-overs/preview', { cookie, body: { voice: 'en-US-JennyNeural' } });
  const usage = async (userId: string) =>
    t.database.db.select().from(previewUsage).where(eq(previewUsage.userId, userId));
  const filesOf = async (userId: string) =>
    t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, userId));

  async function setFree(studio: 'video' | 'voiceOver', allowed: boolean) {
    const m = (
      await call(t.app, 'GET', '/api/admin/plan-access', { cookie: admin.cookie })
    ).json<PlanAccessMatrix>();
    const access = Object.fromEntries(
      m.plans.map((p) => [p.planId, { ...p.studios }]),
    ) as UpdatePlanAccessBody['access'];
    access.free[studio] = allowed;
    const res = await call(t.app, 'PUT', '/api/admin/plan-access', {
      cookie: admin.cookie,
      body: { access },
    });
    expect(res.statusCode).toBe(200);
  }

  it('refuses both previews to a plan that closes their studio, making, storing and counting nothing', async () => {
    await setFree('video', false);
    await setFree('voiceOver', false);
    try {
      const { cookie, user } = await signUp(t.app);
      const calls = resolver.calls;
      for (const res of [await sceneImage(cookie), await voice(cookie)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('PLAN_UPGRADE_REQUIRED');
      }
      expect(resolver.calls).toBe(calls);
      expect(await filesOf(user.id)).toEqual([]);
      expect(await usage(user.id)).toEqual([]);
    } finally {
      await setFree('video', true);
      await setFree('voiceOver', true);
    }
  });

  it('gives each user a daily allowance of scene images; a failed one is given back; a new day starts again', async () => {
    const { cookie, user } = await signUp(t.app);
    resolver.use(failingProvider('PROVIDER_ERROR'));
    expect((await sceneImage(cookie)).statusCode).toBeGreaterThanOrEqual(500);
    resolver.use({
      ...createBuiltinProvider(),
      image: async () => ({ kind: 'bytes', data: PNG, contentType: 'image/png' }),
    });
    for (let i = 0; i < SCENE_IMAGES_A_DAY; i++) expect((await sceneImage(cookie, i)).statusCode).toBe(200);
    const refused = await sceneImage(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'PREVIEW_LIMIT_REACHED',
      details: { limit: SCENE_IMAGES_A_DAY, retryAfterSeconds: expect.any(Number) },
    });
    expect(refused.json().details.retryAfterSeconds).toBeLessThanOrEqual(24 * 60 * 60);
    // Counted in the database: another process (a new allowance on the same table) agrees.
    expect(await usage(user.id)).toEqual([
      expect.objectContaining({ kind: 'sceneImage', count: SCENE_IMAGES_A_DAY }),
    ]);
    const elsewhere = createPreviewAllowance({
      planAccess: t.services.planAccess,
      repo: createPreviewUsageRepository(t.database.db),
      perDay: { sceneImage: SCENE_IMAGES_A_DAY, voice: VOICES_A_DAY },
    });
    await expect(elsewhere.admit(user.id, 'sceneImage')).rejects.toMatchObject({
      code: 'PREVIEW_LIMIT_REACHED',
    });
    // Someone else's allowance is their own.
    expect((await sceneImage((await signUp(t.app)).cookie)).statusCode).toBe(200);
    // The next day (UTC) the count starts again.
    await t.database.db
      .update(previewUsage)
      .set({ day: sql`${previewUsage.day} - 1` })
      .where(and(eq(previewUsage.userId, user.id), eq(previewUsage.kind, 'sceneImage')));
    expect((await sceneImage(cookie)).statusCode).toBe(200);
    expect((await usage(user.id))[0]!.count).toBe(1);
  });

  it('counts voice previews the same way, apart from scene images', async () => {
    const { cookie, user } = await signUp(t.app);
    for (let i = 0; i < VOICES_A_DAY; i++) {
      const res = await voice(cookie);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await voice(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'PREVIEW_LIMIT_REACHED', details: { limit: VOICES_A_DAY } });
    // An unknown voice is refused without using the allowance up (the count is given back).
    await t.database.db.update(previewUsage).set({ count: 0 }).where(eq(previewUsage.userId, user.id));
    expect(
      (await call(t.app, 'POST', '/api/voice-overs/preview', { cookie, body: { voice: 'zz-nope' } }))
        .statusCode,
    ).toBe(400);
    expect((await usage(user.id))[0]!.count).toBe(0);
    expect((await sceneImage(cookie)).statusCode).toBe(200);
  });

  it('never lets more previews through than the allowance, however many ask at once', async () => {
    const { user } = await signUp(t.app);
    const allowance = createPreviewAllowance({
      planAccess: t.services.planAccess,
      repo: createPreviewUsageRepository(t.database.db),
      perDay: { sceneImage: 5, voice: 5 },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => allowance.admit(user.id, 'voice')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'PREVIEW_LIMIT_REACHED' });
    }
    expect((await usage(user.id))[0]!.count).toBe(5);
  });

  it('never keeps a preview’s file: not from the files route, nor an article; it expires with the hour', async () => {
    const { cookie, user } = await signUp(t.app);
    const preview = await sceneImage(cookie);
    expect(preview.statusCode).toBe(200);
    const { fileId } = preview.json<{ fileId: string }>();
    const kept = await call(t.app, 'POST', `/api/files/${fileId}/keep`, { cookie });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().code).toBe('PREVIEW_NOT_KEPT');
    const saved = await call(t.app, 'POST', '/api/articles', {
      cookie,
      body: articleBody({ imageFileId: fileId }),
    });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().code).toBe('PREVIEW_NOT_KEPT');
    const patched = await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody() });
    const edit = await call(t.app, 'PATCH', `/api/articles/${patched.json().id}`, {
      cookie,
      body: { imageFileId: fileId },
    });
    expect(edit.statusCode).toBe(409);
    const [file] = await filesOf(user.id);
    expect(file).toMatchObject({ id: fileId, saved: false, purpose: 'scene-image-preview' });
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(storedFiles.id, fileId));
    await t.services.files.deleteExpired();
    expect(await filesOf(user.id)).toEqual([]);
  });
});
