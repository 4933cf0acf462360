import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { articles } from '../db/schema/index.js';
import type { Services } from '../modules/server-module.js';
import { startFakeWordPress, type FakeWordPress } from './fakes/fake-wordpress.js';
import { call, createTestApp, signUp, type TestApp } from './harness.js';
import { createTestResolver, withResolver } from './test-provider.js';

export const PASSWORD = 'abcd EFGH ijkl MNOP qrst UVWX';

/**
 * For one describe block of the publishing suites: an app that may call this machine, a
 * fake WordPress site (reset to its defaults after each test), and the helpers they share.
 */
export function publishingFixture(
  kind: 'pglite' | 'postgres',
  opts: { overrides?: (s: Services) => Partial<Services> } = {},
) {
  const fixture = {} as { t: TestApp; wp: FakeWordPress };
  beforeAll(async () => {
    fixture.t = await createTestApp(kind, {
      env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1,localhost' },
      overrides: (s) => ({ ...withResolver(createTestResolver())(), ...opts.overrides?.(s) }),
    });
    fixture.wp = await startFakeWordPress({ password: PASSWORD });
  });
  afterAll(async () => {
    await fixture.wp.close();
    await fixture.t.close();
  });
  afterEach(() => {
    fixture.wp.mode = 'wordpress';
    fixture.wp.password = PASSWORD;
    fixture.wp.blindSearch = false;
    fixture.wp.delayMs = 0;
    fixture.wp.futureAnswer = 'future';
    fixture.wp.failPostWrites = 0;
  });

  const articleRow = async (id: string) => {
    const [row] = await fixture.t.database.db.select().from(articles).where(eq(articles.id, id));
    return row!;
  };
  const postRequests = () =>
    fixture.wp.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/wp-json/wp/v2/posts'));

  async function connectedUser() {
    const { t, wp } = fixture;
    const user = await signUp(t.app);
    const res = await call(t.app, 'PUT', '/api/connections/wordpress', {
      cookie: user.cookie,
      body: { url: wp.url, username: wp.username, applicationPassword: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return user;
  }

  return { fixture, articleRow, postRequests, connectedUser };
}
