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
 * Voice ids are the last part of espeak-ng's voice identifiers, plain for its male voice and
 * with the '+f3' variant for a female one ('ro', 'ro+f3', 'en-US+f3').
 */

const FEMALE_VARIANT = '+f3';

/** The product's voices on this engine. */
const PRODUCT_VOICES: Record<Voice, string> = Object.fromEntries(
  VOICES.map((voice) => {
    const { language, gender } = VOICE_TRAITS[voice];
    const base = language === 'en' ? 'en-US' : language;
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

/** Where each written word (a run of characters without white space) starts and ends, in code points. */
function writtenWords(chars: string[]): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  chars.forEach((char, i) => {
    if (/\s/u.test(char)) return;
    const last = spans.at(-1);
    if (last && last.to === i) last.to = i + 1;
    else spans.push({ from: i, to: i + 1 });
  });
  return spans;
}

/** The written word at a code-point index, or the first one after it (an event may point at a space). */
function writtenWordAt(spans: { from: number; to: number }[], index: number): number {
  return spans.findIndex((span) => index < span.to);
}

/**
 * Word timings from espeak-ng's word events, as the text is written. Each event belongs to the
 * written word it points into; its reported length is not used, because espeak-ng gives the
 * length of what it pronounces as one word: "won" for "won't", "dintr" for "dintr-o", "l" for
 * "l'état", 0 for «Hola» and „Bună”, and "3.5" three times. So a subtitle word is the whole
 * written word with its punctuation (`won't`, `dintr-o`, `¿Qué?`, `3,5`), a word espeak-ng
 * names twice is one word, and a written word it does not name (a lone dash) joins the word
 * before it: no character of the text is lost. A word lasts until the next event (a later
 * word, a sentence end).
 */
export function wordsFromEvents(text: string, result: EspeakSynthesis): SpeechWord[] {
  const chars = Array.from(text);
  const spans = writtenWords(chars);
  const totalMs = (result.samples.length / result.sampleRate) * 1000;
  const events = result.events;
  const groups: { span: number; startMs: number; lastEvent: number }[] = [];
  events.forEach((event, index) => {
    if (event.type !== 'word') return;
    const span = writtenWordAt(spans, event.textPosition - 1);
    if (span < 0) return;
    const last = groups.at(-1);
    if (last && span <= last.span) last.lastEvent = index;
    else groups.push({ span, startMs: event.audioMs, lastEvent: index });
  });
  return groups.map((group, i) => {
    const next = events.slice(group.lastEvent + 1).find((e) => e.audioMs >= group.startMs);
    const fromSpan = i === 0 ? 0 : group.span;
    // After a cut (the cap) the words not spoken are not the last word's.
    const toSpan = (groups[i + 1]?.span ?? (result.cut ? group.span + 1 : spans.length)) - 1;
    return {
      text: chars.slice(spans[fromSpan]!.from, spans[toSpan]!.to).join('').replace(/\s+/gu, ' '),
      startMs: Math.round(group.startMs),
      endMs: Math.round(Math.min(totalMs, next?.audioMs ?? totalMs)),
    };
  });
}

export class EspeakEngine implements SpeechEngine {
  readonly name = 'espeak-ng (WebAssembly)';
  private voiceList: Promise<SpeechVoice[]> | null = null;

  voices(): Promise<SpeechVoice[]> {
    this.voiceList ??= espeakVoices().then((list) =>
      list.flatMap((v) => {
        // The identifier's last part ('roa/fr' -> 'fr'): unique, and set_voice takes it (some
        // language names, such as 'fr-fr' or 'en-gb', it does not).
        const id = v.identifier.split('/').pop() ?? v.identifier;
        const language = (v.languages[0] ?? id).split('-')[0] ?? id;
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
      maxMs: part.maxMs,
    });
    return {
      samples: result.samples,
      sampleRate: result.sampleRate,
      words: wordsFromEvents(part.text, result),
    };
  }
}
