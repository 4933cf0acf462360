import { expect, test, type Page } from '@playwright/test';
import { failOnCspViolations, newUser, register, SLOW_URL } from './support';

/*
 * The article wizard on the builtin (offline) provider: idea -> titles -> options ->
 * generate -> result, saving to the archive, the credits it costs, the image step, and
 * what happens with too few credits.
 */

const IDEA = 'How small bakeries can win customers with social media';

failOnCspViolations();

interface SavedArticle {
  id: string;
  title: string;
  imageFileId: string | null;
  imageUrl: string | null;
  imagePrompt: string | null;
}

async function savedArticles(page: Page): Promise<SavedArticle[]> {
  const res = await page.request.get('/api/articles');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: SavedArticle[] }).items;
}

async function available(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/credits')).json()) as { available: number }).available;
}

const forward = (page: Page) => page.getByTestId('wizard-forward');

/** From an empty wizard to the options step; answers the chosen title. */
async function ideaToOptions(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Create article' }).first().click();
  await expect(page).toHaveURL(/\/create-article$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an article' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(forward(page)).toBeDisabled();

  await page.getByLabel('Your idea', { exact: true }).fill('too short');
  await expect(page.getByText('Describe your idea in more than 10 characters.')).toBeVisible();
  await page.getByLabel('Your idea', { exact: true }).fill(IDEA);
  await forward(page).click();

  const first = page.getByRole('radio').first();
  await expect(first).toBeChecked();
  const title = (await page.getByTestId('wizard-step-title').locator('label').first().innerText()).trim();
  expect(title).not.toBe('');
  await forward(page).click();

  await expect(page.getByTestId('wizard-step-options')).toBeVisible();
  await expect(forward(page)).toHaveText('Generate');
  await expect(page.getByTestId('cost-note')).toContainText('costs 2 credits');
  return title;
}

/** Options -> generate -> result; answers when the article shows. */
async function generateToResult(page: Page, title: string) {
  await forward(page).click();
  await expect(page.getByText('Your article is ready')).toBeVisible({ timeout: 20_000 });
  await forward(page).click();
  await expect(page.getByTestId('article-title')).toHaveText(title);
  await expect(page.getByTestId('article-content').locator('h2').first()).toBeVisible();
}

test('idea to article on the builtin provider, saved to the archive for 2 credits, then deleted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await register(page, newUser('wizard'));
  await expect(page.getByTestId('credits-left')).toContainText('50');

  const title = await ideaToOptions(page);
  await generateToResult(page, title);

  // The draft survives a reload: the article is still there. The article is not in the library
  // yet, so the browser asks before leaving; the journey says yes.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('article-title')).toHaveText(title);
  await expect(page.getByTestId('article-content').locator('p').first()).toBeVisible();

  // Download as an HTML file named from the title.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download HTML' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.html$/);

  // The editor really edits what gets saved: type at the end of the first paragraph, make a word bold.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Article content' });
  await editor.locator('p').first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Typed in the editor.');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.getByRole('button', { name: 'Done editing' }).click();

  const save = page.getByTestId('save-article');
  await expect(save).toHaveText('Save to library');
  await save.click();
  await expect(save).toHaveText('Saved to library');
  await expect(save).toBeDisabled();
  const [saved] = await savedArticles(page);
  expect(saved?.title).toBe(title);
  const full = (await (await page.request.get(`/api/articles/${saved?.id}`)).json()) as { content: string };
  expect(full.content).toContain('Typed in the editor');
  expect(full.content).toMatch(/<(b|strong)>\.<\/(b|strong)>/);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('credits-left')).toContainText('48');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();

  // Reopened from its card in an editor with no draft, it is the saved (edited) article, ready to download.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.includes('article-wizard.draft')) localStorage.removeItem(key);
  });
  await card.getByRole('link', { name: 'Open in editor' }).click();
  await expect(page).toHaveURL(/\/create-article$/);
  await expect(page.getByTestId('article-title')).toHaveText(title);
  await expect(page.getByTestId('article-content')).toContainText('Typed in the editor');
  await expect(page.getByTestId('save-article')).toHaveText('Saved to library');
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download HTML' }).click(),
  ]);
  expect(again.suggestedFilename()).toMatch(/^[a-z0-9-]+\.html$/);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();

  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this article?');
  await dialog.getByRole('button', { name: 'Delete article' }).click();
  await expect(page.getByText('Article deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await savedArticles(page)).toEqual([]);
});

test('with 1 credit the wizard shows the insufficient-credits toast and starts nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, newUser('broke'));
  // 50 credits: nine images (45) and two articles (4) leave 1.
  for (let i = 0; i < 9; i++) {
    const res = await page.request.post('/api/generations', {
      data: { kind: 'image', input: { prompt: `A test image number ${i}`, resolution: '512x512' } },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const articles: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await page.request.post('/api/generations', {
      data: {
        kind: 'article',
        input: { idea: `Spending credits on article ${i}`, title: `Article ${i}`, wordCount: 300 },
      },
    });
    expect(res.status(), await res.text()).toBe(202);
    articles.push(((await res.json()) as { id: string }).id);
  }
  // Articles are queued: wait until both have been written (and charged).
  for (const id of articles) {
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/generations/${id}`)).json()) as { status: string }).status,
        {
          timeout: 20_000,
        },
      )
      .toBe('succeeded');
  }
  expect(await available(page)).toBe(1);
  const articleRuns = async () =>
    (
      (await (await page.request.get('/api/generations?kind=article&limit=50')).json()) as {
        items: unknown[];
      }
    ).items.length;
  expect(await articleRuns()).toBe(2);

  await page.goto('/dashboard');
  await ideaToOptions(page);
  await expect(page.getByTestId('cost-note')).toContainText('Available: 1');
  await forward(page).click();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Not enough credits' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('This needs 2 credits and you have 1 available');
  await expect(toast.getByRole('button', { name: 'See plans' })).toBeVisible();
  await expect(page.getByTestId('wizard-step-options')).toBeVisible();
  expect(await articleRuns()).toBe(2);
  expect(await available(page)).toBe(1);
});

test('the image step adds an image to the saved article', async ({ page }) => {
  test.setTimeout(60_000);
  await register(page, newUser('image'));
  const title = await ideaToOptions(page);
  await generateToResult(page, title);
  await page.getByTestId('save-article').click();
  await expect(page.getByTestId('save-article')).toHaveText('Saved to library');
  await forward(page).click();

  await expect(page.getByTestId('wizard-step-image')).toBeVisible();
  const prompt = page.getByLabel('Image description');
  await expect(prompt).not.toHaveValue('');
  await expect(page.getByTestId('cost-note')).toContainText('costs 5 credits');
  await prompt.fill('A warm bakery counter with fresh croissants at dawn');
  await page.getByRole('combobox', { name: 'Style' }).click();
  await page.getByRole('option', { name: 'Watercolour' }).click();
  await page.getByRole('button', { name: 'Generate image' }).click();

  const image = page.getByTestId('generated-image');
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('A warm bakery counter with fresh croissants at dawn')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open' })).toHaveAttribute('target', '_blank');
  await expect(page.getByText('The image is now the image of your saved article.')).toBeVisible();

  const [saved] = await savedArticles(page);
  expect(saved?.title).toBe(title);
  expect(saved?.imageFileId).toBeTruthy();
  expect(saved?.imagePrompt).toBe('A warm bakery counter with fresh croissants at dawn');
  const file = await page.request.get(saved?.imageUrl ?? '');
  expect(file.headers()['content-type']).toMatch(/^image\//);
  expect(await available(page)).toBe(50 - 2 - 5);

  // Regenerate goes back to the form; Finish starts a new article.
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('button', { name: 'Generate image' })).toBeVisible();
  await forward(page).click();
  await expect(page.getByLabel('Your idea', { exact: true })).toHaveValue('');
});

test.describe('on a studio whose articles take seconds (a slow webhook)', () => {
  test.use({ baseURL: SLOW_URL });

  test('an article keeps generating through a reload of step 4 and shows when done', async ({ page }) => {
    test.setTimeout(120_000);
    // That studio sends its articles to the slow webhook (e2e/global-setup.ts).
    await register(page, newUser('reload'));
    const title = await ideaToOptions(page);

    const queued = page.waitForResponse(
      (res) => res.url().endsWith('/api/generations') && res.request().method() === 'POST',
    );
    await forward(page).click();
    expect((await queued).status()).toBe(202);
    const step = page.getByTestId('wizard-step-generate');
    // A worker picks the queued article up within seconds; beside renders in other journeys, more.
    await expect(step.getByText('Writing', { exact: true }).first()).toBeVisible({ timeout: 20_000 });

    // Reloaded mid-way, step 4 follows the same generation: still writing, then the article.
    page.once('dialog', (dialog) => void dialog.accept()); // the leave guard, if it asks
    await page.reload();
    await expect(step.getByText('Writing', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Your article is ready')).toBeVisible({ timeout: 30_000 });
    await forward(page).click();
    await expect(page.getByTestId('article-title')).toHaveText(title);
    await expect(page.getByTestId('article-content').locator('h2').first()).toHaveText('Fresh every morning');
    const runs = (await (await page.request.get('/api/generations?kind=article&limit=50')).json()) as {
      items: { status: string }[];
    };
    expect(runs.items).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await available(page)).toBe(48);
  });
});

test('Finish with an unsaved article asks first', async ({ page }) => {
  test.setTimeout(60_000);
  await register(page, newUser('finish'));
  const title = await ideaToOptions(page);
  await generateToResult(page, title);
  await forward(page).click();
  await expect(page.getByTestId('wizard-step-image')).toBeVisible();

  await forward(page).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Finish without saving?');
  await dialog.getByRole('button', { name: 'Keep working' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wizard-step-image')).toBeVisible();

  await forward(page).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finish without saving' }).click();
  await expect(page.getByLabel('Your idea', { exact: true })).toHaveValue('');
  expect(await savedArticles(page)).toEqual([]);
});
