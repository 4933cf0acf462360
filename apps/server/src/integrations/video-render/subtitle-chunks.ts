import type { TimedWord } from './scene-timeline.js';

/**
 * Narrated words grouped into what one subtitle shows at a time: short lines for the line
 * styles, a single word for `one-word`. A chunk never spans two scenes, breaks after a sentence
 * (and after a comma once it has a few words) and at a long pause.
 */

export interface SubtitleChunk {
  words: TimedWord[];
  /** Seconds: from the first word's start... */
  start: number;
  /** ...until shortly after the last word, never past the next chunk or the scene's end. */
  end: number;
}

export interface ChunkLimits {
  maxChars: number;
  maxWords: number;
}

/** A pause this long (seconds) between two words starts a new chunk. */
const PAUSE_BREAK = 0.7;
/** How long a chunk stays after its last word when nothing follows at once. */
const HOLD = 0.5;

function endsSentence(text: string): boolean {
  return /[.!?…;:]["»”')\]]*$/.test(text);
}

export function chunkWords(words: TimedWord[], limits: ChunkLimits): SubtitleChunk[] {
  const groups: TimedWord[][] = [];
  let current: TimedWord[] = [];
  let chars = 0;
  for (const word of words) {
    const last = current.at(-1);
    const breakHere =
      last !== undefined &&
      (last.scene !== word.scene ||
        word.start - last.end > PAUSE_BREAK ||
        current.length >= limits.maxWords ||
        chars + 1 + word.text.length > limits.maxChars ||
        endsSentence(last.text) ||
        (last.text.endsWith(',') && current.length >= 3));
    if (breakHere) {
      groups.push(current);
      current = [];
      chars = 0;
    }
    current.push(word);
    chars += (current.length > 1 ? 1 : 0) + word.text.length;
  }
  if (current.length > 0) groups.push(current);

  return groups.map((group, i) => {
    const first = group[0]!;
    const last = group.at(-1)!;
    const next = groups[i + 1]?.[0];
    let end = Math.min(last.end + HOLD, last.sceneEnd);
    if (next && next.start < end) end = next.start;
    return { words: group, start: first.start, end: Math.max(end, last.end) };
  });
}
