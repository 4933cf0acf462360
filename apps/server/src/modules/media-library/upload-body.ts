import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  receiveUpload,
  UploadAbortedError,
  UploadTooLargeError,
} from '../../integrations/media/receive-upload.js';
import { AppError } from '../../lib/app-error.js';
import { makeScratchDir } from '../../lib/scratch-dir.js';
import { mediaRefused } from './media-refusal.js';

/*
 * Uploads take the file's bytes as the request body, whatever its Content-Type (the browser's
 * guess; the bytes are probed instead). Inside `registerUploadScope` no body is parsed: the
 * request stream is handed to the route, which writes it to a scratch file within the byte cap
 * (receive-upload.ts). Other routes keep the JSON parser and its small body limit.
 */

/** Uploads an address may send each minute: a user dropping a folder of pictures at once passes, a loop does not (each runs ffmpeg). */
export const UPLOADS_PER_MINUTE = 60;

const bodies = new WeakMap<FastifyRequest, Readable>();

export async function registerUploadScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The stream is kept aside, not made the body: hooks that walk a body (unsafe-text.ts)
    // must not walk a socket.
    scope.addContentTypeParser('*', (request, payload, done) => {
      bodies.set(request, payload);
      done(null, undefined);
    });
    await register(scope);
  });
}

/**
 * Receives the request's body into a scratch file and runs `use` on it; the scratch folder is
 * removed whatever happens. Over `maxBytes` (by Content-Length, or counted while reading):
 * 413 MEDIA_REFUSED too_large, the rest unread and the connection closed after the answer.
 */
export async function withUploadedFile<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes: number,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const tooLarge = () => {
    reply.header('connection', 'close');
    return mediaRefused('too_large', 'The file is over the size limit.');
  };
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const dir = await makeScratchDir('upload');
  try {
    const source = bodies.get(request) ?? request.raw;
    try {
      const file = path.join(dir, 'upload');
      await receiveUpload(source, file, maxBytes);
      return await use(file);
    } catch (error) {
      if (error instanceof UploadTooLargeError) throw tooLarge();
      if (error instanceof UploadAbortedError) {
        throw new AppError(400, 'VALIDATION_ERROR', 'The upload was interrupted.');
      }
      throw error;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
