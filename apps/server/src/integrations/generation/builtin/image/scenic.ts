import type { Rng } from '../prng.js';
import type { Palette } from './palette.js';
import { mix, type Raster } from './raster.js';

/*
 * Landscape compositions for the styles that suggest a scene: a sky, a sun or moon, and
 * layered hills that fade into haze. The style decides the finish (bokeh and vignette
 * for photos, letterbox and teal/orange contrast for cinema, flat shapes and outlines for
 * drawings).
 */

export type Finish = 'photo' | 'cinematic' | 'illustration' | 'cartoon';

export function paintLandscape(r: Raster, p: Palette, rng: Rng, finish: Finish): void {
  const { width: w, height: h } = r;
  const flat = finish === 'illustration' || finish === 'cartoon';
  const [sky, horizon, ground] = p.background;
  r.linearGradient(
    Math.PI / 2,
    flat
      ? [
          [0, sky],
          [1, horizon],
        ]
      : [
          [0, sky],
          [0.6, horizon],
          [1, ground],
        ],
  );

  const size = Math.min(w, h);
  const sunX = w * rng.range(0.2, 0.8);
  const sunY = h * rng.range(0.18, 0.4);
  const sunR = size * rng.range(0.07, 0.12);
  if (!flat) r.ellipse(sunX, sunY, sunR * 3, sunR * 3, p.light, 0.35, 1); // glow
  r.ellipse(sunX, sunY, sunR, sunR, p.light, 1, flat ? 0.01 : 0.15);
  if (finish === 'cartoon') ring(r, sunX, sunY, sunR, size * 0.012, p.ink);

  if (flat) clouds(r, rng, p, finish === 'cartoon');

  const layers = rng.int(3, 4);
  for (let k = 0; k < layers; k++) {
    const depth = (k + 1) / layers; // 0 far .. 1 near
    const base = h * (0.55 + 0.3 * depth);
    const amp = h * (0.05 + 0.05 * rng.next());
    const f1 = rng.range(1.5, 3.5) / w;
    const f2 = rng.range(4, 9) / w;
    const ph = rng.range(0, Math.PI * 2);
    const color = flat
      ? p.accents[k % 4]!
      : mix(mix(horizon, p.ink, 0.25 + 0.6 * depth), p.accents[k % 4]!, 0.25);
    const curve = (x: number) =>
      base - amp * Math.sin(x * f1 * Math.PI * 2 + ph) - amp * 0.35 * Math.sin(x * f2 * Math.PI * 2 + ph * 2);
    r.fillBelow(curve, color, 1);
    if (finish === 'cartoon') outline(r, curve, size * 0.008, p.ink);
  }

  if (finish === 'photo') {
    // Out-of-focus highlights and a lens vignette read as a photograph. (Per-pixel grain
    // was tried: it made files ten times larger for little visible gain.)
    for (let i = rng.int(5, 9); i > 0; i--) {
      const s = Math.min(w, h) * rng.range(0.02, 0.05);
      r.ellipse(w * rng.next(), h * rng.range(0.05, 0.5), s, s, p.light, rng.range(0.15, 0.3), 0.5);
    }
    r.vignette(0.45);
  } else if (finish === 'cinematic') {
    r.vignette(0.8);
    const bar = Math.round(h * 0.11);
    r.rect(0, 0, w, bar, [0, 0, 0]);
    r.rect(0, h - bar, w, bar, [0, 0, 0]);
  }
}

function clouds(r: Raster, rng: Rng, p: Palette, outlined: boolean): void {
  const white = mix(p.light, [255, 255, 255], 0.7);
  for (let c = rng.int(2, 4); c > 0; c--) {
    const cx = r.width * rng.next();
    const cy = r.height * rng.range(0.1, 0.35);
    const s = Math.min(r.width, r.height) * rng.range(0.04, 0.07);
    for (const [dx, dy, k] of [
      [-1.2, 0.3, 0.8],
      [0, 0, 1.1],
      [1.2, 0.3, 0.85],
    ] as const) {
      if (outlined) r.ellipse(cx + dx * s, cy + dy * s, s * k + 4, s * k + 4, p.ink, 1, 0.01);
    }
    for (const [dx, dy, k] of [
      [-1.2, 0.3, 0.8],
      [0, 0, 1.1],
      [1.2, 0.3, 0.85],
    ] as const) {
      r.ellipse(cx + dx * s, cy + dy * s, s * k, s * k, white, 1, 0.01);
    }
  }
}

function ring(
  r: Raster,
  cx: number,
  cy: number,
  radius: number,
  width: number,
  color: readonly [number, number, number],
): void {
  const steps = 90;
  for (let i = 0; i < steps; i++) {
    const a0 = (i / steps) * Math.PI * 2;
    const a1 = ((i + 1) / steps) * Math.PI * 2;
    r.line(
      cx + Math.cos(a0) * radius,
      cy + Math.sin(a0) * radius,
      cx + Math.cos(a1) * radius,
      cy + Math.sin(a1) * radius,
      width,
      color,
    );
  }
}

function outline(
  r: Raster,
  curve: (x: number) => number,
  width: number,
  color: readonly [number, number, number],
): void {
  const step = 12;
  for (let x = 0; x < r.width; x += step) r.line(x, curve(x), x + step, curve(x + step), width, color);
}

export { ring };
