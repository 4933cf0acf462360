import { describe, expect, it } from 'vitest';
import { apiRequest, ApiRequestError } from './api-client';
import { mockFetch, networkFailure } from '@/test/mock-fetch';

describe('api client', () => {
  it('sends JSON with credentials and returns the parsed body', async () => {
    const fetch = mockFetch({ 'POST /api/things': ({ body }) => ({ body: { echoed: body } }) });
    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      echoed: { a: 1 },
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns the server error shape into an ApiRequestError', async () => {
    mockFetch({
      'POST /api/auth/sign-in/email': {
        status: 429,
        body: { code: 'TOO_MANY_ATTEMPTS', message: 'Slow down', details: { retryAfterSeconds: 30 } },
      },
    });
    const error = await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Slow down',
      details: { retryAfterSeconds: 30 },
    });
  });

  it('reports a network failure as CONNECTION_FAILED', async () => {
    mockFetch({ 'GET /api/health': networkFailure });
    await expect(apiRequest('/api/health')).rejects.toMatchObject({ status: 0, code: 'CONNECTION_FAILED' });
  });

  it('derives a code from the status when the body is not the error shape', async () => {
    mockFetch({ 'GET /api/health': { status: 502, body: '<html>Bad gateway</html>' } });
    await expect(apiRequest('/api/health')).rejects.toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('returns undefined for an empty success', async () => {
    mockFetch({ 'DELETE /api/things': { status: 204 } });
    await expect(apiRequest('/api/things', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
