import type { IncomingMessage } from 'node:http';
import { GenerationError } from '../errors.js';

/**
 * A reply's bytes, refused (and the connection dropped) as soon as they pass `maxBytes`: a
 * server that sends more than any answer of its kind needs never fills the memory.
 */
export async function readCappedBytes(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    received += chunk.byteLength;
    if (received > maxBytes) {
      res.destroy();
      throw new GenerationError('RESPONSE_TOO_LARGE', { details: { maxBytes } });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
