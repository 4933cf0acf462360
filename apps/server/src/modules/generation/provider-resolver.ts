import {
  createBuiltinProvider,
  type GenerationProvider,
  type ProviderKind,
} from '../../integrations/generation/index.js';

/** The four generation families: each kind of content can run on its own provider. */
export type GenerationFamily = 'article' | 'image' | 'video' | 'videoScript';

export interface ResolvedProvider {
  provider: GenerationProvider;
  providerKind: ProviderKind;
  /** The hosts the provider itself lives on (its webhook or base URL): its image links may point there. */
  ownHosts: readonly string[];
}

/**
 * Where generation endpoints get their provider. The admin's generation settings implement
 * it (read per call, so a change applies to the next generation); the builtin resolver is
 * the embedded default and the one unit tests use.
 */
export interface ProviderResolver {
  providerFor(family: GenerationFamily): Promise<ResolvedProvider>;
}

export function createBuiltinResolver(): ProviderResolver {
  const provider = createBuiltinProvider();
  return { providerFor: async () => ({ provider, providerKind: 'builtin', ownHosts: [] }) };
}
