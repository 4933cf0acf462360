import { defineConfig } from '@playwright/test';

// E2E_PORT lets a second checkout run its journeys beside this one.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_URL = `http://127.0.0.1:${PORT}`;
/**
 * A second studio whose articles and videos go to e2e/slow-webhook.mjs (e2e/global-setup.ts):
 * articles slow enough to reload mid-way, renders that fail.
 */
const SLOW_PORT = PORT + 3;
const HOOK_PORT = PORT + 2;
/** The fake Google and TikTok the publishing journey connects to (e2e/fake-platforms.ts). */
const GOOGLE_PORT = PORT + 4;
const TIKTOK_PORT = PORT + 5;
/** The fake Pexels and Pixabay the video journey picks stock footage from (e2e/fake-stock.ts); +6 is the back-office journey's fresh studio. */
export const STOCK_PORT = PORT + 7;
/** The fake WordPress site the calendar journey schedules an article to (e2e/fake-platforms.ts). */
export const WORDPRESS_PORT = PORT + 8;

const server = (port: number) => ({
  command: `rm -rf .e2e-data-${port} && node scripts/start.mjs`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
});
const serverEnv = (port: number) => ({
  PORT: String(port),
  DATA_DIR: `.e2e-data-${port}`,
  APP_URL: `http://127.0.0.1:${port}`,
  ALLOWED_PRIVATE_HOSTS: '127.0.0.1,localhost',
  // Every journey's users share one address here.
  AUTH_RATE_LIMIT_PER_MINUTE: '5000',
  LOG_LEVEL: 'warn',
});
const consented = (origin: string) => ({
  origin,
  localStorage: [
    {
      name: 'cookie_prefs',
      value: '{"essential":true,"analytics":false,"marketing":false,"consented":true}',
    },
  ],
});

// The journeys run against the built app on a fresh embedded database, in the system Chromium.
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: E2E_URL,
    /*
     * Journeys start with the cookie choice made, so the consent banner does not cover their
     * buttons; e2e/public-site.spec.ts clears it where the banner itself is tested.
     */
    storageState: {
      cookies: [],
      origins: [consented(E2E_URL), consented(`http://127.0.0.1:${SLOW_PORT}`)],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // Started one after the other: the first builds the web app, the others find it built.
  webServer: [
    {
      ...server(PORT),
      env: {
        ...serverEnv(PORT),
        // An analytics script on another origin (served by e2e/public-site.spec.ts), added only with consent.
        ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${PORT + 1}/analytics.js`,
        ANALYTICS_SCRIPT_ATTRIBUTES: 'data-site=forja-e2e',
        GOOGLE_CLIENT_ID: 'e2e-google-client',
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
        GOOGLE_AUTH_URL: `http://127.0.0.1:${GOOGLE_PORT}`,
        GOOGLE_TOKEN_URL: `http://127.0.0.1:${GOOGLE_PORT}`,
        GOOGLE_API_URL: `http://127.0.0.1:${GOOGLE_PORT}`,
        TIKTOK_CLIENT_KEY: 'e2e-tiktok-key',
        TIKTOK_CLIENT_SECRET: 'e2e-tiktok-secret',
        TIKTOK_AUTH_URL: `http://127.0.0.1:${TIKTOK_PORT}`,
        TIKTOK_API_URL: `http://127.0.0.1:${TIKTOK_PORT}`,
        PEXELS_API_URL: `http://127.0.0.1:${STOCK_PORT}`,
        PIXABAY_API_URL: `http://127.0.0.1:${STOCK_PORT}`,
      },
    },
    {
      command: `npx tsx e2e/fake-stock.ts ${STOCK_PORT}`,
      url: `http://127.0.0.1:${STOCK_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx e2e/fake-platforms.ts ${GOOGLE_PORT} ${TIKTOK_PORT} ${WORDPRESS_PORT}`,
      url: `http://127.0.0.1:${GOOGLE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node e2e/slow-webhook.mjs ${HOOK_PORT}`,
      url: `http://127.0.0.1:${HOOK_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    { ...server(SLOW_PORT), env: serverEnv(SLOW_PORT) },
  ],
});
