import { Share2 } from 'lucide-react';
import { socialPostsEndpoints } from '@forja/contracts';
import type { ArchiveDeclaration } from '@/lib/studio';

/** The saved posts: the dashboard's section (loaded when it opens) and counter. */
export const archive: ArchiveDeclaration = {
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
