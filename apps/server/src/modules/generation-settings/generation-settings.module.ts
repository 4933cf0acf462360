import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { createUrlGuard, type UrlGuard } from '../../lib/url-guard.js';
import type { ProviderResolver } from '../generation/provider-resolver.js';
import { createGenerationSettingsRepository } from './generation-settings.repository.js';
import {
  createGenerationSettingsService,
  type GenerationSettingsService,
} from './generation-settings.service.js';
import { createSettingsProviderResolver } from './settings-provider-resolver.js';

export { registerGenerationSettingsRoutes } from './generation-settings.routes.js';

/**
 * Wires the admin's generation settings: the service behind /backend/settings and the
 * provider resolver every generation endpoint uses. Both read the same row.
 */
export function createGenerationSettings(deps: {
  db: Db;
  encryptionKey: Buffer;
  log: Logger;
  urlGuard?: UrlGuard;
}): { service: GenerationSettingsService; providerResolver: ProviderResolver } {
  const repo = createGenerationSettingsRepository(deps.db);
  const shared = {
    encryptionKey: deps.encryptionKey,
    urlGuard: deps.urlGuard ?? createUrlGuard({ privateHosts: 'any' }),
  };
  return {
    service: createGenerationSettingsService(repo, {
      ...shared,
      log: deps.log,
    }),
    providerResolver: createSettingsProviderResolver(repo, shared),
  };
}
