import type { EndpointQuery, EndpointResponse, EndpointSpec } from '@forja/contracts';
import { endpointUrl } from './api-call';
import { apiErrorOf, ApiRequestError, CONNECTION_FAILED } from './api-client';

/*
 * Sends a file's bytes as the body of an upload endpoint (the media and music libraries take
 * the bytes, not a form), reporting progress as it goes: fetch cannot report upload progress,
 * XMLHttpRequest can. Errors are ApiRequestError, as for every other call.
 */

export interface UploadOptions<E extends EndpointSpec> {
  readonly query?: EndpointQuery<E>;
  readonly file: Blob;
  /** 0–1 as the bytes leave the browser. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

export function uploadFile<E extends EndpointSpec>(
  endpoint: E,
  { query, file, onProgress, signal }: UploadOptions<E>,
): Promise<EndpointResponse<E>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpointUrl(endpoint, undefined as never, query));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    // The server decides what the file is by probing it; the type only helps logs.
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let data: unknown;
      try {
        data = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        data = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) resolve(data as EndpointResponse<E>);
      else reject(apiErrorOf(request.status, data, request.statusText));
    };
    request.onerror = () =>
      reject(new ApiRequestError({ status: 0, code: CONNECTION_FAILED, message: 'Upload failed' }));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return request.abort();
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
