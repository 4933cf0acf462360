import type { UrlGuard } from '../../lib/url-guard.js';
import { EspeakEngine } from './espeak-engine.js';
import { OpenAiSpeechEngine } from './openai-speech-engine.js';
import type { SpeechEngine } from './speech-engine.js';

/*
 * Picks the speech engine from the administrator's generation settings: the offline
 * espeak-ng engine (the default) or an OpenAI-compatible server. The settings are read on
 * every call by the caller, so a change applies at once.
 */

export type SpeechProviderKind = 'builtin' | 'openai';

export interface SpeechEngineSettings {
  provider: SpeechProviderKind;
  baseUrl: string;
  /** Decrypted; '' when none. */
  apiKey: string;
  model: string;
  voice: string;
  transcriptionModel: string;
}

/** One espeak-ng engine per process: it caches its voice list; the thread behind it is shared anyway. */
let espeak: EspeakEngine | null = null;

export function offlineSpeechEngine(): EspeakEngine {
  espeak ??= new EspeakEngine();
  return espeak;
}

export function createSpeechEngine(
  settings: SpeechEngineSettings | null,
  deps: { guard: UrlGuard },
): SpeechEngine {
  if (settings?.provider === 'openai')
    return new OpenAiSpeechEngine({
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      model: settings.model,
      voice: settings.voice,
      transcriptionModel: settings.transcriptionModel,
      guard: deps.guard,
    });
  return offlineSpeechEngine();
}

/** The name shown in /api/health and the admin settings for a provider kind. */
export function speechEngineName(provider: SpeechProviderKind): string {
  return provider === 'openai' ? 'openai-compatible' : 'espeak-ng (WebAssembly)';
}
