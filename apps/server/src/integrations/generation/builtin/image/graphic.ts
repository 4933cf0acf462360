import type { Rng } from '../prng.js';
import type { Palette } from './palette.js';
import { mix, type Raster, type Rgb } from './raster.js';
import { ring } from './scenic.js';

/*
 * Non-figurative compositions, one per style, each with a look of its own so that the
 * style a user picks is visible in the result.
 */

const diag = (r: Raster) => Math.min(r.width, r.height);

export function paintAbstract(r: Raster, p: Palette, rng: Rng): void {
  r.linearGradient(rng.range(0, Math.PI), [
    [0, p.background[0]],
    [0.5, p.background[1]],
    [1, p.background[2]],
  ]);
  for (let i = rng.int(14, 22); i > 0; i--) {
    const color = rng.pick(p.accents);
    const x = r.width * rng.next();
    const y = r.height * rng.next();
    const s = diag(r) * rng.range(0.05, 0.3);
    if (rng.chance(0.5)) r.ellipse(x, y, s, s, color, rng.range(0.35, 0.75), 0.03);
    else
      r.triangle(
        x,
        y - s,
        x + s,
        y + s * 0.8,
        x - s * rng.range(0.4, 1.2),
        y + s * 0.6,
        color,
        rng.range(0.35, 0.7),
      );
  }
}

export function paintMinimalist(r: Raster, p: Palette, rng: Rng): void {
  r.linearGradient(Math.PI / 2, [
    [0, p.background[0]],
    [1, p.background[1]],
  ]);
  const s = diag(r) * rng.range(0.14, 0.22);
  const x = r.width * rng.range(0.3, 0.7);
  const y = r.height * rng.range(0.35, 0.55);
  r.ellipse(x, y, s, s, p.accents[0], 1, 0.005);
  const lineY = y + s * rng.range(1.4, 1.8);
  r.line(r.width * 0.2, lineY, r.width * 0.8, lineY, Math.max(2, diag(r) * 0.004), p.ink);
}

export function paintRender3d(r: Raster, p: Palette, rng: Rng): void {
  const horizon = r.height * 0.62;
  r.linearGradient(Math.PI / 2, [
    [0, p.background[0]],
    [0.62, p.background[1]],
    [0.63, mix(p.background[1], p.ink, 0.3)],
    [1, mix(p.background[2], p.ink, 0.2)],
  ]);
  const count = rng.int(2, 4);
  for (let k = 0; k < count; k++) {
    const s = diag(r) * rng.range(0.08, 0.16);
    const x = r.width * ((k + 0.5) / count) + rng.range(-0.05, 0.05) * r.width;
    const y = horizon + s * rng.range(0.2, 0.6);
    r.ellipse(x + s * 0.25, y + s * 0.95, s * 1.1, s * 0.25, [0, 0, 0], 0.35, 0.6); // contact shadow
    r.ellipse(x, y, s, s, p.accents[k % 4]!, 1, 0.01, 0.9);
    r.ellipse(x - s * 0.35, y - s * 0.4, s * 0.18, s * 0.14, [255, 255, 255], 0.55, 0.8); // specular highlight
  }
}

export function paintWatercolor(r: Raster, p: Palette, rng: Rng): void {
  const paper: Rgb = mix(p.background[0], [252, 248, 240], 0.75);
  r.linearGradient(Math.PI / 2, [
    [0, paper],
    [1, mix(paper, p.background[1], 0.2)],
  ]);
  for (let i = rng.int(30, 45); i > 0; i--) {
    const s = diag(r) * rng.range(0.06, 0.2);
    r.ellipse(
      r.width * rng.next(),
      r.height * rng.next(),
      s * rng.range(0.8, 1.5),
      s,
      rng.pick(p.accents),
      rng.range(0.12, 0.28),
      0.45,
    );
  }
}

export function paintLineArt(r: Raster, p: Palette, rng: Rng): void {
  r.linearGradient(Math.PI / 2, [
    [0, p.background[0]],
    [1, p.background[2]],
  ]);
  const t = Math.max(2, diag(r) * 0.004);
  const cx = r.width * rng.range(0.3, 0.7);
  const cy = r.height * rng.range(0.3, 0.6);
  for (let k = 1; k <= rng.int(3, 6); k++) ring(r, cx, cy, diag(r) * 0.05 * k, t, p.ink);
  for (let wave = 0; wave < rng.int(4, 7); wave++) {
    const baseY = r.height * (0.6 + wave * 0.06);
    const amp = r.height * 0.02;
    const f = rng.range(2, 5);
    for (let x = 0; x < r.width; x += 10) {
      const y0 = baseY + amp * Math.sin((x / r.width) * f * Math.PI * 2 + wave);
      const y1 = baseY + amp * Math.sin(((x + 10) / r.width) * f * Math.PI * 2 + wave);
      r.line(x, y0, x + 10, y1, t * 0.8, wave % 2 ? p.ink : p.accents[1]);
    }
  }
}

export function paintDigital(r: Raster, p: Palette, rng: Rng): void {
  const deep = mix(p.ink, [0, 0, 0], 0.5);
  r.linearGradient(Math.PI / 2, [
    [0, deep],
    [0.55, p.background[2]],
    [1, deep],
  ]);
  const horizon = r.height * 0.55;
  const neon = p.accents[0];
  const sun = diag(r) * 0.2;
  r.ellipse(r.width / 2, horizon, sun * 1.8, sun * 1.8, p.light, 0.25, 1);
  r.ellipse(r.width / 2, horizon, sun, sun, p.accents[2], 1, 0.02);
  r.rect(0, horizon, r.width, r.height - horizon, deep);
  const t = Math.max(2, diag(r) * 0.003);
  for (let k = 1; k <= 12; k++) {
    const y = horizon + (r.height - horizon) * Math.pow(k / 12, 2);
    r.line(0, y, r.width, y, t, neon, 0.8);
  }
  for (let k = -10; k <= 10; k++)
    r.line(
      r.width / 2 + k * r.width * 0.02,
      horizon,
      r.width / 2 + k * r.width * 0.12,
      r.height,
      t,
      neon,
      0.8,
    );
  for (let i = 0; i < 60; i++)
    r.ellipse(r.width * rng.next(), horizon * rng.next(), 2, 2, p.light, rng.range(0.4, 1));
}

export function paintPainting(r: Raster, p: Palette, rng: Rng): void {
  r.linearGradient(Math.PI / 2, [
    [0, p.background[0]],
    [0.55, p.background[1]],
    [1, p.background[2]],
  ]);
  const strokes = Math.round((r.width * r.height) / 2500);
  for (let i = 0; i < strokes; i++) {
    const x = r.width * rng.next();
    const y = r.height * rng.next();
    const len = diag(r) * rng.range(0.02, 0.06);
    const a = rng.range(-0.6, 0.6) + (y > r.height * 0.55 ? 0 : Math.PI / 8);
    const band = y / r.height;
    const base = band < 0.5 ? p.background[0] : band < 0.8 ? p.background[1] : p.background[2];
    const color = mix(base, rng.pick(p.accents), rng.range(0.1, 0.6));
    r.line(x, y, x + Math.cos(a) * len, y + Math.sin(a) * len, diag(r) * rng.range(0.006, 0.014), color, 0.7);
  }
}

export function paintLowPoly(r: Raster, p: Palette, rng: Rng): void {
  const cols = 12;
  const rows = Math.max(4, Math.round((cols * r.height) / r.width));
  const cw = r.width / cols;
  const ch = r.height / rows;
  const pts: [number, number][][] = [];
  for (let j = 0; j <= rows; j++) {
    pts.push([]);
    for (let i = 0; i <= cols; i++) {
      const edgeX = i === 0 || i === cols;
      const edgeY = j === 0 || j === rows;
      pts[j]!.push([
        i * cw + (edgeX ? 0 : rng.range(-0.35, 0.35) * cw),
        j * ch + (edgeY ? 0 : rng.range(-0.35, 0.35) * ch),
      ]);
    }
  }
  const colorAt = (y: number) => {
    const t = y / r.height;
    return t < 0.5
      ? mix(p.background[0], p.background[1], t * 2)
      : mix(p.background[1], p.background[2], (t - 0.5) * 2);
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const [a, b, c, d] = [pts[j]![i]!, pts[j]![i + 1]!, pts[j + 1]![i + 1]!, pts[j + 1]![i]!];
      for (const [t0, t1, t2] of [
        [a, b, c],
        [a, c, d],
      ] as const) {
        const cy = (t0[1] + t1[1] + t2[1]) / 3;
        const color = mix(colorAt(cy), rng.pick(p.accents), rng.range(0, 0.35));
        // Slight overdraw of the edges hides the hairline gaps between facets.
        r.triangle(t0[0], t0[1], t1[0], t1[1], t2[0], t2[1], mix(color, [0, 0, 0], rng.range(0, 0.15)));
      }
    }
  }
}
