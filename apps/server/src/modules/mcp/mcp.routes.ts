import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { bearerToken } from '../../plugins/session.js';
import { apiCaller } from './api-call.js';
import { createMcpServer } from './mcp-server.js';
import { MCP_TOOLS } from './tools/index.js';

export const MCP_PATH = '/mcp';

/** What the route needs of the token service: the one check a Bearer request gets. */
export interface McpDeps {
  authenticate(token: string): Promise<unknown>;
  version: string;
}

/** RFC 6750: a 401 tells the client which scheme to use. */
const WWW_AUTHENTICATE = 'Bearer realm="forja", error="invalid_token"';

function unauthorized(reply: FastifyReply, message: string) {
  return reply.code(401).header('www-authenticate', WWW_AUTHENTICATE).send({ code: 'UNAUTHORIZED', message });
}

/**
 * The MCP endpoint (docs/api-mcp.md): Streamable HTTP, stateless — each POST carries one
 * JSON-RPC message and gets its answer as JSON, with a new server and transport, so any
 * process behind a load balancer can answer it. Only a personal API token opens it (never a
 * session cookie); the tools then call the HTTP API as that token (api-call.ts).
 */
export function registerMcpRoutes(app: FastifyInstance, deps: McpDeps): void {
  async function requireToken(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    if (token === null)
      return unauthorized(reply, 'Send a personal API token: Authorization: Bearer forja_…');
    try {
      await deps.authenticate(token);
    } catch (error) {
      if (error instanceof AppError && error.status === 401) return unauthorized(reply, error.message);
      throw error; // the plan without API access (403), the token's rate (429): the error handler
    }
  }

  app.post(MCP_PATH, { onRequest: requireToken }, async (request, reply) => {
    const api = apiCaller(app, request.headers.authorization!);
    const server = createMcpServer(MCP_TOOLS, api, deps.version);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    // The transport writes the answer itself: keep the headers set so far (security, request id).
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      request.log.error({ err: error }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }),
        );
      }
    }
  });

  // Stateless: no stream to open (GET) and no session to end (DELETE).
  app.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    handler: async (_request, reply) =>
      reply
        .code(405)
        .header('allow', 'POST')
        .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null }),
  });
}
