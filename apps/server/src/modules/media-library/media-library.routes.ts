import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMusicEndpoints as adminMusic,
  MEDIA_LIMITS,
  mediaEndpoints,
  musicEndpoints,
} from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import type { MediaLibraryService } from './media-library.service.js';
import type { MusicService } from './music.service.js';
import { registerUploadScope, UPLOADS_PER_MINUTE, withUploadedFile } from './upload-body.js';

/** The media library and the user's music. Signed-in users, their own rows only (anyone else's id is a 404). */
export async function registerMediaLibraryRoutes(
  instance: FastifyInstance,
  media: MediaLibraryService,
  music: MusicService,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const noStore = { 'cache-control': 'no-store' };
  const uploadOptions = (maxBytes: number) => ({
    ...auth,
    // The body is streamed to a file and counted there; this only keeps Fastify out of the way.
    bodyLimit: maxBytes,
    config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
  });

  await registerUploadScope(instance, (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    endpointRoute(
      uploads,
      mediaEndpoints.upload,
      uploadOptions(MEDIA_LIMITS.clipMaxBytes),
      async (req, reply) => {
        const userId = currentUser(req).id;
        const item = await withUploadedFile(req, reply, MEDIA_LIMITS.clipMaxBytes, (file) =>
          media.add(userId, { path: file, name: req.query.name }),
        );
        return reply.status(201).send(item);
      },
    );
    endpointRoute(
      uploads,
      musicEndpoints.upload,
      uploadOptions(MEDIA_LIMITS.musicMaxBytes),
      async (req, reply) => {
        const owner = { kind: 'user' as const, userId: currentUser(req).id };
        const track = await withUploadedFile(req, reply, MEDIA_LIMITS.musicMaxBytes, (file) =>
          music.upload(owner, req.query, file),
        );
        return reply.status(201).send(track);
      },
    );
  });

  endpointRoute(app, mediaEndpoints.list, auth, async (req, reply) => {
    reply.headers(noStore);
    return media.list(currentUser(req).id, req.query);
  });
  endpointRoute(app, mediaEndpoints.usage, auth, async (req, reply) => {
    reply.headers(noStore);
    return media.usage(currentUser(req).id);
  });
  endpointRoute(app, mediaEndpoints.get, auth, async (req, reply) => {
    reply.headers(noStore);
    return media.get(currentUser(req).id, req.params.id);
  });
  endpointRoute(app, mediaEndpoints.remove, auth, async (req, reply) => {
    await media.remove(currentUser(req).id, req.params.id);
    return reply.status(204).send();
  });

  endpointRoute(app, musicEndpoints.list, auth, async (req, reply) => {
    reply.headers(noStore);
    return music.list({ kind: 'user', userId: currentUser(req).id });
  });
  endpointRoute(app, musicEndpoints.remove, auth, async (req, reply) => {
    await music.remove({ kind: 'user', userId: currentUser(req).id }, req.params.id);
    return reply.status(204).send();
  });
}

/** The administrator's music library (inside the admin scope: 401 signed out, 403 without the permission). */
export async function registerAdminMusicRoutes(admin: FastifyInstance, music: MusicService) {
  const app = admin.withTypeProvider<ZodTypeProvider>();
  const manage = { config: { permission: 'settings.manage' as const } };

  await registerUploadScope(admin, (scope) => {
    endpointRoute(
      scope.withTypeProvider<ZodTypeProvider>(),
      adminMusic.upload,
      {
        config: { ...manage.config, rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
        bodyLimit: MEDIA_LIMITS.musicMaxBytes,
      },
      async (req, reply) => {
        const owner = { kind: 'library' as const, adminId: currentUser(req).id };
        const track = await withUploadedFile(req, reply, MEDIA_LIMITS.musicMaxBytes, (file) =>
          music.upload(owner, req.query, file),
        );
        return reply.status(201).send(track);
      },
    );
  });

  endpointRoute(app, adminMusic.list, manage, async (req, reply) => {
    reply.headers({ 'cache-control': 'no-store' });
    return music.list({ kind: 'library', adminId: currentUser(req).id });
  });
  endpointRoute(app, adminMusic.remove, manage, async (req, reply) => {
    await music.remove({ kind: 'library', adminId: currentUser(req).id }, req.params.id);
    return reply.status(204).send();
  });
}
