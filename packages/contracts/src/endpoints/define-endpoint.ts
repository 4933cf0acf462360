import type { z } from 'zod';
import type { ApiScope } from '../api-tokens.js';

/*
 * One API endpoint, declared once: its method, its path (`:name` placeholders), the schemas
 * of what it takes and what it answers. The server registers its route from it
 * (apps/server/src/lib/endpoint-route.ts) and the web calls it (apps/web/src/lib/api-call.ts),
 * so both read the same path and the same types. Endpoints may be declared in any file (a
 * studio's own contracts folder too): nothing lists them all.
 *
 * This file only imports zod's types: a page that calls an endpoint without schemas (the
 * landing page's, see `typeOnly`) does not bring zod into its bundle.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A value known by its type only. The landing page's endpoints answer with it: their schemas
 * would bring zod (~60 KB gzip) into a page that never validates, so the server names their
 * response schemas at the route.
 */
export interface TypeOnly<T> {
  readonly typeOnly: true;
  /** Never set: carries the type. */
  readonly type?: T;
}

export function typeOnly<T>(): TypeOnly<T> {
  return { typeOnly: true };
}

/** The answer's schema for 200, or one per status (a save answering 201 or 200). */
export type ResponseSpec = z.ZodType | { readonly [status: number]: z.ZodType } | TypeOnly<unknown>;

export interface EndpointSpec {
  readonly method: HttpMethod;
  readonly path: string;
  /** Validates the path's placeholders on the server (they are strings on the web). */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | TypeOnly<unknown>;
  /** None: the answer has no body the callers read (204, or a file). */
  readonly response?: ResponseSpec;
  /**
   * The scope a personal API token needs to call it (api-tokens.ts). None: a token is
   * refused (403 TOKEN_NOT_ALLOWED), whatever its scopes; only a browser session may call it.
   * The server reads it from the route (`config.tokenScope`), the OpenAPI document lists the
   * endpoints that have one, and the MCP tools call them.
   */
  readonly tokenScope?: ApiScope;
}

/** Declares an endpoint; the literal method and path are kept in its type. */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const E extends EndpointSpec>(endpoint: E): E {
  return endpoint;
}

type Output<S> = S extends TypeOnly<infer T> ? T : S extends z.ZodType ? z.output<S> : never;

/** What a successful call answers: the union of the declared statuses' bodies. */
export type EndpointResponse<E extends EndpointSpec> = E['response'] extends z.ZodType | TypeOnly<unknown>
  ? Output<E['response']>
  : E['response'] extends { readonly [status: number]: z.ZodType }
    ? Output<E['response'][keyof E['response']]>
    : void;

/** What a caller sends as the body (the schema's input: defaults may be left out). */
export type EndpointBody<E extends EndpointSpec> =
  E['body'] extends TypeOnly<infer T> ? T : E['body'] extends z.ZodType ? z.input<E['body']> : undefined;

/** The query string's values as a caller gives them; undefined ones are left out. */
export type EndpointQuery<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? { [K in keyof z.input<E['query']>]?: string | number | boolean | undefined }
  : undefined;

type PlaceholderNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PlaceholderNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path's placeholders, each a string: `/api/videos/:id` needs `{ id }`. */
export type PathParams<P extends string> = [PlaceholderNames<P>] extends [never]
  ? undefined
  : { readonly [K in PlaceholderNames<P>]: string };

export type EndpointParams<E extends EndpointSpec> = PathParams<E['path']>;
