import { describe, expect, it } from 'vitest';
import { PREACT_FOR_REACT, preactInEnvironments } from './vite-preact.mjs';

type Resolve = (id: string, importer?: string, options?: object) => Promise<{ id: string }>;

describe('preactInEnvironments', () => {
  const plugin = preactInEnvironments(['client', 'landing']);
  const applies = plugin.applyToEnvironment as (env: { name: string }) => boolean;
  const hook = plugin.resolveId as {
    filter: { id: RegExp };
    handler: (this: { resolve: Resolve }, source: string, importer?: string, options?: object) => unknown;
  };

  it('applies to the browser builds only: the prerender keeps React', () => {
    expect(applies({ name: 'landing' })).toBe(true);
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
    // The dev server pre-bundles react-router & co. against React: mixing in Preact there
    // would give a page two renderers.
    expect(plugin.apply).toBe('build');
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
