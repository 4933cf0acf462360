import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, failOnCspViolations, login, newUser } from './support';

failOnCspViolations();

// Each screen here is the first visit of its lazily loaded code in one of two browsers.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Registers through the form (as support.ts's register does, with this file's patience). */
async function register(page: Page, person: { name: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Picks a role for the user on their back-office page and confirms it. */
async function changeRole(admin: Page, role: string) {
  await admin.getByLabel('Role').click();
  await admin.getByRole('option', { name: role, exact: true }).click();
  await expect(admin.getByRole('alertdialog', { name: 'Change the role?' })).toBeVisible();
  await admin.getByRole('button', { name: 'Change role' }).click();
  await expect(admin.getByText(`is now ${role}.`)).toBeVisible();
}

test('an admin finds a user, adds 25 credits the user sees, reads it in the audit log, then grants and revokes admin', async ({
  browser,
}) => {
  // Two people, a dozen screens: longer than one screen's journey.
  test.setTimeout(300_000);
  const userContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const user = await userContext.newPage();
  const admin = await adminContext.newPage();
  const person = newUser('backoffice');

  await register(user, person);
  await expect(user.getByTestId('credits-left')).toContainText('50');
  // Without a back-office role: the restricted screen, with a way back.
  await user.goto('/backend/users');
  await expect(user.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(user.getByText('Only administrators can access this area.')).toBeVisible();
  await expect(user.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');

  await login(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/backend/users');
  await admin.getByLabel('Search by name or email').fill(person.email);
  // The list narrows to the one account (the search runs once typing pauses).
  const row = admin.getByRole('link', { name: person.name });
  await expect(row.first()).toBeVisible();
  await row.first().click();
  await expect(admin.getByRole('heading', { name: person.name })).toBeVisible();

  await admin.getByRole('button', { name: 'Add credits' }).click();
  await admin.getByLabel('Credits (a whole number, at least 1)').fill('0');
  await admin.getByLabel('Reason').fill('Thanks for the bug report');
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Add credits' }).click();
  await expect(admin.getByText('Enter a whole number of at least 1.')).toBeVisible();
  await admin.getByLabel('Credits (a whole number, at least 1)').fill('25');
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Add credits' }).click();
  await expect(admin.getByText('25 credits added. New balance: 75.')).toBeVisible();
  await expect(admin.getByTestId('user-credits')).toHaveText('75');
  await expect(admin.getByText('Thanks for the bug report')).toBeVisible();

  await user.goto('/dashboard');
  await expect(user.getByTestId('credits-left')).toContainText('75');

  await admin.getByRole('link', { name: 'Audit log' }).click();
  const entry = admin
    .getByRole('listitem')
    .filter({ hasText: 'Credits added' })
    .filter({ hasText: person.email });
  await expect(entry).toContainText('25 credits — Thanks for the bug report');
  await expect(entry).toContainText(`By ${ADMIN.email}`);

  // Grant: the user opens the back office.
  await admin.goBack();
  await expect(admin.getByRole('heading', { name: person.name })).toBeVisible();
  await changeRole(admin, 'Administrator');
  await user.goto('/backend/users');
  await expect(user.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(user.getByRole('navigation', { name: 'Back office sections' })).toBeVisible();

  // Revoke: restricted again.
  await changeRole(admin, 'User');
  await user.reload();
  await expect(user.getByRole('heading', { name: 'Access restricted' })).toBeVisible();

  await userContext.close();
  await adminContext.close();
});
