import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type GenerationInput,
  type GenerationKind,
  type GenerationKindName,
  type GenerationList,
  type GenerationRecord,
} from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/*
 * One API for every kind of generation (packages/contracts/src/generation-kinds.ts):
 * POST /api/generations starts one; 'now' kinds answer 200 with the output, 'queued' kinds
 * (the article) 202 and are followed with GET /:id or its event stream.
 */

const GENERATIONS_PATH = '/api/generations';
const one = (id: string) => `${GENERATIONS_PATH}/${encodeURIComponent(id)}`;

/** POST /api/generations — starts a generation; the credits are held before it answers. */
export function startGeneration<K extends GenerationKindName>(
  kind: K,
  input: GenerationInput<K>,
): Promise<GenerationRecord> {
  return api.post<GenerationRecord>(GENERATIONS_PATH, { kind, input });
}

/** GET /api/generations/:id — one of the user's generations with its input and output. */
export function getGeneration(id: string, signal?: AbortSignal): Promise<GenerationRecord> {
  return api.get<GenerationRecord>(one(id), { signal });
}

/** POST /api/generations/:id/cancel — stops it and releases its hold; a finished one comes back unchanged. */
export function cancelGeneration(id: string): Promise<GenerationRecord> {
  return api.post<GenerationRecord>(`${one(id)}/cancel`);
}

/** GET /api/generations/:id/events — the event stream's address (EventSource, same origin). */
export const generationEventsUrl = (id: string) => `${one(id)}/events`;

/** GET /api/generations?kind=… — the latest generations, newest first, without payloads. */
export function listGenerations(kind?: GenerationKind, limit = 5): Promise<GenerationList> {
  const query = new URLSearchParams({ limit: String(limit), ...(kind ? { kind } : {}) });
  return api.get<GenerationList>(`${GENERATIONS_PATH}?${query.toString()}`);
}

/**
 * One generation. A finished one never changes, so it is read once; a running one is kept
 * up to date by its follower (lib/wizard/follow-generation.ts), which writes into this query.
 */
export const generationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.generation(id),
    queryFn: ({ signal }) => getGeneration(id, signal),
    staleTime: Infinity,
  });

export const generationListQueryOptions = (kind?: GenerationKind, limit = 5) =>
  queryOptions({
    queryKey: queryKeys.generationList(kind, limit),
    queryFn: () => listGenerations(kind, limit),
  });

/** Whether the offline demo generator made a generation (its result says so); false while unknown. */
export function useGenerationDemo(id: string | null): boolean {
  const { data } = useQuery({
    ...generationQueryOptions(id ?? ''),
    enabled: id !== null,
    select: (record) => record.demo,
  });
  return data ?? false;
}
