import type { GenerationList, GenerationListQuery, GenerationRecord } from '@forja/contracts';
import { isDemoOutput } from '../../db/demo-output.js';
import { notFound } from '../../lib/app-error.js';
import type { GenerationRow, GenerationsRepository } from './generations.repository.js';

type Summary = Omit<GenerationRow, 'userId' | 'input' | 'output' | 'heartbeatAt' | 'runs' | 'batchKey'>;

const summary = (row: Summary) => ({
  id: row.id,
  kind: row.kind,
  provider: row.provider,
  demo: isDemoOutput(row),
  status: row.status,
  stage: row.status === 'queued' || row.status === 'running' ? (row.stage ?? null) : null,
  percent: row.status === 'running' ? (row.percent ?? null) : null,
  restarted: row.attempts > 1,
  cost: row.cost,
  error: row.errorCode ? { code: row.errorCode, message: row.error ?? '' } : null,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The user's own generations: a result survives a closed tab, and a queued one is followed here. */
export function createGenerationsService(repo: GenerationsRepository) {
  return {
    async get(userId: string, id: string): Promise<GenerationRecord> {
      const row = await repo.findOwned(id, userId);
      if (!row) throw notFound('Generation');
      return { ...summary(row), input: row.input, output: row.output ?? null };
    },
    /** A generation this process settled, with its owner (what a webhook tells). */
    async settled(id: string): Promise<{ userId: string; record: GenerationRecord } | null> {
      const row = await repo.findById(id);
      if (!row) return null;
      return {
        userId: row.userId,
        record: { ...summary(row), input: row.input, output: row.output ?? null },
      };
    },
    /** An identical generation the user started within `ms` (the debounce of double submits). */
    async recentSame(
      userId: string,
      kind: string,
      input: unknown,
      ms: number,
    ): Promise<GenerationRecord | null> {
      const id = await repo.findRecentSame(userId, kind, input, ms);
      return id ? this.get(userId, id) : null;
    },
    /** Says which provider drew the generation's pictures, so its result can say whether it is a demo. */
    recordImageProvider: (id: string, kind: string) => repo.recordImageProvider(id, kind),
    async list(userId: string, query: GenerationListQuery): Promise<GenerationList> {
      return { items: (await repo.listOwned(userId, query)).map(summary) };
    },
  };
}
export type GenerationsService = ReturnType<typeof createGenerationsService>;
