import { findFfmpeg } from '../../integrations/media/find-ffmpeg.js';
import type { ServerModule } from '../server-module.js';
import './media-files.js';
import type { MediaLibrary } from './media-library-seam.js';
import { registerAdminMusicRoutes, registerMediaLibraryRoutes } from './media-library.routes.js';
import { createMediaLibraryService, type MediaLibraryService } from './media-library.service.js';
import { createMusicService, type MusicService } from './music.service.js';

declare module '../server-module.js' {
  interface Services {
    /** The media library's own routes' service (the seam, `mediaLibrary`, is part of it). */
    mediaLibraryService: MediaLibraryService;
    /** The music library: the administrator's tracks and the users' own. */
    musicLibrary: MusicService;
  }
}

/**
 * The media library (pictures and clips a user uploads or picks from stock footage) and the
 * music library, within the plan's storage quota (docs/product/media-library.md).
 */
export const mediaLibraryModule: ServerModule = {
  name: 'media-library',
  services: (s) => {
    const deps = {
      database: s.database,
      files: s.files,
      ffmpegPath: async () => (await findFfmpeg(s.config.mediaTools)).path,
    };
    const media = createMediaLibraryService(deps);
    const music = createMusicService(deps);
    const mediaLibrary: MediaLibrary = {
      mediaItem: media.mediaItem,
      musicTrack: music.musicTrack,
      add: media.add,
      findStock: media.findStock,
    };
    return { mediaLibrary, mediaLibraryService: media, musicLibrary: music };
  },
  routes: (app, s) => registerMediaLibraryRoutes(app, s.mediaLibraryService, s.musicLibrary),
  adminRoutes: (admin, s) => registerAdminMusicRoutes(admin, s.musicLibrary),
};
