import type { IncomingMessage } from 'node:http';
import { guardedRequest, TooManyRedirectsError } from '../../lib/guarded-request.js';
import { BlockedUrlError, type UrlGuard } from '../../lib/url-guard.js';
import { GenerationError, httpStatusError } from '../generation/errors.js';
import { blockedUrlError } from '../generation/http/post-json.js';
import { readCappedBytes } from '../generation/http/read-capped.js';

/*
 * One POST whose reply may be binary (audio): same address guard, time limit and error codes
 * as the generation providers' postJson, but the reply comes back as bytes. No redirects:
 * an OpenAI-compatible server answers in place.
 */

export interface PostBytesRequest {
  url: string;
  headers: Record<string, string>;
  body: Buffer;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  guard: UrlGuard;
  maxBytes: number;
}

export async function postBytes(req: PostBytesRequest): Promise<{ body: Buffer; contentType: string }> {
  const timeout = AbortSignal.timeout(req.timeoutMs);
  const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
  let res: IncomingMessage;
  let body: Buffer;
  try {
    ({ res } = await guardedRequest(
      { method: 'POST', url: req.url, headers: req.headers, body: req.body },
      { guard: req.guard, signal, follow: () => null },
    ));
    body = await readCappedBytes(res, req.maxBytes);
  } catch (error) {
    if (error instanceof GenerationError) throw error;
    if (error instanceof BlockedUrlError) throw blockedUrlError(error);
    if (error instanceof TooManyRedirectsError) throw new GenerationError('NETWORK_ERROR');
    if (req.signal?.aborted) throw new GenerationError('ABORTED', { cause: error });
    if (timeout.aborted)
      throw new GenerationError('TIMEOUT', { details: { timeoutMs: req.timeoutMs }, cause: error });
    const code = (error as { code?: unknown } | null)?.code;
    throw new GenerationError('NETWORK_ERROR', {
      details: { reason: typeof code === 'string' ? code : 'unknown' },
      cause: error,
    });
  }
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 299)
    throw httpStatusError(status, res.statusMessage ?? '', body.toString('utf8'));
  if (body.length === 0) throw new GenerationError('EMPTY_RESPONSE', { details: { status } });
  return { body, contentType: String(res.headers['content-type'] ?? '') };
}

/** A multipart/form-data body of text fields and one file. */
export function multipartBody(
  fields: [name: string, value: string][],
  file: { field: string; filename: string; contentType: string; data: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----forja${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`;
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      'utf8',
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      'utf8',
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
