/*
 * `npm run bench -- web`: the JavaScript each page's first load fetches from the built app
 * (apps/web/dist; `npm run build` first), gzipped, beside its budget
 * (apps/web/scripts/bundle-budgets.mjs). Sizes come from the build, so they are stable.
 *
 * `npm run bench -- web --what` also lists, per page, each file with the modules that make it
 * up (from the sourcemaps); `--what=<page or file name part>` only the matching ones,
 * `--modules` lists a package's files one by one instead of the package as a whole.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGES } from '../../apps/web/scripts/bundle-budgets.mjs';
import { chunkContents } from '../../apps/web/scripts/chunk-contents.mjs';
import { gzipSize, measurePages, readBuild } from '../../apps/web/scripts/first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.join(root, 'apps/web/dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const budget = (value: number | undefined, unit: string) => (value === undefined ? '' : `${value} ${unit}`);

/** The page's biggest modules over all its files (a module's share of its file's gzipped size). */
function printPageModules(build: ReturnType<typeof readBuild>, files: string[], packages: boolean) {
  const totals = new Map<string, number>();
  for (const file of files) {
    const gz = gzipSize(build, file);
    const { total, modules } = chunkContents(WEB_DIST, file, { packages });
    for (const { name, chars } of modules) totals.set(name, (totals.get(name) ?? 0) + (gz * chars) / total);
  }
  console.log('  biggest modules of the page:');
  for (const [name, bytes] of [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_TOP ?? 20))) {
    console.log(`  ${`≈${kb(bytes)}`.padStart(20)}  ${name}`);
  }
  console.log('  its files:');
}

export function printWebBundle(options: { what?: string | true; packages?: boolean } = {}) {
  const build = readBuild(WEB_DIST);
  const results = measurePages(build, PAGES);
  console.log('\nWeb bundle: JavaScript of a first load (gzip -9, English), budgets from issue 23');
  console.log(
    `  ${'page'.padEnd(22)} ${'first load'.padStart(10)} ${'files'.padStart(5)}  ${'budget'.padEnd(16)} ${'from dashboard'.padStart(14)}  budget   checked by CI`,
  );
  for (const { page, load, from, failures } of results) {
    const target = [budget(page.target.kb, 'KB'), budget(page.target.files, 'files')]
      .filter(Boolean)
      .join(', ');
    const checked =
      page.check.kb === page.target.kb &&
      page.check.files === page.target.files &&
      page.check.fromKb === page.target.fromKb
        ? 'the budget'
        : `ratchet: ${[budget(page.check.kb, 'KB'), budget(page.check.files, 'files'), page.check.fromKb ? `+${page.check.fromKb} KB` : ''].filter(Boolean).join(', ')}`;
    console.log(
      `  ${page.name.padEnd(22)} ${kb(load.bytes).padStart(10)} ${String(load.files.length).padStart(5)}  ${target.padEnd(16)} ${(from ? `+${kb(from.bytes)}` : '').padStart(14)}  ${budget(page.target.fromKb, 'KB').padEnd(7)}  ${checked}${failures.length ? `  OVER: ${failures.join('; ')}` : ''}`,
    );
  }
  if (options.what === undefined) return results;

  const filter = options.what === true ? '' : options.what.toLowerCase();
  const shown = new Set<string>();
  for (const { page, load } of results) {
    const pageMatches = page.name.toLowerCase().includes(filter) || page.path === filter;
    const files = load.files.filter((file) => pageMatches || file.toLowerCase().includes(filter));
    if (files.length === 0) continue;
    console.log(`\n${page.name} (${page.path}): ${load.files.length} files, ${kb(load.bytes)}`);
    if (pageMatches) printPageModules(build, load.files, options.packages !== false);
    for (const file of [...files].sort((a, b) => gzipSize(build, b) - gzipSize(build, a))) {
      const gz = gzipSize(build, file);
      if (shown.has(file)) {
        console.log(`  ${kb(gz).padStart(9)}  ${file} (listed above)`);
        continue;
      }
      shown.add(file);
      const { total, modules } = chunkContents(WEB_DIST, file, { packages: options.packages !== false });
      console.log(`  ${kb(gz).padStart(9)}  ${file}`);
      // A module's share of the gzipped file, estimated from its share of the raw code.
      for (const { name, chars } of modules.slice(0, 12)) {
        console.log(`  ${`≈${kb((gz * chars) / total)}`.padStart(20)}  ${name}`);
      }
      if (modules.length > 12) console.log(`  ${''.padStart(20)}  … ${modules.length - 12} more modules`);
    }
  }
  return results;
}
