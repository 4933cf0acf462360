/*
 * Target: the back office's users list at 100,000 users, p95 <= 15 ms on PostgreSQL (like the
 * archives). Seeds 100,000 accounts (one in ten on a paid plan, created a minute apart), then
 * through app.inject as the owner: the first page, a page deep in the list (keyset cursor),
 * the oldest first, the status filters and prefix searches on the e-mail and the name.
 */
import { sql } from 'drizzle-orm';
import { creditAccounts, users } from '../../apps/server/src/db/schema/index.js';
import { encodeCursor } from '../../apps/server/src/lib/keyset-cursor.js';
import { call, createTestApp, signUp } from '../../apps/server/src/test/harness.js';
import { fmt, quantile, timed } from './measure.js';

const USERS = 100_000;
const PAGE = 25;
const SAMPLES = 300;
const WARM_UP = 30;
const TARGET_P95_MS = 15;

export async function adminUsers() {
  const t = await createTestApp('postgres');
  try {
    const owner = await signUp(t.app, { name: 'Bench Owner' });
    const db = t.database.db;
    // The sign-up trigger opens each account's credits, as for a real sign-up.
    await db.execute(sql`
      INSERT INTO ${users} (id, name, email, created_at)
      SELECT 'bench' || i, 'Person ' || i || ' ' || (ARRAY['Pop','Ionescu','Garcia','Smith'])[1 + i % 4],
             'user' || i || '@example.com', now() - make_interval(mins => i)
      FROM generate_series(1, ${USERS}) AS i`);
    await db.execute(sql`UPDATE ${creditAccounts} SET plan_id = 'plus' WHERE user_id LIKE 'bench%0'`);
    await db.execute(sql`ANALYZE ${users}`);
    await db.execute(sql`ANALYZE ${creditAccounts}`);

    const list = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/admin/users?${query}`, { cookie: owner.cookie });
      if (res.statusCode !== 200) throw new Error(`bench request failed: ${res.statusCode} ${res.body}`);
      return res.json() as { items: { id: string }[]; nextCursor: string | null };
    };
    const deep = (await db.execute(sql`
      SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
      FROM ${users} ORDER BY created_at DESC, id DESC OFFSET 90000 LIMIT 1`)) as unknown as {
      rows: { id: string; at: string }[];
    };
    const deepCursor = encodeCursor({ createdAt: deep.rows[0]!.at, id: deep.rows[0]!.id });

    console.log(`\nBack-office users: GET /api/admin/users?limit=${PAGE}, ${fmt(USERS)} users`);
    const cases = [
      ['first page', `limit=${PAGE}`],
      ['page after 90,000 rows (cursor)', `limit=${PAGE}&cursor=${deepCursor}`],
      ['oldest first', `limit=${PAGE}&sort=oldest`],
      ['active (one in ten)', `limit=${PAGE}&status=active`],
      ['inactive', `limit=${PAGE}&status=inactive`],
      ['search e-mail prefix ("user4242")', `limit=${PAGE}&q=user4242`],
      ['search e-mail, one row ("user77777@")', `limit=${PAGE}&q=user77777%40`],
      ['search name prefix ("person 123")', `limit=${PAGE}&q=person%20123`],
      ['search, no match ("zz")', `limit=${PAGE}&q=zz`],
    ] as const;
    for (const [label, query] of cases) {
      const first = await list(query);
      const s = await timed(SAMPLES, WARM_UP, () => list(query));
      const p95 = quantile(s, 0.95);
      console.log(
        `  ${label.padEnd(40)} median ${fmt(quantile(s, 0.5), 2)} ms, p95 ${fmt(p95, 2)} ms (${first.items.length} rows)` +
          `   target: p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'ok' : 'OVER BUDGET'}`,
      );
    }
  } finally {
    await t.close();
  }
}
