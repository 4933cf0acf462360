import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { validationError } from '../../lib/app-error.js';
import type { ApiAnswer, ApiCall } from './api-call.js';
import { inputJsonSchema } from './json-schema.js';
import type { McpTool } from './tool.js';

export const MCP_SERVER_NAME = 'forja';

const asText = (value: unknown) => JSON.stringify(value, null, 2);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An answer of the HTTP API as a tool result: the JSON as text (what every client shows) and,
 * for an object, as structured content too. A 4xx/5xx is an error result carrying the API's
 * own `{ code, message, details }` (the message in English) and the HTTP status.
 */
export function toolResult(answer: ApiAnswer): CallToolResult {
  if (answer.status >= 400) {
    const error = isRecord(answer.body)
      ? { status: answer.status, ...answer.body }
      : { status: answer.status, code: 'INTERNAL_ERROR', message: String(answer.body) };
    return { isError: true, content: [{ type: 'text', text: asText(error) }], structuredContent: error };
  }
  return {
    content: [{ type: 'text', text: asText(answer.body) }],
    ...(isRecord(answer.body) ? { structuredContent: answer.body } : {}),
  };
}

/**
 * The MCP server of one request (stateless Streamable HTTP: a new one each time). It is the
 * SDK's low-level Server rather than McpServer on purpose: McpServer answers arguments its
 * own schema check refuses with a protocol error of its own words, while here they get the
 * API's VALIDATION_ERROR with its field codes, like every other error a tool returns.
 *
 * Every tool is listed whatever the token's scopes: a call that needs a scope the token lacks
 * comes back from the API as TOKEN_SCOPE_MISSING naming the scope (the description names it too).
 */
export function createMcpServer(tools: readonly McpTool[], api: ApiCall, version: string): Server {
  const server = new Server({ name: MCP_SERVER_NAME, version }, { capabilities: { tools: {} } });
  const byName = new Map(tools.map((tool) => [tool.name, tool]));

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((tool): Tool => ({
      name: tool.name,
      description: tool.description,
      inputSchema: inputJsonSchema(tool.input),
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    if (!tool) {
      return toolResult({
        status: 404,
        body: { code: 'NOT_FOUND', message: `There is no tool named "${request.params.name}".` },
      });
    }
    const args: unknown = request.params.arguments ?? {};
    const checked = tool.input.safeParse(args);
    if (!checked.success) {
      const error = validationError(checked.error.issues);
      return toolResult({
        status: error.status,
        body: { code: error.code, message: error.message, details: error.details },
      });
    }
    return toolResult(await tool.run(args as never, api));
  });
  return server;
}
