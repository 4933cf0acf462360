import { expect, test, type Page } from '@playwright/test';
import { failOnCspViolations, newUser, register } from './support';

/*
 * The image studio and the video script studio on the builtin (offline) provider: from the
 * idea to the archive on the dashboard, and both wizards looked at on a phone and a desktop
 * in every language.
 */

failOnCspViolations();

const forward = (page: Page) => page.getByTestId('wizard-forward');

async function available(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/credits')).json()) as { available: number }).available;
}

/** Picks an option of one of the wizard's selects by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('image idea -> 2 images -> save one -> in the archive, counted, 10 credits spent -> deleted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await register(page, newUser('images'));
  const before = await available(page);

  await page.getByRole('link', { name: 'Generate image' }).first().click();
  await expect(page).toHaveURL(/\/generate-image$/);
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await forward(page).click();
  await expect(page.getByText('Please enter a description for the image.')).toBeVisible();
  await page.getByLabel('Image description').fill('A red fox asleep in fresh snow');
  await forward(page).click();

  await expect(page.getByTestId('wizard-step-options')).toBeVisible();
  await expect(forward(page)).toHaveText('Generate');
  await choose(page, 'Number of images', '2 images');
  await expect(page.getByTestId('cost-note')).toContainText('Generating 2 images costs 10 credits.');
  await forward(page).click();

  await expect(page.getByTestId('wizard-step-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('unsaved-note')).toContainText('deleted after one hour');
  const gallery = page.getByTestId('gallery-image');
  await expect(gallery).toHaveCount(2);
  await gallery.first().getByRole('button', { name: 'Save to archive' }).click();
  await expect(gallery.first().getByTestId('image-saved')).toBeVisible();
  expect(await available(page)).toBe(before - 10);

  // The second image is not saved: leaving asks first, and the journey leaves.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByTestId('images-created')).toContainText('1');
  await expect(page.getByTestId('credits-left')).toContainText(String(before - 10));
  await page.getByRole('button', { name: /Images archive/ }).click();
  const archive = page.getByTestId('images-archive');
  const card = archive.getByTestId('saved-image');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('A red fox asleep in fresh snow');
  const url = await card.locator('img').getAttribute('src');
  expect((await page.request.get(url!)).status()).toBe(200);

  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(archive.getByText('No images found')).toBeVisible();
  await expect(page.getByTestId('images-created')).toContainText('0');
  expect((await page.request.get(url!)).status()).toBe(404);
});

test('script idea -> options -> result -> edit a scene -> save -> in the scripts archive', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await register(page, newUser('scripts'));
  const before = await available(page);

  await page.getByRole('link', { name: 'Video script' }).first().click();
  await expect(page).toHaveURL(/\/generate-video-script$/);
  await page.getByRole('button', { name: 'Examples' }).click();
  await page.getByRole('button', { name: /perfect cup of pour-over coffee/ }).click();
  await expect(page.getByLabel('Video idea')).toHaveValue(/pour-over coffee/);
  await forward(page).click();

  await expect(page.getByTestId('wizard-step-options')).toBeVisible();
  await page.getByLabel('Reference YouTube video').fill('https://example.com/video');
  await forward(page).click();
  await expect(page.getByText('Enter a YouTube address')).toBeVisible();
  await page.getByLabel('Reference YouTube video').fill('https://youtu.be/dQw4w9WgXcQ');
  await choose(page, 'Tone', 'Funny');
  await expect(page.getByTestId('cost-note')).toContainText('2 credits');
  await forward(page).click();

  await expect(page.getByTestId('wizard-step-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('script-view')).toBeVisible();
  await page.getByLabel('Scene 1', { exact: true }).fill('Close-up of freshly ground coffee, steam rising.');
  await page.getByTestId('save-script').click();
  await expect(page.getByTestId('save-script')).toHaveText('Script saved');
  expect(await available(page)).toBe(before - 2);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByTestId('scripts-created')).toContainText('1');
  await page.getByRole('button', { name: /Video scripts archive/ }).click();
  const card = page.getByTestId('saved-script');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /pour-over coffee/ }).click();
  await expect(card.getByTestId('script-view')).toContainText(
    'Close-up of freshly ground coffee, steam rising.',
  );
});

for (const language of ['en', 'ro', 'es']) {
  test(`both wizards fit 375 px and 1280 px in ${language}`, async ({ page }, info) => {
    test.setTimeout(60_000);
    await register(page, newUser(`look-${language}`));
    await page.evaluate((l) => localStorage.setItem('forja.language', l), language);
    for (const path of ['/generate-image', '/generate-video-script']) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId('wizard-step-idea')).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at ${width}`,
        ).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: info.outputPath(`${path.slice(1)}-${language}-${width}.png`),
          fullPage: true,
        });
      }
    }
  });
}
