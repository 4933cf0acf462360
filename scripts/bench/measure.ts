import { performance } from 'node:perf_hooks';

/** Helpers shared by the sections of `npm run bench`. */

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** `warmUp` untimed calls, then `n` timed sequential calls of `fn`; returns the times (ms), sorted. */
export async function timed(n: number, warmUp: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

/** Runs `total` calls of `fn` with `concurrency` in flight; returns operations a second. */
export async function throughput(
  total: number,
  concurrency: number,
  fn: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await fn(next++);
    }),
  );
  return total / ((performance.now() - start) / 1000);
}
