import type { ServerModule } from '../server-module.js';
import { registerHealthRoutes } from './health.routes.js';
import { registerProbeRoutes } from './probe.routes.js';

export const healthModule: ServerModule = {
  name: 'health',
  routes: (app, s) =>
    registerHealthRoutes(app, {
      config: s.config,
      database: s.database,
      jobs: s.jobs,
      mail: s.mailTransport,
      video: async () => ({
        provider: (await s.generationSettings.videoRender()).active,
        renderer: s.videoRenderer.name,
        speech: await s.generationSettings.speechEngineName(),
      }),
      speechEngineName: () => s.generationSettings.speechEngineName(),
    }),
  internalRoutes: (app, s) =>
    registerProbeRoutes(app, { database: s.database, jobs: s.jobs, runsJobs: s.config.role !== 'web' }),
};
