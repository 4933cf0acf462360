import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/*
 * A call the server makes to its own HTTP API (app.inject: the MCP tools) carries this
 * process's secret in a header, which no client can know: such a call was already counted
 * against its token's rate as the request that made it, and must not count twice.
 */
const INNER_CALL_HEADER = 'x-forja-inner-call';
const SECRET = randomBytes(24);
const SECRET_TEXT = SECRET.toString('base64url');

/** The header that marks a call as the server's own (only for app.inject, never sent out). */
export const innerCallHeaders = (): Record<string, string> => ({ [INNER_CALL_HEADER]: SECRET_TEXT });

export function isInnerCall(request: FastifyRequest): boolean {
  const value = request.headers[INNER_CALL_HEADER];
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value, 'base64url');
  return given.length === SECRET.length && timingSafeEqual(given, SECRET);
}
