import { expect, test } from '@playwright/test';
import { failOnCspViolations, newUser, register } from './support';

failOnCspViolations();

/* The e2e server has no Stripe keys: the local test checkout runs the same fulfilment a Stripe webhook would. */
test('a Free user activates Plus through the test checkout, sees its allowance, invoice and renewal, and cancels keeping Plus', async ({
  page,
}) => {
  const user = newUser('billing');
  await register(page, user);
  await expect(page.getByTestId('credits-left')).toContainText('50');

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  await expect(page.getByTestId('plan-free')).toContainText('Current plan');
  // The plans fit a 375 px phone (one column), and a plan is activated from the keyboard.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('plan-pro')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Activate Plus' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/billing\/test-checkout\?plan=plus$/);
  await expect(page.getByText('This is a test: no money is taken.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /Pay €59 \(test\)/ }).click();

  await expect(page).toHaveURL(/\/payment\/success$/);
  await expect(page.getByRole('heading', { name: 'Payment completed successfully!' })).toBeVisible();
  await expect(page.getByTestId('new-balance')).toContainText('200');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByTestId('credits-left')).toContainText('200');
  await expect(page.getByTestId('credits-renewal')).toBeVisible();

  await page.goto('/settings?tab=subscription');
  const details = page.getByTestId('subscription-details');
  await expect(details).toContainText('Plus');
  await expect(details).toContainText('Active');
  await expect(page.getByTestId('renewal-date')).toBeVisible();

  await page.getByRole('tab', { name: 'Invoices' }).click();
  await expect(page.getByTestId('invoice-row')).toHaveCount(1);
  await expect(page.getByTestId('invoice-row')).toContainText('Paid');

  await page.getByRole('tab', { name: 'Subscription' }).click();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/Already cancelled: your plan stays usable until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeDisabled();
  await expect(details).toContainText('Plus');

  await page.goto('/payment/cancelled');
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId('plan-plus')).toContainText('Current plan');
});
