import type { z } from 'zod';
import {
  apiErrorSchema,
  generationRecordSchema,
  generationStartSchema,
  saveImageBodySchema,
} from '@forja/contracts';

/*
 * The examples of the OpenAPI document, in one place, each beside the zod schema it must
 * satisfy (openapi-examples.test.ts parses every one). `openapi-document.ts` merges them into
 * the operations by method and path; an example for an operation the document lacks fails the
 * document's build, so a renamed route cannot leave a stale example behind.
 */

export interface OpenApiExample {
  summary: string;
  value: unknown;
  /** What the value must parse with. */
  schema: z.ZodType;
}

export interface OperationExamples {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As Fastify writes it (`:id`). */
  path: string;
  request?: Record<string, OpenApiExample>;
  responses?: Record<string, Record<string, OpenApiExample>>;
}

const GENERATION_ID = '6f1c2b1e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';
const FILE_ID = '0b7e6d5c-4b3a-4291-8f7e-6d5c4b3a2918';

const imageInput = {
  prompt: 'A small bakery at dawn, warm light through the window',
  style: 'watercolor',
  count: 2,
};

const queuedImages = {
  id: GENERATION_ID,
  kind: 'images',
  provider: 'demo',
  demo: true,
  status: 'queued',
  stage: { name: 'queued' },
  percent: null,
  restarted: false,
  cost: 2,
  input: imageInput,
  output: null,
  error: null,
  startedAt: '2026-11-28T05:00:00.000Z',
  finishedAt: null,
};

const finishedImages = {
  ...queuedImages,
  status: 'succeeded',
  stage: null,
  percent: 100,
  output: {
    images: [
      {
        fileId: FILE_ID,
        url: `/files/${FILE_ID.replace(/-/g, '')}/image.png`,
        contentType: 'image/png',
        sizeBytes: 482_113,
      },
    ],
  },
  finishedAt: '2026-11-28T05:00:09.000Z',
};

const scopeMissing = {
  code: 'TOKEN_SCOPE_MISSING',
  message: 'This API token lacks the "generate" scope.',
  details: { scope: 'generate' },
};

export const OPENAPI_EXAMPLES: readonly OperationExamples[] = [
  {
    method: 'post',
    path: '/api/generations',
    request: {
      images: {
        summary: 'Two watercolor images from a prompt',
        value: { kind: 'images', input: imageInput },
        schema: generationStartSchema,
      },
    },
    responses: {
      '202': {
        queued: {
          summary: 'Queued: follow it with GET /api/generations/{id} or its events',
          value: queuedImages,
          schema: generationRecordSchema,
        },
      },
      '403': {
        scopeMissing: {
          summary: 'A token without the generate scope',
          value: scopeMissing,
          schema: apiErrorSchema,
        },
      },
    },
  },
  {
    method: 'get',
    path: '/api/generations/:id',
    responses: {
      '200': {
        succeeded: {
          summary: 'Finished: the images are stored; save one with POST /api/images',
          value: finishedImages,
          schema: generationRecordSchema,
        },
      },
    },
  },
  {
    method: 'post',
    path: '/api/images',
    request: {
      save: {
        summary: 'Keep one image of a finished generation',
        value: { generationId: GENERATION_ID, fileId: FILE_ID },
        schema: saveImageBodySchema,
      },
    },
  },
];

/**
 * The Server-Sent Events stream's answer: each event's `data` is the generation record
 * (JSON) at a change, until it has finished.
 */
export const GENERATION_EVENTS_STREAM = {
  path: '/api/generations/:id/events',
  example: [
    `data: ${JSON.stringify({ ...queuedImages, status: 'running', stage: { name: 'rendering', current: 1, total: 2 }, percent: 40 })}`,
    '',
    `data: ${JSON.stringify(finishedImages)}`,
    '',
    '',
  ].join('\n'),
};
