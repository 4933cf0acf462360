import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';

/*
 * An upload's bytes (the request body) written to a scratch file as they arrive, never held
 * in memory. Reading stops at the byte cap: a body over it is refused without reading the
 * rest (the caller answers 413 and closes the connection). A client that goes away mid-way
 * (or that the server's request timeout cuts off for sending too slowly) ends the stream
 * without its end: refused too. Either way the caller removes the scratch folder.
 */

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload is over ${maxBytes} bytes.`);
  }
}

export class UploadAbortedError extends Error {
  constructor() {
    super('The upload ended before its last byte.');
  }
}

/** Writes `source` to `file`; resolves with the byte count once the file is complete. */
export function receiveUpload(source: Readable, file: string, maxBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // Gone before the route got to read it (closed while the session was being checked).
    if (source.destroyed) {
      reject(new UploadAbortedError());
      return;
    }
    const out = createWriteStream(file);
    let size = 0;
    let settled = false;

    const stopReading = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onAbort);
      source.off('close', onClose);
      source.pause();
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      stopReading();
      out.destroy();
      // The file handle is closed before the caller removes the folder.
      if (out.closed) reject(error);
      else out.once('close', () => reject(error));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(new UploadTooLargeError(maxBytes));
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => {
          if (!settled) source.resume();
        });
      }
    };
    const onEnd = () => {
      if (settled) return;
      settled = true;
      stopReading();
      out.end(() => resolve(size));
    };
    const onAbort = () => fail(new UploadAbortedError());
    // 'close' before 'end': the client went away (or was cut off) mid-body.
    const onClose = () => {
      if (!settled) fail(new UploadAbortedError());
    };

    out.on('error', (error) => fail(error));
    source.on('data', onData);
    source.on('end', onEnd);
    source.on('error', onAbort);
    source.on('close', onClose);
    source.resume();
  });
}
