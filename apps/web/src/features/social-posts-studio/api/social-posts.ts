import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ARTICLES_PATH,
  SOCIAL_POSTS_PATH,
  VIDEO_SCRIPTS_PATH,
  VIDEOS_PATH,
  type SavedSocialPosts,
  type SaveSocialPostsBody,
  type SocialSourceStudio,
} from '@forja/contracts';
import { api } from '@/lib/api-client';
import { archiveListOptions, dropFromArchive, type ArchivePage } from '@/lib/api/archive-list';
import type { SourceItem } from '../components/source-step';

/*
 * The social posts studio's calls: its archive (list, save, delete; the dashboard counts it
 * under SOCIAL_POSTS_KEYS.count) and the saved items a post can be written from, read from
 * the other studios' archives.
 */

export const SOCIAL_POSTS_KEYS = {
  all: () => ['social-posts'] as const,
  list: (search: string) => ['social-posts', 'list', search] as const,
  count: () => ['social-posts', 'count'] as const,
};

export function useSavedSocialPosts(search: string) {
  return useInfiniteQuery(
    archiveListOptions<SavedSocialPosts>(SOCIAL_POSTS_PATH, SOCIAL_POSTS_KEYS.list(search), search),
  );
}

export function useSaveSocialPosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSocialPostsBody) => api.post<SavedSocialPosts>(SOCIAL_POSTS_PATH, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SOCIAL_POSTS_KEYS.all() }),
  });
}

export function useDeleteSocialPosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${SOCIAL_POSTS_PATH}/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => dropFromArchive(queryClient, SOCIAL_POSTS_KEYS.all(), id),
  });
}

const SOURCE_PATHS: Record<SocialSourceStudio, string> = {
  article: ARTICLES_PATH,
  videoScript: VIDEO_SCRIPTS_PATH,
  video: VIDEOS_PATH,
};
const SOURCES_SHOWN = 20;

/** The user's latest saved items of one studio (searched by their archive's own search). */
export function useSourceItems(studio: SocialSourceStudio, search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['social-posts', 'sources', studio, search],
    enabled,
    queryFn: async ({ signal }): Promise<SourceItem[]> => {
      const params = new URLSearchParams({ limit: String(SOURCES_SHOWN) });
      if (search) params.set('q', search);
      const page = await api.get<ArchivePage<SourceItem>>(`${SOURCE_PATHS[studio]}?${params}`, { signal });
      return page.items.map(({ id, title, createdAt }) => ({ id, title, createdAt }));
    },
  });
}

/** One saved item, for a studio opened from it (`?from=`): its title, or null when it is not the user's. */
export async function findSourceItem(studio: SocialSourceStudio, id: string): Promise<SourceItem | null> {
  try {
    return await api.get<SourceItem>(`${SOURCE_PATHS[studio]}/${encodeURIComponent(id)}`);
  } catch {
    return null;
  }
}
