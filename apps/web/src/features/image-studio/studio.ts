import { ImagePlus } from 'lucide-react';
import { IMAGE_COST } from '@forja/contracts';
import { paths } from '@/config/paths';
import type { StudioDeclaration } from '@/lib/studio';

/** The image studio's wizard, as app/studios.ts lists it. */
export const imageStudio: StudioDeclaration = {
  id: 'image',
  screen: {
    path: paths.generateImage,
    load: () => import('./components/image-studio-page').then((m) => ({ Component: m.ImageStudioPage })),
    namespaces: ['image-studio', 'article-wizard', 'brand-kit-picker'],
    navLabelKey: 'nav.generateImage',
    icon: ImagePlus,
  },
  planLine: { key: 'images', count: (credits) => Math.floor(credits / IMAGE_COST) },
};
