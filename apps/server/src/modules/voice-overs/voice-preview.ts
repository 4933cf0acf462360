import { readFile, rm } from 'node:fs/promises';
import { makeScratchDir } from '../../lib/scratch-dir.js';
import { VOICE_TRAITS, VOICES, type Voice, type VoiceOverPreviewBody } from '@forja/contracts';
import { withFades } from '../../integrations/speech/audio-join.js';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import { decodeWav, encodeWav } from '../../integrations/speech/wav.js';

/*
 * The free preview: one short sentence in the voice's language, cut to five seconds at most,
 * answered as WAV. Nothing is stored and nothing is charged (the route is rate-limited).
 */

export const PREVIEW_MAX_MS = 5000;

const SAMPLES: Record<string, string> = {
  en: 'Hello! This is how I sound in Forja.',
  ro: 'Bună! Așa sună vocea mea în Forja.',
  es: '¡Hola! Así suena mi voz en Forja.',
  fr: 'Bonjour ! Voici ma voix dans Forja.',
  de: 'Hallo! So klingt meine Stimme in Forja.',
  it: 'Ciao! Ecco come suona la mia voce in Forja.',
  pt: 'Olá! É assim que a minha voz soa no Forja.',
};

/** The product voices as every engine offers them, first in the studio's list. */
export function productVoices() {
  return VOICES.map((id) => ({ id, label: id, ...VOICE_TRAITS[id] }));
}

export async function languageOfVoice(engine: SpeechEngine, voice: string): Promise<string> {
  if (voice in VOICE_TRAITS) return VOICE_TRAITS[voice as Voice].language;
  return (await engine.voices()).find((v) => v.id === voice)?.language ?? 'en';
}

export async function previewVoice(
  engine: SpeechEngine,
  body: Required<VoiceOverPreviewBody>,
  signal?: AbortSignal,
): Promise<Buffer> {
  const language = await languageOfVoice(engine, body.voice);
  const dir = await makeScratchDir('preview');
  try {
    const result = await engine.synthesize({
      text: SAMPLES[language] ?? SAMPLES.en!,
      voice: body.voice,
      speed: body.speed,
      pitch: body.pitch,
      outDir: dir,
      // Only five seconds are played: the engine stops there.
      maxSeconds: PREVIEW_MAX_MS / 1000,
      ...(signal ? { signal } : {}),
    });
    const audio = decodeWav(await readFile(result.wavPath));
    const max = Math.round((PREVIEW_MAX_MS / 1000) * audio.sampleRate);
    if (audio.samples.length <= max) return encodeWav(audio);
    // Cut, with a short fade so the cut does not click.
    const cut = withFades(audio.samples.subarray(0, max), Math.round(audio.sampleRate * 0.05));
    return encodeWav({ samples: cut, sampleRate: audio.sampleRate });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
