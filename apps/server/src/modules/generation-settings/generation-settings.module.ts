import { createUrlGuard } from '../../lib/url-guard.js';
import type { ServerModule } from '../server-module.js';
import { createGenerationSettingsRepository } from './generation-settings.repository.js';
import {
  registerGenerationSettingsRoutes,
  registerGenerationStatusRoutes,
} from './generation-settings.routes.js';
import { createGenerationSettingsService } from './generation-settings.service.js';
import { registerServerProbeRoutes } from './server-probe.routes.js';
import { createSettingsProviderResolver } from './settings-provider-resolver.js';
import type { GenerationSettingsService } from './generation-settings.service.js';
import type { ProviderResolver } from '../generation/provider-resolver.js';

declare module '../server-module.js' {
  interface Services {
    generationSettings: GenerationSettingsService;
    /** Generation endpoints call providerFor(family): the admin's current choice. */
    providerResolver: ProviderResolver;
  }
}

/**
 * The admin's generation settings: the service behind /backend/settings and the provider
 * resolver every generation endpoint uses. Both read the same row.
 */
export const generationSettingsModule: ServerModule = {
  name: 'generation-settings',
  services(s) {
    const repo = createGenerationSettingsRepository(s.database.db);
    const shared = { encryptionKey: s.encryptionKey, urlGuard: createUrlGuard({ privateHosts: 'any' }) };
    return {
      generationSettings: createGenerationSettingsService(repo, {
        ...shared,
        log: s.log,
        db: s.database.db,
        json2videoConfigured: s.config.json2video !== null,
        media: () => ({ renderer: s.videoRenderer.name }),
      }),
      providerResolver: createSettingsProviderResolver(repo, shared),
    };
  },
  routes: (app, s) => registerGenerationStatusRoutes(app, s.generationSettings),
  adminRoutes: (admin, s) => {
    registerGenerationSettingsRoutes(admin, s.generationSettings);
    registerServerProbeRoutes(admin, s.generationSettings.servers);
  },
};
