import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  isVoiceOverDownloadFormat,
  VOICE_OVER_PITCH,
  VOICE_OVER_SPEED,
  voiceOverEndpoints,
} from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { notFound } from '../../lib/app-error.js';
import { currentUser } from '../../plugins/session.js';
import { registerArchiveRoutes } from '../archives/archive-routes.js';
import type { PreviewAllowance } from '../plan-access/preview-allowance.js';
import type { VoiceOversService } from './voice-overs.service.js';

/** The audio archive and the studio's voices and preview. Signed-in users, their own rows only (anyone else's id is a 404). */
export function registerVoiceOversRoutes(
  instance: FastifyInstance,
  voiceOvers: VoiceOversService,
  /** Free previews an address may ask for each minute (each runs the speech engine). */
  previewsPerMinute: number,
  /** The plan's studio and the user's daily allowance of previews. */
  previews: PreviewAllowance,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const noStore = { 'cache-control': 'no-store' };

  endpointRoute(app, voiceOverEndpoints.save, auth, async (req, reply) => {
    const { created, voiceOver } = await voiceOvers.save(currentUser(req).id, req.body);
    return reply.status(created ? 201 : 200).send(voiceOver);
  });

  registerArchiveRoutes(instance, voiceOverEndpoints, voiceOvers);

  endpointRoute(app, voiceOverEndpoints.voices, auth, async (_req, reply) => {
    reply.headers(noStore);
    return voiceOvers.voices();
  });

  endpointRoute(
    app,
    voiceOverEndpoints.preview,
    { ...auth, config: { rateLimit: { max: previewsPerMinute, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const giveBack = await previews.admit(currentUser(req).id, 'voice');
      let wav: Buffer;
      try {
        wav = await voiceOvers.preview({
          voice: req.body.voice,
          speed: req.body.speed ?? VOICE_OVER_SPEED.default,
          pitch: req.body.pitch ?? VOICE_OVER_PITCH.default,
        });
      } catch (error) {
        await giveBack(); // a failed preview costs nothing
        throw error;
      }
      return reply.headers(noStore).type('audio/wav').send(wav);
    },
  );

  endpointRoute(app, voiceOverEndpoints.download, auth, async (req, reply) => {
    const { id, format } = req.params;
    if (!isVoiceOverDownloadFormat(format)) throw notFound('File');
    const file = await voiceOvers.download(currentUser(req).id, id, format);
    return reply
      .headers({ ...noStore, 'content-disposition': `attachment; filename="${file.filename}"` })
      .type(file.contentType)
      .send(file.data);
  });
}
