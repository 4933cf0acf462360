import type {
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  EndpointSpec,
} from '@forja/contracts';
import { apiRequest } from './api-client';

/*
 * Calls one declared endpoint (packages/contracts/src/endpoints): its path, method and types.
 * Only types come from the contracts here: a runtime import of their index put this module in
 * one chunk with the contracts' schemas, and zod with them, on the landing page.
 */

/** Required when the endpoint needs it, optional (and then undefined) otherwise. */
type Field<K extends string, T> = undefined extends T ? { readonly [P in K]?: T } : { readonly [P in K]: T };

export type ApiCallOptions<E extends EndpointSpec> = Field<'params', EndpointParams<E>> &
  Field<'body', EndpointBody<E>> & {
    /** Values left undefined are not sent. */
    readonly query?: EndpointQuery<E>;
    readonly signal?: AbortSignal;
  };

type OptionsArg<E extends EndpointSpec> =
  Record<never, never> extends ApiCallOptions<E>
    ? [options?: ApiCallOptions<E>]
    : [options: ApiCallOptions<E>];

/** The endpoint's address: its placeholders filled in, then the query string. */
export function endpointUrl<E extends EndpointSpec>(
  endpoint: E,
  params: EndpointParams<E>,
  query?: EndpointQuery<E>,
): string {
  const values = (params ?? {}) as Readonly<Record<string, string>>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls the endpoint; resolves with its answer's declared type, rejects with ApiRequestError. */
export function apiCall<E extends EndpointSpec>(
  endpoint: E,
  ...[options]: OptionsArg<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: EndpointParams<E>;
    query?: EndpointQuery<E>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiRequest<EndpointResponse<E>>(endpointUrl(endpoint, params as EndpointParams<E>, query), {
    method: endpoint.method,
    body,
    signal,
  });
}
