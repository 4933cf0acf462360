import type { Logger } from 'pino';
import type { Config } from '../../config/env.js';
import { createLocalRenderer } from '../../integrations/video-render/local-renderer.js';
import type { VideoRenderer } from '../../integrations/video-render/video-renderer.js';

/**
 * The local renderer (ffmpeg, probed once in the background at start) behind the seam: a
 * render waits for the probe; its name says 'unavailable' when no ffmpeg was found.
 */
export function lazyLocalRenderer(config: Config, log: Logger): VideoRenderer {
  let name = 'ffmpeg (probing)';
  const ready = createLocalRenderer({
    mediaTools: config.mediaTools,
    concurrency: config.videoRenderConcurrency,
  }).then(
    (renderer) => {
      name = renderer.name;
      return renderer;
    },
    (err: unknown) => {
      name = 'unavailable';
      log.warn({ err }, 'no ffmpeg: local video renders will fail until one is installed');
      return null;
    },
  );
  return {
    get name() {
      return name;
    },
    async render(request) {
      const renderer = await ready;
      if (!renderer) throw new Error('No ffmpeg is installed on this server.');
      return renderer.render(request);
    },
  };
}
