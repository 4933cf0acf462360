import type { ServerModule } from '../server-module.js';
import { registerMcpRoutes } from './mcp.routes.js';

/** The MCP server at /mcp (docs/api-mcp.md): the studio's API as tools for AI agents. */
export const mcpModule: ServerModule = {
  name: 'mcp',
  routes: (app, s) =>
    registerMcpRoutes(app, {
      authenticate: (token) => s.apiTokens.authenticate(token),
      version: s.config.version,
    }),
};
