import type { ServerModule } from '../server-module.js';
import { VIDEO_SCRIPT_KINDS } from './video-script-kinds.js';
import { createVideoScriptBatch } from './video-script-batch.js';
import { createVideoScriptsRepository } from './video-scripts.repository.js';
import { registerVideoScriptsRoutes } from './video-scripts.routes.js';
import { createVideoScriptsService } from './video-scripts.service.js';
import type { VideoScriptsService } from './video-scripts.service.js';

declare module '../server-module.js' {
  interface Services {
    videoScripts: VideoScriptsService;
  }
}

/** The video scripts archive: scripts kept from the video script studio. */
export const videoScriptsModule: ServerModule = {
  name: 'videoScripts',
  services: (s) => ({ videoScripts: createVideoScriptsService(createVideoScriptsRepository(s.database.db)) }),
  kinds: () => VIDEO_SCRIPT_KINDS,
  routes: (app, s) => registerVideoScriptsRoutes(app, s.videoScripts),
  batch: (s) => createVideoScriptBatch(s),
};
