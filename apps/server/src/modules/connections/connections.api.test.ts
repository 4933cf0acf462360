import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { platformConnections } from '../../db/schema/index.js';
import { startFakeWordPress, type FakeWordPress } from '../../test/fakes/fake-wordpress.js';
import { decryptSecret } from '../../lib/crypto.js';
import {
  call,
  createTestApp,
  databaseKinds,
  signUp,
  TEST_ENCRYPTION_KEY,
  type TestApp,
} from '../../test/harness.js';

const PATH = '/api/connections/wordpress';

describe.each(databaseKinds)('WordPress connection on %s', (kind) => {
  let t: TestApp;
  let wp: FakeWordPress;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1,localhost' } });
    wp = await startFakeWordPress();
  });
  afterAll(async () => {
    await wp.close();
    await t.close();
  });
  afterEach(() => {
    wp.mode = 'wordpress';
    wp.password = 'abcd EFGH ijkl MNOP qrst UVWX';
  });

  const credentials = () => ({
    url: `${wp.url}/wp-admin/`,
    username: wp.username,
    applicationPassword: wp.password,
  });
  const rows = (userId: string) =>
    t.database.db.select().from(platformConnections).where(eq(platformConnections.userId, userId));

  it('checks the site, saves the password encrypted, and never returns it', async () => {
    const { cookie, user } = await signUp(t.app);
    const initial = (await call(t.app, 'GET', '/api/connections', { cookie })).json();
    expect(initial.connections).toEqual([
      { platform: 'wordpress', connected: false, display: null, connectedAt: null },
      expect.objectContaining({
        platform: 'youtube',
        connected: false,
        display: null,
        needsReconnect: false,
      }),
      expect.objectContaining({ platform: 'tiktok', connected: false, display: null, needsReconnect: false }),
    ]);

    const res = await call(t.app, 'PUT', PATH, { cookie, body: credentials() });
    expect(res.statusCode, res.body).toBe(200);
    const display = { siteUrl: wp.url, username: 'editor', displayName: 'Edith Editor', userId: 7 };
    expect(res.json()).toEqual({
      platform: 'wordpress',
      connected: true,
      display,
      connectedAt: expect.any(String),
    });
    expect(res.body).not.toContain(wp.password);

    const [row] = await rows(user.id);
    expect(JSON.stringify(row)).not.toContain(wp.password);
    expect(JSON.stringify(row)).not.toContain('abcd');
    expect(row!.displayInfo).toEqual(display);
    const config = JSON.parse(
      decryptSecret(row!.configEncrypted, TEST_ENCRYPTION_KEY, `platform_connections:${user.id}:wordpress`),
    );
    expect(config).toEqual({
      siteUrl: wp.url,
      username: 'editor',
      applicationPassword: wp.password,
      restMode: 'pretty',
    });

    const list = await call(t.app, 'GET', '/api/connections', { cookie });
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().connections[0]).toEqual({
      platform: 'wordpress',
      connected: true,
      display,
      connectedAt: expect.any(String),
    });
    expect(list.body).not.toContain(wp.password);

    const tested = await call(t.app, 'POST', `${PATH}/test`, { cookie });
    expect(tested.statusCode).toBe(200);
    expect(tested.json().display).toEqual(display);

    // The password was revoked on the site: the test says so, the connection stays.
    wp.password = 'revoked';
    const failed = await call(t.app, 'POST', `${PATH}/test`, { cookie });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'WORDPRESS_UNAUTHORIZED', details: { siteStatus: 401 } });
    expect(await rows(user.id)).toHaveLength(1);

    expect((await call(t.app, 'DELETE', PATH, { cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', PATH, { cookie })).statusCode).toBe(204);
    expect(await rows(user.id)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/connections', { cookie })).json().connections[0].connected).toBe(
      false,
    );
    expect((await call(t.app, 'POST', `${PATH}/test`, { cookie })).json().code).toBe(
      'WORDPRESS_NOT_CONNECTED',
    );
  });

  it("answers 'Incomplete data' for a missing field, and a field error for a bad address", async () => {
    const { cookie, user } = await signUp(t.app);
    for (const body of [
      { url: wp.url, username: 'editor' },
      { url: '  ', username: 'editor', applicationPassword: 'x' },
      {},
    ]) {
      const res = await call(t.app, 'PUT', PATH, { cookie, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WORDPRESS_INCOMPLETE');
    }
    expect((await call(t.app, 'PUT', PATH, { cookie, body: {} })).json().details.fields).toEqual({
      url: ['fill_all_fields'],
      username: ['fill_all_fields'],
      applicationPassword: ['fill_all_fields'],
    });
    for (const url of ['ftp://example.com', 'example.com', 'https://user:pw@example.com']) {
      const res = await call(t.app, 'PUT', PATH, { cookie, body: { ...credentials(), url } });
      expect(res.json(), url).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { url: ['url_invalid'] } },
      });
    }
    const typed = await call(t.app, 'PUT', PATH, { cookie, body: { ...credentials(), username: 42 } });
    expect(typed.json().code).toBe('VALIDATION_ERROR');
    expect(await rows(user.id)).toEqual([]);
    expect(wp.requests.filter((r) => r.headers.authorization?.includes('42'))).toEqual([]);
  });

  it('saves nothing when the site refuses the login or is not WordPress', async () => {
    const { cookie, user } = await signUp(t.app);
    const wrong = await call(t.app, 'PUT', PATH, {
      cookie,
      body: { ...credentials(), applicationPassword: 'nope' },
    });
    expect(wrong.statusCode).toBe(502);
    expect(wrong.json().code).toBe('WORDPRESS_UNAUTHORIZED');
    wp.mode = 'html';
    expect((await call(t.app, 'PUT', PATH, { cookie, body: credentials() })).json().code).toBe(
      'WORDPRESS_NOT_FOUND',
    );
    wp.mode = 'not-found';
    expect((await call(t.app, 'PUT', PATH, { cookie, body: credentials() })).json().code).toBe(
      'WORDPRESS_NOT_FOUND',
    );
    expect(await rows(user.id)).toEqual([]);
  });

  it("keeps each user's connection to themselves", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await call(t.app, 'PUT', PATH, { cookie: owner.cookie, body: credentials() });
    expect(
      (await call(t.app, 'GET', '/api/connections', { cookie: other.cookie })).json().connections[0]
        .connected,
    ).toBe(false);
    expect((await call(t.app, 'POST', `${PATH}/test`, { cookie: other.cookie })).statusCode).toBe(409);
    expect((await call(t.app, 'DELETE', PATH, { cookie: other.cookie })).statusCode).toBe(204);
    expect(await rows(owner.user.id)).toHaveLength(1);
  });

  it('answers 401 to a signed-out caller', async () => {
    expect((await call(t.app, 'GET', '/api/connections')).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', PATH, { body: credentials() })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', `${PATH}/test`)).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', PATH)).statusCode).toBe(401);
  });
});
