import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { BatchDetail } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { creditAccounts } from '../../db/schema/index.js';
import {
  createBuiltinProvider,
  GenerationError,
  type GenerationProvider,
} from '../../integrations/generation/index.js';
import { call } from '../../test/harness.js';
import { gate } from '../../test/queued-article.js';

/*
 * What the batch API tests share: starting a batch, waiting for it to end through its events
 * stream (it answers once the batch is finished or cancelled), and a provider whose articles
 * wait at a gate or fail on purpose, chosen by words in the row's idea.
 */

export const csv = (text: string) => Buffer.from(text).toString('base64');

export async function startBatch(app: FastifyInstance, cookie: string, body: Record<string, unknown>) {
  const res = await call(app, 'POST', '/api/batches', { cookie, body });
  if (res.statusCode !== 201) throw new Error(`batch refused: ${res.statusCode} ${res.body}`);
  return res.json() as BatchDetail;
}

export async function getBatch(app: FastifyInstance, cookie: string, id: string): Promise<BatchDetail> {
  const res = await call(app, 'GET', `/api/batches/${id}`, { cookie });
  if (res.statusCode !== 200) throw new Error(`batch read failed: ${res.statusCode} ${res.body}`);
  return res.json() as BatchDetail;
}

/** The events stream's last event: the batch once it has finished or been cancelled. */
export async function batchEnded(app: FastifyInstance, cookie: string, id: string): Promise<BatchDetail> {
  const res = await call(app, 'GET', `/api/batches/${id}/events`, { cookie });
  if (res.statusCode !== 200) throw new Error(`events failed: ${res.statusCode} ${res.body}`);
  const events = res.body
    .split('\n\n')
    .filter((e) => e.startsWith('data: '))
    .map((e) => JSON.parse(e.slice(6)) as BatchDetail);
  return events.at(-1)!;
}

export async function accountOf(db: Db, userId: string) {
  const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
  return account!;
}

export async function countRows(db: Db, table: 'batches' | 'batch_rows' | 'generations', userId: string) {
  const [row] = await rawRows(
    db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`,
  );
  return Number(row!.n);
}

/**
 * The builtin provider, except articles whose idea holds `slow` wait until `release()`, and
 * those holding `broken` fail (PROVIDER_ERROR) while `breaking` is set; title ideas fail for
 * an idea holding `untitled`.
 */
export function steeredProvider() {
  const builtin = createBuiltinProvider();
  let held = gate();
  const state = { breaking: true, waiting: 0 };
  const provider: GenerationProvider = {
    ...builtin,
    titleIdeas: async (input, signal) => {
      if (input.idea.includes('untitled')) {
        throw new GenerationError('PROVIDER_ERROR', { message: 'The title service answered 502.' });
      }
      return builtin.titleIdeas(input, signal);
    },
    article: async (input, signal) => {
      if (state.breaking && input.idea.includes('broken')) {
        throw new GenerationError('PROVIDER_ERROR', { message: 'The article service answered 502.' });
      }
      if (input.idea.includes('slow')) {
        state.waiting++;
        try {
          // A cancelled generation's call stops waiting, as a provider listening to its signal does.
          await Promise.race([
            held.wait(),
            new Promise((_, reject) =>
              signal?.addEventListener('abort', () => reject(signal.reason as Error)),
            ),
          ]);
        } finally {
          state.waiting--;
        }
      }
      return builtin.article(input, signal);
    },
  };
  return {
    provider,
    state,
    release() {
      held.open();
      held = gate();
    },
  };
}
