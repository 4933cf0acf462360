import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness.js';

describe('the /api/auth rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('limits sign-ins and other POSTs per address, but never session reads', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await call(t.app, 'GET', '/api/auth/get-session')).statusCode).toBe(200);
    }
    const body = { email: 'nobody@example.com', password: 'wrong-one' };
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(t.app, 'POST', '/api/auth/sign-in/email', { body })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await call(t.app, 'POST', '/api/auth/sign-in/email', { body });
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
