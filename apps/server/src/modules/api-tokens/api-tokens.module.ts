import type { TokenReader } from '../../plugins/session.js';
import type { ServerModule } from '../server-module.js';
import { registerApiTokenRoutes } from './api-tokens.routes.js';
import { createApiTokensService, type ApiTokensService } from './api-tokens.service.js';

declare module '../server-module.js' {
  interface Services {
    /** Personal API tokens. */
    apiTokens: ApiTokensService;
    /** What the session guards (plugins/session.ts) ask about a Bearer request; app.ts hands it over. */
    apiTokenReader: TokenReader;
  }
}

/** Personal API tokens (docs/api.md): Settings -> API, and who a Bearer request is. */
export const apiTokensModule: ServerModule = {
  name: 'api-tokens',
  services: (s) => {
    const apiTokens = createApiTokensService({
      database: s.database,
      planAccess: s.planAccess,
      perMinute: s.config.apiTokenRateLimitPerMinute,
      log: s.log,
    });
    const apiTokenReader: TokenReader = {
      authenticate: (token) => apiTokens.authenticate(token),
      used: async (request, status) => {
        if (!request.sessionUser) return;
        await apiTokens.recordUse({
          user: request.sessionUser,
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          status,
        });
      },
    };
    return { apiTokens, apiTokenReader };
  },
  routes: (app, s) => registerApiTokenRoutes(app, s.apiTokens),
};
