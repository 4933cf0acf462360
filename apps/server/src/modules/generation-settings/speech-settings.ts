import { rm } from 'node:fs/promises';
import { makeScratchDir } from '../../lib/scratch-dir.js';
import { isHttpUrl, SPEECH_PROVIDER_KINDS, type SpeechProviderKind } from '@forja/contracts';
import { GenerationError } from '../../integrations/generation/index.js';
import { createSpeechEngine, speechEngineName } from '../../integrations/speech/create-speech-engine.js';
import type { ResolvedSpeech } from '../generation/provider-resolver.js';
import { decryptSecret, DecryptionError } from '../../lib/crypto.js';
import type { FamilyProviderDeps } from './family-provider.js';
import type { GenerationSettingsRow } from './generation-settings.repository.js';

/*
 * The speech family's part of the settings row: the offline espeak-ng engine (default) or an
 * OpenAI-compatible speech server with its own address, key and models.
 */

/** Associated data of the encrypted speech key: the ciphertext only decrypts in this column. */
export const SPEECH_KEY_CONTEXT = 'generation_settings.speech_api_key';

export function speechProviderOf(row: GenerationSettingsRow): SpeechProviderKind {
  return (SPEECH_PROVIDER_KINDS as readonly string[]).includes(row.speechProvider)
    ? (row.speechProvider as SpeechProviderKind)
    : 'builtin';
}

/** The plain speech key: '' when none; throws DecryptionError when it cannot be read. */
export function readSpeechKey(row: GenerationSettingsRow, encryptionKey: Buffer): string {
  if (!row.speechApiKeyEncrypted) return '';
  return decryptSecret(row.speechApiKeyEncrypted, encryptionKey, SPEECH_KEY_CONTEXT);
}

const suffix = ' Contact the administrator or check the settings.';

/** What keeps the speech family from running, without any network check. */
export function speechConfigProblem(
  row: GenerationSettingsRow,
  encryptionKey: Buffer,
): GenerationError | undefined {
  if (speechProviderOf(row) !== 'openai') return undefined;
  const baseUrl = row.speechBaseUrl.trim();
  if (!baseUrl)
    return new GenerationError('WEBHOOK_MISSING', {
      message: `The OpenAI-compatible speech server has no base URL.${suffix}`,
      details: { problem: 'missingBaseUrl' },
    });
  if (!isHttpUrl(baseUrl))
    return new GenerationError('WEBHOOK_INVALID_URL', {
      message: `The speech server's base URL is not a valid http(s) URL.${suffix}`,
      details: { problem: 'invalidBaseUrl' },
    });
  if (!row.speechModel.trim())
    return new GenerationError('WEBHOOK_MISSING', {
      message: `No speech model is set for the OpenAI-compatible speech server.${suffix}`,
      details: { problem: 'missingSpeechModel' },
    });
  try {
    readSpeechKey(row, encryptionKey);
  } catch (error) {
    if (!(error instanceof DecryptionError)) throw error;
    return new GenerationError('PROVIDER_ERROR', {
      message: `The stored speech API key cannot be decrypted with this server’s ENCRYPTION_KEY; enter it again.${suffix}`,
      details: { problem: 'unreadableKey' },
    });
  }
  return undefined;
}

/** The engine the settings pick, ready to speak; a settings mistake is a GenerationError. */
export function buildSpeechEngine(row: GenerationSettingsRow, deps: FamilyProviderDeps): ResolvedSpeech {
  const problem = speechConfigProblem(row, deps.encryptionKey);
  if (problem) throw problem;
  const provider = speechProviderOf(row);
  const engine = createSpeechEngine(
    {
      provider,
      baseUrl: row.speechBaseUrl.trim(),
      apiKey: provider === 'openai' ? readSpeechKey(row, deps.encryptionKey) : '',
      model: row.speechModel.trim(),
      voice: row.speechVoice.trim(),
      transcriptionModel: row.speechTranscriptionModel.trim(),
    },
    { guard: deps.urlGuard },
  );
  return { engine, providerKind: provider };
}

export function speechEngineNameOf(row: GenerationSettingsRow): string {
  return speechEngineName(speechProviderOf(row));
}

const TEST_TEXT = 'Forja speech test.';

/**
 * The Test button of the speech family: one short sentence spoken, its words counted, and
 * whether their timings were estimated (a server without `/audio/transcriptions`).
 */
export async function testSpeech(
  resolved: ResolvedSpeech,
): Promise<{ sample: string[]; timedByEstimate: boolean }> {
  const dir = await makeScratchDir('speech-test');
  try {
    const result = await resolved.engine.synthesize({
      text: TEST_TEXT,
      voice: 'en-US-JennyNeural',
      outDir: dir,
      signal: AbortSignal.timeout(60_000),
    });
    return {
      sample: [
        `${resolved.engine.name}: ${(result.durationMs / 1000).toFixed(1)} s of audio`,
        result.words.map((w) => `${w.text} ${w.startMs}–${w.endMs} ms`).join(', '),
      ],
      timedByEstimate: result.timedByEstimate === true,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
