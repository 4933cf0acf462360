import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import rootPackage from '../../package.json' with { type: 'json' };
// Plain JS (they use Node APIs, and this tsconfig has no Node types).
import { devPages, postBuild } from './scripts/vite-post-build.mjs';
import { endpointsWithoutSchemas } from './scripts/vite-endpoint-schemas.mjs';
import { pureContracts } from './scripts/vite-pure-contracts.mjs';
import { catalogueChunks } from './scripts/vite-catalogue-chunks.mjs';
import { preactInEnvironment } from './scripts/vite-landing-preact.mjs';

const apiServer = 'http://localhost:3000';

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
    // The landing page's build runs its components on Preact (preact/compat), the app's on React.
    preactInEnvironment('landing'),
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
      output: {
        codeSplitting: {
          /*
           * zod gets a chunk of its own: left to itself, the bundler merged it into a chunk
           * the landing page imports, although only the app and the contact form's
           * on-demand validation use it.
           */
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            /*
             * Everything the entry imports statically, as one file: left to itself, the
             * bundler split what the shell shares with lazily loaded screens (React, i18next,
             * Radix's dismissable layer, …) into a dozen small files the first load fetched
             * anyway. One file compresses better too.
             */
            { name: 'shell', tags: ['$initial'] },
            // The translations a screen loads together, one file per language.
            catalogueChunks,
          ],
        },
      },
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
   * (`client`, on React) and the landing page (`landing`, its own light entry, on Preact:
   * scripts/vite-landing-preact.mjs). Separate builds, because one bundle shares a module
   * such as react-i18next between both pages: it could not import React in one and Preact
   * in the other. Each writes its own manifest (the bench reads both: first-load.mjs).
   */
  environments: {
    client: { build: { rolldownOptions: { input: { app: 'app.html' } } } },
    landing: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        manifest: '.vite/manifest.landing.json',
        rolldownOptions: { input: { index: 'index.html' } },
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
