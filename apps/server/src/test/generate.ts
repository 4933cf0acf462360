import type { GenerationKindName, GenerationRecord } from '@forja/contracts';
import type { FastifyInstance } from 'fastify';
import { generationErrorStatus } from '../modules/generation/generation-errors.js';
import { call } from './harness.js';

export interface GenerateAnswer {
  statusCode: number;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any -- as LightMyRequest
  body: string;
  headers: Record<string, unknown>;
}

/**
 * Starts a generation through POST /api/generations and waits for its end: a queued kind's
 * record is read until it has finished (the test harness's inline queue runs the job during
 * the request, so at once). Answers what the step gave — its output with `generationId` and
 * `cost` and a 200, or the failure's code with its HTTP status — so a suite about articles or
 * images reads the same whichever way the kind runs. The queue itself is tested in
 * generation-jobs.api.test.ts.
 */
export async function runGeneration(
  app: FastifyInstance,
  kind: GenerationKindName,
  opts: { cookie?: string; body?: unknown },
): Promise<GenerateAnswer> {
  const res = await call(app, 'POST', '/api/generations', {
    cookie: opts.cookie,
    body: { kind, input: opts.body },
  });
  if (res.statusCode !== 200 && res.statusCode !== 202) return res;
  let record = res.json() as GenerationRecord;
  for (let i = 0; i < 200 && (record.status === 'queued' || record.status === 'running'); i++) {
    await new Promise((r) => setTimeout(r, 25));
    record = (await call(app, 'GET', `/api/generations/${record.id}`, { cookie: opts.cookie })).json();
  }
  const answer =
    record.status === 'succeeded'
      ? {
          statusCode: 200,
          body: { ...(record.output as object), generationId: record.id, cost: record.cost },
        }
      : {
          statusCode: record.error ? generationErrorStatus(record.error.code as never) : 409,
          body: record.error ?? { code: record.status, message: record.status },
        };
  return {
    statusCode: answer.statusCode,
    body: JSON.stringify(answer.body),
    json: <T>() => answer.body as T,
    headers: res.headers,
  };
}
