import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  generationEndpoints,
  type GenerationInput,
  type GenerationKind,
  type GenerationKindName,
  type GenerationList,
  type GenerationRecord,
  type GenerationStart,
} from '@forja/contracts';
import { apiCall, endpointUrl } from '@/lib/api-call';
import { queryKeys } from './query-keys';

/*
 * One API for every kind of generation (packages/contracts/src/generation-kinds.ts):
 * POST /api/generations starts one; 'now' kinds answer 200 with the output, 'queued' kinds
 * (the article) 202 and are followed with GET /:id or its event stream.
 */

/** Starts a generation; the credits are held before it answers. */
export function startGeneration<K extends GenerationKindName>(
  kind: K,
  input: GenerationInput<K>,
): Promise<GenerationRecord> {
  return apiCall(generationEndpoints.start, { body: { kind, input } as GenerationStart });
}

/** One of the user's generations with its input and output. */
export function getGeneration(id: string, signal?: AbortSignal): Promise<GenerationRecord> {
  return apiCall(generationEndpoints.get, { params: { id }, signal });
}

/** Stops it and releases its hold; a finished one comes back unchanged. */
export function cancelGeneration(id: string): Promise<GenerationRecord> {
  return apiCall(generationEndpoints.cancel, { params: { id } });
}

/** The event stream's address (EventSource, same origin). */
export const generationEventsUrl = (id: string) => endpointUrl(generationEndpoints.events, { id });

/** The latest generations, newest first, without payloads. */
export function listGenerations(kind?: GenerationKind, limit = 5): Promise<GenerationList> {
  return apiCall(generationEndpoints.list, { query: { limit, kind } });
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
