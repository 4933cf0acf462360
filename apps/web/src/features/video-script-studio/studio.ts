import { Clapperboard } from 'lucide-react';
import { VIDEO_SCRIPT_COST } from '@forja/contracts';
import { paths } from '@/config/paths';
import type { StudioDeclaration } from '@/lib/studio';

/** The video-script studio's wizard, as app/studios.ts lists it. */
export const videoScriptStudio: StudioDeclaration = {
  id: 'videoScript',
  screen: {
    path: paths.generateVideoScript,
    load: () =>
      import('./components/video-script-studio-page').then((m) => ({ Component: m.VideoScriptStudioPage })),
    namespaces: ['video-script-studio', 'video-studio', 'brand-kit-picker'],
    navLabelKey: 'nav.generateVideoScript',
    icon: Clapperboard,
  },
  planLine: { key: 'scripts', count: (credits) => Math.floor(credits / VIDEO_SCRIPT_COST) },
};
