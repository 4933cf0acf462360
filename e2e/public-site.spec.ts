import { createServer, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { ADMIN, BASE_URL, failOnCspViolations, login, newUser, openLanding, register } from './support';

// The analytics script the server is configured with (playwright.config.ts), served here.
const ANALYTICS_PORT = Number(new URL(BASE_URL).port) + 1;
let analytics: Server;
test.beforeAll(async () => {
  analytics = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end('window.forjaAnalyticsRuns = (window.forjaAnalyticsRuns || 0) + 1;');
  });
  await new Promise<void>((resolve) => analytics.listen(ANALYTICS_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => analytics.close(() => resolve())));

failOnCspViolations();

const prefs = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie_prefs') ?? 'null') as unknown);
const analyticsScript = (page: Page) => page.locator('head script[data-consent="analytics"]');
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Forja' });

test('the first response already holds the landing page, in the visitor language', async ({ request }) => {
  const en = await request.get('/');
  expect(await en.text()).toContain('data-prerendered="en"');
  expect(await en.text()).toContain('Articles, images, voice-overs and short videos, made with AI');
  const ro = await (await request.get('/', { headers: { 'accept-language': 'ro-RO,ro;q=0.9' } })).text();
  expect(ro).toContain('<html lang="ro">');
  expect(ro).toContain('<title>Forja — studio AI');
  expect(ro).toContain('Articole, imagini, narațiuni audio și clipuri scurte');
  const es = await (await request.get('/', { headers: { cookie: 'forja.language=es' } })).text();
  expect(es).toContain('Artículos, imágenes, locuciones y vídeos cortos');
});

test('the landing page loads none of the signed-in app code', async ({ page, request }) => {
  const shell = await (await request.get('/login')).text();
  const appEntry = /<script type="module"[^>]*src="([^"]+)"/.exec(shell)?.[1];
  expect(appEntry).toBeTruthy();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByTestId('plan-plus')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain(appEntry);
});

/*
 * The page is prerendered by React and hydrated by Preact (docs/decisions/007): Preact keeps
 * the DOM it finds and does not correct attributes, so the first render in the browser must
 * adopt every prerendered element. Hydration may add what depends on the visitor (the cookie
 * banner here) but must remove or replace nothing: that would be the page re-created.
 */
test.describe('hydration', () => {
  // No cookie choice yet: the banner is added while the page hydrates.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('hydrating the prerendered landing page removes none of its elements', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedWhileHydrating: removed });
      // From the end of parsing (the app code starts after the first paint) until it is interactive.
      // Sections below the first view hydrate in later tasks (lib/hydration-slices.tsx): included.
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        const observer = new MutationObserver((records) => {
          // Set once every section has hydrated (app/landing/landing-root.tsx).
          if (document.documentElement.dataset.interactive) return observer.disconnect();
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element) removed.push(node.outerHTML.slice(0, 120));
        });
        observer.observe(root, { childList: true, subtree: true });
      });
    });
    // Only hydration may change the page here: the plans never arrive and the clips stay still.
    await page.route('**/api/plans', () => {});
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const heroTitle = await page.locator('h1').elementHandle();
    await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
    expect(
      await page.evaluate(
        () => (window as unknown as { removedWhileHydrating: string[] }).removedWhileHydrating,
      ),
    ).toEqual([]);
    // The <h1> parsed from the HTML is still the one in the page.
    expect(await heroTitle?.evaluate((h1) => h1.isConnected)).toBe(true);
    await expect(banner(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('the anchors scroll to their sections and Start free goes to /register', async ({ page }) => {
  await openLanding(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [label, id] of [
    ['Pricing', 'pricing'],
    ['FAQ', 'faq'],
    ['Contact', 'contact'],
    ['Features', 'features'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await page.getByRole('link', { name: 'Start free' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});

test('the clips load lazily, loop muted while visible, and stay still for reduced motion', async ({
  page,
  browser,
}) => {
  const clips: string[] = [];
  const media: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.mp4')) clips.push(pathname);
    if (pathname.startsWith('/media/')) media.push(pathname);
  });
  await page.goto('/');
  const hero = page.locator('video').first();
  await expect.poll(() => hero.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop)).toBe(true);
  // Only the clip in view was fetched; the feature blocks wait until they are scrolled to.
  expect(clips).toEqual(['/media/hero-demo.mp4']);
  // The hero's poster came inside the HTML (it is the largest paint), not as a request.
  expect(media).not.toContain('/media/hero-demo.webp');
  const blocks = page.locator('#block-videos video');
  await page.locator('#features').getByRole('link', { name: 'Short videos' }).click();
  await expect(blocks).toBeInViewport();
  await expect.poll(() => blocks.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  await page.locator('#block-videos').getByRole('button', { name: 'Pause the video' }).click();
  await expect.poll(() => blocks.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  const calm = await browser.newContext({ reducedMotion: 'reduce' });
  const still = await calm.newPage();
  await still.goto(page.url().replace(/#.*$/, ''));
  await expect(still.getByRole('button', { name: 'Play the video' }).first()).toBeVisible();
  await still.waitForTimeout(500);
  expect(
    await still
      .locator('video')
      .first()
      .evaluate((v: HTMLVideoElement) => v.paused),
  ).toBe(true);
  await calm.close();
});

test('the FAQ keeps one answer open at a time and closes it again', async ({ page }) => {
  await openLanding(page);
  const faq = page.getByTestId('faq');
  await expect(page.getByTestId('plan-free')).toBeVisible();
  const free = faq.getByRole('button', { name: 'Can I use Forja for free?' });
  const credits = faq.getByRole('button', { name: 'What is a credit?' });
  await free.click();
  await expect(free).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/The Free plan gives 50 credits every month/)).toBeVisible();
  await credits.click();
  await expect(credits).toHaveAttribute('aria-expanded', 'true');
  await expect(free).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/The Free plan gives/)).toBeHidden();
  await credits.click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
});

test('the contact form refuses empty fields, then sends, clears, and an admin reads it in /backend/messages', async ({
  page,
}) => {
  await openLanding(page, '/#contact');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await expect(form.getByText('Please write a message.')).toBeVisible();

  const text = `Do you offer yearly billing? (${Date.now()})`;
  await form.getByLabel('Name').fill('Ioana Visitor');
  await form.getByLabel('Email').fill('ioana.visitor@forja.test');
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message was sent; we will answer by e-mail.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');

  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/backend/messages');
  const message = page.getByTestId('contact-message').filter({ hasText: text });
  await expect(message).toBeVisible();
  await expect(message.getByText('ioana.visitor@forja.test')).toBeVisible();
  await message.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(message.getByText('Handled by Admin Person')).toBeVisible();
});

test('a signed-in visitor is greeted by name and Log out signs them out', async ({ page }) => {
  const user = newUser('landing');
  await register(page, user);
  await openLanding(page);
  await expect(page.getByTestId('landing-greeting').first()).toHaveText(`Hello, ${user.name}`);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
  await expect(page.getByTestId('landing-greeting')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('the mobile menu opens and closes at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openLanding(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await menu.getByRole('link', { name: 'FAQ' }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('#faq')).toBeInViewport();
});

test.describe('cookie consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('Reject all keeps essential only, loads no analytics, and the footer reopens the banner', async ({
    page,
  }) => {
    await openLanding(page);
    await expect(banner(page)).toBeVisible();
    await expect(analyticsScript(page)).toHaveCount(0);
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await prefs(page)).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      consented: true,
    });
    await page.reload();
    await expect(page.getByTestId('plan-plus')).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(analyticsScript(page)).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('switch', { name: /Essential/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('Customize saves the chosen categories; the analytics script is there only while allowed', async ({
    page,
  }) => {
    await openLanding(page);
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const essential = banner(page).getByRole('switch', { name: /Essential/ });
    await expect(essential).toHaveAttribute('aria-disabled', 'true');
    await essential.click({ force: true });
    await expect(essential).toHaveAttribute('aria-checked', 'true');
    await banner(page).getByRole('switch', { name: 'Analytics' }).click();
    await banner(page).getByRole('button', { name: 'Save preferences' }).click();
    expect(await prefs(page)).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      consented: true,
    });
    await expect(analyticsScript(page)).toHaveCount(1);
    await expect(analyticsScript(page)).toHaveAttribute('data-site', 'forja-e2e');
    await expect
      .poll(() => page.evaluate(() => (window as { forjaAnalyticsRuns?: number }).forjaAnalyticsRuns))
      .toBe(1);

    // Withdrawn from the footer: the script goes, and does not come back on the next page.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('switch', { name: 'Analytics' }).click();
    await banner(page).getByRole('button', { name: 'Save preferences' }).click();
    await expect(analyticsScript(page)).toHaveCount(0);
    expect(await prefs(page)).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      consented: true,
    });
    await page.goto('/cookie-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await expect(analyticsScript(page)).toHaveCount(0);
  });

  test('Accept all allows everything and the script runs on the next pages too', async ({ page }) => {
    await openLanding(page);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    expect(await prefs(page)).toEqual({ essential: true, analytics: true, marketing: true, consented: true });
    await expect(analyticsScript(page)).toHaveCount(1);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(analyticsScript(page)).toHaveCount(1);
    await expect(banner(page)).toBeHidden();
  });

  test('/politica-cookie is the same policy page', async ({ page }) => {
    await page.goto('/politica-cookie');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  });
});

test.describe('accessibility (axe)', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  const pages = [
    { path: '/', ready: (page: Page) => page.getByTestId('plan-plus') },
    { path: '/login', ready: (page: Page) => page.locator('form') },
    { path: '/register', ready: (page: Page) => page.locator('form') },
    { path: '/cookie-policy', ready: (page: Page) => page.getByRole('table') },
  ];
  for (const language of ['en', 'ro', 'es']) {
    test(`no serious or critical violations on the public pages in ${language}, phone and desktop`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await context.addCookies([{ name: 'forja.language', value: language, url: BASE_URL }]);
      await page.addInitScript((lang) => localStorage.setItem('forja.language', lang), language);
      for (const [width, { path, ready }] of [375, 1280].flatMap((w) => pages.map((p) => [w, p] as const))) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(ready(page).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The banner is part of the page a first-time visitor sees: check it too.
        await expect(banner(page).or(page.locator('[data-testid="cookie-banner"]'))).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious, `${language} ${path} at ${width} px`).toEqual([]);
      }
    });
  }
});
