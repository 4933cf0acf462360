import { type APIRequestContext, type Page, expect, request, test } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The second studio of playwright.config.ts, whose articles and video renders go to SLOW_HOOK
 * (e2e/global-setup.ts): only the journeys about slow articles and failed renders use it.
 */
export const SLOW_URL = `http://127.0.0.1:${PORT + 3}`;
/** e2e/slow-webhook.mjs: answers each article after 15 s and refuses every render. */
export const SLOW_HOOK = `http://127.0.0.1:${PORT + 2}/hook`;

/** The fake WordPress site of e2e/fake-platforms.ts (playwright.config.ts WORDPRESS_PORT) and its login. */
export const FAKE_WORDPRESS = {
  url: `http://127.0.0.1:${PORT + 8}`,
  username: 'editor',
  applicationPassword: 'abcd EFGH ijkl MNOP qrst UVWX',
};

/** The first account of the e2e database, registered by global-setup: the administrator. */
export const ADMIN = { name: 'Admin Person', email: 'admin@forja.test', password: 'admin-password' };

/**
 * Makes every test of the calling file fail if its page reported a Content-Security-Policy
 * violation: the security headers must hold for everything the built app does.
 */
export function failOnCspViolations() {
  let violations: string[] = [];
  test.beforeEach(({ page }) => {
    violations = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
  });
  test.afterEach(() => {
    expect(violations).toEqual([]);
  });
}

let counter = 0;
export function newUser(prefix = 'user') {
  const id = `${Date.now()}-${process.pid}-${++counter}`;
  return {
    name: `Maria ${prefix} ${counter}`,
    email: `${prefix}-${id}@forja.test`,
    password: 'first-password',
  };
}

/** An API client signed in as the administrator (cookies kept in the context). */
async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  const res = await api.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(res.ok()).toBe(true);
  return api;
}

/** The newest password-reset link the outbox holds for an address. */
export async function resetLinkFor(email: string): Promise<string> {
  const api = await adminApi();
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { items } = (await (await api.get('/api/admin/outbox')).json()) as {
        items: { to: string; text: string }[];
      };
      const mail = items.find((m) => m.to === email);
      const link = mail && /https?:\/\/\S+reset-password-confirmation\?token=\S+/.exec(mail.text)?.[0];
      if (link) return link;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no reset mail for ${email}`);
  } finally {
    await api.dispose();
  }
}

export async function register(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Hashing the password and opening the account beside renders in other journeys can pass 7 s.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Opens a page of the public landing entry and waits until its code has taken over the
 * prerendered markup (LandingRoot marks <html data-interactive>): before that, its buttons
 * and forms do nothing yet.
 */
export async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
}

const scene = (i: number) => ({
  id: `scene-${i}`,
  imagePrompt: `A bakery window at dawn, loaf number ${i}`,
  voiceOverText: `Fresh bread every morning, scene number ${i}.`,
});

/** Renders a short video with the offline studio and waits until it is in the library. */
export async function renderLibraryVideo(api: APIRequestContext): Promise<string> {
  const started = await api.post('/api/generations', {
    headers: { origin: BASE_URL },
    data: {
      kind: 'video',
      input: { videoTitle: 'Morning bake', secondsPerScene: 5, scenes: [1, 2, 3].map(scene) },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  let id = '';
  await expect
    .poll(
      async () => {
        const list = (await (await api.get('/api/videos')).json()) as {
          items: { id: string; status: string }[];
        };
        id = list.items[0]?.id ?? '';
        return list.items[0]?.status;
      },
      { timeout: 150_000, intervals: [2000] },
    )
    .toBe('completed');
  return id;
}
