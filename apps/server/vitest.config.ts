import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // API suites boot a database each; two cores, so keep the pool small.
    pool: 'forks',
    /*
     * Files share their worker's module cache: the app's module graph (Fastify, Drizzle, every
     * module) is imported once per worker, not once per file (import time 245 s -> 33 s over a
     * run). Server tests mock no module and each builds its own app, database and data folder,
     * so nothing else carries over.
     */
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates once; the API suites start from the migrated copy (src/test/global-setup.ts).
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
