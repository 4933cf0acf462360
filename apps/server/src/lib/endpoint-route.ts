import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { EndpointSpec, TypeOnly } from '@forja/contracts';

/*
 * Registers a Fastify route from an endpoint declared in the contracts
 * (packages/contracts/src/endpoints): its method, its path, and its schemas for validating
 * the params, query string and body and for writing the answer, as `schema` did by hand.
 * The handler's request and reply are typed from them.
 */

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Schema<S> = S extends TypeOnly<unknown> ? undefined : S;

type Responses<R> = R extends z.ZodType
  ? { 200: R }
  : R extends { readonly [status: number]: z.ZodType }
    ? R
    : undefined;

/** The Fastify schema an endpoint stands for. */
export interface EndpointRouteSchema<E extends EndpointSpec> {
  params: Schema<E['params']>;
  querystring: Schema<E['query']>;
  body: Schema<E['body']>;
  response: Responses<E['response']>;
}

/** Hooks, config, and for an endpoint declared by its types only, the answer's schemas. */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'> & {
  response?: { readonly [status: number]: z.ZodType };
};

export type EndpointHandler<E extends EndpointSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointRouteSchema<E>,
  ZodTypeProvider
>;

const isTypeOnly = (value: unknown): value is TypeOnly<unknown> =>
  typeof value === 'object' && value !== null && 'typeOnly' in value;

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

function routeSchema(endpoint: EndpointSpec, response: EndpointRouteOptions['response']) {
  const { params, query, body, response: declared } = endpoint;
  const responses =
    declared === undefined || isTypeOnly(declared)
      ? response
      : isZod(declared)
        ? { 200: declared }
        : declared;
  return {
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body && !isTypeOnly(body) ? { body } : {}),
    ...(responses ? { response: responses } : {}),
  };
}

export function endpointRoute<E extends EndpointSpec>(
  app: ZodApp,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  const { response, ...rest } = options;
  app.route({
    ...rest,
    // A personal API token may call the route with this scope (plugins/api-token-auth.ts).
    config: endpoint.tokenScope ? { ...rest.config, tokenScope: endpoint.tokenScope } : rest.config,
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint, response),
    handler: handler as RouteHandlerMethod,
  });
}
