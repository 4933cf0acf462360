import { fileEndpoints, type StoredFile } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/**
 * Keeps a generated file (an image) that would otherwise be
 * deleted an hour after it was made; archives call it when the user saves the file.
 */
export function keepFile(id: string): Promise<StoredFile> {
  return apiCall(fileEndpoints.keep, { params: { id } });
}
