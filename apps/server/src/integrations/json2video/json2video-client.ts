import { GenerationError } from '../generation/errors.js';

/*
 * JSON2Video (https://json2video.com/docs/v2/): POST /v2/movies with the movie JSON starts a
 * render and answers its project id; GET /v2/movies?project=<id> answers its status until it
 * is `done` (with the MP4's link) or `error`. Both take the key in the `x-api-key` header.
 *
 * Polling follows the product spec (§9): every 2 s, at most 120 times; after a failed check
 * the wait doubles (at most 15 s) and three failed checks in a row end it. A refused key
 * (401/403) or an HTML page instead of JSON (a wrong address) is not retried.
 */

export interface Json2VideoConfig {
  apiKey: string;
  /** e.g. 'https://api.json2video.com' (JSON2VIDEO_API_URL). */
  baseUrl: string;
  pollIntervalMs?: number;
  pollMaxIntervalMs?: number;
  maxAttempts?: number;
  maxConsecutiveErrors?: number;
  /** One HTTP exchange. */
  requestTimeoutMs?: number;
}

export const JSON2VIDEO_POLL = {
  intervalMs: 2000,
  maxIntervalMs: 15_000,
  maxAttempts: 120,
  maxConsecutiveErrors: 3,
} as const;
const REQUEST_TIMEOUT_MS = 30_000;

export type Json2VideoMovie = Record<string, unknown>;

export interface Json2VideoDone {
  project: string;
  url: string;
  durationSeconds: number | null;
  sizeBytes: number | null;
  width: number | null;
  height: number | null;
}

interface MovieStatus {
  status: string;
  message: string;
  url: string | null;
  duration: number | null;
  size: number | null;
  width: number | null;
  height: number | null;
}

/** Errors not worth asking again about: the key is refused or the address is not the API. */
const FINAL_CODES = new Set(['PROVIDER_UNAUTHORIZED', 'HTML_RESPONSE']);

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function createJson2VideoClient(config: Json2VideoConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const poll = {
    intervalMs: config.pollIntervalMs ?? JSON2VIDEO_POLL.intervalMs,
    maxIntervalMs: config.pollMaxIntervalMs ?? JSON2VIDEO_POLL.maxIntervalMs,
    maxAttempts: config.maxAttempts ?? JSON2VIDEO_POLL.maxAttempts,
    maxConsecutiveErrors: config.maxConsecutiveErrors ?? JSON2VIDEO_POLL.maxConsecutiveErrors,
  };

  /** One exchange with the API: its JSON object, or a GenerationError with a stable code. */
  async function request(path: string, init: { method: string; body?: unknown }, signal: AbortSignal) {
    const timeoutMs = config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          'x-api-key': config.apiKey,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.any([signal, timeout]),
      });
      text = await res.text();
    } catch (error) {
      if (signal.aborted) throw new GenerationError('ABORTED', { cause: error });
      if (timeout.aborted) throw new GenerationError('TIMEOUT', { details: { timeoutMs }, cause: error });
      throw new GenerationError('NETWORK_ERROR', { cause: error });
    }
    const details = { status: res.status, body: text.slice(0, 300) };
    if (res.status === 401 || res.status === 403)
      throw new GenerationError('PROVIDER_UNAUTHORIZED', { details });
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('text/html') || /^\s*</.test(text))
      throw new GenerationError('HTML_RESPONSE', { details });
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new GenerationError('INVALID_JSON', { details });
    }
    if (!res.ok || json.success === false) {
      const message = typeof json.message === 'string' ? json.message.slice(0, 300) : `HTTP ${res.status}`;
      const code = res.status >= 500 ? 'WEBHOOK_SERVER_ERROR' : 'PROVIDER_ERROR';
      throw new GenerationError(code, { message: `JSON2Video: ${message}`, details });
    }
    return json;
  }

  async function status(project: string, signal: AbortSignal): Promise<MovieStatus> {
    const json = await request(
      `/v2/movies?project=${encodeURIComponent(project)}`,
      { method: 'GET' },
      signal,
    );
    const movie = (json.movie ?? json) as Record<string, unknown>;
    return {
      status: typeof movie.status === 'string' ? movie.status : 'unknown',
      message: typeof movie.message === 'string' ? movie.message : '',
      url: typeof movie.url === 'string' && movie.url ? movie.url : null,
      duration: num(movie.duration),
      size: num(movie.size),
      width: num(movie.width),
      height: num(movie.height),
    };
  }

  return {
    /** Starts the render; answers its project id. */
    async createMovie(movie: Json2VideoMovie, signal: AbortSignal): Promise<string> {
      const json = await request('/v2/movies', { method: 'POST', body: movie }, signal);
      const project = typeof json.project === 'string' ? json.project : '';
      if (!project) throw new GenerationError('NO_PROJECT_ID');
      return project;
    },

    /** Polls until the movie is done (its link) or failed; `onCheck` hears each status read. */
    async waitForMovie(
      project: string,
      signal: AbortSignal,
      onCheck?: (status: string, attempt: number) => void,
    ): Promise<Json2VideoDone> {
      let interval = poll.intervalMs;
      let errors = 0;
      for (let attempt = 1; attempt <= poll.maxAttempts; attempt++) {
        await sleep(interval, signal);
        let movie: MovieStatus;
        try {
          movie = await status(project, signal);
        } catch (error) {
          if (!(error instanceof GenerationError) || FINAL_CODES.has(error.code) || signal.aborted)
            throw error;
          errors++;
          if (errors >= poll.maxConsecutiveErrors) throw error;
          interval = Math.min(interval * 2, poll.maxIntervalMs);
          continue;
        }
        errors = 0;
        interval = poll.intervalMs;
        onCheck?.(movie.status, attempt);
        if (movie.status === 'error') {
          throw new GenerationError('RENDER_FAILED', {
            message: `Video rendering failed${movie.message ? `: ${movie.message.slice(0, 300)}` : '.'}`,
          });
        }
        if (movie.status === 'done') {
          if (!movie.url) throw new GenerationError('NO_VIDEO_URL');
          return {
            project,
            url: movie.url,
            durationSeconds: movie.duration,
            sizeBytes: movie.size,
            width: movie.width,
            height: movie.height,
          };
        }
      }
      throw new GenerationError('TIMEOUT', {
        message: 'The video was not ready in time.',
        details: { attempts: poll.maxAttempts },
      });
    },
  };
}
export type Json2VideoClient = ReturnType<typeof createJson2VideoClient>;
