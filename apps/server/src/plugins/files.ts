import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StorageConfig } from '../config/storage.js';
import { AppError } from '../lib/app-error.js';
import {
  parseRangeHeader,
  RangeNotSatisfiableError,
  type SentRange,
} from '../integrations/storage/byte-range.js';
import {
  FILE_CACHE_CONTROL,
  FILE_KEY_PATTERN,
  type FileStorage,
  type StoredFileInfo,
} from '../integrations/storage/file-storage.js';
import { isStorageUnavailable } from '../integrations/storage/storage-errors.js';

/**
 * Serves stored files at /files/<key>, from the local folder or streamed from the bucket when
 * S3 has no public address of its own: one route for both, so both answer alike. Keys are
 * unguessable and never rewritten, so the answers are cacheable for a year (and an If-Range
 * validator can only be the current one); `nosniff` keeps browsers to the declared type.
 * A single byte range is served as 206 (video players seek with them); HEAD reads no bytes.
 * The file name is the key's last segment, so a download keeps it without Content-Disposition.
 * An unknown key is a plain 404, never the web app's shell.
 */
export async function registerFileServing(app: FastifyInstance, storage: FileStorage, config: StorageConfig) {
  if (config.kind === 'local') fs.mkdirSync(config.dir, { recursive: true });
  if (config.kind === 's3' && config.publicUrl) return; // browsers load from the bucket's own address
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_req, reply) =>
        reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' }),
      );
      scope.route({
        method: ['GET', 'HEAD'],
        url: '/*',
        handler: async (req, reply) => {
          const key = (req.params as { '*': string })['*'];
          if (!FILE_KEY_PATTERN.test(key) || key.includes('..')) return reply.callNotFound();
          try {
            return await serveFile(storage, key, req, reply);
          } catch (error) {
            if (error instanceof RangeNotSatisfiableError) {
              fileHeaders(reply);
              if (error.size !== undefined) reply.header('content-range', `bytes */${error.size}`);
              return reply.status(416).send();
            }
            if (isStorageUnavailable(error)) {
              req.log.error({ err: error.cause ?? error, key }, 'could not read a file from storage');
              throw new AppError(503, 'STORAGE_UNAVAILABLE', 'The file storage could not be reached.');
            }
            throw error;
          }
        },
      });
    },
    { prefix: '/files' },
  );
}

async function serveFile(storage: FileStorage, key: string, req: FastifyRequest, reply: FastifyReply) {
  // Range handling is defined for GET only (RFC 9110 §14.2): HEAD describes the whole file.
  if (req.method === 'HEAD') {
    const info = await storage.stat(key);
    if (!info) return reply.callNotFound();
    if (notModified(req, info)) return reply.status(304).send();
    describe(reply, info, undefined);
    return reply.status(200).send();
  }
  const file = await storage.read(key, { range: parseRangeHeader(req.headers.range) });
  if (!file) return reply.callNotFound();
  if (notModified(req, file)) {
    file.stream.destroy();
    return reply.status(304).send();
  }
  describe(reply, file, file.range);
  return reply.status(file.range ? 206 : 200).send(file.stream);
}

function fileHeaders(reply: FastifyReply) {
  reply.header('cache-control', FILE_CACHE_CONTROL);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('accept-ranges', 'bytes');
}

/** The one place that decides a file answer's headers, whichever storage holds it. */
function describe(reply: FastifyReply, file: StoredFileInfo, range: SentRange | undefined) {
  fileHeaders(reply);
  reply.type(file.contentType ?? 'application/octet-stream');
  if (file.etag) reply.header('etag', file.etag);
  if (range) {
    reply.header('content-range', `bytes ${range.start}-${range.end}/${range.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else if (file.sizeBytes !== undefined) {
    reply.header('content-length', file.sizeBytes);
  }
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/"x"` matches `"x"`. */
const weak = (tag: string) => tag.trim().replace(/^W\//, '');
const notModified = (req: FastifyRequest, file: StoredFileInfo) => {
  const asked = req.headers['if-none-match'];
  const etag = file.etag && weak(file.etag);
  return !!asked && !!etag && asked.split(',').some((tag) => weak(tag) === etag);
};
