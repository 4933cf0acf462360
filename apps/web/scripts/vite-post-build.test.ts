import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { injectLanding, inlinePosters } from './vite-post-build.mjs';
import { markContractsPure } from './vite-pure-contracts.mjs';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Forja — English title</title>
    <meta
      name="description"
      content="English description"
    />
    <!--
      The landing page. Build notes.
    -->
  </head>
  <body>
    <div id="root"><!--landing-html--></div>
  </body>
</html>`;

describe('injectLanding', () => {
  it('puts the markup, the language, the title and the description in, escaped', () => {
    const html = injectLanding(template, 'ro', {
      html: '<main>$& conținut</main>',
      title: 'Forja <RO>',
      description: 'Descriere "citată"',
    });
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain('<title>Forja &lt;RO&gt;</title>');
    expect(html).toContain('<meta name="description" content="Descriere &quot;citată&quot;" />');
    expect(html).toContain('<div id="root" data-prerendered="ro"><main>$& conținut</main></div>');
    expect(html).not.toContain('Build notes');
  });

  it('refuses a template without the placeholder', () => {
    expect(() =>
      injectLanding('<div id="root"></div>', 'en', { html: '', title: '', description: '' }),
    ).toThrow(/landing-html/);
  });
});

describe('inlinePosters', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-posters-'));
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'media/hero.webp'), Buffer.from('RIFF-webp'));

  it("puts the poster in as a data URL and drops React's preload of it", async () => {
    const html = [
      '<link rel="preload" as="image" href="/media/hero.webp" fetchPriority="high"/>',
      '<img src="/media/hero.webp" alt=""/>',
      '<img src="/media/other.webp" alt="" loading="lazy"/>',
    ].join('');
    const out = await inlinePosters(html, dir, ['/media/hero.webp']);
    const data = Buffer.from('RIFF-webp').toString('base64');
    expect(out).toBe(
      `<img src="data:image/webp;base64,${data}" alt=""/><img src="/media/other.webp" alt="" loading="lazy"/>`,
    );
  });

  it('fails the build when the poster is not on the page', async () => {
    await expect(inlinePosters('<img src="/media/other.webp"/>', dir, ['/media/hero.webp'])).rejects.toThrow(
      /no <img src="\/media\/hero.webp">/,
    );
  });
});

describe('markContractsPure', () => {
  it('wraps computed constants so an unused schema can be dropped, and leaves literals alone', () => {
    const out = markContractsPure(
      [
        "import { z } from 'zod';",
        'export const LIMIT = 5;',
        'export const schema = z.object({ a: z.string() }).strict();',
        'const list = [1, 2];',
      ].join('\n'),
    );
    expect(out).toContain('export const LIMIT = 5;');
    expect(out).toContain(
      'export const schema = /* @__PURE__ */ (() => (z.object({ a: z.string() }).strict()))();',
    );
    expect(out).toContain('const list = [1, 2];');
  });
});
