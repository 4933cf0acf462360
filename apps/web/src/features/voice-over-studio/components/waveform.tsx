import { useEffect, useState } from 'react';

/*
 * The shape of the audio: the peak of each of BARS slices of the WAV's samples, drawn as bars.
 * The studio writes mono 16-bit WAV, read here directly (no AudioContext needed); the played
 * part is coloured as the audio plays.
 */

const BARS = 120;

export function peaksOfWav(buffer: ArrayBuffer, bars = BARS): number[] {
  const view = new DataView(buffer);
  // Find the 'data' chunk (after 'RIFF', size, 'WAVE').
  let offset = 12;
  let start = 44;
  let length = buffer.byteLength - 44;
  while (offset + 8 <= buffer.byteLength) {
    const id = String.fromCharCode(...new Uint8Array(buffer, offset, 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'data') {
      start = offset + 8;
      length = Math.min(size, buffer.byteLength - start);
      break;
    }
    offset += 8 + size + (size % 2);
  }
  const samples = Math.floor(length / 2);
  const per = Math.max(1, Math.floor(samples / bars));
  const peaks: number[] = [];
  for (let b = 0; b < bars; b++) {
    let peak = 0;
    for (let i = b * per; i < Math.min(samples, (b + 1) * per); i += 4)
      peak = Math.max(peak, Math.abs(view.getInt16(start + i * 2, true)));
    peaks.push(peak / 32768);
  }
  const max = Math.max(...peaks, 0.01);
  return peaks.map((p) => p / max);
}

export function Waveform({ wavUrl, progress, label }: { wavUrl: string; progress: number; label: string }) {
  const [peaks, setPeaks] = useState<number[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(wavUrl, { signal: controller.signal })
      .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(String(r.status)))))
      .then((buffer) => setPeaks(peaksOfWav(buffer)))
      .catch(() => setPeaks(null));
    return () => controller.abort();
  }, [wavUrl]);
  if (!peaks) return <div className="h-16 w-full rounded-md bg-muted" aria-hidden="true" />;
  const width = 100 / peaks.length;
  return (
    <svg
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      className="h-16 w-full rounded-md bg-muted/50"
      role="img"
      aria-label={label}
      data-testid="waveform"
    >
      {peaks.map((p, i) => {
        const h = Math.max(1, p * 36);
        return (
          <rect
            key={i}
            x={i * width + width * 0.15}
            width={width * 0.7}
            y={20 - h / 2}
            height={h}
            className={i / peaks.length <= progress ? 'fill-primary' : 'fill-muted-foreground/40'}
          />
        );
      })}
    </svg>
  );
}
