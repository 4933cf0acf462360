import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, failOnCspViolations, newUser, SLOW_URL } from './support';

/*
 * The video studio on the builtin provider and the local renderer (scene images, espeak-ng
 * narration, ffmpeg): idea -> title -> options -> scenes -> render -> the Video Library, and
 * the credit rules (the shown cost is what is charged, too few credits cannot start).
 */

failOnCspViolations();

/*
 * Signed up through the API (the accounts journey covers the form): on a busy machine the
 * dashboard's first load took longer than the form helper's wait. The cookie lands in the
 * page's context.
 */
async function signUp(page: Page, prefix: string, origin = BASE_URL) {
  test.setTimeout(240_000);
  const user = newUser(prefix);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: user,
    headers: { origin },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/dashboard');
  await expect(page.getByTestId('credits-left')).toBeVisible({ timeout: 60_000 });
}

const forward = (page: Page) => page.getByTestId('wizard-forward');

async function credits(page: Page): Promise<{ balance: number; held: number; available: number }> {
  return (await (await page.request.get('/api/credits')).json()) as {
    balance: number;
    held: number;
    available: number;
  };
}

const available = async (page: Page) => (await credits(page)).available;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Idea and title, then the smallest, quickest video: 3 scenes × 5 s, square format. */
async function toScenes(page: Page) {
  await page.getByRole('link', { name: 'Generate video' }).first().click();
  await expect(page).toHaveURL(/\/generate-video$/);
  await page.getByLabel('Video idea').fill('Octopus');
  await expect(page.getByText('Please enter at least 10 characters.')).toBeVisible();
  await page.getByLabel('Video idea').fill('Three surprising facts about octopuses');
  await forward(page).click();

  await expect(page.getByTestId('wizard-step-title')).toBeVisible({ timeout: 15_000 });
  const titles = page.getByRole('radio');
  await expect(titles.first()).toBeChecked();
  await forward(page).click();

  await expect(page.getByTestId('wizard-step-options')).toBeVisible();
  await page.getByRole('radio', { name: 'Photorealistic' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Cinematic' })).toBeChecked();
  await choose(page, 'Format', 'Square · 1:1');
  await expect(page.getByTestId('cost-banner')).toContainText('Estimated cost: 28 credits');
  await forward(page).click();
  await expect(page.getByTestId('wizard-step-scenes')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('video-scene')).toHaveCount(3);
}

test('idea -> title -> options -> scenes (edit one) -> render -> plays in the library, the shown cost charged', async ({
  page,
}) => {
  await signUp(page, 'video');
  const before = await available(page);
  await toScenes(page);

  const first = page.getByTestId('video-scene').first();
  await first.getByRole('button', { name: /Edit/ }).click();
  await first.getByLabel('Narration').fill('Octopuses have three hearts and blue blood.');
  await first.getByTestId('scene-save').click();
  await expect(first.getByTestId('scene-voice')).toHaveText('Octopuses have three hearts and blue blood.');
  await expect(page.getByTestId('cost-banner')).toContainText('costs 28 credits');
  await expect(page.getByTestId('cost-banner')).toHaveAttribute('data-state', 'enough');
  await forward(page).click();

  await expect(page.getByTestId('wizard-step-result')).toBeVisible();
  await expect(page.getByTestId('generation-progress')).toBeVisible();
  const video = page.getByTestId('rendered-video');
  await expect(video).toBeVisible({ timeout: 150_000 });
  await expect(page.getByTestId('saved-note')).toBeVisible();
  await expect(page.getByTestId('rendered-facts')).toContainText(/0:\d\d · \d+×\d+ · [\d.]+ (KB|MB)/);
  expect(await available(page)).toBe(before - 28);

  await page.getByRole('link', { name: 'Open the Video Library' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('videos-created')).toContainText('1');
  const card = page.getByTestId('video-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Completed');
  await expect(card).toContainText(/0:\d\d/);
  const player = card.getByTestId('video-player');
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);
  // The narration sets each scene's length, so the file is about (not exactly) 3 × 5 s; the
  // card shows the duration the server measured, which is the file's.
  const duration = await player.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(3);
  const seconds = Math.round(duration);
  await expect(card).toContainText(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
});

test('too few credits: the red banner, and the render cannot start', async ({ page }) => {
  await signUp(page, 'video-poor');
  await toScenes(page);
  // Ten scenes of ten seconds with the dearest model cost more than a new account holds.
  await page.getByRole('button', { name: 'Back' }).click();
  await choose(page, 'Scenes', '10 scenes');
  await choose(page, 'Seconds per scene', '10 seconds');
  await choose(page, 'Image model', 'Flux Pro (high quality) · +3 credits per scene');
  await expect(page.getByTestId('cost-banner')).toHaveAttribute('data-state', 'short');
  await forward(page).click();
  await expect(page.getByTestId('wizard-step-scenes')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('cost-banner')).toHaveAttribute('data-state', 'short');
  await expect(page.getByTestId('credits-short')).toBeVisible();
  await expect(forward(page)).toBeDisabled();
  const generations = (await (await page.request.get('/api/generations?kind=video')).json()) as {
    items: unknown[];
  };
  expect(generations.items).toHaveLength(0);
});

test.describe('on a studio whose renders fail (its render webhook answers 502)', () => {
  test.use({ baseURL: SLOW_URL });

  test('a failed render says so, costs nothing and shows as failed in the library', async ({ page }) => {
    await signUp(page, 'video-failed', SLOW_URL);
    const before = await credits(page);
    await toScenes(page);
    await expect(page.getByTestId('video-scene').first()).toContainText('octopuses are clever animals');
    await forward(page).click();

    await expect(page.getByTestId('wizard-step-result')).toBeVisible();
    await expect(page.getByText('The video could not be rendered', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    // Why, in the user's words, and what it cost.
    await expect(page.getByText(/Server error on webhook \(5xx\)/)).toBeVisible();
    await expect(page.getByText('No credits were used.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Nothing charged, nothing left held.
    expect(before.held).toBe(0);
    expect(await credits(page)).toEqual(before);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Video Library/ }).click();
    const card = page.getByTestId('video-card');
    await expect(card).toHaveCount(1, { timeout: 20_000 });
    await expect(card).toContainText('Failed');
    await expect(card.getByTestId('video-player')).toHaveCount(0);
    const runs = (await (await page.request.get('/api/generations?kind=video')).json()) as {
      items: { status: string }[];
    };
    expect(runs.items).toEqual([expect.objectContaining({ status: 'failed' })]);
  });
});
