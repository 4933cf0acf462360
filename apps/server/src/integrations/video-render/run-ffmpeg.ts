import { readFile } from 'node:fs/promises';
import { spawnTied, type Tie } from '../media/tied-child.js';

/**
 * Runs one ffmpeg process: an argument array (never a shell), progress read from
 * `-progress pipe:1`, abort by signal (its process group is killed), ffmpeg's last stderr lines
 * in the error when it fails, and the process's peak memory (VmHWM, Linux) for the benchmark.
 * It dies with this process, however this process ends (media/tied-child.ts).
 */

export interface FfmpegRunOptions {
  /** Length of the output in seconds, to turn ffmpeg's out_time into a percentage. */
  totalSeconds: number;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
  /** Lower CPU priority (nice) so a render never starves the web server beside it. */
  niceness?: number;
  /** Tests force how ffmpeg is tied to this process. */
  tie?: Tie;
}

export interface FfmpegRunResult {
  /** Peak resident memory of the ffmpeg process, or null where /proc cannot tell. */
  peakMemoryBytes: number | null;
  /** CPU seconds (user + system) it used, sampled while it runs (the last ~0.1 s may be missed), or null. */
  cpuSeconds: number | null;
}

const STDERR_KEPT = 8192;
const MEMORY_POLL_MS = 100;

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** The seconds of output done, from a `-progress` line (`out_time=00:00:01.240000`). */
export function parseProgressTime(line: string): number | null {
  const match = /^out_time=(-?)(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(line.trim());
  if (!match || match[1] === '-') return null;
  return Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4]);
}

/** Linux reports CPU time in clock ticks; 100 a second on every common kernel. */
const CLOCK_TICKS = 100;

async function readProcessUsage(pid: number): Promise<{ peak: number | null; cpu: number | null }> {
  try {
    const [status, stat] = await Promise.all([
      readFile(`/proc/${pid}/status`, 'utf8'),
      readFile(`/proc/${pid}/stat`, 'utf8'),
    ]);
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1];
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { peak: kb ? Number(kb) * 1024 : null, cpu: Number.isFinite(ticks) ? ticks / CLOCK_TICKS : null };
  } catch {
    return { peak: null, cpu: null };
  }
}

/** Old fontconfig builds print warnings about newer config files; they say nothing about the render. */
function meaningfulStderr(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('Fontconfig warning'))
    .slice(-12)
    .join('\n');
}

export function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  options: FfmpegRunOptions,
): Promise<FfmpegRunResult> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('Render aborted', 'AbortError'),
      );
      return;
    }
    const child = spawnTied(ffmpegPath, args, {
      signal,
      niceness: options.niceness ?? 10,
      ...(options.tie ? { tie: options.tie } : {}),
    });
    let stderr = '';
    let stdoutRest = '';
    let lastPercent = -1;
    let peak: number | null = null;
    let cpu: number | null = null;
    let aborted = false;

    const sampleMemory = async () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      const now = await readProcessUsage(child.pid);
      if (now.peak !== null) peak = Math.max(peak ?? 0, now.peak);
      if (now.cpu !== null) cpu = Math.max(cpu ?? 0, now.cpu);
    };
    const poll = setInterval(() => void sampleMemory(), MEMORY_POLL_MS);

    const report = (percent: number) => {
      const rounded = Math.max(0, Math.min(100, Math.floor(percent)));
      if (rounded !== lastPercent) {
        lastPercent = rounded;
        onProgress?.(rounded);
      }
    };

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (stdoutRest + chunk).split('\n');
      stdoutRest = lines.pop() ?? '';
      for (const line of lines) {
        const seconds = parseProgressTime(line);
        if (seconds !== null && options.totalSeconds > 0) report((99 * seconds) / options.totalSeconds);
        if (line.trim() === 'progress=end') void sampleMemory();
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });

    // spawnTied kills the process group; 'close' follows.
    const onAbort = () => {
      aborted = true;
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    child.on('error', (error) => {
      clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
      reject(new FfmpegError(`ffmpeg could not start: ${error.message}`, ''));
    });
    child.on('close', (code) => {
      clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
      if (aborted) {
        reject(
          signal?.reason instanceof Error ? signal.reason : new DOMException('Render aborted', 'AbortError'),
        );
      } else if (code === 0) {
        report(100);
        resolve({ peakMemoryBytes: peak, cpuSeconds: cpu });
      } else {
        const tail = meaningfulStderr(stderr);
        reject(new FfmpegError(`ffmpeg failed (exit code ${code}): ${tail || 'no output'}`, tail));
      }
    });
  });
}
