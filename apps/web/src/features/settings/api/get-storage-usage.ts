import { useQuery } from '@tanstack/react-query';
import { mediaEndpoints } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/** GET /api/media/usage: the bytes the user's media and own music take, against the plan's quota. */
export function useStorageUsage() {
  return useQuery({
    queryKey: ['media', 'usage'] as const,
    queryFn: ({ signal }) => apiCall(mediaEndpoints.usage, { signal }),
  });
}
