import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StorageConfig } from '../config/storage.js';
import {
  FILE_CACHE_CONTROL,
  FILE_KEY_PATTERN,
  type FileStorage,
} from '../integrations/storage/file-storage.js';

/**
 * Serves stored files at /files/<key>: from the local folder, or streamed from the bucket
 * when S3 has no public address of its own. Keys are unguessable and never rewritten, so the
 * answers are cacheable for a year; `nosniff` keeps browsers to the declared image type.
 * An unknown key is a plain 404, never the web app's shell.
 */
export async function registerFileServing(app: FastifyInstance, storage: FileStorage, config: StorageConfig) {
  const fileHeaders = (reply: FastifyReply) => {
    reply.header('cache-control', FILE_CACHE_CONTROL);
    reply.header('x-content-type-options', 'nosniff');
  };
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_req, reply) =>
        reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' }),
      );
      if (config.kind === 'local') {
        fs.mkdirSync(config.dir, { recursive: true });
        await scope.register(fastifyStatic, {
          root: config.dir,
          prefix: '/',
          decorateReply: false,
          index: false,
          list: false,
          dotfiles: 'deny',
          // Only well-formed keys: folders, dot-paths and anything else are a plain 404.
          allowedPath: (pathname) => FILE_KEY_PATTERN.test(pathname.replace(/^\/+/, '')),
          etag: true,
          lastModified: false,
          setHeaders: fileHeaders,
        });
        return;
      }
      if (config.publicUrl) return; // browsers load from the bucket's own address
      scope.get('/*', async (req, reply) => {
        const key = (req.params as { '*': string })['*'];
        const file = FILE_KEY_PATTERN.test(key) ? await storage.read(key) : null;
        if (!file) return reply.callNotFound();
        fileHeaders(reply);
        reply.type(file.contentType ?? 'application/octet-stream');
        if (file.sizeBytes !== undefined) reply.header('content-length', file.sizeBytes);
        return reply.send(file.stream);
      });
    },
    { prefix: '/files' },
  );
}
