import type { ProviderResolver } from '../generation/provider-resolver.js';
import { buildFamilyProvider, type FamilyProviderDeps } from './family-provider.js';
import { buildSpeechEngine } from './speech-settings.js';
import type { GenerationSettingsRepository } from './generation-settings.repository.js';

/**
 * The real provider resolver: reads the admin's settings on every call (one small query), so
 * a saved change applies to the next generation without a restart. Throws GenerationError
 * (WEBHOOK_MISSING, WEBHOOK_INVALID_URL, NETWORK_ERROR…) when the family is not usable.
 */
export function createSettingsProviderResolver(
  repo: GenerationSettingsRepository,
  deps: FamilyProviderDeps,
): ProviderResolver {
  return {
    async providerFor(family) {
      return buildFamilyProvider(await repo.read(), family, deps);
    },
    async speechEngine() {
      return buildSpeechEngine(await repo.read(), deps);
    },
  };
}
