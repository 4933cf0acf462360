import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { symbols, type Logger } from 'pino';

/**
 * What every log line written inside a request or a generation says about where it came
 * from. Services log with the root logger (they never see Fastify's request.log); the
 * logger's mixin (runtime.ts) reads this context, so their lines carry the request's id and
 * the generation's id all the same.
 */
export interface LogContext {
  reqId?: string;
  generationId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with `fields` added to the current context (a generation inside a request keeps the request's id). */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return storage.run({ ...storage.getStore(), ...fields }, fn);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}

/**
 * pino's `mixin`: the context's fields on every line. A field the logger is already bound to
 * (Fastify's request.log has `reqId`) or the call names itself is left out, so no line holds
 * a key twice (some log stores refuse such JSON).
 */
export function logContextMixin(_mergeObject: object, _level: number, logger: Logger): object {
  const context = storage.getStore();
  if (!context) return {};
  const bound = (logger as unknown as Record<symbol, string | undefined>)[symbols.chindingsSym] ?? '';
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(context)) {
    if (value !== undefined && !bound.includes(`"${key}":`)) fields[key] = value;
  }
  return fields;
}

/**
 * Enters each request's context in its first hook: what runs after it (hooks, handler, the
 * services it calls, the body parser, which Fastify binds to the request) logs with its id.
 */
export function registerRequestLogContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    withLogContext({ reqId: String(request.id) }, () => done());
  });
}
