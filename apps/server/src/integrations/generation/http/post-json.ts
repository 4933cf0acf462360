import { GenerationError, httpStatusError } from '../errors.js';

/*
 * The one outbound HTTP call of the generation providers: POST JSON, read the reply as
 * text, and turn every transport failure into a GenerationError with the spec's code.
 * The per-operation timeout covers the whole exchange, body included, and is combined
 * with the caller's signal so a cancelled request stops the call at once.
 */

export interface PostJsonRequest {
  url: string;
  body: unknown;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /** Bigger replies are refused rather than buffered without bound. */
  maxBytes?: number;
}

export const DEFAULT_MAX_REPLY_BYTES = 10 * 1024 * 1024;
/** Base64 images are large; allow a generous but finite reply. */
export const IMAGE_REPLY_MAX_BYTES = 64 * 1024 * 1024;

/** Non-empty and http(s), as spec §5 requires of a webhook address. */
export function assertHttpUrl(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (!value) throw new GenerationError('WEBHOOK_MISSING');
  if (!/^https?:\/\//i.test(value)) throw new GenerationError('WEBHOOK_INVALID_URL');
  try {
    new URL(value);
  } catch {
    throw new GenerationError('WEBHOOK_INVALID_URL');
  }
  return value;
}

/** Returns the reply text of a 2xx answer; never an empty one. */
export async function postJson(req: PostJsonRequest): Promise<string> {
  const timeout = AbortSignal.timeout(req.timeoutMs);
  const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
  let status = 0;
  let statusText = '';
  let text: string;
  try {
    const res = await fetch(req.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/plain, */*',
        ...req.headers,
      },
      body: JSON.stringify(req.body),
      signal,
      redirect: 'follow',
    });
    status = res.status;
    statusText = res.statusText;
    text = await readCapped(res, req.maxBytes ?? DEFAULT_MAX_REPLY_BYTES);
  } catch (error) {
    if (error instanceof GenerationError) throw error;
    // Check the caller first: when both fired, the caller's cancel is the real reason.
    if (req.signal?.aborted) throw new GenerationError('ABORTED', { cause: error });
    if (timeout.aborted)
      throw new GenerationError('TIMEOUT', { details: { timeoutMs: req.timeoutMs }, cause: error });
    throw new GenerationError('NETWORK_ERROR', { details: { reason: errorReason(error) }, cause: error });
  }
  if (status < 200 || status > 299) throw httpStatusError(status, statusText, text);
  if (!text.trim()) throw new GenerationError('EMPTY_RESPONSE', { details: { status } });
  return text;
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new GenerationError('RESPONSE_TOO_LARGE', { details: { maxBytes } });
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * The system error code (ECONNREFUSED, ENOTFOUND…) only: the full message names the host
 * and port, and error details may reach a browser, which must never learn webhook addresses.
 */
function errorReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.name : 'unknown';
}
