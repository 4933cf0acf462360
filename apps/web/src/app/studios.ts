import type { WebStudio } from '@/lib/studio';
import { articleStudio } from '@/features/article-wizard/studio';
import { imageStudio } from '@/features/image-studio/studio';
import { socialPostsStudio } from '@/features/social-posts-studio/studio';
import { videoScriptStudio } from '@/features/video-script-studio/studio';
import { videoStudio } from '@/features/video-studio/studio';
import { voiceOverStudio } from '@/features/voice-over-studio/studio';

/*
 * THE list of studios: each joins its wizard's declaration to its archive's (two features
 * today, which may not import each other). The routes and preloading (route-config.tsx,
 * screen-modules.ts), the sidebar, the dashboard's counters, archives and refresh, the pricing
 * lines and the actions studios add to other archives' items all derive from it. The sidebar,
 * the dashboard's counters and the pricing lines list them in this order (the contracts'
 * STUDIO_LIST order), the dashboard's archives by their declared positions. The archives' declarations load with
 * the dashboard (routes/dashboard/dashboard.tsx): the list is part of every page's shell.
 */
export const STUDIO_LIST: readonly WebStudio[] = [
  { ...articleStudio, archive: () => import('@/features/articles-archive/archive') },
  { ...imageStudio, archive: () => import('@/features/images-archive/archive') },
  { ...videoScriptStudio, archive: () => import('@/features/video-scripts-archive/archive') },
  { ...videoStudio, archive: () => import('@/features/videos-archive/archive') },
  { ...voiceOverStudio, archive: () => import('@/features/voice-overs-archive/archive') },
  socialPostsStudio,
];
