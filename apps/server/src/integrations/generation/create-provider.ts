import { createBuiltinProvider } from './builtin/builtin-provider.js';
import { createOpenAiProvider, type OpenAiProviderConfig } from './openai/openai-provider.js';
import type { GenerationProvider, ProviderKind } from './provider.js';
import { createWebhookProvider, type WebhookProviderConfig } from './webhook/webhook-provider.js';

/** What each provider kind needs; the builtin one needs nothing. */
export interface ProviderConfigs {
  builtin: undefined;
  webhook: WebhookProviderConfig;
  openai: OpenAiProviderConfig;
}

/**
 * The one place that turns the admin's provider choice into an implementation. Services
 * build a provider per call from the current settings, so a settings change applies to
 * the next generation without a restart.
 */
export function createProvider<K extends ProviderKind>(
  kind: K,
  config: ProviderConfigs[K],
): GenerationProvider {
  switch (kind) {
    case 'webhook':
      return createWebhookProvider(config as WebhookProviderConfig);
    case 'openai':
      return createOpenAiProvider(config as OpenAiProviderConfig);
    case 'builtin':
      return createBuiltinProvider();
    default:
      throw new Error(`Unknown generation provider: ${String(kind)}`);
  }
}
