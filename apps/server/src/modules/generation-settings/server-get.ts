import type { IncomingMessage } from 'node:http';
import { blockedUrlError, GenerationError } from '../../integrations/generation/index.js';
import { httpStatusError } from '../../integrations/generation/errors.js';
import { readCappedBytes } from '../../integrations/generation/http/read-capped.js';
import { guardedRequest } from '../../lib/guarded-request.js';
import { BlockedUrlError, type UrlGuard } from '../../lib/url-guard.js';

/*
 * One GET to a model server the administrator named (its model or voice list), through the
 * same guarded request as every generation call: the guard checks the address and the socket,
 * the time limit covers the whole exchange, the reply is capped. Redirects are not followed:
 * an API answers its lists in place. Failures are GenerationErrors with the providers' codes.
 */

export interface ServerGet {
  url: string;
  headers: Record<string, string>;
  guard: UrlGuard;
  timeoutMs: number;
  maxBytes: number;
}

/** The reply text of a 2xx answer (possibly empty). */
export async function serverGet(req: ServerGet): Promise<string> {
  const signal = AbortSignal.timeout(req.timeoutMs);
  let res: IncomingMessage;
  let text: string;
  try {
    ({ res } = await guardedRequest(
      { method: 'GET', url: req.url, headers: { accept: 'application/json', ...req.headers } },
      { guard: req.guard, signal, follow: () => null },
    ));
    text = (await readCappedBytes(res, req.maxBytes)).toString('utf8');
  } catch (error) {
    if (error instanceof GenerationError) throw error;
    if (error instanceof BlockedUrlError) throw blockedUrlError(error);
    if (signal.aborted)
      throw new GenerationError('TIMEOUT', { details: { timeoutMs: req.timeoutMs }, cause: error });
    const code = (error as { code?: unknown } | null)?.code;
    throw new GenerationError('NETWORK_ERROR', {
      details: { reason: typeof code === 'string' ? code : 'unknown' },
      cause: error,
    });
  }
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 299) throw httpStatusError(status, res.statusMessage ?? '', text);
  return text;
}

/** The JSON of a reply, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
