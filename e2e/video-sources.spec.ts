import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, BASE_URL, failOnCspViolations, newUser } from './support';

/*
 * The video studio's second pass (issue 25): a video whose scenes mix the four picture sources
 * (an uploaded clip, an image of the images archive, a Pexels photo from the fake Pexels of
 * e2e/fake-stock.ts, a generated picture) with the music library's track under the narration,
 * rendered by the local renderer; then one scene changed and rendered again for that scene's
 * price, both versions in the Video Library.
 */

failOnCspViolations();

const run = promisify(execFile);
const forward = (page: Page) => page.getByTestId('wizard-forward');

/** A three-second clip made with the ffmpeg `npm ci` brings (the studio's own). */
async function makeClip(dir: string): Promise<string> {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = path.join(dir, 'harbour-waves.mp4');
  await run(ffmpeg, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=640x360:r=25:d=3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-y',
    file,
  ]);
  return file;
}

const available = async (page: Page) =>
  ((await (await page.request.get('/api/credits')).json()) as { available: number }).available;

/** Signs up through the API with 100 credits more from the administrator (the video, its image and the change). */
async function signUpWithCredits(page: Page) {
  const user = newUser('sources');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: user,
    headers: { origin: BASE_URL },
  });
  expect(res.ok()).toBe(true);
  const userId = ((await res.json()) as { user: { id: string } }).user.id;
  const admin = await page.context().browser()!.newContext({ baseURL: BASE_URL });
  const signIn = await admin.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: BASE_URL },
  });
  expect(signIn.ok()).toBe(true);
  const grant = await admin.request.post(`/api/admin/users/${userId}/credits`, {
    data: { amount: 100, description: 'Video journey' },
    headers: { origin: BASE_URL },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  await admin.close();
}

/** One image made in the image studio and kept in the images archive (through the API: the image journey covers its screens). */
async function archiveImage(page: Page) {
  const start = await page.request.post('/api/generations', {
    data: { kind: 'images', input: { prompt: 'A red lighthouse on the harbour wall at dusk', count: 1 } },
    headers: { origin: BASE_URL },
  });
  expect(start.ok(), await start.text()).toBe(true);
  const id = ((await start.json()) as { id: string }).id;
  let record: { status: string; output: { images: { fileId: string }[] } | null } = {
    status: 'queued',
    output: null,
  };
  await expect
    .poll(
      async () => {
        record = (await (await page.request.get(`/api/generations/${id}`)).json()) as typeof record;
        return record.status;
      },
      { timeout: 60_000 },
    )
    .toBe('succeeded');
  const saved = await page.request.post('/api/images', {
    data: { generationId: id, fileId: record.output!.images[0]!.fileId },
    headers: { origin: BASE_URL },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function openPicker(page: Page, scene: number, tab: string) {
  await page.getByTestId('video-scene').nth(scene).getByTestId('scene-change-picture').click();
  const picker = page.getByTestId('scene-media-picker');
  await expect(picker).toBeVisible();
  await picker.getByRole('tab', { name: tab }).click();
  return picker;
}

const closePicker = (page: Page) =>
  page.getByTestId('scene-media-picker').getByRole('button', { name: 'Done', exact: true }).click();

test('a video mixing an uploaded clip, an archive image, a stock photo and a generated picture with music; one scene changed, both versions kept', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'forja-e2e-sources-'));
  try {
    await signUpWithCredits(page);
    await archiveImage(page);
    const clip = await makeClip(dir);
    await page.goto('/dashboard');
    await expect(page.getByTestId('credits-left')).toBeVisible({ timeout: 60_000 });
    const before = await available(page);

    // Idea, title, options: four scenes of 5 s, square.
    await page.getByRole('link', { name: 'Generate video' }).first().click();
    await page.getByLabel('Video idea').fill('An evening at the old harbour, told in four moments');
    await forward(page).click();
    await expect(page.getByTestId('wizard-step-title')).toBeVisible({ timeout: 15_000 });
    await forward(page).click();
    await expect(page.getByTestId('wizard-step-options')).toBeVisible();
    await page.getByRole('combobox', { name: 'Scenes' }).click();
    await page.getByRole('option', { name: '4 scenes', exact: true }).click();
    await page.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'Square · 1:1', exact: true }).click();
    await forward(page).click();
    await expect(page.getByTestId('wizard-step-scenes')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('video-scene')).toHaveCount(4);

    // Scene 1: an uploaded clip, looped over its scene.
    let picker = await openPicker(page, 0, 'Upload');
    await picker.locator('input[type="file"]').setInputFiles(clip);
    await expect(picker.getByText('Clip', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await closePicker(page);
    await expect(page.getByTestId('video-scene').nth(0)).toContainText('harbour-waves');

    // Scene 2: the image kept in the archive.
    picker = await openPicker(page, 1, 'My images');
    await picker.getByRole('button', { name: /Use A red lighthouse/ }).click();
    await closePicker(page);
    await expect(page.getByTestId('video-scene').nth(1)).toContainText('From your images');

    // Scene 3: a Pexels photo found by the scene's search words.
    picker = await openPicker(page, 2, 'Stock');
    await picker.getByRole('button', { name: 'Photos', exact: true }).click();
    const result = picker.getByRole('button', { name: /Use this item by Photographer/ }).first();
    await expect(result).toBeVisible({ timeout: 20_000 });
    await result.click();
    await expect(picker.getByText(/Photo by Photographer \d+ on Pexels/).first()).toBeVisible({
      timeout: 20_000,
    });
    await closePicker(page);
    await expect(page.getByTestId('video-scene').nth(2)).toContainText(/Photo by Photographer \d+ on Pexels/);

    // Scene 4 keeps its generated picture. The music library's track under the narration.
    await page
      .getByTestId('music-picker')
      .getByRole('radio', { name: /Morning Chords/ })
      .check();

    const banner = page.getByTestId('cost-banner');
    await expect(banner).toHaveAttribute('data-state', 'enough');
    const cost = Number(/costs (\d+) credits/.exec((await banner.textContent()) ?? '')?.[1]);
    expect(cost).toBeGreaterThan(0);
    await forward(page).click();
    await expect(page.getByTestId('rendered-video')).toBeVisible({ timeout: 200_000 });
    expect(await available(page)).toBe(before - cost);

    // The library: the first version, then "Change scenes" on it.
    await page.getByRole('link', { name: 'Open the Video Library' }).click();
    const card = page.getByTestId('video-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Completed');
    await expect(card).toContainText(/Photographer \d+/);
    await card.getByRole('link', { name: 'Change scenes' }).click();
    await expect(page.getByTestId('wizard-step-scenes')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('video-scene')).toHaveCount(4);

    // Scene 4's narration changes: one scene to render and pay for.
    const last = page.getByTestId('video-scene').nth(3);
    await last.getByRole('button', { name: /Edit/ }).click();
    await last.getByLabel('Narration').fill('Night falls, and the harbour lights come on one by one.');
    await last.getByTestId('scene-save').click();
    await expect(banner).toContainText('Changes 1 scene');
    const price = Number(/(\d+) credits/.exec((await banner.textContent()) ?? '')?.[1]);
    expect(price).toBe(10);
    const beforeRevision = await available(page);
    await forward(page).click();
    await expect(page.getByTestId('rendered-video')).toBeVisible({ timeout: 200_000 });
    await expect(page.getByText('1 of 4 scenes was rendered again')).toBeVisible();
    expect(await available(page)).toBe(beforeRevision - price);

    await page.getByRole('link', { name: 'Open the Video Library' }).click();
    await expect(card).toHaveCount(2);
    await expect(card.first()).toContainText('v2');
    const player = card.first().getByTestId('video-player');
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(19);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
