import { isInnerCall } from '../../lib/inner-call.js';
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
      // The server's own calls (the MCP tools) were counted as the request that made them.
      authenticate: (token, request) => apiTokens.authenticate(token, { counted: !isInnerCall(request) }),
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
