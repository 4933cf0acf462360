import type { WebStudio } from '@/lib/studio';
import { articleStudio } from '@/features/article-wizard/studio';
import { articlesArchive } from '@/features/articles-archive/archive';
import { imageStudio } from '@/features/image-studio/studio';
import { imagesArchive } from '@/features/images-archive/archive';
import { videoScriptStudio } from '@/features/video-script-studio/studio';
import { videoScriptsArchive } from '@/features/video-scripts-archive/archive';
import { videoStudio } from '@/features/video-studio/studio';
import { videosArchive } from '@/features/videos-archive/archive';
import { voiceOverStudio } from '@/features/voice-over-studio/studio';
import { voiceOversArchive } from '@/features/voice-overs-archive/archive';

/*
 * THE list of studios: each joins its wizard's declaration to its archive's (two features
 * today, which may not import each other). The routes and preloading (route-config.tsx,
 * screen-modules.ts), the sidebar, the dashboard's counters, archives and refresh, the pricing
 * lines and the actions studios add to other archives' items all derive from it. In this
 * order the dashboard counts and the pricing cards list; the sidebar and the dashboard's
 * archives follow their declared positions.
 */
export const STUDIO_LIST: readonly WebStudio[] = [
  { ...articleStudio, archive: articlesArchive },
  { ...imageStudio, archive: imagesArchive },
  { ...videoScriptStudio, archive: videoScriptsArchive },
  { ...videoStudio, archive: videosArchive },
  { ...voiceOverStudio, archive: voiceOversArchive },
];
