import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': '/src' } },
  define: {
    __APP_VERSION__: JSON.stringify('test'),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    /*
     * Screen tests type and click through whole forms in jsdom; on a busy 2-core machine
     * (CI runs the server's suites beside them) one can pass 5 s without anything being wrong.
     */
    testTimeout: 20_000,
    restoreMocks: true,
    /*
     * Files share their workers' module cache and page instead of loading React, the router,
     * i18n and jsdom again for each (the suite runs in about half the time); src/test/setup.ts
     * clears what a test leaves behind.
     */
    isolate: false,
    unstubGlobals: true,
  },
});
