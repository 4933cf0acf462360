import type { ServerModule } from '../server-module.js';
import { createAdminStatsRepository } from './admin-stats.repository.js';
import { createAdminStatsService } from './admin-stats.service.js';
import { registerAdminOverviewRoutes } from './admin-overview.routes.js';
import { createLocalDetectionService } from './local-detection.service.js';
import { detectEspeak, detectFfmpeg } from './media-detection.js';
import { createSetupChecklistService } from './setup-checklist.service.js';
import type { AdminStatsService } from './admin-stats.service.js';
import type { LocalDetectionService } from './local-detection.service.js';
import type { SetupChecklistService } from './setup-checklist.service.js';

declare module '../server-module.js' {
  interface Services {
    /** The back office overview: statistics, setup checklist, detection of local services. */
    adminStats: AdminStatsService;
    setupChecklist: SetupChecklistService;
    localDetection: LocalDetectionService;
  }
}

/** The back office overview: statistics, the setup checklist and the detection of local services. */
export const adminOverviewModule: ServerModule = {
  name: 'admin-overview',
  services: (s) => ({
    adminStats: createAdminStatsService(createAdminStatsRepository(s.database.db)),
    setupChecklist: createSetupChecklistService({
      config: s.config,
      generationStatus: () => s.generationSettings.status(),
      ffmpeg: () => detectFfmpeg(s.config.mediaTools),
      espeak: () => detectEspeak(s.config.mediaTools),
    }),
    localDetection: createLocalDetectionService({ settings: s.generationSettings }),
  }),
  adminRoutes: (admin, s) =>
    registerAdminOverviewRoutes(admin, {
      stats: s.adminStats,
      setup: s.setupChecklist,
      detection: s.localDetection,
    }),
};
