import { expect, test, type Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { readFile } from 'node:fs/promises';
import { ADMIN, BASE_URL, failOnCspViolations, newUser, SLOW_URL } from './support';

/*
 * Batch runs with a brand kit: five articles from a CSV on the studio whose articles go to
 * e2e/slow-webhook.mjs (one row fails once there, then is retried), and three rendered videos
 * from a CSV on the offline studio; live progress, save all, the zip's contents, the archives'
 * "From a batch".
 */

failOnCspViolations();

const KIT = {
  name: 'Crumb & Co',
  description: 'A neighbourhood bakery that bakes before dawn.',
  keywords: ['sourdough', 'neighbourhood'],
  avoidWords: ['cheap'],
  callToAction: 'Come by for a warm loaf before eight.',
};

/** Signs up through the API on `baseURL`, with `credits` more from that studio's administrator. */
async function signUp(page: Page, baseURL: string, credits: number) {
  const user = newUser('batch');
  const res = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: user,
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const userId = ((await res.json()) as { user: { id: string } }).user.id;
  const admin = await page.context().browser()!.newContext({ baseURL });
  const signIn = await admin.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: baseURL },
  });
  expect(signIn.ok()).toBe(true);
  const grant = await admin.request.post(`/api/admin/users/${userId}/credits`, {
    data: { amount: credits, description: 'Batch journey' },
    headers: { origin: baseURL },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  await admin.close();
}

const available = async (page: Page, baseURL: string) =>
  ((await (await page.request.get(`${baseURL}/api/credits`)).json()) as { available: number }).available;

/** The kit, made through the API (its screens have their own tests): the batch form picks it. */
async function makeKit(page: Page, baseURL: string, extra: Record<string, unknown> = {}) {
  const res = await page.request.post(`${baseURL}/api/brand-kits`, {
    data: { ...KIT, ...extra },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Chooses the CSV on the new-batch screen, with the kit, and previews it. */
async function previewCsv(page: Page, csv: string) {
  await page.getByRole('radio', { name: 'A CSV file' }).check();
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({
    name: 'plan.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('combobox', { name: 'Brand kit' }).click();
  await page.getByRole('option', { name: KIT.name, exact: true }).click();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
}

/** The zip the batch page's download link gives, as file name -> bytes. */
async function downloadZip(page: Page): Promise<Record<string, Uint8Array>> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download everything (zip)' }).click(),
  ]);
  return unzipSync(new Uint8Array(await readFile(await download.path())));
}

test.describe('on the studio whose articles go to a webhook', () => {
  test.use({ baseURL: SLOW_URL });

  test('five articles from a CSV with a brand kit: one fails, is retried, all saved and zipped', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, SLOW_URL, 20);
    await makeKit(page, SLOW_URL);
    const before = await available(page, SLOW_URL);

    await page.goto('/create-article');
    await page.getByRole('link', { name: 'Run a batch' }).click();
    await expect(page).toHaveURL(/\/batches\/new\?studio=article$/);
    await previewCsv(
      page,
      [
        'idea,title,tone,length',
        '"[quick] How small bakeries win regulars online",Bread and regulars,friendly,300',
        '[quick] Five breakfast ideas for busy mornings,,casual,300',
        '"[quick] fails once: why sourdough takes its time",Slow bread,,300',
        '"[quick] How to photograph a loaf, simply",,,',
        '[quick] Opening hours that suit a neighbourhood,Hours that work,,',
      ].join('\r\n'),
    );

    // Five rows at 2 credits, before anything starts.
    await expect(page.getByText('Total cost')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(6);
    expect(await available(page, SLOW_URL)).toBe(before);
    await page.getByRole('button', { name: 'Start the batch (5 rows)' }).click();

    await expect(page).toHaveURL(/\/batches\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Batch of Articles' })).toBeVisible();
    // Live: the rows finish one by one; the one whose writer failed says why, and costs nothing.
    await expect(
      page.getByText('4 of 5 rows finished').or(page.getByText('5 of 5 rows finished')),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('1 failed')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('4 done')).toBeVisible();
    expect(await available(page, SLOW_URL)).toBe(before - 8);

    await page.getByRole('button', { name: 'Retry the failed row' }).click();
    await expect(page.getByText('5 done')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Finished', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('10 charged of 10')).toBeVisible();
    expect(await available(page, SLOW_URL)).toBe(before - 10);

    await page.getByRole('button', { name: 'Save all 5 results to the archive' }).click();
    await expect(page.getByText('5 results saved to the archive.')).toBeVisible();

    const files = await downloadZip(page);
    const names = Object.keys(files).sort();
    expect(names.filter((n) => n.endsWith('.md'))).toHaveLength(5);
    expect(names.filter((n) => n.endsWith('.html'))).toHaveLength(5);
    const slow = names.find((n) => n.includes('slow-bread') && n.endsWith('.html'));
    expect(slow, names.join(', ')).toBeDefined();
    const html = strFromU8(files[slow!]!);
    expect(html).toContain('Fresh every morning');
    // The kit reached the webhook: its call to action closes every article.
    expect(html).toContain(KIT.callToAction);
    const markdown = strFromU8(files[names.find((n) => n.includes('slow-bread') && n.endsWith('.md'))!]!);
    expect(markdown).toMatch(/^## Fresh every morning$/m);

    // The archive says which batch made each article.
    await page.goto('/dashboard');
    const saved = page.getByRole('list', { name: 'Saved articles' });
    await expect(saved.getByRole('link', { name: 'From a batch' })).toHaveCount(5, { timeout: 15_000 });
  });
});

test('three videos from a CSV with a brand kit, rendered with live progress and zipped', async ({ page }) => {
  test.setTimeout(300_000);
  await signUp(page, BASE_URL, 100);
  await makeKit(page, BASE_URL, { voice: 'en-US-JennyNeural', videoFormat: 'sd' });
  const before = await available(page, BASE_URL);

  await page.goto('/generate-video');
  await page.getByRole('link', { name: 'Run a batch' }).click();
  await expect(page).toHaveURL(/\/batches\/new\?studio=video$/);
  await previewCsv(
    page,
    [
      'idea,scenes,voice,format',
      'Three facts about octopuses that surprise everyone,3,en-US-BrianMultilingualNeural,sd',
      'Why bread rises: yeast explained in a minute,3,,sd',
      'How lighthouses guided ships before radio,3,en-US-JennyNeural,',
    ].join('\n'),
  );
  // Three videos of 3 scenes of 5 seconds: 28 credits each.
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Start the batch (3 rows)' }).click();

  await expect(page).toHaveURL(/\/batches\/[0-9a-f-]{36}$/);
  // Live progress: rows running with their render's stage, then done.
  await expect(page.getByText(/\d running/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('3 done')).toBeVisible({ timeout: 240_000 });
  await expect(page.getByText('84 charged of 84')).toBeVisible();
  expect(await available(page, BASE_URL)).toBe(before - 84);

  const files = await downloadZip(page);
  const videos = Object.keys(files).filter((n) => n.endsWith('.mp4'));
  const subtitles = Object.keys(files).filter((n) => n.endsWith('.srt'));
  expect(videos).toHaveLength(3);
  expect(subtitles).toHaveLength(3);
  for (const name of videos) expect(strFromU8(files[name]!.subarray(4, 8))).toBe('ftyp');
  for (const name of subtitles) expect(strFromU8(files[name]!)).toMatch(/^1\r?\n00:00:00,\d{3} --> /);

  // Each video went to the Video Library as it rendered, marked as a batch's.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Video Library/ }).click();
  await expect(page.getByTestId('video-card')).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'From a batch' })).toHaveCount(3);
});
