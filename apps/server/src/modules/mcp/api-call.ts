import type { FastifyInstance } from 'fastify';
import { innerCallHeaders } from '../../lib/inner-call.js';

/** What one call of the studio's HTTP API answered: its status and its JSON body (null when empty). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export type ApiCall = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<ApiAnswer>;

/**
 * Calls the studio's own HTTP API in the process, as the MCP caller: with their
 * `Authorization` header, so the token's scopes, the validation, another user's 404, credits
 * and error codes are the REST API's own (one place for each rule). Each call is audited like
 * any token request; it is not counted against the token's rate again (the MCP request that
 * made it was).
 */
export function apiCaller(app: FastifyInstance, authorization: string): ApiCall {
  return async (method, url, body) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        authorization,
        ...innerCallHeaders(),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: parseBody(res.body) };
  };
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An endpoint's path with its `:name` placeholders filled in (each value URL-encoded). */
export function pathOf(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
