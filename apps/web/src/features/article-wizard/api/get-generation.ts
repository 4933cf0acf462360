import type { GenerationKind, GenerationList, GenerationRecord } from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/generations/:id — one of the user's generations with its input and output. */
export function getGeneration(id: string): Promise<GenerationRecord> {
  return api.get<GenerationRecord>(`/api/generations/${encodeURIComponent(id)}`);
}

/** GET /api/generations?kind=… — the latest generations of a kind, newest first, without payloads. */
export function listGenerations(kind: GenerationKind, limit = 5): Promise<GenerationList> {
  return api.get<GenerationList>(`/api/generations?kind=${encodeURIComponent(kind)}&limit=${limit}`);
}

/** A finished generation never changes: read once, shared by the recovery and the result step. */
export const generationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['generations', 'detail', id],
    queryFn: () => getGeneration(id),
    staleTime: Infinity,
  });

/** Which provider made a generation; null while unknown. */
export function useGenerationProvider(id: string | null): string | null {
  const { data } = useQuery({
    ...generationQueryOptions(id ?? ''),
    enabled: id !== null,
    select: (record) => record.provider,
  });
  return data ?? null;
}
