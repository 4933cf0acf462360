import type { ServerModule, Services } from '../server-module.js';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import type { VideoRenderer } from '../../integrations/video-render/video-renderer.js';
import type { Json2VideoConfig } from '../../integrations/json2video/json2video-client.js';
import type { MediaLibrary } from '../media-library/media-library-seam.js';
import { videoKinds } from './video-kinds.js';
import { createVideoBatch } from './video-batch.js';
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
 * The video studio from the app's services. Tests pass their own renderer, speech engine or media library
 * (`overrides: (s) => ({ videoStudio: videoStudioFrom(s, { renderer }) })`).
 */
export function videoStudioFrom(
  s: Services,
  media: {
    renderer?: VideoRenderer;
    speech?: SpeechEngine;
    json2video?: Partial<Json2VideoConfig>;
    /** A test double, or a getter (the media library's module may be built after this one). */
    mediaLibrary?: MediaLibrary | (() => MediaLibrary);
  } = {},
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
    // Read only when a draft uses media or music.
    mediaLibrary: () => {
      const library = media.mediaLibrary ?? s.mediaLibrary;
      return typeof library === 'function' ? library() : library;
    },
    appUrl: s.config.appUrl,
    log: s.log,
  });
}

/** The Video Library and the video render (the `video` generation kind's work). */
export const videosModule: ServerModule = {
  name: 'videos',
  services(s) {
    const videos = createVideosService(createVideosRepository(s.database.db), s.files);
    // `s` answers services built later too, once every module is built (when a render reads it).
    return { videos, videoStudio: videoStudioFrom({ ...s, videos }, { mediaLibrary: () => s.mediaLibrary }) };
  },
  kinds: (s) => videoKinds(() => s.videoStudio),
  routes: (app, s) =>
    registerVideosRoutes(app, {
      videos: s.videos,
      studio: s.videoStudio,
      sceneImageLimit: createSceneImageLimit(),
      previews: s.previewAllowance,
      beforeDelete: (userId, id) => s.schedules.cancelForItem(userId, id),
    }),
  batch: (s) => createVideoBatch(s),
};
