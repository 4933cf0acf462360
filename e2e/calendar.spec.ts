import { expect, test, type Page } from '@playwright/test';
import { addDays, instantToZoned } from '../packages/contracts/src/time-zones';
import { BASE_URL, FAKE_WORDPRESS, failOnCspViolations, newUser, renderLibraryVideo } from './support';

failOnCspViolations();

/*
 * Scheduled publishing, from the archives to the calendar: an article to WordPress and a video
 * to YouTube scheduled for the same day in the user's zone (the browser's, saved to the
 * profile on the first load), both on the calendar; the article dragged to the next day keeps
 * its time of day; the video's schedule cancelled. The fakes of e2e/fake-platforms.ts stand in
 * for the sites; nothing is published, the time is days ahead.
 */
const ZONE = 'Europe/Bucharest';
test.use({ timezoneId: ZONE });

/** The next Wednesday at least two days ahead (its week, Sunday to Saturday, holds Thursday too). */
function nextWednesday(): string {
  const today = instantToZoned(new Date(), ZONE).slice(0, 10);
  for (let days = 2; ; days++) {
    const day = addDays(today, days);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 3) return day;
  }
}
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function setUp(page: Page) {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: BASE_URL },
    data: newUser('calendar'),
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const wordpress = await page.request.put('/api/connections/wordpress', {
    headers: { origin: BASE_URL },
    data: FAKE_WORDPRESS,
  });
  expect(wordpress.status(), await wordpress.text()).toBe(200);
  const article = await page.request.post('/api/articles', {
    headers: { origin: BASE_URL },
    data: {
      title: 'Rye Bread at Home',
      content: '<h2>Starter</h2><p>Feed it the night before.</p>',
      tone: 'friendly',
      wordCount: 500,
      language: 'en',
      audience: 'general',
      metaDescription: 'Rye, slowly.',
      tags: ['bread'],
    },
  });
  expect(article.status(), await article.text()).toBe(201);
  // YouTube through its consent page (the local fake grants at once and sends the browser back).
  await page.goto('/api/connections/youtube/start');
  await expect(page).toHaveURL(/\/settings\?tab=connections/, { timeout: 20_000 });
  const videoId = await renderLibraryVideo(page.request);
  return { articleId: (await article.json()).id as string, videoId };
}

/** Fills the dialog's date and time and schedules: answers once the server has saved it. */
async function scheduleFor(page: Page, day: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Time').fill('09:00');
  // The server's answer is the event to wait for (a busy machine may take seconds to give it).
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/schedules',
  );
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toBeHidden();
}

test('schedule an article and a video, see both on the calendar, drag one to the next day, cancel one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { articleId } = await setUp(page);
  const wednesday = nextWednesday();
  const thursday = addDays(wednesday, 1);

  // The article, from its card in the archive (the dashboard opens on the articles).
  await page.goto('/dashboard');
  const article = page.getByRole('article', { name: 'Rye Bread at Home' });
  await article.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Time zone: ${ZONE}`);
  await scheduleFor(page, wednesday);
  await expect(page.getByText(/^Scheduled for /).first()).toBeVisible();
  await expect(article.getByTestId('item-schedules')).toContainText('Scheduled');

  // The video, from the Video Library, with YouTube's own fields.
  await page.getByRole('button', { name: /Video Library/ }).click();
  const video = page.getByTestId('video-card');
  await video.getByRole('button', { name: 'Schedule on YouTube' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Morning bake');
  await scheduleFor(page, wednesday);
  await expect(video.getByTestId('item-schedules')).toContainText('YouTube');

  // Both on Wednesday in the week view, at nine in the user's zone.
  await page.goto(`/calendar?view=week&date=${wednesday}`);
  const wednesdayCell = page.getByRole('listitem', { name: dayLabel(wednesday) });
  const articleEntry = wednesdayCell.getByRole('button', { name: /Rye Bread at Home/ });
  const videoEntry = wednesdayCell.getByRole('button', { name: /Morning bake/ });
  await expect(articleEntry).toContainText('9:00 AM');
  await expect(articleEntry).toContainText('WordPress');
  await expect(videoEntry).toContainText('YouTube');

  // Dragged to Thursday: the same time of day.
  const thursdayCell = page.getByRole('listitem', { name: dayLabel(thursday) });
  await articleEntry.dragTo(thursdayCell);
  const moved = thursdayCell.getByRole('button', { name: /Rye Bread at Home/ });
  await expect(moved).toContainText('9:00 AM');
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/schedules?itemId=${articleId}`);
      const { entries } = (await res.json()) as { entries: { at: string }[] };
      return entries.map((e) => instantToZoned(new Date(e.at), ZONE));
    })
    .toEqual([`${thursday}T09:00`]);

  // The video's schedule cancelled from its details: gone from the calendar.
  await videoEntry.click();
  const details = page.getByRole('dialog', { name: 'Morning bake' });
  await details.getByRole('button', { name: 'Cancel the schedule' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the schedule' }).click();
  await expect(wednesdayCell.getByRole('button', { name: /Morning bake/ })).toHaveCount(0);
  await expect(thursdayCell.getByRole('button', { name: /Rye Bread at Home/ })).toBeVisible();
});
