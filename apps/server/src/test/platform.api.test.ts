import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, type TestApp } from './harness.js';

describe.each(databaseKinds)('platform behaviour on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      beforeReady: (app) =>
        app.get('/api/test-crash', async () => {
          throw new Error('connection string postgres://secret@db');
        }),
    });
  });
  afterAll(() => t.close());

  it('reports health of the database, jobs and mail', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      jobs: 'ok',
      mail: 'outbox',
      environment: 'test',
      videoRenderer: expect.stringMatching(/^ffmpeg \S+ \((system|npm)/),
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call(t.app, 'GET', '/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('turns an unexpected failure into a 500 that leaks nothing', async () => {
    const res = await call(t.app, 'GET', '/api/test-crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
    expect(res.body).not.toContain('secret');
  });

  it('sends security headers and a request id', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a state change from another site', async () => {
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'X', email: 'x@example.com', password: 'secret123' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('lists the plans publicly, cheapest first', async () => {
    const res = await call(t.app, 'GET', '/api/plans');
    expect(res.json().map((p: { id: string; monthlyCredits: number }) => [p.id, p.monthlyCredits])).toEqual([
      ['free', 50],
      ['start', 100],
      ['plus', 200],
      ['pro', 400],
      ['enterprise', 400],
    ]);
    expect(res.json().find((p: { id: string }) => p.id === 'plus').popular).toBe(true);
  });
});
