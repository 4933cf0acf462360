import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, failOnCspViolations, newUser, renderLibraryVideo } from './support';

failOnCspViolations();

async function signUpAndConnectYouTube(page: Page) {
  // Signed up through the API (the accounts journey covers the form): this one is about publishing.
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: BASE_URL },
    data: newUser('publisher'),
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  await page.goto('/settings?tab=connections');
  const youtube = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'YouTube' }) });
  // Generous waits: the journeys share two cores with the builds of other checkouts.
  await youtube.getByRole('link', { name: 'Connect' }).click({ timeout: 45_000 });
  // Google's consent page (the local fake) grants at once and sends the browser back.
  await expect(page.getByText('YouTube channel Forja Test Channel is connected.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/settings\?tab=connections$/);
  await expect(youtube).toContainText('Forja Test Channel');
  await expect(youtube).toContainText('1,234');
  await youtube.getByRole('button', { name: 'Test connection' }).click();
  await expect(youtube.getByRole('status')).toContainText('Connection valid');
}

test('connect YouTube through its consent page; the block shows the channel and Test reads it again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndConnectYouTube(page);
});

// Needs the local video renderer (a real MP4 in the library): the media tools wiring.
test('publish a rendered library video to YouTube and get its link', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpAndConnectYouTube(page);
  const videoId = await renderLibraryVideo(page.request);
  // From the library card: the YouTube form, then the card shows where it was published.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Video Library/ }).click();
  const card = page.getByTestId('video-card');
  await expect(card).toContainText('Completed');
  await card.getByRole('button', { name: 'Publish to YouTube' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Title').fill('Morning bake');
  await expect(sheet).toContainText('unverified Google project private');
  await sheet.getByRole('button', { name: 'Publish', exact: true }).click();
  const link = card.getByRole('link', { name: 'Open on YouTube' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);

  const body = {
    platform: 'youtube',
    title: 'Morning bake',
    description: 'Made with Forja',
    tags: ['bakery'],
    privacy: 'private',
    madeForKids: false,
    containsSyntheticMedia: true,
  };
  // Publishing the same video again needs the user's yes.
  const again = await page.request.post(`/api/videos/${videoId}/publications`, {
    headers: { origin: BASE_URL },
    data: body,
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).code).toBe('ALREADY_PUBLISHED');
});
