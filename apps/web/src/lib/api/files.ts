import type { StoredFile } from '@forja/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/files/:id/keep — keeps a generated file (an image) that would otherwise be
 * deleted an hour after it was made; archives call it when the user saves the file.
 */
export function keepFile(id: string): Promise<StoredFile> {
  return api.post<StoredFile>(`/api/files/${encodeURIComponent(id)}/keep`);
}
