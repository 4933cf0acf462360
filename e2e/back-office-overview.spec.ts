import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { newUser } from './support';

/*
 * The back office overview on a studio of its own (a fresh database, started by this file on
 * E2E_PORT + 6; +4 and +5 are the fake Google and TikTok), so its figures are exact and its change of studio access reaches no other
 * journey: the administrator sees the stat cards and the chart's table for one user and one
 * generation, then closes a studio to the Free plan and a Free user meets the upgrade notice.
 */

// A second studio beside the journeys' own: pages and chunks come slower than usual.
const expect = baseExpect.configure({ timeout: 20_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 6;
const FRESH_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.e2e-data-${PORT}`;

let server: ChildProcess | undefined;
let admin: { context: BrowserContext; page: Page };
let user: { context: BrowserContext; page: Page };

async function waitForHealth() {
  for (let i = 0; i < 660; i++) {
    try {
      if ((await fetch(`${FRESH_URL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the studio on ${FRESH_URL} did not start`);
}

/** A signed-in browser on the fresh studio, with the cookie choice already made. */
async function registered(browser: Browser, who: { name: string; email: string; password: string }) {
  const context = await browser.newContext({
    baseURL: FRESH_URL,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: FRESH_URL,
          localStorage: [
            {
              name: 'cookie_prefs',
              value: '{"essential":true,"analytics":false,"marketing":false,"consented":true}',
            },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto('/register');
  await page.getByLabel('Full name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  // Starting a second studio (migrations on a fresh database) takes a while on a busy machine.
  test.setTimeout(480_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      APP_URL: FRESH_URL,
      AUTH_RATE_LIMIT_PER_MINUTE: '5000',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  await waitForHealth();
  // The first account of a fresh studio is its administrator.
  admin = await registered(browser, newUser('owner'));
  user = await registered(browser, newUser('free'));
});

test.afterAll(async () => {
  await admin?.context.close();
  await user?.context.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test('the overview counts the users and today’s generation of a fresh studio', async () => {
  test.setTimeout(90_000);
  // One image (5 credits) made by the user, through the API the studio uses.
  const made = await user.page.request.post('/api/generations', {
    data: { kind: 'image', input: { prompt: 'A lighthouse at dusk' } },
    headers: { origin: FRESH_URL },
  });
  expect(made.status()).toBe(200);

  const page = admin.page;
  await page.goto('/backend');
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await expect(page.getByTestId('stat-total-users')).toContainText('2');
  await expect(page.getByTestId('stat-active-users')).toContainText('0');
  await expect(page.getByTestId('stat-generations')).toContainText('1');
  await expect(page.getByTestId('stat-generations')).toContainText('None in the 30 days before');
  await expect(page.getByTestId('stat-mrr')).toContainText('€0.00');
  await expect(page.getByText('1 generations and 5 credits spent in the last 30 days')).toBeVisible();

  // The chart's table alternative: today's row first, with the image and its credits.
  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: /Generations per day by kind/ });
  await expect(table).toBeVisible();
  const today = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(),
  );
  const row = table.getByRole('row', { name: new RegExp(`^${today}`) });
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '5']);
  await expect(table.getByRole('columnheader', { name: 'Images' })).toBeVisible();

  // The setup checklist reads this server: the offline generator and the outbox.
  await expect(page.getByRole('heading', { name: 'Setup checklist' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Email' })).toContainText('mails are kept in the outbox');
  await expect(page.getByRole('listitem', { name: 'Article generation' })).toContainText('Built-in default');
});

test('a studio closed to the Free plan shows a Free user the upgrade notice, and the server refuses it', async () => {
  test.setTimeout(90_000);
  const page = admin.page;
  await page.goto('/backend');
  await page.getByRole('link', { name: 'Plan access' }).first().click();
  await expect(page).toHaveURL(/\/backend\/plan-access$/);
  const box = page.getByRole('checkbox', { name: 'Video scripts on the Free plan' });
  await expect(box).toBeChecked();
  // Every studio is open on every plan until an administrator closes one.
  await expect(page.getByRole('checkbox', { name: 'Videos on the Free plan' })).toBeChecked();
  await box.uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Studio access saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Video scripts on the Free plan' })).not.toBeChecked();

  await user.page.goto('/generate-video-script');
  await expect(
    user.page.getByRole('heading', { level: 1, name: 'Upgrade to use Video scripts' }),
  ).toBeVisible();
  await user.page.getByRole('link', { name: 'See plans' }).click();
  await expect(user.page).toHaveURL(/\/pricing$/);

  const refused = await user.page.request.post('/api/generations', {
    data: {
      kind: 'videoScript',
      input: {
        idea: 'Three quick tips for better sleep at night',
        options: { type: 'tutorial', length: '30s', tone: 'casual' },
      },
    },
    headers: { origin: FRESH_URL },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('PLAN_UPGRADE_REQUIRED');

  // Other studios stay open.
  await user.page.goto('/generate-image');
  await expect(user.page.getByLabel('Image description')).toBeVisible();
});
