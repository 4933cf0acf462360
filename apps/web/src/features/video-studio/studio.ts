import { Film } from 'lucide-react';
import { VIDEO_DEFAULTS, videoCost } from '@forja/contracts';
import { paths } from '@/config/paths';
import type { StudioDeclaration } from '@/lib/studio';

/** What the pricing cards count videos in: one made with the wizard's defaults. */
const DEFAULT_VIDEO_COST = videoCost({
  scenes: VIDEO_DEFAULTS.numberOfScenes,
  secondsPerScene: VIDEO_DEFAULTS.secondsPerScene,
  imageModel: VIDEO_DEFAULTS.imageModel,
});

/** The video studio's wizard, as app/studios.ts lists it. */
export const videoStudio: StudioDeclaration = {
  id: 'video',
  screen: {
    path: paths.generateVideo,
    load: () => import('./components/video-studio-page').then((m) => ({ Component: m.VideoStudioPage })),
    namespaces: ['video-studio', 'brand-kit-picker'],
    navLabelKey: 'nav.generateVideo',
    icon: Film,
  },
  planLine: { key: 'videos', count: (credits) => Math.floor(credits / DEFAULT_VIDEO_COST) },
};
