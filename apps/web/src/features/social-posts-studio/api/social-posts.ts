import { useQuery } from '@tanstack/react-query';
import {
  articleEndpoints,
  socialPostsEndpoints,
  videoEndpoints,
  videoScriptEndpoints,
  type SocialSourceStudio,
} from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { createArchiveApi } from '@/lib/api/archive-api';
import type { SourceItem } from '../components/source-step';

/*
 * The social posts studio's calls: its archive from the archive API kit (list, count, save,
 * delete, all under ['social-posts'], which the dashboard's counter reads too), and the saved
 * items a post can be written from, read from the other studios' archives.
 */

export const SOCIAL_POSTS_KEYS = {
  all: () => ['social-posts'] as const,
  list: (search: string) => ['social-posts', 'list', search] as const,
  count: () => ['social-posts', 'count'] as const,
};

const socialPosts = createArchiveApi({ endpoints: socialPostsEndpoints, keys: SOCIAL_POSTS_KEYS });

export const useSavedSocialPosts = socialPosts.useList;
export const useSaveSocialPosts = socialPosts.useSave;
export const useDeleteSocialPosts = socialPosts.useDelete;

const SOURCE_ENDPOINTS = {
  article: articleEndpoints,
  videoScript: videoScriptEndpoints,
  video: videoEndpoints,
};
const SOURCES_SHOWN = 20;

/** The user's latest saved items of one studio (searched by their archive's own search). */
export function useSourceItems(studio: SocialSourceStudio, search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['social-posts', 'sources', studio, search],
    enabled,
    queryFn: async ({ signal }): Promise<SourceItem[]> => {
      const query = { limit: SOURCES_SHOWN, q: search || undefined };
      const page = await apiCall(SOURCE_ENDPOINTS[studio].list, { query, signal });
      return page.items.map(({ id, title, createdAt }) => ({ id, title, createdAt }));
    },
  });
}

/** One saved item, for a studio opened from it (`?from=`): its title, or null when it is not the user's. */
export async function findSourceItem(studio: SocialSourceStudio, id: string): Promise<SourceItem | null> {
  try {
    return await apiCall(SOURCE_ENDPOINTS[studio].get, { params: { id } });
  } catch {
    return null;
  }
}
