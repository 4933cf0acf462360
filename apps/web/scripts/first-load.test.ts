import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { charsPerSource, decodeSegment } from './chunk-contents.mjs';
import { firstLoad, measurePages, readBuild } from './first-load.mjs';

let dist = '';
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

/** A built app in a temporary folder: its HTML, its chunks and Vite's manifest. */
function fakeBuild(files: Record<string, string>, manifest: Record<string, unknown>) {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-first-load-'));
  for (const [file, text] of Object.entries({ ...files, '.vite/manifest.json': JSON.stringify(manifest) })) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  return readBuild(dist);
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const code = (name: string) => `export const ${name} = ${JSON.stringify(name.repeat(50))};`;

const chunks = {
  'app.html':
    '<script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js">',
  'assets/app.js': code('app'),
  'assets/react.js': code('react'),
  'assets/shared.js': code('shared'),
  'assets/route.js': code('route'),
  'assets/other-route.js': code('other'),
  'assets/never.js': code('never'),
};
const manifest = {
  'app.html': {
    file: 'assets/app.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/route.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/route.tsx': { file: 'assets/route.js', isDynamicEntry: true, imports: ['_shared.js', 'app.html'] },
  'src/other.tsx': { file: 'assets/other-route.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/never.tsx': { file: 'assets/never.js', isDynamicEntry: true },
};

describe('first load of a built page', () => {
  it('counts the HTML scripts, their static imports and the route modules, never other lazy chunks', () => {
    const build = fakeBuild(chunks, manifest);
    const load = firstLoad(build, {
      name: 'p',
      path: '/p',
      html: 'app.html',
      loads: ['src/route.tsx'],
      target: {},
      check: {},
    });
    expect([...load.files].sort()).toEqual([
      'assets/app.js',
      'assets/react.js',
      'assets/route.js',
      'assets/shared.js',
    ]);
    expect(load.bytes).toBe(
      gz(chunks['assets/app.js']) +
        gz(chunks['assets/react.js']) +
        gz(chunks['assets/route.js']) +
        gz(chunks['assets/shared.js']),
    );
  });

  it('fails a page over its checked size, file count or step from another page', () => {
    const build = fakeBuild(chunks, manifest);
    const page = { html: 'app.html', target: {}, path: '/' };
    const [home, other] = measurePages(build, [
      { ...page, name: 'home', loads: ['src/route.tsx'], check: { kb: 0.01, files: 3 } },
      { ...page, name: 'other', loads: ['src/other.tsx'], from: 'home', check: { fromKb: 0.01 } },
    ]);
    expect(home!.failures).toEqual([
      expect.stringMatching(/^first load .* KB > 0.01 KB$/),
      'first load 4 files > 3 files',
    ]);
    // From home, only other-route.js is new.
    expect(other!.from!.files).toEqual(['assets/other-route.js']);
    expect(other!.failures).toEqual([expect.stringMatching(/^from home .* KB > 0.01 KB$/)]);
  });

  it('leaves what a page warms once idle out of its first load, but not out of the step from it', () => {
    // never.js is a shared chunk (no entry of its own): found by the module its sourcemap names.
    const build = fakeBuild(
      { ...chunks, 'assets/never.js.map': JSON.stringify({ sources: ['../../src/kit.ts'] }) },
      {
        ...manifest,
        'src/other.tsx': { ...manifest['src/other.tsx'], imports: ['_shared.js', '_never.js'] },
        '_never.js': { file: 'assets/never.js' },
      },
    );
    const page = { html: 'app.html', target: {}, check: {}, path: '/' };
    const [home, other] = measurePages(build, [
      { ...page, name: 'home', loads: ['src/route.tsx'], warms: ['src/kit.ts'] },
      { ...page, name: 'other', loads: ['src/other.tsx'], from: 'home' },
    ]);
    expect(home!.load.files).not.toContain('assets/never.js');
    expect(home!.load.warmed).toEqual(['assets/never.js']);
    expect(other!.from!.files).toEqual(['assets/other-route.js']);
  });

  it('measures each page in the manifest of the build that made it (the landing page has its own)', () => {
    const build = fakeBuild(
      {
        ...chunks,
        'index.html': '<script type="module" crossorigin src="/assets/index.js"></script>',
        'assets/index.js': code('index'),
        'assets/landing-route.js': code('landingRoute'),
        '.vite/manifest.landing.json': JSON.stringify({
          'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/route.tsx'] },
          // The same source module as in the app's manifest, built into another file.
          'src/route.tsx': { file: 'assets/landing-route.js', isDynamicEntry: true },
        }),
      },
      manifest,
    );
    const page = { target: {}, check: {}, path: '/', loads: ['src/route.tsx'] };
    const [landing, app] = measurePages(build, [
      { ...page, name: 'landing', html: 'index.html' },
      { ...page, name: 'app', html: 'app.html' },
    ]);
    expect(landing!.load.files).toEqual(['assets/index.js', 'assets/landing-route.js']);
    expect(app!.load.files).toContain('assets/route.js');
    expect(() => firstLoad(build, { ...page, name: 'x', html: 'nowhere.html' })).toThrow(
      /builds nowhere.html/,
    );
  });

  it('names a missing manifest entry instead of measuring less', () => {
    const build = fakeBuild(chunks, manifest);
    expect(() =>
      firstLoad(build, {
        name: 'p',
        path: '/p',
        html: 'app.html',
        loads: ['src/renamed.tsx'],
        target: {},
        check: {},
      }),
    ).toThrow(/no src\/renamed.tsx/);
  });
});

describe('what a chunk holds', () => {
  it('decodes base64 VLQ segments', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('gBCDE')).toEqual([16, 1, -1, 2]);
  });

  it('gives each source the code from its segment to the next one, the rest to (unmapped)', () => {
    // Line 1: columns 0-4 from a.ts, 5-9 from b.ts; line 2 has no mapping.
    const result = charsPerSource('aaaaabbbbb\nzzz', { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,KCAA;' });
    expect(Object.fromEntries(result)).toEqual({ 'a.ts': 5, 'b.ts': 6, '(unmapped)': 3 });
  });
});
