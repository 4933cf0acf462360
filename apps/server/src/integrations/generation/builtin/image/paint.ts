import type { ImageMood, ImageStyle } from '@forja/contracts';
import { createRng, hashSeed } from '../prng.js';
import * as graphic from './graphic.js';
import { buildPalette } from './palette.js';
import { encodePng } from './png.js';
import { Raster } from './raster.js';
import { paintLandscape } from './scenic.js';

/*
 * Offline image generation: a real PNG at the requested size whose palette follows the
 * mood and whose composition follows the style, seeded by the prompt so the same request
 * always gives the same file.
 */

export interface PaintRequest {
  prompt: string;
  width: number;
  height: number;
  style: ImageStyle;
  mood: ImageMood;
  /** Which image of a request for several (0 first): each is drawn differently. */
  variant?: number;
}

export function paintImage(req: PaintRequest): Buffer {
  // The first image keeps the seed a single image always had, so a prompt still gives the same picture.
  const variant = req.variant ? [req.variant] : [];
  const rng = createRng(hashSeed(req.prompt, req.width, req.height, req.style, req.mood, ...variant));
  const palette = buildPalette(req.style, req.mood, rng);
  const r = new Raster(req.width, req.height);
  switch (req.style) {
    case 'realistic':
    case 'photography':
      paintLandscape(r, palette, rng, 'photo');
      break;
    case 'cinematic':
      paintLandscape(r, palette, rng, 'cinematic');
      break;
    case 'illustration':
      paintLandscape(r, palette, rng, 'illustration');
      break;
    case 'cartoon':
      paintLandscape(r, palette, rng, 'cartoon');
      break;
    case 'abstract':
      graphic.paintAbstract(r, palette, rng);
      break;
    case 'minimalist':
      graphic.paintMinimalist(r, palette, rng);
      break;
    case '3d-render':
      graphic.paintRender3d(r, palette, rng);
      break;
    case 'watercolor':
      graphic.paintWatercolor(r, palette, rng);
      break;
    case 'line-art':
      graphic.paintLineArt(r, palette, rng);
      break;
    case 'digital-art':
      graphic.paintDigital(r, palette, rng);
      break;
    case 'painting':
      graphic.paintPainting(r, palette, rng);
      break;
    case 'low-poly':
      graphic.paintLowPoly(r, palette, rng);
      break;
  }
  return encodePng(req.width, req.height, r.data);
}
