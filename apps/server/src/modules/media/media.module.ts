import type { ServerModule } from '../server-module.js';
import { createMediaTools } from './media-tools.js';

/**
 * The local media tools every studio that makes audio or video shares: the video renderer
 * (ffmpeg) and the speech engine (espeak-ng), behind their seams. Built once per process.
 */
export const mediaModule: ServerModule = {
  name: 'media',
  services: (s) => {
    const { renderer, speech } = createMediaTools(s.config, s.log);
    return { videoRenderer: renderer, speechEngine: speech };
  },
};
