import { VOICE_TRAITS, VOICES, type Voice } from '@forja/contracts';
import type { TimedAudio } from './audio-join.js';
import { espeakSynthesize, espeakVoices, type EspeakSynthesis } from './espeak-thread.js';
import type { SpeechEngine, SpeechRequest, SpeechResult, SpeechVoice, SpeechWord } from './speech-engine.js';
import { synthesizeInParts, type PartRequest } from './synthesize-in-parts.js';

/*
 * espeak-ng, the offline engine, through its WebAssembly build (npm, always present): it is
 * the only way this process gets espeak-ng's own word events (the CLI prints none), so word
 * timings are the engine's, never estimated. docs/decisions/004-speech-word-timings.md.
 *
 * Voice ids are espeak-ng language names, plain for its male voice and with the '+f3'
 * variant for a female one ('ro', 'ro+f3').
 */

const FEMALE_VARIANT = '+f3';

/** The product's voices on this engine. */
const PRODUCT_VOICES: Record<Voice, string> = Object.fromEntries(
  VOICES.map((voice) => {
    const { language, gender } = VOICE_TRAITS[voice];
    const base = language === 'en' ? 'en-us' : language;
    return [voice, gender === 'female' ? `${base}${FEMALE_VARIANT}` : base];
  }),
) as Record<Voice, string>;

/** espeak-ng words per minute at speed 1, and its limits. */
const NORMAL_RATE = 175;
const RATE_RANGE = [80, 450] as const;
/** espeak-ng's pitch is 0–99 (50 normal); one semitone is about four of its steps. */
const PITCH_STEPS_PER_SEMITONE = 4;

export function espeakRate(speed: number): number {
  return Math.round(Math.min(RATE_RANGE[1], Math.max(RATE_RANGE[0], NORMAL_RATE * speed)));
}

export function espeakPitch(semitones: number): number {
  return Math.round(Math.min(99, Math.max(0, 50 + semitones * PITCH_STEPS_PER_SEMITONE)));
}

/** Word timings from espeak-ng's word events: a word lasts until the next event (word or sentence end). */
export function wordsFromEvents(text: string, result: EspeakSynthesis): SpeechWord[] {
  const chars = Array.from(text);
  const totalMs = (result.samples.length / result.sampleRate) * 1000;
  const events = result.events;
  const words: SpeechWord[] = [];
  events.forEach((event, index) => {
    if (event.type !== 'word') return;
    const next = events.slice(index + 1).find((e) => e.audioMs >= event.audioMs);
    const word = chars
      .slice(event.textPosition - 1, event.textPosition - 1 + event.length)
      .join('')
      .trim();
    if (!word) return;
    words.push({
      text: word,
      startMs: Math.round(event.audioMs),
      endMs: Math.round(Math.min(totalMs, next?.audioMs ?? totalMs)),
    });
  });
  return words;
}

export class EspeakEngine implements SpeechEngine {
  readonly name = 'espeak-ng (WebAssembly)';
  private voiceList: Promise<SpeechVoice[]> | null = null;

  voices(): Promise<SpeechVoice[]> {
    this.voiceList ??= espeakVoices().then((list) =>
      list.flatMap((v) => {
        const id = v.languages[0] ?? v.identifier;
        const language = id.split('-')[0] ?? id;
        return [
          { id, label: `${v.name} (male)`, language, gender: 'male' as const },
          { id: `${id}${FEMALE_VARIANT}`, label: `${v.name} (female)`, language, gender: 'female' as const },
        ];
      }),
    );
    return this.voiceList;
  }

  /** The engine voice for a product voice name or one of this engine's ids; unknown ones are refused. */
  async resolveVoice(voice: string): Promise<string> {
    if (voice in PRODUCT_VOICES) return PRODUCT_VOICES[voice as Voice];
    if ((await this.voices()).some((v) => v.id === voice)) return voice;
    throw new Error(`Unknown voice ${voice}`);
  }

  async synthesize(request: SpeechRequest): Promise<SpeechResult> {
    const voice = await this.resolveVoice(request.voice);
    return synthesizeInParts({ ...request, voice }, (part) => this.speakPart(part), { pauseMs: 0 });
  }

  private async speakPart(part: PartRequest): Promise<TimedAudio> {
    const result = await espeakSynthesize({
      text: part.text,
      voice: part.voice,
      rate: espeakRate(part.speed),
      pitch: espeakPitch(part.pitch),
    });
    return {
      samples: result.samples,
      sampleRate: result.sampleRate,
      words: wordsFromEvents(part.text, result),
    };
  }
}
