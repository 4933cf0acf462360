import { expect, test, type Page } from '@playwright/test';
import { failOnCspViolations, newUser, register } from './support';

/*
 * The voice-over studio on the offline engine (espeak-ng): text -> voice (with its free
 * preview) -> generate -> play -> save -> in the audio archive -> download.
 */

failOnCspViolations();

const forward = (page: Page) => page.getByTestId('wizard-forward');

async function available(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/credits')).json()) as { available: number }).available;
}

test('text -> voice -> generate -> play -> save -> in the archive -> download', async ({ page }) => {
  // Real speech synthesis and MP3 encoding; a busy 2-core machine needs the margin.
  test.setTimeout(240_000);
  await register(page, newUser('voice'));
  const before = await available(page);

  await page.getByRole('link', { name: 'Voice-over' }).first().click();
  await expect(page).toHaveURL(/\/generate-audio$/);
  await forward(page).click();
  await expect(page.getByText('Please enter a text with at least one word.')).toBeVisible();
  const text = 'Bună ziua! Acesta este un test al studioului de voce. Țara are munți frumoși.';
  await page.getByLabel('Text to read').fill(text);
  await expect(page.getByTestId('text-counter')).toContainText(`${text.length} / 5,000 characters`);
  await expect(page.getByTestId('text-cost')).toContainText('This text costs 1 credit.');
  await forward(page).click();

  // The voice: the studio's Romanian voice, previewed for free.
  await expect(page.getByTestId('wizard-step-voice')).toBeVisible();
  await page.getByLabel('Voice', { exact: true }).selectOption('ro-RO-AlinaNeural');
  const preview = page.waitForResponse((r) => r.url().endsWith('/api/voice-overs/preview'));
  await page.getByTestId('voice-preview').click();
  const previewed = await preview;
  expect(previewed.status()).toBe(200);
  expect(previewed.headers()['content-type']).toBe('audio/wav');
  expect(await available(page)).toBe(before);
  await expect(page.getByTestId('cost-note')).toContainText('1 credit');
  await forward(page).click();

  // Generated, then played: the player has the audio and the waveform is drawn.
  await expect(page.getByTestId('wizard-step-result')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('waveform')).toBeVisible();
  const player = page.getByTestId('voice-over-player');
  await expect
    .poll(() => player.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 })
    .toBeGreaterThan(2);
  await player.evaluate(async (a: HTMLAudioElement) => {
    a.muted = true;
    await a.play();
  });
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
  expect(await available(page)).toBe(before - 1);

  // The subtitles are written from the word timings, diacritics kept.
  const srt = page.waitForEvent('download');
  await page.getByTestId('download-srt').click();
  const srtText = await (await srt).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(srtText).toMatch(/^1\n00:00:00,\d{3} --> /);
  expect(srtText).toContain('Țara are munți frumoși.');

  await page.getByLabel('Title in the archive').fill('Munții noștri');
  await page.getByRole('button', { name: 'Save to archive' }).click();
  await expect(page.getByTestId('voice-over-saved')).toBeVisible();

  // In the archive on the dashboard, counted, and downloadable.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByTestId('voice-overs-created')).toContainText('1');
  await page.getByRole('button', { name: /Audio archive/ }).click();
  const card = page.getByTestId('voice-overs-archive').getByTestId('saved-voice-over');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Munții noștri');
  const mp3 = page.waitForEvent('download');
  await card.getByTestId('archive-download-mp3').click();
  const download = await mp3;
  expect(download.suggestedFilename()).toBe('muntii-nostri.mp3');
  const path = await download.path();
  expect(path).toBeTruthy();
  const { statSync } = await import('node:fs');
  expect(statSync(path).size).toBeGreaterThan(10_000);
});
