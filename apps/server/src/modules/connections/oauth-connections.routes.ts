import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  can,
  OAUTH_PLATFORMS,
  oauthDisconnectResultSchema,
  oauthCallbackPath,
  oauthConnectionPath,
  oauthStartPath,
  tiktokConnectionSchema,
  youtubeConnectionSchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { OAuthConnectionsService } from './oauth-connections.service.js';

/** Calls that reach YouTube or TikTok for the user: limited, so a loop cannot burn the app's quota. */
const PLATFORM_CALLS_PER_MINUTE = 30;

// What the platforms send back; anything else is ignored, and none of it is required.
const callbackQuerySchema = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(256).optional(),
    error: z.string().max(256).optional(),
  })
  .loose();

export function registerOAuthConnectionRoutes(instance: FastifyInstance, oauth: OAuthConnectionsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const platformCall = {
    ...auth,
    config: { rateLimit: { max: PLATFORM_CALLS_PER_MINUTE, timeWindow: '1 minute' } },
  };
  // The callback is a top-level navigation back from the platform: without a session it
  // still answers with a redirect (auth_invalid), never with a JSON error page.
  const optionalUser = async (req: FastifyRequest) => {
    try {
      await app.requireUser(req);
    } catch {
      req.sessionUser = undefined;
    }
  };

  for (const platform of OAUTH_PLATFORMS) {
    const connectionSchema = platform === 'youtube' ? youtubeConnectionSchema : tiktokConnectionSchema;

    app.get(oauthStartPath(platform), platformCall, async (req, reply) => {
      const url = await oauth.start(currentUser(req).id, platform);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    });

    app.get(
      oauthCallbackPath(platform),
      { onRequest: optionalUser, schema: { querystring: callbackQuerySchema } },
      async (req, reply) => {
        const to = await oauth.callback(req.sessionUser?.id, platform, req.query);
        return reply.header('cache-control', 'no-store').redirect(to, 302);
      },
    );

    app.post(
      `${oauthConnectionPath(platform)}/test`,
      { ...platformCall, schema: { response: { 200: connectionSchema } } },
      (req) => {
        const user = currentUser(req);
        return oauth.test(user.id, platform, can(user.role, 'settings.manage'));
      },
    );

    // 200 with whether the platform confirmed the revoke; the connection is gone either way.
    app.delete(
      oauthConnectionPath(platform),
      { ...platformCall, schema: { response: { 200: oauthDisconnectResultSchema } } },
      (req) => oauth.disconnect(currentUser(req).id, platform),
    );
  }
}
