/*
 * Target: an archive list of 20 items for a user with 10,000 rows, p95 <= 15 ms on PostgreSQL.
 * Two users through the real sign-up, 10,000 saved articles for one and 4,000 for the other
 * (interleaved in time, so the list has to filter by user), seeded with one INSERT … SELECT
 * each; then GET /api/articles through app.inject for the first page, a page in the middle
 * and the last page (keyset cursor), two title searches, and the repository's query alone for
 * comparison.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ARTICLES_PATH, type ArticleList } from '@forja/contracts';
import { articles, storedFiles } from '../../apps/server/src/db/schema/index.js';
import { newFileKey } from '../../apps/server/src/integrations/storage/file-storage.js';
import { createArticlesRepository } from '../../apps/server/src/modules/articles/articles.repository.js';
import { decodeCursor } from '../../apps/server/src/modules/articles/articles.service.js';
import { call, createTestApp, signUp, type TestApp } from '../../apps/server/src/test/harness.js';
import { fmt, quantile, timed } from './measure.js';

const ROWS = 10_000;
const OTHER_ROWS = 4_000;
const PAGE = 20;
const SAMPLES = 300;
const WARM_UP = 30;
const TARGET_P95_MS = 15;

/**
 * `count` articles of `userId`, `minutesApart` minutes apart (rows sharing a minute tie on
 * created_at, so the id decides their order), ending `offsetSeconds` before now. The content
 * is about 5,000 characters of incompressible text, so it is TOASTed like a real article and
 * the preview has to be read from there; every tenth row shows a stored image file, every
 * tenth (other) row an outside image address. `original_content` is never read by the list
 * and is kept short.
 */
async function seedArticles(
  t: TestApp,
  opts: {
    userId: string;
    label: string;
    count: number;
    minutesApart: number;
    offsetSeconds: number;
    fileId: string | null;
  },
) {
  await t.database.db.execute(sql`
    INSERT INTO ${articles} (
      user_id, title, content, original_content, tone, word_count, language, audience,
      meta_description, tags, from_metadata, image_file_id, image_url, image_prompt, created_at, updated_at
    )
    SELECT
      ${opts.userId},
      ${opts.label} || ' article #' || i,
      '<h2>Section ' || i || '</h2><p>' ||
        (SELECT string_agg(md5(i::text || '-' || j::text), ' ') FROM generate_series(1, 150) AS j) || '</p>',
      '<p>original</p>',
      'professional', 800, 'en', 'general',
      'What article ' || i || ' is about, in a sentence or two.',
      ARRAY['bench', 'tag-' || (i % 7)],
      false,
      CASE WHEN i % 10 = 0 THEN ${opts.fileId}::uuid END,
      CASE WHEN i % 10 = 5 THEN 'https://images.example.com/' || i || '.jpg' END,
      CASE WHEN i % 10 IN (0, 5) THEN 'A picture for article ' || i END,
      now() - make_interval(mins => i * ${opts.minutesApart} / 2, secs => ${opts.offsetSeconds}),
      now()
    FROM generate_series(1, ${opts.count}) AS i
  `);
}

async function imageFile(t: TestApp, userId: string): Promise<string> {
  const [file] = await t.database.db
    .insert(storedFiles)
    .values({
      key: newFileKey('bench image', 'png'),
      userId,
      contentType: 'image/png',
      sizeBytes: 1234,
      purpose: 'bench',
      saved: true,
    })
    .returning({ id: storedFiles.id });
  return file!.id;
}

export async function archiveList() {
  const t = await createTestApp('postgres');
  try {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const seedStart = performance.now();
    await seedArticles(t, {
      userId: owner.user.id,
      label: 'Owner',
      count: ROWS,
      minutesApart: 1,
      offsetSeconds: 0,
      fileId: await imageFile(t, owner.user.id),
    });
    await seedArticles(t, {
      userId: other.user.id,
      label: 'Other',
      count: OTHER_ROWS,
      minutesApart: 5,
      offsetSeconds: 7,
      fileId: await imageFile(t, other.user.id),
    });
    // A table that grew to this size in production has been analysed by autovacuum.
    await t.database.db.execute(sql`ANALYZE ${articles}`);
    const seedMs = performance.now() - seedStart;

    const list = async (query: string): Promise<ArticleList> => {
      const res = await call(t.app, 'GET', `${ARTICLES_PATH}?${query}`, { cookie: owner.cookie });
      if (res.statusCode !== 200) throw new Error(`bench request failed: ${res.statusCode} ${res.body}`);
      return res.json() as ArticleList;
    };
    const pageQuery = (cursor: string | null) =>
      `limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

    // Walks the whole list once, page by page, checking it and keeping the cursors.
    const cursors: (string | null)[] = [];
    const seen = new Set<string>();
    let cursor: string | null = null;
    let ordered = true;
    let foreign = 0;
    let last = Infinity;
    do {
      cursors.push(cursor);
      const page = await list(pageQuery(cursor));
      for (const item of page.items) {
        seen.add(item.id);
        if (!item.title.startsWith('Owner ')) foreign++;
        const at = Date.parse(item.createdAt);
        if (at > last) ordered = false;
        last = at;
      }
      cursor = page.nextCursor;
    } while (cursor);
    const pages = cursors.length;
    const middle = Math.floor(pages / 2);

    const repo = createArticlesRepository(t.database.db);
    const cases: { label: string; cursor: string | null }[] = [
      { label: 'first page', cursor: null },
      { label: `page ${middle + 1} (after ${fmt(middle * PAGE)})`, cursor: cursors[middle]! },
      { label: `page ${pages}, last (after ${fmt((pages - 1) * PAGE)})`, cursor: cursors[pages - 1]! },
    ];

    console.log(
      `\nArchive list: GET ${ARTICLES_PATH}?limit=${PAGE} for a user with ${fmt(ROWS)} articles, another with ${fmt(OTHER_ROWS)}` +
        ` (${SAMPLES} sequential calls each after ${WARM_UP} warm-up; seeded in ${fmt(seedMs / 1000, 1)} s)`,
    );
    const row = (label: string, s: number[], budget: boolean) => {
      const p95 = quantile(s, 0.95);
      const verdict = budget
        ? `   target: p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'ok' : 'OVER BUDGET'}`
        : '';
      console.log(
        `  ${label.padEnd(44)} median ${fmt(quantile(s, 0.5), 2)} ms, p95 ${fmt(p95, 2)} ms${verdict}`,
      );
    };
    for (const c of cases) {
      const query = pageQuery(c.cursor);
      row(`GET, ${c.label}`, await timed(SAMPLES, WARM_UP, () => list(query)), true);
    }
    // The title search: a word on every seventh title, then one title (every row of the user is read).
    for (const [label, q] of [
      ['search, many titles ("#7")', '#7'],
      ['search, one title ("Owner article #7777")', 'Owner article #7777'],
    ] as const) {
      const query = `limit=${PAGE}&q=${encodeURIComponent(q)}`;
      row(`GET, ${label}`, await timed(SAMPLES, WARM_UP, () => list(query)), true);
    }
    for (const c of cases) {
      const opts = { cursor: c.cursor ? decodeCursor(c.cursor) : undefined, limit: PAGE };
      row(
        `query alone, ${c.label}`,
        await timed(SAMPLES, WARM_UP, () => repo.archive.list(owner.user.id, opts)),
        false,
      );
    }
    console.log(
      `  check: walked ${pages} pages: ${fmt(seen.size)} distinct items (expected ${fmt(ROWS)}), ` +
        `${ordered ? 'newest first' : 'NOT newest first'}, ${foreign} of the other user's`,
    );
  } finally {
    // Drops the throw-away database: the users, their articles and files go with it.
    await t.close();
  }
}
