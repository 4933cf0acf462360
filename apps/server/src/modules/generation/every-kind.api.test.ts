import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_KINDS, GENERATION_OPERATIONS } from '@forja/contracts';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

/*
 * Every kind any studio declares is started through POST /api/generations with its example
 * input: a kind missing from the start schema, or one the server has no work for, fails here
 * instead of answering 400 to every user. Queued kinds are only accepted (no workers run
 * them); their work is each studio's own suite. A revision's example names a video nobody
 * has: the kind is known and priced from stored data, so it answers 404 (video-revision.api.test.ts
 * revises real videos).
 */
const REFERS_TO_STORED: readonly string[] = ['videoRevision'];
describe.each(databaseKinds)('every generation kind on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(db, { workers: false });
    await signUp(t.app); // the administrator; the users below are ordinary ones
  });
  afterAll(() => t.close());

  it.each(GENERATION_OPERATIONS)('%s is accepted with its example input', async (kind) => {
    const { cookie } = await signUp(t.app);
    const { runs, example } = GENERATION_KINDS[kind];
    const res = await call(t.app, 'POST', '/api/generations', { cookie, body: { kind, input: example } });
    if (REFERS_TO_STORED.includes(kind)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      return;
    }
    expect(res.statusCode, res.body).toBe(runs === 'now' ? 200 : 202);
    expect(res.json()).toMatchObject({ kind, status: runs === 'now' ? 'succeeded' : 'queued' });
  });
});
