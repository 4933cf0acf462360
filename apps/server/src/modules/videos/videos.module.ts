import type { ServerModule, Services } from '../server-module.js';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import type { VideoRenderer } from '../../integrations/video-render/video-renderer.js';
import type { Json2VideoConfig } from '../../integrations/json2video/json2video-client.js';
import { videoKinds } from './video-kinds.js';
import { createSceneImageLimit } from './scene-image-limit.js';
import { createVideoStudio } from './video-studio.js';
import { createVideosRepository } from './videos.repository.js';
import { registerVideosRoutes } from './videos.routes.js';
import { createVideosService } from './videos.service.js';
import type { VideoStudio } from './video-studio.js';
import type { VideosService } from './videos.service.js';

declare module '../server-module.js' {
  interface Services {
    /** The Video Library, and the render the `video` generation kind runs. */
    videos: VideosService;
    videoStudio: VideoStudio;
  }
}

/**
 * The video studio from the app's services. Tests pass their own renderer or speech engine
 * (`overrides: (s) => ({ videoStudio: videoStudioFrom(s, { renderer }) })`).
 */
export function videoStudioFrom(
  s: Services,
  media: { renderer?: VideoRenderer; speech?: SpeechEngine; json2video?: Partial<Json2VideoConfig> } = {},
) {
  return createVideoStudio({
    videos: s.videos,
    files: s.files,
    resolver: s.providerResolver,
    videoRender: () => s.generationSettings.videoRender(),
    renderer: media.renderer ?? s.videoRenderer,
    speech: async () => media.speech ?? (await s.providerResolver.speechEngine()).engine,
    // Read per render (tests change it between renders).
    json2video: () => ({
      apiKey: s.config.json2video?.apiKey ?? null,
      baseUrl: s.config.json2video?.baseUrl ?? 'https://api.json2video.com',
      ...media.json2video,
    }),
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
  kinds: (s) => videoKinds(() => s.videoStudio),
  routes: (app, s) =>
    registerVideosRoutes(app, {
      videos: s.videos,
      studio: s.videoStudio,
      sceneImageLimit: createSceneImageLimit(),
      previews: s.previewAllowance,
    }),
};
