/// <reference types="vite/client" />

/** Root package.json version, injected by vite.config.ts `define`. */
declare const __APP_VERSION__: string;

/** The year the web app was built (vite.config.ts `define`): the prerendered landing page's year. */
declare const __BUILD_YEAR__: number;
