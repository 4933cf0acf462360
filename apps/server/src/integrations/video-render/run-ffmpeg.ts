import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';

/**
 * Runs one ffmpeg process: an argument array (never a shell), progress read from
 * `-progress pipe:1`, abort by signal (the process is killed), ffmpeg's last stderr lines in the
 * error when it fails, and the process's peak memory (VmHWM, Linux) for the benchmark.
 */

export interface FfmpegRunOptions {
  /** Length of the output in seconds, to turn ffmpeg's out_time into a percentage. */
  totalSeconds: number;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
  /** Lower CPU priority (nice) so a render never starves the web server beside it. */
  niceness?: number;
}

export interface FfmpegRunResult {
  /** Peak resident memory of the ffmpeg process, or null where /proc cannot tell. */
  peakMemoryBytes: number | null;
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

async function readPeakMemory(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
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
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, options.niceness ?? 10);
      } catch {
        // Not allowed here (some containers): the render just runs at normal priority.
      }
    }
    let stderr = '';
    let stdoutRest = '';
    let lastPercent = -1;
    let peak: number | null = null;
    let aborted = false;

    const sampleMemory = async () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      const now = await readPeakMemory(child.pid);
      if (now !== null) peak = Math.max(peak ?? 0, now);
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

    const onAbort = () => {
      aborted = true;
      child.kill('SIGKILL');
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
        resolve({ peakMemoryBytes: peak });
      } else {
        const tail = meaningfulStderr(stderr);
        reject(new FfmpegError(`ffmpeg failed (exit code ${code}): ${tail || 'no output'}`, tail));
      }
    });
  });
}
