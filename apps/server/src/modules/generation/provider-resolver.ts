import type { GenerationFamily, SpeechProviderKind } from '@forja/contracts';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import type { GenerationProvider, ProviderKind } from '../../integrations/generation/index.js';

/** The four generation families (GENERATION_FAMILIES): each can run on its own provider. */
export type { GenerationFamily };

export interface ResolvedProvider {
  provider: GenerationProvider;
  providerKind: ProviderKind;
  /** The hosts the provider itself lives on (its webhook or base URL): its image links may point there. */
  ownHosts: readonly string[];
}

/**
 * Where generations get their provider. The admin's generation settings implement it (read
 * per call, so a change applies to the next generation; the builtin generator until they
 * choose another); API tests use test/test-provider.ts.
 */
export interface ProviderResolver {
  providerFor(family: GenerationFamily): Promise<ResolvedProvider>;
  /** The speech family's engine (voice-overs, narration): offline espeak-ng or an OpenAI-compatible server. */
  speechEngine(): Promise<ResolvedSpeech>;
}

export interface ResolvedSpeech {
  engine: SpeechEngine;
  providerKind: SpeechProviderKind;
}
