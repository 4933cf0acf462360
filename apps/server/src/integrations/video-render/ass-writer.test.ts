import { SUBTITLE_FONTS, SUBTITLE_POSITIONS, SUBTITLE_STYLES } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import {
  assLayout,
  assTime,
  escapeAssText,
  SEGMENT_ASS_OFFSET,
  subtitleChunks,
  writeAss,
  writeSegmentAss,
  type AssOptions,
} from './ass-writer.js';
import type { TimedWord } from './scene-timeline.js';

const word = (text: string, start: number, end: number, scene = 0, sceneEnd = 10): TimedWord => ({
  text,
  start,
  end,
  scene,
  sceneEnd,
});
const WORDS = [word('Bună', 0.5, 0.8), word('ziua,', 0.85, 1.2), word('țară', 1.3, 1.7), word('și', 1.75, 2)];
const PORTRAIT = { width: 1080, height: 1920 };
const base: AssOptions = { style: 'classic', position: 'bottom-center', font: 'roboto', frame: PORTRAIT };

const dialogues = (ass: string) => ass.split('\n').filter((line) => line.startsWith('Dialogue:'));
const styleLines = (ass: string) => ass.split('\n').filter((line) => line.startsWith('Style:'));
/** Style fields by name, from the Format line. */
function styleFields(ass: string, name = 'Main'): Record<string, string> {
  const format = ass
    .split('\n')
    .find((l) => l.startsWith('Format: Name'))!
    .slice('Format: '.length)
    .split(', ');
  const line = styleLines(ass).find((l) => l.startsWith(`Style: ${name},`))!;
  const values = line.slice('Style: '.length).split(',');
  return Object.fromEntries(format.map((key, i) => [key, values[i]!]));
}
const textOf = (dialogue: string) => dialogue.split(',').slice(9).join(',');

describe('ASS writer', () => {
  it('formats times as h:mm:ss.cc', () => {
    expect(assTime(0)).toBe('0:00:00.00');
    expect(assTime(1.234)).toBe('0:00:01.23');
    expect(assTime(61.999)).toBe('0:01:02.00');
    expect(assTime(3725.5)).toBe('1:02:05.50');
  });

  it('escapes braces and backslashes and keeps every other character', () => {
    expect(escapeAssText('a {b} c')).toBe('a \\{b\\} c');
    expect(escapeAssText('C:\\new\\Nope \\h')).toBe('C:\\\u2060new\\\u2060Nope \\\u2060h');
    expect(escapeAssText('line\nbreak')).toBe('line break');
    const unicode = 'ăîșțâ ĂÎȘȚÂ ñ ¿qué? ¡sí!';
    expect(escapeAssText(unicode)).toBe(unicode);
  });

  it('sizes text and margins to the frame', () => {
    const portrait = assLayout(base);
    expect(portrait.fontSize).toBe(Math.round(1080 * 0.07));
    expect(portrait.marginV).toBeGreaterThan(1920 * 0.1);
    const small = assLayout({ ...base, frame: { width: 360, height: 640 } });
    expect(small.fontSize).toBe(Math.round(360 * 0.07));
    expect(assLayout({ ...base, size: 'extra-large' }).fontSize).toBeGreaterThan(portrait.fontSize);
    expect(assLayout({ ...base, style: 'one-word' }).fontSize).toBeGreaterThan(portrait.fontSize);
  });

  it('writes a script the size of the frame with every word, diacritics intact', () => {
    const ass = writeAss(WORDS, base);
    expect(ass).toContain('PlayResX: 1080');
    expect(ass).toContain('PlayResY: 1920');
    const text = dialogues(ass).map(textOf).join(' ');
    for (const w of WORDS) expect(text).toContain(w.text);
    expect(dialogues(ass)[0]).toMatch(/^Dialogue: 0,0:00:00\.50,/);
  });

  it.each(SUBTITLE_POSITIONS)('places %s with its ASS alignment', (position) => {
    const expected = {
      'bottom-left': '1',
      'bottom-center': '2',
      'bottom-right': '3',
      'center-center': '5',
      'top-center': '8',
    }[position];
    const fields = styleFields(writeAss(WORDS, { ...base, position }));
    expect(fields.Alignment).toBe(expected);
    if (position === 'center-center') expect(fields.MarginV).toBe('0');
    else expect(Number(fields.MarginV)).toBeGreaterThan(0);
  });

  it.each(SUBTITLE_FONTS)('names the shipped font family for %s', (font) => {
    const family = {
      roboto: 'Roboto',
      'roboto-black': 'Roboto Black',
      'luckiest-guy': 'Luckiest Guy',
      arial: 'Liberation Sans',
    }[font];
    expect(styleFields(writeAss(WORDS, { ...base, font })).Fontname).toBe(family);
  });

  it('swaps ș and ț for the cedilla forms Luckiest Guy has, and only for that font', () => {
    const lucky = dialogues(writeAss(WORDS, { ...base, font: 'luckiest-guy' })).join('\n');
    expect(lucky).toContain('ţară');
    expect(lucky).toContain('şi');
    expect(lucky).not.toMatch(/[șț]/);
    expect(dialogues(writeAss(WORDS, base)).join('\n')).toContain('țară');
  });

  it('classic: one outlined line per chunk', () => {
    const ass = writeAss(WORDS, base);
    expect(styleFields(ass).BorderStyle).toBe('1');
    expect(dialogues(ass)).toHaveLength(1);
    expect(textOf(dialogues(ass)[0]!)).toBe('Bună ziua, țară și');
  });

  it('classic-progressive: karaoke timings from one word to the next', () => {
    const ass = writeAss(WORDS, { ...base, style: 'classic-progressive' });
    const fields = styleFields(ass);
    // Spoken words turn PrimaryColour (yellow), the rest stay SecondaryColour (white).
    expect(fields.PrimaryColour).toBe('&H0000D7FF');
    expect(fields.SecondaryColour).toBe('&H00FFFFFF');
    expect(textOf(dialogues(ass)[0]!)).toBe('{\\k35}Bună {\\k45}ziua, {\\k45}țară {\\k25}și');
  });

  it('boxed-word: one box event and one text event for each spoken word', () => {
    const ass = writeAss(WORDS, { ...base, style: 'boxed-word' });
    expect(styleFields(ass, 'Box').BorderStyle).toBe('3');
    const events = dialogues(ass);
    expect(events).toHaveLength(2 * WORDS.length);
    // The third word's pair: from its start until the next word starts.
    const third = events.filter((e) => e.includes('0:00:01.30,0:00:01.75'));
    expect(third).toHaveLength(2);
    expect(third[0]).toMatch(/^Dialogue: 0,.*,Box,/);
    expect(textOf(third[0]!)).toContain('{\\alpha&H00&}țară{\\alpha&HFF&}');
    expect(third[1]).toMatch(/^Dialogue: 1,.*,Main,/);
    expect(textOf(third[1]!)).toContain('țară{\\r}');
  });

  it('boxed-line: the line on an opaque box', () => {
    const ass = writeAss(WORDS, { ...base, style: 'boxed-line' });
    expect(styleFields(ass).BorderStyle).toBe('3');
    expect(dialogues(ass)).toHaveLength(1);
  });

  it('one-word: one word at a time, bigger', () => {
    const ass = writeAss(WORDS, { ...base, style: 'one-word' });
    expect(dialogues(ass).map(textOf)).toEqual(WORDS.map((w) => w.text));
    expect(Number(styleFields(ass).Fontsize)).toBeGreaterThan(
      Number(styleFields(writeAss(WORDS, base)).Fontsize),
    );
  });

  it.each(SUBTITLE_STYLES)('%s: events stay in order and inside the words’ time', (style) => {
    const ass = writeAss(WORDS, { ...base, style });
    for (const event of dialogues(ass)) {
      const [, start, end] = event.split(',');
      expect(start! < end!).toBe(true);
      expect(start! >= '0:00:00.50').toBe(true);
      expect(end! <= '0:00:02.50').toBe(true);
    }
  });

  it('escapes braces in narration so they are shown, not read as tags', () => {
    const ass = writeAss([word('{\\b1}bold', 0, 1)], base);
    expect(textOf(dialogues(ass)[0]!)).toBe('\\{\\\u2060b1\\}bold');
  });
});

describe('segment ASS files', () => {
  const chunks = subtitleChunks([...WORDS, word('Apoi.', 6, 6.5, 1, 12)], base);

  it('holds only the lines the segment shows, timed from the segment start plus the offset', () => {
    const first = writeSegmentAss(chunks, base, { start: 0.24, end: 4.76 })!;
    const lines = dialogues(first);
    expect(lines).toHaveLength(1);
    // Bună starts at 0.5 s in the video: 0.26 s into the segment.
    expect(lines[0]).toContain(`,${assTime(SEGMENT_ASS_OFFSET + 0.26)},`);
    expect(first).not.toContain('Apoi');
    expect(writeSegmentAss(chunks, base, { start: 3, end: 5 })).toBeNull();
  });

  it('is the same file wherever the segment sits: the same words shifted give the same ASS', () => {
    const shifted = subtitleChunks(
      WORDS.map((w) => ({ ...w, start: w.start + 20, end: w.end + 20, sceneEnd: w.sceneEnd + 20 })),
      base,
    );
    const here = writeSegmentAss(chunks, base, { start: 0.24, end: 4.76 });
    const there = writeSegmentAss(shifted, base, { start: 20.24, end: 24.76 });
    expect(there).toBe(here);
    // A scene starting at frame F, its words at F/25 + ms/1000, the body's window from (F + 6)/25
    // (the renderer's sums): no float residue may change a rounding between one place and another.
    const at = (frames: number) => {
      const start = frames / 25;
      const words = [
        word('Unu', start + 0.035, start + 0.215, 0, start + 5),
        word('doi', start + 0.245, start + 0.375, 0, start + 5),
      ];
      return writeSegmentAss(subtitleChunks(words, base), base, { start: (frames + 6) / 25, end: start + 4 });
    };
    for (const frames of [50, 200, 400]) expect(at(frames)).toBe(at(0));
  });

  it('keeps a line begun before the segment whole, its karaoke timing counted from its real start', () => {
    const karaoke = { ...base, style: 'classic-progressive' as const };
    const ass = writeSegmentAss(subtitleChunks(WORDS, karaoke), karaoke, { start: 1, end: 3 })!;
    const [line] = dialogues(ass);
    expect(line).toContain(`,${assTime(SEGMENT_ASS_OFFSET - 0.5)},`);
    expect(line).toContain('{\\k35}Bună');
  });
});
