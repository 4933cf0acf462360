import type { SubtitleFont, SubtitlePosition, SubtitleSize, SubtitleStyle } from '@forja/contracts';
import type { FrameSize } from './presets.js';
import type { TimedWord } from './scene-timeline.js';
import { chunkWords, type SubtitleChunk } from './subtitle-chunks.js';
import { applySubstitutions, SUBTITLE_FONT_FACES, type SubtitleFontFace } from './subtitle-fonts.js';

/**
 * The ASS subtitle file libass burns into the video. Its coordinates are the frame's pixels
 * (PlayResX/Y = width/height), so sizes and margins below are fractions of the frame.
 *
 *   classic              a short line at a time, white with a dark outline
 *   classic-progressive  the same line; each word turns yellow as it is spoken (karaoke \k)
 *   boxed-word           the line, with the word being spoken on a yellow box
 *   boxed-line           the line on a translucent dark box
 *   one-word             one large word at a time
 */

export interface AssOptions {
  style: SubtitleStyle;
  position: SubtitlePosition;
  font: SubtitleFont;
  size?: SubtitleSize;
  frame: FrameSize;
}

/** Font size as a fraction of the frame's shorter side. */
const SIZE_FACTOR: Record<SubtitleSize, number> = {
  small: 0.055,
  medium: 0.07,
  large: 0.085,
  'extra-large': 0.1,
};
const ONE_WORD_SCALE = 1.4;

/** Numpad alignment of ASS. */
const ALIGNMENT: Record<SubtitlePosition, number> = {
  'bottom-left': 1,
  'bottom-center': 2,
  'bottom-right': 3,
  'center-center': 5,
  'top-center': 8,
};

// Colours are &HAABBGGRR (alpha 00 = opaque).
const WHITE = '&H00FFFFFF';
const BLACK = '&H00000000';
const YELLOW = '&H0000D7FF';
const SHADOW = '&H80000000';
const LINE_BOX = '&H60000000';

export interface AssLayout {
  fontSize: number;
  marginH: number;
  marginV: number;
  alignment: number;
}

export function assLayout(options: AssOptions): AssLayout {
  const { width, height } = options.frame;
  const base = Math.min(width, height) * SIZE_FACTOR[options.size ?? 'medium'];
  const fontSize = Math.round(options.style === 'one-word' ? base * ONE_WORD_SCALE : base);
  const portrait = height > width;
  // Bottom captions sit above the controls social apps draw over the lower part of a video.
  const marginV =
    options.position === 'center-center'
      ? 0
      : Math.round(
          height * (options.position === 'top-center' ? (portrait ? 0.1 : 0.07) : portrait ? 0.16 : 0.08),
        );
  return { fontSize, marginH: Math.round(width * 0.07), marginV, alignment: ALIGNMENT[options.position] };
}

/** How many characters fit on one line of this font (and so one subtitle chunk). */
export function lineCapacity(options: AssOptions, layout: AssLayout): number {
  const usable = options.frame.width - 2 * layout.marginH;
  const widthEm = SUBTITLE_FONT_FACES[options.font].widthEm;
  return Math.max(8, Math.floor(usable / (layout.fontSize * widthEm)));
}

/** h:mm:ss.cc, as ASS wants it. */
export function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h}:${pad(m)}:${pad(s)}.${pad(cs % 100)}`;
}

/**
 * Narration text as ASS text that shows exactly what was said: `{…}` would be read as an
 * override block, so braces are escaped (`\{`, `\}`: both libass builds we run honour it),
 * and a backslash gets a word joiner after it so `\n`, `\N` and `\h` stay literal text.
 */
export function escapeAssText(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/\\/g, '\\\u2060')
    .replace(/([{}])/g, '\\$1');
}

function styleLine(
  name: string,
  face: SubtitleFontFace,
  layout: AssLayout,
  colours: string[],
  border: number[],
): string {
  const [primary, secondary, outline, back] = colours;
  const [borderStyle, outlineWidth, shadow] = border;
  return [
    `Style: ${name}`,
    face.family,
    layout.fontSize,
    primary,
    secondary,
    outline,
    back,
    face.bold ? -1 : 0,
    '0,0,0,100,100,0,0',
    borderStyle,
    outlineWidth,
    shadow,
    layout.alignment,
    layout.marginH,
    layout.marginH,
    layout.marginV,
    1,
  ].join(',');
}

function styles(options: AssOptions, face: SubtitleFontFace, layout: AssLayout): string[] {
  const outline = Math.max(1, Math.round(layout.fontSize * 0.07));
  const shadow = Math.max(1, Math.round(layout.fontSize * 0.03));
  const pad = Math.max(2, Math.round(layout.fontSize * 0.22));
  switch (options.style) {
    case 'classic-progressive':
      // Karaoke: text is SecondaryColour until its \k time, PrimaryColour after.
      return [styleLine('Main', face, layout, [YELLOW, WHITE, BLACK, SHADOW], [1, outline, shadow])];
    case 'boxed-line':
      return [styleLine('Main', face, layout, [WHITE, WHITE, LINE_BOX, LINE_BOX], [3, pad, 0])];
    case 'boxed-word':
      // Layer 0 draws a yellow box behind the spoken word only; layer 1 the line over it.
      return [
        styleLine('Main', face, layout, [WHITE, WHITE, BLACK, SHADOW], [1, outline, shadow]),
        styleLine('Box', face, layout, [YELLOW, YELLOW, YELLOW, YELLOW], [3, pad, 0]),
      ];
    default:
      return [styleLine('Main', face, layout, [WHITE, WHITE, BLACK, SHADOW], [1, outline, shadow])];
  }
}

const centis = (seconds: number) => Math.round(seconds * 100);

function dialogue(layer: number, start: number, end: number, style: string, text: string): string {
  return `Dialogue: ${layer},${assTime(start)},${assTime(end)},${style},,0,0,0,,${text}`;
}

function chunkEvents(chunk: SubtitleChunk, options: AssOptions, face: SubtitleFontFace): string[] {
  const text = (word: TimedWord) => escapeAssText(applySubstitutions(word.text, face));
  const { words } = chunk;
  switch (options.style) {
    case 'classic-progressive': {
      // \k durations in centiseconds from one word's start to the next, so nothing drifts.
      const parts = words.map((word, i) => {
        const until = i + 1 < words.length ? words[i + 1]!.start : word.end;
        return `{\\k${Math.max(1, centis(until) - centis(word.start))}}${text(word)}`;
      });
      return [dialogue(0, chunk.start, chunk.end, 'Main', parts.join(' '))];
    }
    case 'boxed-word':
      return words.flatMap((spoken, i) => {
        const start = i === 0 ? chunk.start : spoken.start;
        const end = i + 1 < words.length ? words[i + 1]!.start : chunk.end;
        if (end <= start) return [];
        // Same text on both layers, so the box lines up with the word it sits behind.
        const boxed = words
          .map((word, j) => (j === i ? `{\\alpha&H00&}${text(word)}{\\alpha&HFF&}` : text(word)))
          .join(' ');
        const line = words
          .map((word, j) => (j === i ? `{\\1c${BLACK}&\\3a&HFF&\\4a&HFF&}${text(word)}{\\r}` : text(word)))
          .join(' ');
        return [
          dialogue(0, start, end, 'Box', `{\\alpha&HFF&}${boxed}`),
          dialogue(1, start, end, 'Main', line),
        ];
      });
    default:
      return [dialogue(0, chunk.start, chunk.end, 'Main', words.map(text).join(' '))];
  }
}

/** Every subtitle chunk of the video, in absolute seconds. */
export function subtitleChunks(words: TimedWord[], options: AssOptions): SubtitleChunk[] {
  const layout = assLayout(options);
  const limits =
    options.style === 'one-word'
      ? { maxChars: Number.MAX_SAFE_INTEGER, maxWords: 1 }
      : { maxChars: lineCapacity(options, layout), maxWords: options.style === 'boxed-word' ? 5 : 6 };
  return chunkWords(words, limits);
}

/**
 * Seconds added to every time in a segment's ASS file: a line that began before the segment
 * keeps its start (and its karaoke timing, counted from it) since ASS has no negative times; the
 * renderer shifts the segment's frames by as much while libass draws them.
 */
export const SEGMENT_ASS_OFFSET = 60;

/** A stretch of the video, in seconds: [start, end). */
export interface AssWindow {
  start: number;
  end: number;
}

/**
 * Times moved to the segment's clock, to the millisecond: the same words at another place in the
 * video must give the same file (and key), and the last bits of a sum of floats would otherwise
 * round a time ending in 5 ms up in one place and down in another.
 */
function shiftChunk(chunk: SubtitleChunk, by: number): SubtitleChunk {
  const shift = (seconds: number) => Math.round((seconds + by) * 1000) / 1000;
  return {
    start: shift(chunk.start),
    end: shift(chunk.end),
    words: chunk.words.map((word) => ({
      ...word,
      start: shift(word.start),
      end: shift(word.end),
      sceneEnd: shift(word.sceneEnd),
    })),
  };
}

/**
 * The ASS file of one segment: the chunks it shows, timed from its own start (plus
 * SEGMENT_ASS_OFFSET), so the file (and the segment's key) does not depend on where the
 * segment sits in the video. Null when nothing is shown in it.
 */
export function writeSegmentAss(
  chunks: SubtitleChunk[],
  options: AssOptions,
  window: AssWindow,
): string | null {
  const shown = chunks.filter((chunk) => chunk.start < window.end && chunk.end > window.start);
  if (shown.length === 0) return null;
  return assFile(
    shown.map((chunk) => shiftChunk(chunk, SEGMENT_ASS_OFFSET - window.start)),
    options,
  );
}

function assFile(chunks: SubtitleChunk[], options: AssOptions): string {
  const face = SUBTITLE_FONT_FACES[options.font];
  const layout = assLayout(options);
  const events = chunks.flatMap((chunk) => chunkEvents(chunk, options, face));
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${options.frame.width}`,
    `PlayResY: ${options.frame.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    'YCbCr Matrix: None',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    ...styles(options, face, layout),
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}

/** The whole video's ASS file, in absolute times. */
export function writeAss(words: TimedWord[], options: AssOptions): string {
  return assFile(subtitleChunks(words, options), options);
}
