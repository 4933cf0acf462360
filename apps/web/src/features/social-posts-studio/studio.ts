import { Share2 } from 'lucide-react';
import { SOCIAL_POST_COST, socialPostsEndpoints } from '@forja/contracts';
import type { ArchiveDeclaration, WebStudio } from '@/lib/studio';

/** The saved posts: the dashboard's section (loaded when it opens) and counter. */
const archive: ArchiveDeclaration = {
  value: 'social-posts',
  namespace: 'social-posts',
  icon: Share2,
  load: () =>
    import('./components/social-posts-archive').then((m) => ({ default: m.SocialPostsArchiveSection })),
  position: 6,
  counter: {
    testId: 'social-posts-saved',
    labels: 'socialPosts',
    endpoint: socialPostsEndpoints.count,
    // The key api/social-posts.ts keeps the archive under.
    queryKey: ['social-posts', 'count'],
  },
};

/**
 * The social posts studio (docs/product/social-posts-studio.md), wizard and archive, as
 * app/studios.ts lists it; saved articles, video scripts and videos link to it.
 */
export const socialPostsStudio: WebStudio = {
  id: 'socialPosts',
  screen: {
    path: '/social-posts',
    load: () => import('./components/social-posts-page').then((m) => ({ Component: m.SocialPostsPage })),
    namespaces: ['social-posts', 'brand-kit-picker'],
    navLabelKey: 'nav.socialPosts',
    icon: Share2,
  },
  planLine: { key: 'socialPosts', count: (credits) => Math.floor(credits / SOCIAL_POST_COST) },
  itemActions: [{ on: ['article', 'videoScript', 'video'], labelKey: 'social-posts:fromItem', icon: Share2 }],
  archive: async () => ({ archive }),
};
