// What a page's first load fetches from the built app (apps/web/dist), for `npm run bench -- web`
// and the CI budget check (scripts/check-web-budgets.mjs). Read from the build itself: the
// page's HTML (its module script and modulepreload tags), then every chunk those import
// statically, per Vite's manifest of the build that made the page (dist/.vite/manifest.json for
// the app, manifest.landing.json for the landing page: vite.config.ts `environments`),
// plus the dynamic imports the page always makes on load (the route's lazy modules, the
// toaster, the landing page's deferred start) and the translation files its route loads.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Reads the build's manifests and indexes each by output file. There is one per Vite
 * environment (vite.config.ts): manifest.json for the app shell, manifest.landing.json for
 * the landing page, each with its own chunk graph (the same source file can be in both).
 */
export function readBuild(dist) {
  const dir = path.join(dist, '.vite');
  if (!fs.existsSync(path.join(dir, 'manifest.json')))
    throw new Error(`no ${path.join(dir, 'manifest.json')}: build the web app first (npm run build)`);
  const manifests = fs
    .readdirSync(dir)
    .filter((name) => /^manifest(\.[\w-]+)?\.json$/.test(name))
    .map((name) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
      const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
      return { manifest, keyOfFile };
    });
  return { dist, manifests, gzipCache: new Map() };
}

/** The chunk graph (one environment's manifest) that built the page `htmlFile`. */
export function graphOf(build, htmlFile) {
  const found = build.manifests.find(({ manifest }) => manifest[htmlFile]);
  if (!found) throw new Error(`no manifest in ${build.dist}/.vite builds ${htmlFile}`);
  return { ...build, ...found };
}

/** The scripts an HTML file names: its module scripts and modulepreload links (as manifest keys). */
export function htmlScripts(build, htmlFile) {
  const html = fs.readFileSync(path.join(build.dist, htmlFile), 'utf8');
  const refs = [
    ...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g),
  ].map((m) => m[1]);
  if (refs.length === 0) throw new Error(`${htmlFile} loads no module script`);
  return refs.map((file) => {
    const key = build.keyOfFile.get(file);
    if (!key) throw new Error(`${htmlFile} names ${file}, which the manifest does not know`);
    return key;
  });
}

function chunk(build, key) {
  const found = build.manifest[key];
  if (!found) throw new Error(`the manifest has no ${key} (was it renamed? update bundle-budgets.mjs)`);
  return found;
}

/** The manifest keys `roots` need before they run: themselves and their static imports, transitively. */
export function withStaticImports(build, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk(build, key).imports ?? []) visit(imported);
  };
  for (const key of roots) visit(key);
  return seen;
}

/** Gzipped size (level 9, as `npm run bench:web` counts) of a built file. */
export function gzipSize(build, file) {
  let size = build.gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(build.dist, file)), { level: 9 }).length;
    build.gzipCache.set(file, size);
  }
  return size;
}

/**
 * The manifest key of the chunk that holds `src` (chunkHolding), or for `_<name>` (a chunk
 * named by a codeSplitting group, e.g. `_en-dashboard`) its hashed key.
 */
function manifestKey(build, src) {
  if (!src.startsWith('_')) return chunkHolding(build, src);
  const key = Object.keys(build.manifest).find((candidate) => candidate.startsWith(`${src}-`));
  if (!key) throw new Error(`the manifest has no chunk ${src} (was it renamed? update bundle-budgets.mjs)`);
  return key;
}

/**
 * The manifest key of the chunk that holds source module `src`: its own entry, or (a module
 * that other chunks import too) the shared chunk whose sourcemap names it.
 */
function chunkHolding(build, src) {
  if (build.manifest[src]) return src;
  const key = Object.keys(build.manifest).find((candidate) => {
    const mapFile = path.join(build.dist, `${build.manifest[candidate].file}.map`);
    if (!fs.existsSync(mapFile)) return false;
    return JSON.parse(fs.readFileSync(mapFile, 'utf8')).sources.some((source) => source.endsWith(`/${src}`));
  });
  if (!key)
    throw new Error(`no ${src} in the manifest nor in a chunk (was it renamed? update bundle-budgets.mjs)`);
  return key;
}

/**
 * The JavaScript (and translation JSON) a page's first load fetches, in English.
 * `page` (bundle-budgets.mjs): `html`, the HTML file served; `loads`, source modules the page
 * imports dynamically on every load (its route modules, in order); `warms`, source modules it
 * fetches once idle, after its first load: not counted in it, but already there when the
 * user moves on (`warmed`, the files they add).
 */
export function firstLoad(wholeBuild, page) {
  const build = graphOf(wholeBuild, page.html);
  const roots = [...htmlScripts(build, page.html), ...page.loads.map((src) => manifestKey(build, src))];
  const keys = withStaticImports(build, roots);
  const files = [...keys].map((key) => build.manifest[key].file);
  const bytes = files.reduce((sum, file) => sum + gzipSize(build, file), 0);
  const warmed = [
    ...withStaticImports(
      build,
      (page.warms ?? []).map((src) => chunkHolding(build, src)),
    ),
  ]
    .map((key) => build.manifest[key].file)
    .filter((file) => !files.includes(file));
  return { files, keys, bytes, warmed };
}

/** What moving from one page to another adds: the files of `to` that `from` did not load or warm. */
export function added(build, from, to) {
  const had = new Set([...from.files, ...(from.warmed ?? [])]);
  const files = to.files.filter((file) => !had.has(file));
  return { files, bytes: files.reduce((sum, file) => sum + gzipSize(build, file), 0) };
}

/** Every page's first load beside its budgets; `ok` is false where a checked budget is exceeded. */
export function measurePages(build, pages) {
  const loads = new Map(pages.map((page) => [page.name, firstLoad(build, page)]));
  return pages.map((page) => {
    const load = loads.get(page.name);
    const from = page.from ? added(build, loads.get(page.from), load) : undefined;
    const failures = [];
    // Compared unrounded; rounded only in the message.
    const check = (label, value, limit, unit) => {
      const shown = unit === 'KB' ? (Math.round(value * 10) / 10).toFixed(1) : value;
      if (limit !== undefined && value > limit) failures.push(`${label} ${shown} ${unit} > ${limit} ${unit}`);
    };
    check('first load', load.bytes / 1024, page.check.kb, 'KB');
    check('first load', load.files.length, page.check.files, 'files');
    if (from) check(`from ${page.from}`, from.bytes / 1024, page.check.fromKb, 'KB');
    return { page, load, from, failures };
  });
}
