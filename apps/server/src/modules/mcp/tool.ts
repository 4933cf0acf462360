import type { ApiScope } from '@forja/contracts';
import type { z } from 'zod';
import type { ApiAnswer, ApiCall } from './api-call.js';

/**
 * One MCP tool. `input` is a contracts schema (or one built from them): its JSON Schema is
 * what tools/list shows, and the arguments are checked against it before anything runs.
 * `run` gets the arguments as the caller sent them (not the parsed output) and calls the
 * HTTP API, which validates them again with the same schemas and answers as for any token.
 */
export interface McpTool<S extends z.ZodType = z.ZodType> {
  name: string;
  /** What the tool does, for the model that picks it; ends with the scope it needs. */
  description: string;
  /** The token scope the tool's API calls need (the API checks it; listed in the docs). */
  scope: ApiScope;
  input: S;
  run(args: z.input<S>, api: ApiCall): Promise<ApiAnswer>;
}

export const defineTool = <S extends z.ZodType>(tool: McpTool<S>): McpTool => tool as unknown as McpTool;

/** The description with the scope it needs, so a model can tell the user which one to add. */
export const scoped = (text: string, scope: ApiScope) => `${text} Needs the "${scope}" token scope.`;
