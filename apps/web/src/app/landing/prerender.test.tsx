import { describe, expect, it } from 'vitest';
import { renderLanding } from './prerender';

describe('renderLanding', () => {
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
});
