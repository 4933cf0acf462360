/*
 * Just enough software drawing for the offline image generator: gradients, soft ellipses,
 * triangles, lines, filled curves and finishing passes, blended into an RGB buffer. Each
 * shape only visits the pixels of its bounding box, which keeps a 1792×1024 image fast.
 */

export type Rgb = readonly [number, number, number];
export type Stop = readonly [position: number, color: Rgb];

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function sample(stops: readonly Stop[], t: number): Rgb {
  const first = stops[0]!;
  if (t <= first[0]) return first[1];
  for (let i = 1; i < stops.length; i++) {
    const [p1, c1] = stops[i]!;
    const [p0, c0] = stops[i - 1]!;
    if (t <= p1) return mix(c0, c1, (t - p0) / (p1 - p0 || 1));
  }
  return stops[stops.length - 1]![1];
}

export class Raster {
  // Clamped: blending and shading can never wrap a channel around.
  readonly data: Uint8ClampedArray;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 3);
  }

  private blend(i: number, c: Rgb, a: number): void {
    const d = this.data;
    d[i] = d[i]! + (c[0] - d[i]!) * a;
    d[i + 1] = d[i + 1]! + (c[1] - d[i + 1]!) * a;
    d[i + 2] = d[i + 2]! + (c[2] - d[i + 2]!) * a;
  }

  /** Gradient along the direction `angle` (radians), over the whole image. */
  linearGradient(angle: number, stops: readonly Stop[]): void {
    const { width: w, height: h } = this;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const span = Math.abs(dx) * w + Math.abs(dy) * h;
    const offset = Math.min(0, dx * w) + Math.min(0, dy * h);
    // A lookup table per projected position: gradients are the hot path of every image.
    const lut = Array.from({ length: 1025 }, (_, k) => sample(stops, k / 1024));
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const t = (x * dx + y * dy - offset) / span;
        const c = lut[Math.max(0, Math.min(1024, Math.round(t * 1024)))]!;
        const i = (y * w + x) * 3;
        this.data[i] = c[0];
        this.data[i + 1] = c[1];
        this.data[i + 2] = c[2];
      }
    }
  }

  /** Ellipse with a soft edge (`softness` as a fraction of the radius); shading darkens towards the lower right. */
  ellipse(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    color: Rgb,
    alpha = 1,
    softness = 0.02,
    shade = 0,
  ): void {
    const x0 = Math.max(0, Math.floor(cx - rx));
    const x1 = Math.min(this.width - 1, Math.ceil(cx + rx));
    const y0 = Math.max(0, Math.floor(cy - ry));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + ry));
    const soft = Math.max(softness, 1 / Math.max(rx, ry, 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const nx = (x - cx) / rx;
        const ny = (y - cy) / ry;
        const d = Math.sqrt(nx * nx + ny * ny);
        if (d >= 1) continue;
        const edge = Math.min(1, (1 - d) / soft);
        let c = color;
        if (shade) {
          // Light from the upper left: a highlight there, shadow towards the far side.
          const lit = Math.max(0, Math.min(1, 0.5 - (nx + ny) * 0.35 + (1 - d) * 0.3));
          c = mix(mix(color, [0, 0, 0], shade * 0.8), mix(color, [255, 255, 255], shade * 0.6), lit);
        }
        this.blend((y * this.width + x) * 3, c, alpha * edge);
      }
    }
  }

  /** Filled triangle (low-poly facets, mountains). */
  triangle(
    ax: number,
    ay: number,
    bx: number,
    by: number,
    cx: number,
    cy: number,
    color: Rgb,
    alpha = 1,
  ): void {
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx, cx)));
    const x1 = Math.min(this.width - 1, Math.ceil(Math.max(ax, bx, cx)));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by, cy)));
    const y1 = Math.min(this.height - 1, Math.ceil(Math.max(ay, by, cy)));
    const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    if (area === 0) return;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const w0 = ((bx - px) * (cy - py) - (by - py) * (cx - px)) / area;
        const w1 = ((cx - px) * (ay - py) - (cy - py) * (ax - px)) / area;
        const w2 = 1 - w0 - w1;
        if (w0 >= -1e-9 && w1 >= -1e-9 && w2 >= -1e-9) this.blend((y * this.width + x) * 3, color, alpha);
      }
    }
  }

  /** Thick line with round ends. */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, color: Rgb, alpha = 1): void {
    const r = thickness / 2;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1) - r));
    const maxX = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + r));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1) - r));
    const maxY = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + r));
    const vx = x1 - x0;
    const vy = y1 - y0;
    const len2 = vx * vx + vy * vy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const t = Math.max(0, Math.min(1, ((x - x0) * vx + (y - y0) * vy) / len2));
        const d = Math.hypot(x - (x0 + t * vx), y - (y0 + t * vy));
        if (d <= r) this.blend((y * this.width + x) * 3, color, alpha * Math.min(1, r - d + 0.5));
      }
    }
  }

  /** Fills everything below the curve y = f(x), e.g. a hill or a wave. */
  fillBelow(f: (x: number) => number, color: Rgb, alpha = 1): void {
    for (let x = 0; x < this.width; x++) {
      const top = Math.max(0, Math.floor(f(x)));
      for (let y = top; y < this.height; y++) this.blend((y * this.width + x) * 3, color, alpha);
    }
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let yy = Math.max(0, Math.round(y)); yy < y1; yy++) {
      for (let xx = Math.max(0, Math.round(x)); xx < x1; xx++)
        this.blend((yy * this.width + xx) * 3, color, alpha);
    }
  }

  /** Darkens the corners, as a lens does. */
  vignette(strength: number): void {
    const { width: w, height: h } = this;
    const cx = w / 2;
    const cy = h / 2;
    const maxD = Math.hypot(cx, cy);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const d = Math.hypot(x - cx, y - cy) / maxD;
        const k = 1 - strength * Math.max(0, d - 0.45) * 1.8;
        const i = (y * w + x) * 3;
        this.data[i] = this.data[i]! * k;
        this.data[i + 1] = this.data[i + 1]! * k;
        this.data[i + 2] = this.data[i + 2]! * k;
      }
    }
  }
}
