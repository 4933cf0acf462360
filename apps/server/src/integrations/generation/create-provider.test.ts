import { describe, expect, it } from 'vitest';
import { createProvider } from './create-provider.js';

describe('createProvider', () => {
  it('builds each kind', () => {
    expect(createProvider('builtin', undefined).kind).toBe('builtin');
    expect(createProvider('webhook', { urls: { article: 'https://hooks.example.com/a' } }).kind).toBe(
      'webhook',
    );
    expect(
      createProvider('openai', {
        baseUrl: 'https://api.example.com/v1',
        apiKey: 'k',
        textModel: 't',
        imageModel: 'i',
      }).kind,
    ).toBe('openai');
  });

  it('refuses an unknown kind', () => {
    expect(() => createProvider('magic' as 'builtin', undefined)).toThrow(
      'Unknown generation provider: magic',
    );
  });
});
