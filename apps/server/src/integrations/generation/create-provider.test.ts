import { describe, expect, it } from 'vitest';
import { createUrlGuard } from '../../lib/url-guard.js';
import { createProvider } from './create-provider.js';

const urlGuard = createUrlGuard({ privateHosts: [] });

describe('createProvider', () => {
  it('builds each kind', () => {
    expect(createProvider('builtin', undefined).kind).toBe('builtin');
    expect(
      createProvider('webhook', { urls: { article: 'https://hooks.example.com/a' }, urlGuard }).kind,
    ).toBe('webhook');
    expect(
      createProvider('openai', {
        baseUrl: 'https://api.example.com/v1',
        apiKey: 'k',
        textModel: 't',
        imageModel: 'i',
        urlGuard,
      }).kind,
    ).toBe('openai');
  });

  it('refuses an unknown kind', () => {
    expect(() => createProvider('magic' as 'builtin', undefined)).toThrow(
      'Unknown generation provider: magic',
    );
  });
});
