import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { GENERATION_EVENTS_STREAM, OPENAPI_EXAMPLES, type OpenApiExample } from './openapi-examples.js';
import { OPENAPI_TAGS, openApiPath } from './openapi-operation.js';
import { documentTokenRoutes } from './openapi-transform.js';

/*
 * The OpenAPI 3.1 document of the routes a personal API token may call, built by
 * @fastify/swagger from the routes themselves. It collects routes as they are registered, so
 * app.ts registers it before every module's routes.
 */

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

const JSON_TYPE = 'application/json';

const examplesOf = (examples: Record<string, OpenApiExample>) =>
  Object.fromEntries(
    Object.entries(examples).map(([name, e]) => [name, { summary: e.summary, value: e.value }]),
  );

function operation(document: Document, method: string, path: string): Operation {
  const found = document.paths?.[openApiPath(path)]?.[method as OpenAPIV3_1.HttpMethods];
  if (!found) throw new Error(`OpenAPI example for ${method.toUpperCase()} ${path}: no such operation.`);
  return found;
}

/** Puts each example (openapi-examples.ts) on its operation's request or response. */
function addExamples(document: Document): void {
  for (const entry of OPENAPI_EXAMPLES) {
    const op = operation(document, entry.method, entry.path);
    if (entry.request) {
      const media = (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content[JSON_TYPE];
      if (!media) throw new Error(`OpenAPI example for ${entry.path}: the operation takes no JSON body.`);
      media.examples = examplesOf(entry.request);
    }
    for (const [status, examples] of Object.entries(entry.responses ?? {})) {
      const media = (op.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined)?.content?.[JSON_TYPE];
      if (!media) throw new Error(`OpenAPI example for ${entry.path}: no JSON ${status} answer.`);
      media.examples = examplesOf(examples);
    }
  }
  // The events stream is not JSON: its answer is described here rather than by a schema.
  const events = operation(document, 'get', GENERATION_EVENTS_STREAM.path);
  events.responses = {
    ...events.responses,
    '200': {
      description:
        'Server-Sent Events: each event’s `data` is the generation record (JSON) after a change, until it has finished.',
      content: {
        'text/event-stream': { schema: { type: 'string' }, example: GENERATION_EVENTS_STREAM.example },
      },
    },
  };
}

/** An operation declared without an answer's schema (a 204, a file) still says it succeeds. */
function addPlainSuccess(document: Document): void {
  for (const item of Object.values(document.paths ?? {})) {
    for (const op of Object.values(item ?? {}) as Operation[]) {
      if (typeof op !== 'object' || !op.responses) continue;
      if (!Object.keys(op.responses).some((status) => /^2/.test(status))) {
        op.responses['2XX'] = { description: 'Success.' };
      }
    }
  }
}

export async function registerOpenApiDocument(
  app: FastifyInstance,
  opts: { appUrl: string; version: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Forja API',
        version: opts.version,
        description:
          'The routes a personal API token may call (Settings → API). Send the token as `Authorization: Bearer forja_…`; each operation names the scope it needs. Guide: docs/api.md.',
      },
      servers: [{ url: opts.appUrl }],
      tags: OPENAPI_TAGS.map((t) => ({ ...t })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal API token (`forja_…`), created in Settings → API.',
          },
        },
      },
    },
    transform: documentTokenRoutes,
    transformObject: (built) => {
      // Always OpenAPI here (`openapi` above), never Swagger 2.
      const document = ('openapiObject' in built ? built.openapiObject : {}) as Document;
      addExamples(document);
      addPlainSuccess(document);
      return document;
    },
  });
}
