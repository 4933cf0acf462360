/*
 * Target: the images, video scripts and videos archives' lists at 10,000 rows, p95 <= 15 ms on
 * PostgreSQL, like the articles list (archive-list.ts). One user with 10,000 saved images,
 * 10,000 saved scripts and 10,000 videos, another with 4,000 of each (interleaved in time); then, through
 * app.inject, the first page, the last page (keyset cursor, after walking the list) and
 * searches: a word on every tenth row and a text on a single row (the worst case: every row
 * of the user is read).
 */
import { sql } from 'drizzle-orm';
import { IMAGES_PATH, VIDEO_SCRIPTS_PATH, VIDEOS_PATH } from '@forja/contracts';
import { savedImages, videos, videoScripts } from '../../apps/server/src/db/schema/index.js';
import { call, createTestApp, signUp, type TestApp } from '../../apps/server/src/test/harness.js';
import { fmt, quantile, timed } from './measure.js';

const ROWS = 10_000;
const OTHER_ROWS = 4_000;
const PAGE = 20;
const SAMPLES = 300;
const WARM_UP = 30;
const TARGET_P95_MS = 15;

const SCRIPT = sql`jsonb_build_object(
  'title', 'Script ' || i, 'hook', 'A hook', 'introduction', 'An introduction',
  'main_content', jsonb_build_array('Scene one of ' || i, 'Scene two', 'Scene three'),
  'call_to_action', 'Subscribe', 'estimated_duration', '60s',
  'hashtags', jsonb_build_array('#a', '#b'), 'visual_notes', jsonb_build_array('Bright'))`;
const OPTIONS = sql`'{"type":"explainer","audience":"","keyMessages":"","length":"60s","tone":"professional","referenceUrl":"","visualTheme":""}'::jsonb`;

async function seed(t: TestApp, userId: string, label: string, count: number, offsetSeconds: number) {
  const at = sql`now() - make_interval(mins => i, secs => ${offsetSeconds})`;
  await t.database.db.execute(sql`
    INSERT INTO ${savedImages} (user_id, prompt, style, resolution, mood, created_at)
    SELECT ${userId},
      ${label} || ' image #' || i || CASE WHEN i % 10 = 0 THEN ' with a lighthouse' ELSE ' of a forest' END,
      'realistic', '1024x1024', 'neutral', ${at}
    FROM generate_series(1, ${count}) AS i`);
  await t.database.db.execute(sql`
    INSERT INTO ${videoScripts} (user_id, idea, title, script, options, created_at)
    SELECT ${userId},
      ${label} || ' idea #' || i || CASE WHEN i % 10 = 0 THEN ' about bees' ELSE ' about rivers' END,
      'Script ' || i, ${SCRIPT}, ${OPTIONS}, ${at}
    FROM generate_series(1, ${count}) AS i`);
  await t.database.db.execute(sql`
    INSERT INTO ${videos} (user_id, title, prompt, status, source, resolution, scenes_count,
      provider_url, expires_at, duration_seconds, file_size, created_at)
    SELECT ${userId}, ${label} || ' video #' || i,
      CASE WHEN i % 10 = 0 THEN 'a lighthouse at night' ELSE 'a forest in spring' END,
      'completed', 'json2video', 'hd', 3, 'https://assets.example.com/' || i || '.mp4',
      now() + interval '1 day', 15, 100000, ${at}
    FROM generate_series(1, ${count}) AS i`);
}

export async function studioArchives() {
  const t = await createTestApp('postgres');
  try {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await seed(t, owner.user.id, 'Owner', ROWS, 0);
    await seed(t, other.user.id, 'Other', OTHER_ROWS, 7);
    await t.database.db.execute(sql`ANALYZE ${savedImages}`);
    await t.database.db.execute(sql`ANALYZE ${videoScripts}`);
    await t.database.db.execute(sql`ANALYZE ${videos}`);

    for (const [path, rare, common] of [
      [IMAGES_PATH, 'Owner image #7777 ', 'lighthouse'],
      [VIDEO_SCRIPTS_PATH, 'Owner idea #7777 ', 'bees'],
      [VIDEOS_PATH, 'Owner video #7777 ', 'lighthouse'],
    ] as const) {
      const list = async (query: string) => {
        const res = await call(t.app, 'GET', `${path}?${query}`, { cookie: owner.cookie });
        if (res.statusCode !== 200) throw new Error(`bench request failed: ${res.statusCode} ${res.body}`);
        return res.json() as { items: { id: string }[]; nextCursor: string | null };
      };
      // Walks the whole list once to find the last page's cursor and check the count.
      let cursor: string | null = null;
      let lastCursor = '';
      let seen = 0;
      do {
        lastCursor = cursor ?? '';
        const page = await list(`limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`);
        seen += page.items.length;
        cursor = page.nextCursor;
      } while (cursor);

      console.log(
        `\nArchive list: GET ${path}?limit=${PAGE}, ${fmt(ROWS)} rows (another user ${fmt(OTHER_ROWS)})`,
      );
      const cases = [
        ['first page', `limit=${PAGE}`],
        ['last page', `limit=${PAGE}&cursor=${lastCursor}`],
        [`search, every tenth row ("${common}")`, `limit=${PAGE}&q=${encodeURIComponent(common)}`],
        [`search, one row ("${rare.trim()}")`, `limit=${PAGE}&q=${encodeURIComponent(rare)}`],
      ] as const;
      for (const [label, query] of cases) {
        const s = await timed(SAMPLES, WARM_UP, () => list(query));
        const p95 = quantile(s, 0.95);
        console.log(
          `  ${label.padEnd(44)} median ${fmt(quantile(s, 0.5), 2)} ms, p95 ${fmt(p95, 2)} ms` +
            `   target: p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'ok' : 'OVER BUDGET'}`,
        );
      }
      console.log(`  check: walked the list: ${fmt(seen)} items (expected ${fmt(ROWS)})`);
    }
  } finally {
    await t.close();
  }
}
