// Compiles the server (apps/server/src/main.ts and what it imports, with @forja/contracts) into
// one ES module, apps/server/dist/main.mjs, when its sources changed since the last build.
// Used by `npm start`: loading ~375 TypeScript files through tsx's loader thread cost about half
// of a start's time and ~70 MB of memory; the bundle loads in one read. Packages stay outside
// the bundle (Node loads them from node_modules as it always did). The worker, the admin
// command and the tests still run the sources through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashSources, root } from './source-hash.mjs';

const outDir = path.join(root, 'apps/server/dist');
export const serverBundle = path.join(outDir, 'main.mjs');
const stampFile = path.join(outDir, '.source-hash');
const inputs = ['apps/server/src', 'packages/contracts/src', 'package-lock.json', 'scripts/server-build.mjs'];

/*
 * A source file that finds files beside itself (its migrations, a worker script, package.json)
 * through import.meta.url keeps finding them: in the bundle, its import.meta.url is its own
 * source file's address, resolved from wherever the bundle is.
 */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const source = path.relative(outDir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(source)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Packages are imported from node_modules at run time; only the workspace's own are bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@forja/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds the bundle if its sources changed; returns its path. */
export async function buildServerIfChanged({ force = false } = {}) {
  const sourceHash = hashSources(inputs);
  const builtHash = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (!force && sourceHash === builtHash && fs.existsSync(serverBundle)) return serverBundle;
  // A dependency of the server (the version tsx runs with), loaded only when a build is due.
  const esbuild = await import('esbuild');
  const { outputFiles } = await esbuild.build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: serverBundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Error classes are told apart by name (runtime.ts), so names stay as written.
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [packagesOutside, ownImportMetaUrl],
  });
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of outputFiles) {
    // Written aside and renamed: a second `npm start` at the same moment never loads half a file.
    const partial = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
  fs.writeFileSync(stampFile, sourceHash);
  return serverBundle;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServerIfChanged({ force: process.argv.includes('--force') });
}
