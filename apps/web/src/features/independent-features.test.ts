import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, resolveImport } from '../../../../scripts/import-graph';

/*
 * Features never import each other: a page that shows two features is composed in app/, and
 * what two features share lives in components/ or lib/. The ESLint rule
 * scripts/eslint/feature-boundaries.js says so at each import; this test holds the whole
 * folder to it, tests included, so the rule cannot be switched off or skipped unnoticed.
 */
const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = path.join(webSrc, 'features');
const featureOf = (file: string) => path.relative(featuresDir, file).split(path.sep)[0]!;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
}

describe('web features', () => {
  it('import nothing from another feature', () => {
    const features = fs.readdirSync(featuresDir, { withFileTypes: true }).filter((e) => e.isDirectory());
    const files = features.flatMap((feature) => filesUnder(path.join(featuresDir, feature.name)));
    // Guards against a scan that finds nothing and passes by itself.
    expect(features.length).toBeGreaterThan(10);
    expect(files.length).toBeGreaterThan(100);

    const crossings = files.flatMap((file) =>
      importSpecifiers(fs.readFileSync(file, 'utf8')).flatMap((specifier) => {
        const target = resolveImport(file, specifier, [{ prefix: '@/', dir: webSrc }]);
        const inOtherFeature =
          target !== null &&
          target.startsWith(featuresDir + path.sep) &&
          featureOf(target) !== featureOf(file);
        return inOtherFeature
          ? [`${path.relative(webSrc, file)} imports ${path.relative(webSrc, target)}`]
          : [];
      }),
    );
    expect(crossings).toEqual([]);
  });
});
