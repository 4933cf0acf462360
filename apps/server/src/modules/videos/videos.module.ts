import type { ServerModule, Services } from '../server-module.js';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import type { VideoRenderer } from '../../integrations/video-render/video-renderer.js';
import { createSceneImageLimit } from './scene-image-limit.js';
import { createVideoStudio } from './video-studio.js';
import { createVideosRepository } from './videos.repository.js';
import { registerVideosRoutes } from './videos.routes.js';
import { createVideosService } from './videos.service.js';

/**
 * The video studio from the app's services. Tests pass their own renderer or speech engine
 * (`overrides: (s) => ({ videoStudio: videoStudioFrom(s, { renderer }) })`).
 */
export function videoStudioFrom(
  s: Services,
  media: {
    renderer?: VideoRenderer;
    speech?: SpeechEngine;
    json2videoUrl?: string;
    json2videoKey?: string;
  } = {},
) {
  return createVideoStudio({
    videos: s.videos,
    files: s.files,
    resolver: s.providerResolver,
    videoRender: () => s.generationSettings.videoRender(),
    renderer: media.renderer ?? s.videoRenderer,
    speech: media.speech ?? s.speechEngine,
    json2video: {
      apiKey: media.json2videoKey ?? s.config.json2video?.apiKey ?? null,
      baseUrl: media.json2videoUrl ?? s.config.json2video?.baseUrl ?? 'https://api.json2video.com',
    },
    allowedPrivateHosts: s.config.allowedPrivateHosts,
    log: s.log,
  });
}

/** The Video Library and the video render (the `video` generation kind's work). */
export const videosModule: ServerModule = {
  name: 'videos',
  services(s) {
    const videos = createVideosService(createVideosRepository(s.database.db), s.files);
    return { videos, videoStudio: videoStudioFrom({ ...s, videos }) };
  },
  routes: (app, s) =>
    registerVideosRoutes(app, {
      videos: s.videos,
      studio: s.videoStudio,
      sceneImageLimit: createSceneImageLimit(),
    }),
};
