import type { ImageMood, ImageStyle } from '@forja/contracts';
import type { Rng } from '../prng.js';
import type { Rgb } from './raster.js';

/*
 * Colours follow the mood (hue, saturation, brightness) and the style (pastel, neon,
 * paper, film); the prompt's seed only nudges the hue, so two prompts in one mood still
 * look related while two moods look clearly different.
 */

export interface Palette {
  /** Three background stops, top to bottom (sky, horizon, ground). */
  background: [Rgb, Rgb, Rgb];
  /** Shape colours. */
  accents: [Rgb, Rgb, Rgb, Rgb];
  /** Dark colour for outlines and silhouettes. */
  ink: Rgb;
  /** Bright colour for suns, highlights and glows. */
  light: Rgb;
}

interface MoodTone {
  /** Centre hue in degrees; null lets the seed choose freely. */
  hue: number | null;
  spread: number;
  sat: number;
  light: number;
}

const MOODS: Record<ImageMood, MoodTone> = {
  neutral: { hue: null, spread: 40, sat: 0.35, light: 0.55 },
  happy: { hue: 45, spread: 50, sat: 0.8, light: 0.62 },
  sad: { hue: 220, spread: 25, sat: 0.25, light: 0.42 },
  dramatic: { hue: 355, spread: 30, sat: 0.75, light: 0.35 },
  peaceful: { hue: 150, spread: 50, sat: 0.4, light: 0.7 },
  vibrant: { hue: null, spread: 140, sat: 0.95, light: 0.55 },
  dark: { hue: 250, spread: 40, sat: 0.4, light: 0.18 },
  professional: { hue: 210, spread: 20, sat: 0.35, light: 0.5 },
  playful: { hue: 320, spread: 160, sat: 0.85, light: 0.65 },
  energetic: { hue: 15, spread: 45, sat: 0.95, light: 0.52 },
  futuristic: { hue: 190, spread: 120, sat: 0.9, light: 0.45 },
  nostalgic: { hue: 30, spread: 25, sat: 0.4, light: 0.58 },
  serene: { hue: 185, spread: 35, sat: 0.35, light: 0.72 },
};

function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.max(0, Math.min(1, s));
  const lig = Math.max(0, Math.min(1, l));
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t: number) => {
    const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (tt < 1 / 6) return p + (q - p) * 6 * tt;
    if (tt < 1 / 2) return q;
    if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6;
    return p;
  };
  return [channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255];
}

export function buildPalette(style: ImageStyle, mood: ImageMood, rng: Rng): Palette {
  const m = MOODS[mood];
  const base = m.hue === null ? rng.range(0, 360) : m.hue + rng.range(-15, 15);
  let { sat, light } = m;
  const spread = m.spread;
  // Style adjustments: each style has a recognisable colour treatment on top of the mood.
  if (style === 'watercolor') [sat, light] = [sat * 0.7, Math.min(0.85, light + 0.18)];
  if (style === 'minimalist') sat *= 0.6;
  if (style === 'digital-art') [sat, light] = [Math.max(sat, 0.85), Math.min(light, 0.4)];
  if (style === 'cartoon' || style === 'illustration') sat = Math.max(sat, 0.65);
  if (style === 'cinematic') sat = Math.min(sat + 0.1, 0.8);
  const accentHue = (k: number) =>
    base + spread * (k / 3 - 0.5) + (style === 'cinematic' ? 180 * (k % 2) : 0);
  const palette: Palette = {
    background: [
      hsl(base - spread * 0.3, sat * 0.8, light + 0.15),
      hsl(base, sat, light),
      hsl(base + spread * 0.3, sat * 0.9, light - 0.2),
    ],
    accents: [0, 1, 2, 3].map((k) =>
      hsl(accentHue(k), Math.min(1, sat + 0.15), light + (k % 2 ? -0.12 : 0.08)),
    ) as Palette['accents'],
    ink: hsl(base + 10, sat * 0.6, Math.max(0.08, light * 0.25)),
    light: hsl(base + 15, Math.min(1, sat + 0.2), Math.min(0.92, light + 0.3)),
  };
  if (style === 'line-art')
    palette.background = [hsl(base, 0.15, 0.97), hsl(base, 0.12, 0.95), hsl(base, 0.1, 0.92)];
  return palette;
}
