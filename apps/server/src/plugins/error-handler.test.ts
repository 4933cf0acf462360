import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { storageUnavailable } from '../integrations/storage/storage-errors.js';
import { errorForLog, registerErrorHandler } from './error-handler.js';

describe('errorForLog', () => {
  it('keeps the kind, code and stack of a failed query, never its statement or parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const error = new Error(
      'Failed query: insert into "contact_messages" ("name") values ($1)\nparams: secret@example.com',
      {
        cause,
      },
    );
    const logged = errorForLog(error);
    expect(logged).toMatchObject({ type: 'Error', code: '22021', message: 'Failed query' });
    expect(JSON.stringify(logged)).not.toContain('secret@example.com');
    expect(JSON.stringify(logged)).not.toContain('insert into');
  });

  it('bounds any message and accepts what is not an Error', () => {
    expect((errorForLog(new Error('x'.repeat(5000))).message as string).length).toBe(300);
    expect(errorForLog('plain')).toEqual({ message: 'plain' });
  });
});

describe('registerErrorHandler', () => {
  it('answers 503 STORAGE_UNAVAILABLE, without the cause, when a route meets an unreachable bucket', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/reads-a-file', () => {
      throw storageUnavailable(new Error('connect ECONNREFUSED 127.0.0.1:9'));
    });
    const res = await app.inject({ method: 'GET', url: '/reads-a-file' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 'STORAGE_UNAVAILABLE',
      message: 'The file storage is unavailable. Try again soon.',
    });
    expect(res.body).not.toContain('ECONNREFUSED');
    await app.close();
  });
});
