import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_SCRIPT_COST, type SavedVideoScript, type VideoScriptOutput } from '@forja/contracts';
import { creditAccounts, videoScripts } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';

const IDEA = 'How bees talk to each other by dancing';
const OPTIONS = { type: 'explainer', length: '60s', tone: 'professional' };

describe.each(databaseKinds)('video scripts archive on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const generate = async (cookie: string) => {
    const res = await runGeneration(t.app, 'videoScript', { cookie, body: { idea: IDEA, options: OPTIONS } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<VideoScriptOutput & { generationId: string; cost: number }>();
  };
  const save = (cookie: string, body: object) => call(t.app, 'POST', '/api/video-scripts', { cookie, body });

  it('saves the edited script, costs only its generation (2) and counts it', async () => {
    const { cookie, user } = await signUp(t.app);
    const { script, generationId, cost } = await generate(cookie);
    expect(cost).toBe(VIDEO_SCRIPT_COST);
    const edited = { ...script, main_content: ['My own first scene', ...script.main_content.slice(1)] };
    const res = await save(cookie, { idea: IDEA, options: OPTIONS, script: edited, generationId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ idea: IDEA, title: script.title, generationId, script: edited });
    expect((await call(t.app, 'GET', '/api/video-scripts/count', { cookie })).json()).toEqual({ count: 1 });
    const [account] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user.id));
    expect(account).toMatchObject({ balance: 50 - VIDEO_SCRIPT_COST, held: 0 });
    // A script without a title, or without its fields, is refused.
    expect(
      (await save(cookie, { idea: IDEA, options: OPTIONS, script: { ...script, title: ' ' } })).statusCode,
    ).toBe(400);
    expect((await save(cookie, { idea: IDEA, options: OPTIONS, script: {} })).statusCode).toBe(400);
  });

  it('a second user cannot list, count, read or delete the owner scripts (404, nothing changes)', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { script, generationId } = await generate(owner.cookie);
    // Nor link their save to the owner's generation.
    const linked = await save(stranger.cookie, { idea: IDEA, options: OPTIONS, script, generationId });
    expect(linked.statusCode).toBe(404);
    const saved = (
      await save(owner.cookie, { idea: IDEA, options: OPTIONS, script })
    ).json<SavedVideoScript>();
    const as = (cookie: string) => ({ cookie });
    expect((await call(t.app, 'GET', '/api/video-scripts', as(stranger.cookie))).json().items).toEqual([]);
    expect((await call(t.app, 'GET', '/api/video-scripts/count', as(stranger.cookie))).json()).toEqual({
      count: 0,
    });
    expect((await call(t.app, 'GET', `/api/video-scripts/${saved.id}`, as(stranger.cookie))).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'DELETE', `/api/video-scripts/${saved.id}`, as(stranger.cookie))).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/video-scripts/${saved.id}`, as(owner.cookie))).json()).toEqual(
      saved,
    );
    expect((await call(t.app, 'GET', '/api/video-scripts')).statusCode).toBe(401);

    expect((await call(t.app, 'DELETE', `/api/video-scripts/${saved.id}`, as(owner.cookie))).statusCode).toBe(
      204,
    );
    expect((await call(t.app, 'GET', `/api/video-scripts/${saved.id}`, as(owner.cookie))).statusCode).toBe(
      404,
    );
  });

  it('lists newest first, one page at a time, and searches the idea and the title', async () => {
    const { cookie, user } = await signUp(t.app);
    const { script } = await generate(cookie);
    for (let i = 0; i < 4; i++) {
      await t.database.db.insert(videoScripts).values({
        userId: user.id,
        idea: i === 1 ? 'Cooking pasta for students' : `Gardening tip ${i}`,
        title: i === 2 ? 'Pasta al dente' : `Title ${i}`,
        script,
        options: { ...OPTIONS, audience: '', keyMessages: '', referenceUrl: '', visualTheme: '' } as never,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      });
    }
    const page1 = (await call(t.app, 'GET', '/api/video-scripts?limit=3', { cookie })).json();
    expect(page1.items.map((s: SavedVideoScript) => s.title)).toEqual([
      'Title 3',
      'Pasta al dente',
      'Title 1',
    ]);
    const page2 = (
      await call(t.app, 'GET', `/api/video-scripts?limit=3&cursor=${page1.nextCursor}`, { cookie })
    ).json();
    expect(page2.items.map((s: SavedVideoScript) => s.title)).toEqual(['Title 0']);
    expect(page2.nextCursor).toBeNull();
    const found = (await call(t.app, 'GET', '/api/video-scripts?q=pasta', { cookie })).json();
    expect(found.items.map((s: SavedVideoScript) => s.title)).toEqual(['Pasta al dente', 'Title 1']);
  });
});
