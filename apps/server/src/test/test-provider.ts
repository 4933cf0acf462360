import type { Services } from '../modules/server-module.js';
import {
  createBuiltinProvider,
  GenerationError,
  type GenerationProvider,
} from '../integrations/generation/index.js';
import type { GenerationErrorCode } from '@forja/contracts';
import type { ProviderResolver } from '../modules/generation/provider-resolver.js';
import { offlineSpeechEngine } from '../integrations/speech/create-speech-engine.js';
import type { SpeechEngine } from '../integrations/speech/speech-engine.js';

/*
 * A provider resolver for API tests: the builtin provider by default, any provider a test
 * sets with `use()`, and a count of provider calls (to prove a refused request never reached it).
 */
export interface TestResolver extends ProviderResolver {
  /** `ownHosts`: where the provider lives (its image links may point there, private or not). */
  use(provider: GenerationProvider | null, ownHosts?: readonly string[]): void;
  /** Makes providerFor itself fail, as the settings resolver does for a family that is not configured. */
  refuse(error: GenerationError | null): void;
  /** The speech engine voice-overs get (the offline espeak-ng engine unless set). */
  useSpeech(engine: SpeechEngine | null): void;
  calls: number;
}

export function createTestResolver(): TestResolver {
  const builtin = createBuiltinProvider();
  let current: GenerationProvider | null = null;
  let refusal: GenerationError | null = null;
  let hosts: readonly string[] = [];
  let speech: SpeechEngine | null = null;
  const counting = (p: GenerationProvider): GenerationProvider =>
    new Proxy(p, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          resolver.calls++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const resolver: TestResolver = {
    calls: 0,
    use(provider, ownHosts = []) {
      current = provider;
      hosts = ownHosts;
    },
    refuse(error) {
      refusal = error;
    },
    useSpeech(engine) {
      speech = engine;
    },
    async speechEngine() {
      if (refusal) throw refusal;
      const engine = speech ?? offlineSpeechEngine();
      return { engine, providerKind: engine === offlineSpeechEngine() ? 'builtin' : 'openai' };
    },
    async providerFor() {
      if (refusal) throw refusal;
      const provider = current ?? builtin;
      return { provider: counting(provider), providerKind: provider.kind, ownHosts: hosts };
    },
  };
  return resolver;
}

/** A provider whose every operation fails the same way. */
export function failingProvider(failure: GenerationErrorCode | Error): GenerationProvider {
  const fail = async (): Promise<never> => {
    throw typeof failure === 'string'
      ? new GenerationError(failure, { details: { status: 500, body: 'secret excerpt' } })
      : failure;
  };
  return {
    kind: 'webhook',
    write: fail,
    titleIdeas: fail,
    article: fail,
    imagePrompt: fail,
    image: fail,
    videoTitleIdeas: fail,
    videoScenes: fail,
    videoScript: fail,
  };
}

/** A provider that answers images with a link (as webhooks and some APIs do), the rest builtin. */
export function linkImageProvider(url: string): GenerationProvider {
  return {
    ...createBuiltinProvider(),
    kind: 'webhook',
    image: async () => ({ kind: 'url', url, revisedPrompt: 'revised' }),
  };
}

/** createTestApp override: the test resolver instead of the admin settings. */
export const withResolver = (resolver: TestResolver) => (): Partial<Services> => ({
  providerResolver: resolver,
});
