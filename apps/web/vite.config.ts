import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import rootPackage from '../../package.json' with { type: 'json' };
// Plain JS (they use Node APIs, and this tsconfig has no Node types).
import { devPages, postBuild } from './scripts/vite-post-build.mjs';
import { endpointsWithoutSchemas } from './scripts/vite-endpoint-schemas.mjs';
import { pureContracts } from './scripts/vite-pure-contracts.mjs';
import { catalogueChunks } from './scripts/vite-catalogue-chunks.mjs';
import { preactInEnvironments } from './scripts/vite-preact.mjs';

const apiServer = 'http://localhost:3000';

/** How both builds (the app's and the landing page's) cut their code into files. */
const chunkGroups = [
  /*
   * zod gets a chunk of its own: left to itself, the bundler merged it into a chunk
   * the landing page imports, although only the app and the contact form's
   * on-demand validation use it.
   */
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
  /*
   * Everything the entry imports statically, as one file: left to itself, the
   * bundler split what the shell shares with lazily loaded screens (Preact, i18next,
   * Radix's dismissable layer, …) into a dozen small files the first load fetched
   * anyway. One file compresses better too.
   */
  { name: 'shell', tags: ['$initial' as const] },
  // The translations a screen loads together, one file per language.
  catalogueChunks,
];

/*
 * Better Auth rejects POSTs whose Origin is not trusted. In dev the page lives on Vite's
 * port, so present the API's own origin; production serves both from one origin.
 */
const proxyToApi = {
  target: apiServer,
  configure: (proxy: {
    on: (event: 'proxyReq', cb: (req: { setHeader(k: string, v: string): void }) => void) => void;
  }) => {
    proxy.on('proxyReq', (req) => req.setHeader('origin', apiServer));
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    devPages(),
    endpointsWithoutSchemas(),
    pureContracts(),
    // The browser builds run the components on Preact (preact/compat), the prerender on React:
    // docs/decisions/008-app-on-preact.md.
    preactInEnvironments(['client', 'landing']),
    // Prerenders the landing page into index.html (one file per language) and pre-compresses the assets.
    postBuild({
      entry: '/src/app/landing/prerender.tsx',
      ssrPlugins: [react()],
      inlinePosters: ['/media/hero-demo.webp'],
    }),
  ],
  resolve: {
    // Root-relative, so the config needs no Node path helpers (tsconfig has no Node types).
    alias: { '@': '/src' },
  },
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  server: { proxy: { '/api': proxyToApi, '/files': proxyToApi } },
  preview: { proxy: { '/api': proxyToApi, '/files': proxyToApi } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json (the app; the landing page's: `environments` below): the chunk
    // graphs `npm run bench -- web` measures each page's first load from.
    manifest: true,
    /*
     * Tailwind builds one stylesheet, which both pages already have (inline on the landing
     * page, linked in app.html); as one file outside the chunks, lazily loaded code never
     * fetches it again (on the landing page that would download the inlined sheet twice).
     */
    cssCodeSplit: false,
    modulePreload: {
      /*
       * The landing page is prerendered: its scripts only hydrate what is already painted.
       * Preloading them made ~18 high-priority fetches compete with the first paint on slow
       * mobile links, so the landing HTML lists none; the app shell keeps its preloads.
       */
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' && hostId.endsWith('index.html') ? [] : deps,
    },
    rolldownOptions: {
      treeshake: {
        /*
         * The shared contracts only declare schemas and constants. Saying so lets the entry
         * chunk take a constant (e.g. AUTH_LOADING_TIMEOUT_MS) without pulling in zod and
         * every schema; the screens that validate load them in their own chunks.
         */
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  /*
   * Two pages, two builds into the same dist/: the app shell for every signed-in route
   * (`client`) and the landing page (`landing`, its own light entry). Separate builds, so
   * the landing page shares no chunk with the app (one bundle would hand it files cut for
   * the app's screens) and keeps its own chunking. Each writes its own manifest (the bench
   * reads both: first-load.mjs).
   */
  environments: {
    client: {
      build: {
        rolldownOptions: {
          input: { app: 'app.html' },
          output: {
            codeSplitting: {
              groups: chunkGroups,
              /*
               * Left to itself, the bundler gave every set of modules that lazily loaded
               * screens share a file of its own: the dashboard fetched 67 files, most under
               * 1 KB (an icon, a card, an endpoint). Such common chunks under 40 KB of source
               * are copied into each screen file that uses them instead; rolldown's runtime
               * keeps one instance of each module, so a copy is only bytes downloaded again
               * on another screen, never code run twice (docs/decisions/008-app-on-preact.md).
               */
              experimentalInlineCommonChunks: { maxSize: 40_000 },
            },
          },
          // Inlining needs it; app.html's entry exports nothing anyway.
          preserveEntrySignatures: false,
          onLog(level, log, handler) {
            // react-router reads React's useOptimistic when there is one and falls back
            // when not; under preact/compat there is none, as expected.
            if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
            handler(level, log);
          },
        },
      },
    },
    landing: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        manifest: '.vite/manifest.landing.json',
        rolldownOptions: {
          input: { index: 'index.html' },
          output: { codeSplitting: { groups: chunkGroups } },
        },
      },
    },
  },
  builder: {
    // In order: the app's build empties dist/ first; the prerender runs after both (postBuild).
    async buildApp(builder) {
      for (const name of ['client', 'landing']) {
        const environment = builder.environments[name];
        if (!environment) throw new Error(`vite.config.ts: no ${name} environment to build`);
        await builder.build(environment);
      }
    },
  },
});
