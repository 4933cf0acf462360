import { fileURLToPath } from 'node:url';

/*
 * Left to itself the bundler gives every set of modules shared by a different set of lazy
 * routes a chunk of its own: the dashboard's first load was 77 files, many of them one icon
 * or one small helper. These groups merge what always loads together, read from the module
 * graph (what each part imports statically):
 * - `app-shell`: the entry and the signed-in layout, every page's shell;
 * - `dashboard`: what only the dashboard's route loads;
 * - `app-shared`: what the dashboard and a studio both load (cards, dialogs, the archive list);
 * - `studio-kit`: what two studios or more load and the dashboard does not (the wizard kit).
 * Each studio's own code stays in its chunks. The landing page's modules (src/landing-main.tsx
 * and all it may load) are left out, so its chunks stay as they are and it never fetches one
 * of the app's.
 */
const source = (file) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

const LANDING = source('landing-main.tsx');
const SHELL = ['main.tsx', 'app/routes/signed-in-layout.tsx'].map(source);
const DASHBOARD = [
  'app/routes/dashboard/dashboard.tsx',
  'app/video-publishing-extras.tsx',
  'lib/video-extras.ts',
  'features/articles-archive/components/articles-archive.tsx',
  ...['articles', 'images', 'videos', 'video-scripts', 'voice-overs'].map(
    (archive) => `features/${archive}-archive/archive.ts`,
  ),
].map(source);
const STUDIO_SCREEN = [
  'features/plan-access/components/studio-access-gate.tsx',
  'lib/video-extras.ts',
  'app/video-publishing-extras.tsx',
].map(source);
const STUDIO_PAGES = [
  'article-wizard/components/article-wizard-page.tsx',
  'image-studio/components/image-studio-page.tsx',
  'voice-over-studio/components/voice-over-studio-page.tsx',
  'video-studio/components/video-studio-page.tsx',
  'video-script-studio/components/video-script-studio-page.tsx',
  'social-posts-studio/components/social-posts-page.tsx',
].map((page) => source(`features/${page}`));

/*
 * A library's index that re-exports all its parts: followed, it would name every part as
 * imported (each Radix primitive, each icon), though the bundle keeps only those used. What
 * the app takes through it is left to the bundler.
 */
const BARREL = /[\\/]node_modules[\\/](radix-ui|lucide-react)[\\/]/;

/** Every module `roots` import, transitively; lazily too with `lazy`. */
function closure(ctx, roots, lazy = false) {
  const seen = new Set();
  const visit = [...roots];
  while (visit.length > 0) {
    const id = visit.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (info && !BARREL.test(id))
      visit.push(...info.importedIds, ...(lazy ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

function groupsOf(ctx) {
  const landing = closure(ctx, [LANDING], true);
  const shell = closure(ctx, SHELL);
  const dashboard = closure(ctx, DASHBOARD);
  const studios = STUDIO_PAGES.map((page) => closure(ctx, [page, ...STUDIO_SCREEN]));
  const group = new Map();
  const studioCount = new Map();
  for (const studio of studios) for (const id of studio) studioCount.set(id, (studioCount.get(id) ?? 0) + 1);
  for (const id of new Set([...shell, ...dashboard, ...studioCount.keys()])) {
    // Translations are split by language and screen (vite-catalogue-chunks.mjs).
    if (/[\\/]src[\\/]locales[\\/].*\.json$/.test(id)) continue;
    const inStudios = studioCount.get(id) ?? 0;
    // A lazily imported module keeps its own chunk: grouped, rolldown (1.2) emitted a chunk
    // that exports a name it does not define.
    if (landing.has(id) || (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) continue;
    if (shell.has(id)) group.set(id, 'app-shell');
    else if (dashboard.has(id)) group.set(id, inStudios > 0 ? 'app-shared' : 'dashboard');
    else if (inStudios > 1) group.set(id, 'studio-kit');
  }
  return group;
}

// One graph per chunking pass (its module infos stay the same objects throughout it).
const passes = new WeakMap();

export const appChunks = {
  debugName: 'app',
  name: (id, ctx) => {
    const landingInfo = ctx.getModuleInfo(LANDING);
    if (!landingInfo) return null;
    let groups = passes.get(landingInfo);
    if (!groups) passes.set(landingInfo, (groups = groupsOf(ctx)));
    return groups.get(id) ?? null;
  },
  // The landing page's modules they import stay in the landing's chunks.
  includeDependenciesRecursively: false,
};
