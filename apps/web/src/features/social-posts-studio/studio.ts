import { Share2 } from 'lucide-react';
import { SOCIAL_POST_COST } from '@forja/contracts';
import type { WebStudio } from '@/lib/studio';

/**
 * The social posts studio (docs/product/social-posts-studio.md), wizard and archive, as
 * app/studios.ts lists it; saved articles, video scripts and videos link to it.
 */
export const socialPostsStudio: WebStudio = {
  id: 'socialPosts',
  screen: {
    path: '/social-posts',
    load: () => import('./components/social-posts-page').then((m) => ({ Component: m.SocialPostsPage })),
    navLabelKey: 'nav.socialPosts',
    icon: Share2,
  },
  planLine: { key: 'socialPosts', count: (credits) => Math.floor(credits / SOCIAL_POST_COST) },
  itemActions: [{ on: ['article', 'videoScript', 'video'], labelKey: 'social-posts:fromItem', icon: Share2 }],
  // Loaded with the dashboard, not with the shell.
  archive: () => import('./archive'),
};
