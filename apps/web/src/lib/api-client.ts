import type { ApiError } from '@forja/contracts';

export type ApiErrorDetails = NonNullable<ApiError['details']>;

/** Every failed API call becomes this, so screens can branch on `code` and `status`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetails | undefined;

  constructor(init: { status: number; code: string; message: string; details?: ApiErrorDetails }) {
    super(init.message);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }
}

/**
 * The browser could not reach this server (offline, server down). Not to be confused with a
 * server's own `NETWORK_ERROR`, which says the server could not reach a generation service.
 */
export const CONNECTION_FAILED = 'CONNECTION_FAILED';

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** Used when a proxy or crash answers with something other than `{ code, message }`. */
function codeForStatus(status: number): string {
  if (status === 400) return 'VALIDATION_ERROR';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_ERROR';
}

function isErrorBody(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** One request to this server: JSON both ways, the session cookie, errors as ApiRequestError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // Cancellation is not a failure: let TanStack Query and callers see the abort as is.
    if (signal?.aborted) throw error;
    throw new ApiRequestError({
      status: 0,
      code: CONNECTION_FAILED,
      message: error instanceof Error ? error.message : 'Network request failed',
    });
  }

  const data = await readBody(response).catch(() => undefined);
  if (response.ok) return data as T;
  throw apiErrorOf(response.status, data, response.statusText);
}

/** A failed answer as an ApiRequestError: the server's { code, message, details }, else one for its status. */
export function apiErrorOf(status: number, data: unknown, statusText = ''): ApiRequestError {
  if (isErrorBody(data)) {
    return new ApiRequestError({ status, code: data.code, message: data.message, details: data.details });
  }
  return new ApiRequestError({
    status,
    code: codeForStatus(status),
    message: statusText || `HTTP ${status}`,
  });
}
