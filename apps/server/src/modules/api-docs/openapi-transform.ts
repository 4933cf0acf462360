import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema, type ApiScope } from '@forja/contracts';
import { operationIdOf, scopeDescription, summaryOf, tagOf } from './openapi-operation.js';
import { SUMMARIES } from './openapi-summaries.js';

/*
 * Turns each route into its OpenAPI operation. Only the routes a personal API token may call
 * (`config.tokenScope`, set by lib/endpoint-route.ts from the contracts) are documented; the
 * others (session-only, admin, probes, the reference page itself) are hidden. The schemas are
 * the zod ones the route validates with, converted by fastify-type-provider-zod.
 */

/** The error answers every token route may give, in the one error shape (contracts/errors.ts). */
const ERROR_RESPONSES = {
  400: 'The request is invalid (`VALIDATION_ERROR`, with `details.fields`).',
  401: 'No session and no valid token (missing, unknown, revoked or expired).',
  403: 'The token lacks the scope (`TOKEN_SCOPE_MISSING`, `details.scope`), or the plan has no API access (`API_DISABLED_FOR_PLAN`).',
  404: 'Not found, or not yours.',
  429: 'Too many requests for this token (`RATE_LIMITED`); retry after `details.retryAfterSeconds` seconds.',
} as const;

const errorResponses = Object.fromEntries(
  Object.entries(ERROR_RESPONSES).map(([status, text]) => [status, apiErrorSchema.describe(text)]),
);

type RouteSchema = FastifySchema & { hide?: boolean };

export const documentTokenRoutes: SwaggerTransform<RouteSchema> = (input) => {
  const scope = (input.route.config as { tokenScope?: ApiScope } | undefined)?.tokenScope;
  if (!scope) return { schema: { ...input.schema, hide: true }, url: input.url };
  const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
  const declared = (input.schema?.response ?? {}) as Record<string, unknown>;
  const withErrors: RouteSchema = {
    ...input.schema,
    response: { ...errorResponses, ...declared },
  };
  const { schema } = jsonSchemaTransform({ ...input, schema: withErrors });
  return {
    // @fastify/swagger writes `:id` as `{id}` itself.
    url: input.url,
    schema: {
      ...schema,
      operationId: operationIdOf(method, input.url),
      summary: SUMMARIES[`${method} ${input.url}`] ?? summaryOf(method, input.url),
      description: scopeDescription(scope),
      tags: [tagOf(input.url, scope)],
      security: [{ bearerAuth: [] }],
      'x-required-scope': scope,
    },
  };
};
