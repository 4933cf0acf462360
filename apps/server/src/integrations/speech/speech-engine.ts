/**
 * The speech engine seam. The video renderer and the voice-over studio speak through this
 * interface only, so the offline default (espeak-ng: the system binary when present, else its
 * WebAssembly build from npm) can be swapped for an OpenAI-compatible `/audio/speech`
 * endpoint or an operator-supplied Piper voice without touching them.
 */

/** One spoken word and when it is heard in the produced audio (milliseconds from its start). */
export interface SpeechWord {
  text: string;
  startMs: number;
  endMs: number;
}

/** A voice one engine can speak with. The product's voice names (VOICES in contracts) map onto these. */
export interface SpeechVoice {
  /** The engine's own id, e.g. 'ro' or 'en-US+f3' for espeak-ng. */
  id: string;
  label: string;
  /** BCP 47 primary language ('ro', 'en', 'es', …). */
  language: string;
  gender?: 'female' | 'male';
}

export interface SpeechRequest {
  /**
   * Plain text: markup is removed and never obeyed (no SSML, no phoneme input), by every engine
   * (plain-speech-text.ts).
   */
  text: string;
  /** A product voice name (e.g. 'ro-RO-AlinaNeural') or one of this engine's SpeechVoice ids. */
  voice: string;
  /** 1 is the engine's normal rate; 0.5–2. */
  speed?: number;
  /** Semitones away from the voice's normal pitch; -12–12. */
  pitch?: number;
  /** Where to write the audio; the caller owns (and later removes) this folder. */
  outDir: string;
  signal?: AbortSignal;
  /** Called after each sentence: long texts are spoken sentence by sentence. */
  onProgress?: (sentencesDone: number, sentencesTotal: number) => void;
  /**
   * The longest audio the caller pays for, in seconds: the engine stops speaking there and the
   * audio ends there. Every request is also capped by its text (`speechMaxSeconds(text, speed)`
   * in contracts), so this can only make the cap tighter; absent, the text's cap applies.
   */
  maxSeconds?: number;
}

export interface SpeechResult {
  /** A mono 16-bit PCM WAV file inside outDir. */
  wavPath: string;
  durationMs: number;
  /** Every word of the text, in order, with timings taken from the engine (see timedByEstimate). */
  words: SpeechWord[];
  /**
   * True when the engine could not measure when words are heard and estimated it from the
   * audio (an OpenAI-compatible server without `/audio/transcriptions`: estimated-word-timings.ts).
   */
  timedByEstimate?: boolean;
  /** True when the cap stopped the speech before the text's end (words holds what was spoken). */
  truncated?: boolean;
}

export interface SpeechEngine {
  /** 'espeak-ng (system)', 'espeak-ng (WebAssembly)', 'openai-compatible', 'piper', … for health and admin settings. */
  readonly name: string;
  voices(): Promise<SpeechVoice[]>;
  synthesize(request: SpeechRequest): Promise<SpeechResult>;
}
