import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { forgetInlinedImages } from '@/lib/inlined-images';
import { startLanding } from '@/landing-start';
import { mockFetch, signedOut } from '@/test/mock-fetch';
import { inlinePosters } from '../../../scripts/vite-post-build.mjs';
import { renderLanding } from './prerender';

describe('renderLanding', () => {
  afterEach(() => forgetInlinedImages());

  it('renders the whole page in the asked language, with its title and description', async () => {
    const page = await renderLanding('es');
    expect(page.title).toMatch(/^Forja — estudio de IA/);
    expect(page.description).toMatch(/Empieza gratis\.$/);
    expect(page.html).toContain('Artículos, imágenes, locuciones y vídeos cortos');
    for (const id of ['features', 'pricing', 'faq', 'contact']) expect(page.html).toContain(`id="${id}"`);
    // What depends on the visitor is left for the browser: no banner, plans still loading.
    expect(page.html).not.toContain('cookie-banner');
    expect(page.html).toContain('aria-busy="true"');
  });

  /*
   * Issue 21: every landing load logged a hydration mismatch: the build inlines the hero
   * poster as a data: URL, the browser rendered the file's address. A New Year would add the
   * footer's year. The page as built must hydrate with nothing to patch.
   */
  it('the built page (hero poster inlined) hydrates without a mismatch, even in a later year', async () => {
    mockFetch({
      'GET /api/auth/get-session': signedOut,
      'GET /api/plans': { body: [] },
      'GET /api/site-config': { body: { analyticsScript: null, marketingScript: null, socialLinks: [] } },
    });
    const page = await renderLanding('en');
    // apps/web/public, beside this file's src/ (the build reads the poster from dist, its copy).
    const publicDir = decodeURIComponent(
      import.meta.url.replace(/^file:\/\//, '').replace(/\/src\/.*$/, '/public'),
    );
    const html = await inlinePosters(page.html, publicDir, ['/media/hero-demo.webp']);
    expect(html).toContain('src="data:image/webp;base64,');

    const container = document.createElement('div');
    container.dataset.prerendered = 'en';
    container.innerHTML = html;
    document.body.append(container);
    // A browser parsing <video muted> mutes it; jsdom leaves the property false.
    for (const video of container.querySelectorAll('video')) video.muted = video.hasAttribute('muted');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const nextYear = new Date().getFullYear() + 1;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${nextYear}-01-02T10:00:00Z`) });
    const root = await startLanding(container);
    try {
      await waitFor(() => expect(document.documentElement.dataset.interactive).toBe('true'));
      await waitFor(() => expect(container.querySelector('footer')).toHaveTextContent(String(nextYear)));
      expect(errors.mock.calls.map((call) => call.map(String).join(' ').slice(-1500))).toEqual([]);
      expect(
        container.querySelector('img[data-original-src="/media/hero-demo.webp"]')?.getAttribute('src'),
      ).toMatch(/^data:image\/webp;base64,/);
    } finally {
      root.unmount();
      container.remove();
      delete document.documentElement.dataset.interactive;
    }
  });
});
