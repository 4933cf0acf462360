import type { ServerModule } from '../server-module.js';
import { lazyLocalRenderer } from './media-tools.js';
import type { VideoRenderer } from '../../integrations/video-render/video-renderer.js';

declare module '../server-module.js' {
  interface Services {
    /** The local video renderer (modules/media): ffmpeg behind the renderer seam. */
    videoRenderer: VideoRenderer;
  }
}

/**
 * The local video renderer (ffmpeg) behind its seam, built once per process. The speech
 * engine is the admin's choice, resolved per use (ProviderResolver.speechEngine).
 */
export const mediaModule: ServerModule = {
  name: 'media',
  services: (s) => ({ videoRenderer: lazyLocalRenderer(s.config, s.log) }),
};
