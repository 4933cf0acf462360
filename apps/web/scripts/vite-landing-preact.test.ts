import { describe, expect, it } from 'vitest';
import { PREACT_FOR_REACT, preactInEnvironment } from './vite-landing-preact.mjs';

type Resolve = (id: string, importer?: string, options?: object) => Promise<{ id: string }>;

describe('preactInEnvironment', () => {
  const plugin = preactInEnvironment('landing');
  const applies = plugin.applyToEnvironment as (env: { name: string }) => boolean;
  const hook = plugin.resolveId as {
    filter: { id: RegExp };
    handler: (this: { resolve: Resolve }, source: string, importer?: string, options?: object) => unknown;
  };

  it('applies to the landing build only: the app keeps React', () => {
    expect(applies({ name: 'landing' })).toBe(true);
    expect(applies({ name: 'client' })).toBe(false);
    expect(applies({ name: 'ssr' })).toBe(false);
  });

  it("resolves React's module ids (exactly, not their look-alikes) to preact/compat", async () => {
    for (const id of Object.keys(PREACT_FOR_REACT)) expect(hook.filter.id.test(id)).toBe(true);
    for (const id of ['react-i18next', 'react-dom/server', 'preact/compat', 'react-router'])
      expect(hook.filter.id.test(id)).toBe(false);
    const resolve: Resolve = (id) => Promise.resolve({ id: `/node_modules/${id}` });
    await expect(
      hook.handler.call({ resolve }, 'react-dom/client', '/src/landing-start.tsx'),
    ).resolves.toEqual({
      id: '/node_modules/preact/compat/client',
    });
  });
});
