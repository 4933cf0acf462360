import { expect, test, type Page } from '@playwright/test';
import { failOnCspViolations, newUser, register } from './support';

/*
 * The social posts studio on the offline writer: idea -> platforms -> posts -> edit -> save ->
 * in the archive -> search; and "Make a post from this" on a saved article, which opens the
 * studio with the article chosen.
 */

failOnCspViolations();

const forward = (page: Page) => page.getByTestId('wizard-forward');

async function available(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/credits')).json()) as { available: number }).available;
}

test('idea -> platforms -> posts -> edit -> save -> archive -> search', async ({ page }) => {
  await register(page, newUser('posts'));
  const before = await available(page);

  await page.getByRole('link', { name: 'Social posts' }).first().click();
  await expect(page).toHaveURL(/\/social-posts$/);
  await forward(page).click();
  await expect(page.getByText('The idea must be longer than 10 characters.')).toBeVisible();
  await page
    .getByLabel('What should the posts be about?')
    .fill('Why small bakeries should share their morning bake');
  await forward(page).click();

  // LinkedIn and X by default; Instagram added: 3 posts, 3 credits.
  await expect(page.getByTestId('wizard-step-platforms')).toBeVisible();
  await page.getByRole('checkbox', { name: /Instagram/ }).check();
  await expect(page.getByTestId('cost-note')).toContainText('Writing 3 posts costs 3 credits.');
  await forward(page).click();

  await expect(page.getByTestId('wizard-step-posts')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('post-linkedin')).toBeVisible();
  await expect(page.getByTestId('post-instagram')).toBeVisible();
  expect(await available(page)).toBe(before - 3);

  // Over X's limit: counted live, saving blocked; back within it, saved.
  const x = page.getByRole('textbox', { name: 'X post' });
  await x.fill('a'.repeat(300));
  await expect(page.getByTestId('count-x')).toContainText(/ \/ 280 characters/);
  await expect(page.getByTestId('save-posts')).toBeDisabled();
  await x.fill('Warm croissants at seven, come early!');
  await page.getByTestId('save-posts').click();
  await expect(page.getByTestId('save-posts')).toContainText('Saved');

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByTestId('social-posts-saved')).toContainText('1');
  await page.getByRole('button', { name: /^Social posts/ }).click();
  const archive = page.getByTestId('social-posts-archive');
  const card = archive.getByTestId('saved-posts');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('LinkedIn · X · Instagram');
  await card.getByRole('button', { name: /small bakeries/ }).click();
  await expect(card).toContainText('Warm croissants at seven, come early!');

  await archive.getByLabel('Search by title or text').fill('croissants');
  await expect(card).toHaveCount(1);
  await archive.getByLabel('Search by title or text').fill('nothing like this');
  await expect(archive.getByText('No posts match this search.')).toBeVisible();
});

test('"Make a post from this" on a saved article opens the studio with it chosen', async ({ page }) => {
  await register(page, newUser('posts-from'));
  const saved = await page.request.post('/api/articles', {
    data: {
      title: 'Sourdough for Busy People',
      content: '<h2>Plan</h2><p>Mix in the evening, bake in the morning.</p>',
      tone: 'friendly',
      wordCount: 500,
      language: 'en',
      audience: 'general',
      metaDescription: 'Bread on a schedule.',
      tags: ['bread'],
    },
  });
  expect(saved.status()).toBe(201);

  // A fresh load: the dashboard the sign-up opened may have read the archive before the save.
  await page.goto('/dashboard');
  // The saved articles are the section open at first.
  await page.getByRole('link', { name: 'Make a post from this' }).click();

  await expect(page.getByTestId('wizard-step-platforms')).toBeVisible();
  await expect(page).toHaveURL(/\/social-posts$/);
  await page
    .getByRole('button', { name: /Subject/ })
    .first()
    .click();
  await expect(page.getByTestId('chosen-source')).toContainText('Writing from: Sourdough for Busy People');
  await forward(page).click();
  await forward(page).click();
  await expect(page.getByTestId('wizard-step-posts')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'LinkedIn post' })).toHaveValue(/Sourdough for Busy People/);
});
