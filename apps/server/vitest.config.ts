import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // API suites boot a database each; two cores, so keep the pool small.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates once; the API suites start from the migrated copy (src/test/global-setup.ts).
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
