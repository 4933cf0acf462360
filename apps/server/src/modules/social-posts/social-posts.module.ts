import type { ServerModule } from '../server-module.js';
import {
  createSocialPostsService,
  registerSocialPostsRoutes,
  type SocialPostsService,
} from './social-posts.archive.js';
import { socialPostsKinds } from './social-posts-work.js';

declare module '../server-module.js' {
  interface Services {
    socialPosts: SocialPostsService;
  }
}

/** The social posts studio (docs/product/social-posts-studio.md): its kind's work and its archive. */
export const socialPostsModule: ServerModule = {
  name: 'socialPosts',
  services: (s) => ({ socialPosts: createSocialPostsService(s.database.db) }),
  kinds: (s) => socialPostsKinds(s),
  routes: (app, s) => registerSocialPostsRoutes(app, s.socialPosts),
};
