import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino, type Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import type { CreditOperations } from '../modules/credits/credits.service.js';
import { createGenerationEngine } from '../modules/generation/generation-engine.service.js';
import { logContextMixin, registerRequestLogContext } from './log-context.js';

/** A logger as boot() makes it (runtime.ts), writing its lines into `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const log = pino({ level: 'info', mixin: logContextMixin }, { write: (line: string) => lines.push(line) });
  const find = (msg: string) => {
    const line = lines.find((l) => (JSON.parse(l) as { msg?: string }).msg === msg);
    if (!line) throw new Error(`no line "${msg}" in:\n${lines.join('')}`);
    return { raw: line, fields: JSON.parse(line) as Record<string, unknown> };
  };
  return { log, lines, find };
}

/** A service as the modules write them: the root logger, called a few awaits into the request. */
function createService(log: Logger) {
  return {
    async work(n: number) {
      await new Promise((r) => setImmediate(r));
      await Promise.resolve();
      log.info({ n }, 'service line');
    },
  };
}

/** Credit operations that always succeed, so the engine runs a work without a database. */
const freeOps = {
  holdAndStart: async () => ({ generationId: 'gen-42' }),
  progress: async () => true,
  heartbeat: async () => new Set(['gen-42']),
  capture: async () => true,
  release: async () => true,
} as unknown as CreditOperations;

describe('the log context', () => {
  it("puts the request's id on the lines a service logs with the root logger during the request", async () => {
    const { log, find } = capturingLogger();
    let next = 0;
    const app = Fastify({ loggerInstance: log as FastifyBaseLogger, genReqId: () => `req-${++next}` });
    registerRequestLogContext(app);
    const service = createService(log);
    app.post('/work', async (request) => {
      request.log.info('handler line');
      await service.work((request.body as { n: number }).n);
      return { ok: true };
    });
    log.info('outside line');
    const res = await app.inject({ method: 'POST', url: '/work', payload: { n: 1 } });
    expect(res.statusCode).toBe(200);
    await app.close();

    // After the body was parsed, a few awaits deep: the request's id is there.
    expect(find('service line').fields).toMatchObject({ reqId: 'req-1', n: 1 });
    // Fastify's request.log already has it: written once, not twice.
    expect(find('handler line').raw.match(/"reqId"/g)).toHaveLength(1);
    expect(find('outside line').fields).not.toHaveProperty('reqId');
  });

  it("puts the generation's id on the lines logged while it runs, and the request's too inside one", async () => {
    const { log, find } = capturingLogger();
    const engine = createGenerationEngine(freeOps, log);
    const service = createService(log);
    const request = { userId: 'u1', kind: 'titleIdeas', provider: 'builtin', input: {}, cost: 0 };

    const app = Fastify({ loggerInstance: log as FastifyBaseLogger, genReqId: () => 'req-7' });
    registerRequestLogContext(app);
    app.post('/generate', async () => {
      await engine.run(request, async () => {
        await service.work(2);
        return { titles: [] };
      });
      log.info('after the generation');
      return {};
    });
    await app.inject({ method: 'POST', url: '/generate', payload: {} });
    await app.close();
    expect(find('service line').fields).toMatchObject({ reqId: 'req-7', generationId: 'gen-42', n: 2 });
    expect(find('after the generation').fields).toMatchObject({ reqId: 'req-7' });
    expect(find('after the generation').fields).not.toHaveProperty('generationId');

    // A worker's run (no request): the generation's id alone.
    await engine.run(request, async () => {
      log.info('in a worker');
      return {};
    });
    expect(find('in a worker').fields).toMatchObject({ generationId: 'gen-42' });
    expect(find('in a worker').fields).not.toHaveProperty('reqId');
  });

  it('lets a line name its own value for a context field, once', () => {
    const { log, find } = capturingLogger();
    const engine = createGenerationEngine(freeOps, log);
    return engine
      .run({ userId: 'u1', kind: 'k', provider: 'p', input: {}, cost: 0 }, async () => {
        log.info({ generationId: 'other' }, 'explicit line');
        log.child({ generationId: 'bound' }).info('child line');
        return {};
      })
      .then(() => {
        expect(find('explicit line').raw.match(/"generationId"/g)).toHaveLength(1);
        expect(find('explicit line').fields.generationId).toBe('other');
        expect(find('child line').raw.match(/"generationId"/g)).toHaveLength(1);
        expect(find('child line').fields.generationId).toBe('bound');
      });
  });
});
