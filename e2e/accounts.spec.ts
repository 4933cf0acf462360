import { expect, test } from '@playwright/test';
import { failOnCspViolations, login, newUser, register, resetLinkFor } from './support';

failOnCspViolations();

test('register, see the name and 50 credits, log out, a wrong password is refused, log in', async ({
  page,
}) => {
  // Two sign-ins and three dashboards (seven counters, five archives): more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const user = newUser('journey');
  await register(page, user);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(user.name).first()).toBeVisible();
  await expect(page.getByTestId('credits-left')).toContainText('50');

  // Logging out leads home (not to the sign-in page a guard would bounce to).
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);

  await login(page, user.email, 'not-my-password');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /incorrect/i })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('credits-left')).toContainText('50');
});

test('forgot password, follow the link from the mail, reset, log in with the new password', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const user = newUser('reset');
  await register(page, user);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login form (with its own Email field) stays until the next screen's code has loaded.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText(/spam/i)).toBeVisible();

  const link = await resetLinkFor(user.email);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, user.email, 'second-password');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText(/Invalid reset session/)).toBeVisible();
});

test('switching to Română changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: /language/i }).selectOption({ label: 'Română' });
  await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
});

test('guards: signed out /settings goes to /login; a non-admin on /backend is told access is restricted', async ({
  page,
}) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  await register(page, newUser('guard'));
  await page.goto('/backend');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText('Only administrators can access this area.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('settings fit a 375 px phone in every language; the tab row shows that more tabs are hidden', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await register(page, newUser('narrow'));
  for (const language of ['en', 'ro', 'es']) {
    await page.evaluate((l) => localStorage.setItem('forja.language', l), language);
    await page.goto('/settings?tab=notifications');
    const tabs = page.getByRole('tablist');
    await expect(tabs).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // A row wider than the screen fades at an edge, so nobody takes the visible tabs for all of them.
    const row = await tabs.evaluate((el) => ({
      overflows: el.scrollWidth > el.clientWidth + 1,
      hinted: el.hasAttribute('data-more-end') || el.hasAttribute('data-more-start'),
    }));
    expect(row.hinted).toBe(row.overflows);
    await expect(page.getByRole('tab', { selected: true })).toBeInViewport({ ratio: 0.95 });
  }
});
