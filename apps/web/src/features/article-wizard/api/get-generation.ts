import type { GenerationKind, GenerationList, GenerationRecord } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** GET /api/generations/:id — one of the user's generations with its input and output. */
export function getGeneration(id: string): Promise<GenerationRecord> {
  return api.get<GenerationRecord>(`/api/generations/${encodeURIComponent(id)}`);
}

/** GET /api/generations?kind=… — the latest generations of a kind, newest first, without payloads. */
export function listGenerations(kind: GenerationKind, limit = 5): Promise<GenerationList> {
  return api.get<GenerationList>(`/api/generations?kind=${encodeURIComponent(kind)}&limit=${limit}`);
}
