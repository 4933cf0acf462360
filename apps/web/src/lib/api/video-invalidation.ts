import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * A render ended (here or elsewhere in the app): the Video Library and its counter are read
 * again. A module of its own: the render watcher of every signed-in page calls it, and
 * importing the library's calls (lib/api/videos.ts) there put them in every first load.
 */
export function invalidateVideos(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.videos() });
}
