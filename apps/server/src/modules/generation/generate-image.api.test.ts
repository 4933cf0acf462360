import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_COST } from '@forja/contracts';
import { creditAccounts, generations, storedFiles } from '../../db/schema/index.js';
import { encodePng, readPngSize } from '../../integrations/generation/builtin/image/png.js';
import { startTestServer, type TestServer } from '../../test/fakes/test-server.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { runGeneration } from '../../test/generate.js';
import { createTestResolver, linkImageProvider, withResolver } from '../../test/test-provider.js';
import { DELETE_EXPIRED_FILES_JOB } from '../files/files.jobs.js';

const IMAGE = {
  prompt: 'A lighthouse on a cliff at dusk',
  resolution: '512x512',
  style: 'watercolor',
  mood: 'serene',
};
const LINKED_PNG = encodePng(3, 2, new Uint8Array(18).fill(90));

describe.each(databaseKinds)('image generation and stored files on %s', (kind) => {
  let t: TestApp;
  let remote: TestServer;
  const resolver = createTestResolver();
  beforeAll(async () => {
    remote = await startTestServer();
    // Private addresses allowed: the "provider's" image server below runs on this machine.
    t = await createTestApp(kind, {
      overrides: withResolver(resolver),
      env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1,localhost' },
    });
    await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await remote.close();
  });

  const filesDir = () => (t.services.config.storage as { dir: string }).dir;
  const generate = (cookie: string, body: object = IMAGE) => runGeneration(t.app, 'image', { cookie, body });

  it('stores the PNG, charges 5 and serves it at /files/ with long cache headers', async () => {
    resolver.use(null);
    const { cookie, user } = await signUp(t.app);
    const res = await generate(cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      cost: IMAGE_COST,
      contentType: 'image/png',
      url: expect.stringMatching(/^\/files\/[0-9a-f]{32}\/a-lighthouse-on-a-cliff-at\.png$/),
    });
    const [account] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user.id));
    expect(account).toMatchObject({ balance: 50 - IMAGE_COST, held: 0 });
    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, body.fileId));
    expect(file).toMatchObject({
      userId: user.id,
      saved: false,
      purpose: 'generated-image',
      sizeBytes: body.sizeBytes,
    });
    const [row] = await t.database.db.select().from(generations).where(eq(generations.id, body.generationId));
    expect(row).toMatchObject({
      kind: 'image',
      status: 'succeeded',
      cost: IMAGE_COST,
      output: { fileId: body.fileId, url: body.url },
    });

    const served = await call(t.app, 'GET', body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(readPngSize(served.rawPayload)).toEqual({ width: 512, height: 512 });
    expect(served.rawPayload.length).toBe(body.sizeBytes);
  });

  it('answers a plain 404 for unknown files, never the web app', async () => {
    for (const url of [
      '/files/0123456789abcdef0123456789abcdef/nope.png',
      '/files/',
      '/files/../package.json',
      '/files/.tmp/x',
    ]) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });

  it('fetches an image the provider answers as a link and stores our own copy', async () => {
    remote.reply({ status: 200, contentType: 'image/png', body: LINKED_PNG as unknown as string });
    resolver.use(linkImageProvider(`${remote.url}/tmp/provider-image.png?sig=abc`));
    const { cookie } = await signUp(t.app);
    const res = await generate(cookie);
    resolver.use(null);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.url).toMatch(/^\/files\//);
    expect(body.url).not.toContain(remote.url);
    expect(body.revisedPrompt).toBe('revised');
    expect(remote.requests.at(-1)).toMatchObject({ method: 'GET', path: '/tmp/provider-image.png?sig=abc' });
    expect((await call(t.app, 'GET', body.url)).rawPayload.equals(LINKED_PNG)).toBe(true);
  });

  it('charges nothing when the linked image is not an image', async () => {
    remote.reply({ status: 200, contentType: 'text/html', body: '<html>login page</html>' });
    resolver.use(linkImageProvider(`${remote.url}/expired.png`));
    const { cookie, user } = await signUp(t.app);
    const res = await generate(cookie);
    resolver.use(null);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('NOT_AN_IMAGE');
    const [account] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user.id));
    expect(account).toMatchObject({ balance: 50, held: 0 });
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id))).toEqual([]);
  });

  it('keeps a file for its owner only', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { fileId } = (await generate(owner.cookie)).json();
    const stranger = await call(t.app, 'POST', `/api/files/${fileId}/keep`, { cookie: other.cookie });
    expect(stranger.statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/files/${fileId}/keep`)).statusCode).toBe(401);
    const kept = await call(t.app, 'POST', `/api/files/${fileId}/keep`, { cookie: owner.cookie });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      id: fileId,
      saved: true,
      contentType: 'image/png',
      url: expect.stringMatching(/^\/files\//),
    });
    expect(
      (await call(t.app, 'POST', '/api/files/not-a-uuid/keep', { cookie: owner.cookie })).statusCode,
    ).toBe(400);
  });

  it('the cleanup job deletes unsaved images older than an hour, and nothing else', async () => {
    const { cookie } = await signUp(t.app);
    const make = async () => (await generate(cookie)).json() as { fileId: string; url: string };
    const [oldUnsaved, oldSaved, freshUnsaved] = [await make(), await make(), await make()];
    await call(t.app, 'POST', `/api/files/${oldSaved.fileId}/keep`, { cookie });
    const age = (id: string, interval: string) =>
      t.database.db
        .update(storedFiles)
        .set({ createdAt: sql`now() - ${interval}::interval` })
        .where(eq(storedFiles.id, id));
    await age(oldUnsaved.fileId, '61 minutes');
    await age(oldSaved.fileId, '3 hours');
    await age(freshUnsaved.fileId, '50 minutes');

    await t.services.jobs.send(DELETE_EXPIRED_FILES_JOB, {});

    const remaining = (await t.database.db.select().from(storedFiles)).map((f) => f.id);
    expect(remaining).not.toContain(oldUnsaved.fileId);
    expect(remaining).toEqual(expect.arrayContaining([oldSaved.fileId, freshUnsaved.fileId]));
    const onDisk = (url: string) => fs.existsSync(path.join(filesDir(), url.replace('/files/', '')));
    expect(onDisk(oldUnsaved.url)).toBe(false);
    expect(onDisk(oldSaved.url)).toBe(true);
    expect(onDisk(freshUnsaved.url)).toBe(true);
    expect((await call(t.app, 'GET', oldUnsaved.url)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', oldSaved.url)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('image links on %s without ALLOWED_PRIVATE_HOSTS', (kind) => {
  let t: TestApp;
  let remote: TestServer;
  const resolver = createTestResolver();
  beforeAll(async () => {
    remote = await startTestServer();
    t = await createTestApp(kind, { overrides: withResolver(resolver) });
    await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await remote.close();
  });

  it("refuses a link to a private address that is not the provider's own host, charges nothing and never calls it", async () => {
    expect(t.services.config.allowedPrivateHosts).toEqual([]);
    remote.reply({ status: 200, contentType: 'image/png', body: LINKED_PNG as unknown as string });
    resolver.use(linkImageProvider(`${remote.url}/image.png`), ['gpu-box.lan']);
    const { cookie, user } = await signUp(t.app);
    const res = await runGeneration(t.app, 'image', { cookie, body: IMAGE });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('IMAGE_URL_REFUSED');
    expect(remote.requests).toHaveLength(0);
    const [account] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user.id));
    expect(account).toMatchObject({ balance: 50, held: 0 });
  });

  it("fetches a link on the provider's own host, even on this machine (an image server beside the model)", async () => {
    remote.reply({ status: 200, contentType: 'image/png', body: LINKED_PNG as unknown as string });
    resolver.use(linkImageProvider(`${remote.url}/own.png`), ['127.0.0.1']);
    const { cookie } = await signUp(t.app);
    const res = await runGeneration(t.app, 'image', { cookie, body: IMAGE });
    expect(res.statusCode, res.body).toBe(200);
    expect(remote.requests.at(-1)?.path).toBe('/own.png');
  });
});
