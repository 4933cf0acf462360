import { describe, expect, it } from 'vitest';
import { apiRequest } from './api-client';
import { errorMessage, generationFailureMessage } from './errors';
import { i18n } from './i18n';
import { fromStoredError, generationError } from './wizard/stored-error';
import { mockFetch, networkFailure } from '@/test/mock-fetch';

/*
 * The server's NETWORK_ERROR says it could not reach a generation service; only the browser
 * losing this server is the reader's connection. The two used to share a code and a text
 * ("Check your internet connection") (issue 21).
 */
const t = i18n.t.bind(i18n);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('what a failure says', () => {
  it('a generation that failed because its service could not be reached blames the service, not the connection', () => {
    const error = fromStoredError(generationError({ code: 'NETWORK_ERROR', message: 'Network error' }));
    const text = generationFailureMessage(t, error, 'errors:generic');
    expect(text).toBe(
      'The generation service could not be reached. Please try again later. No credits were used.',
    );
    expect(text).not.toMatch(/internet/);
  });

  it('an immediate generation answered 502 NETWORK_ERROR by the server blames the service too', async () => {
    mockFetch({
      'POST /api/generations': { status: 502, body: { code: 'NETWORK_ERROR', message: 'Network error' } },
    });
    const error = await rejection(
      apiRequest('/api/generations', { method: 'POST', body: { kind: 'titleIdeas', input: {} } }),
    );
    expect(errorMessage(t, error)).toBe(
      'The generation service could not be reached. Please try again later.',
    );
  });

  it('only the browser losing the server asks the reader to check their connection', async () => {
    mockFetch({ 'GET /api/credits': networkFailure });
    const error = await rejection(apiRequest('/api/credits'));
    expect(errorMessage(t, error)).toBe(
      'Could not connect to the server. Check your internet connection and try again.',
    );
  });

  it('says once that nothing was charged', () => {
    const error = fromStoredError(generationError({ code: 'PROVIDER_ERROR', message: 'boom' }));
    expect(generationFailureMessage(t, error, 'errors:generic')).toBe(
      'The generation service failed. Please try again. No credits were used.',
    );
    const cancelled = fromStoredError(generationError({ code: 'ABORTED', message: '' }));
    expect(generationFailureMessage(t, cancelled, 'errors:generic')).toBe(
      'The generation was cancelled. No credits were used.',
    );
  });
});
