import { describe, expect, it } from 'vitest';
import { injectLanding } from './vite-post-build.mjs';
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
