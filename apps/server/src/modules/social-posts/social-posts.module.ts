import type { ServerModule } from '../server-module.js';
import { socialPostsKinds } from './social-posts-work.js';

/** The social posts studio (docs/product/social-posts-studio.md): its kind's work and its archive. */
export const socialPostsModule: ServerModule = {
  name: 'socialPosts',
  kinds: (s) => socialPostsKinds(s.database.db),
};
