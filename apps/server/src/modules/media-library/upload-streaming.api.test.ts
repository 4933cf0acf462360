import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from '@forja/contracts';
import { storedFiles } from '../../db/schema/index.js';
import { scratchRoot } from '../../lib/scratch-dir.js';
import { APP_URL, createTestApp, signUp, type TestApp } from '../../test/harness.js';

/*
 * Uploads over a real socket: a body sent in chunks with no Content-Length is cut off at the
 * byte cap, and a client that goes away mid-body leaves nothing stored and no scratch file.
 */

describe('uploads over a socket', () => {
  let t: TestApp;
  let port: number;
  /** Resolves each time a request of the app ends in an error (after its handler has cleaned up). */
  const errors: ((error: Error) => void)[] = [];
  /** Resolves each time a request reaches its handler (its session and query checked). */
  const handlerStarts: (() => void)[] = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      beforeReady: (app) => {
        app.addHook('onError', async (_request, _reply, error) => {
          for (const listener of errors.splice(0)) listener(error);
        });
        app.addHook('preHandler', async () => {
          for (const listener of handlerStarts.splice(0)) listener();
        });
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const nextError = () => new Promise<Error>((resolve) => errors.push(resolve));
  const scratchLeft = async () =>
    (await readdir(path.join(scratchRoot(), String(process.pid))).catch(() => [] as string[])).filter(
      (name) => name.startsWith('upload-'),
    );
  const open = (cookie: string, url: string) =>
    http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: url,
      headers: { origin: APP_URL, cookie, 'content-type': 'audio/wav', 'transfer-encoding': 'chunked' },
    });

  it('answers 413 once a chunked body passes the cap, without reading to its end', async () => {
    const { cookie, user } = await signUp(t.app);
    const request = open(cookie, '/api/music/uploads?title=Big');
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    // Write until the answer comes: the server must not wait for the rest.
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    let done = false;
    void answered.finally(() => (done = true));
    while (!done && sent < 2 * MEDIA_LIMITS.musicMaxBytes) {
      if (!request.write(chunk)) {
        await new Promise<void>((resolve) => {
          const go = () => {
            request.off('drain', go).off('close', go);
            resolve();
          };
          request.on('drain', go).on('close', go);
        });
      }
      sent += chunk.length;
    }
    const { status, body } = await answered;
    request.destroy();
    expect(status, body).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ code: 'MEDIA_REFUSED', details: { reason: 'too_large' } });
    expect(sent).toBeLessThan(2 * MEDIA_LIMITS.musicMaxBytes);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id))).toEqual([]);
    expect(await scratchLeft()).toEqual([]);
  });

  it('stores nothing and removes its scratch file when the client goes away mid-body', async () => {
    const { cookie, user } = await signUp(t.app);
    const failed = nextError();
    const request = open(cookie, '/api/media/uploads?name=Half');
    request.on('error', () => undefined);
    request.write(Buffer.alloc(64 * 1024));
    // The server has started receiving once the scratch folder exists; then the client leaves.
    await new Promise<void>((resolve) =>
      request.once('finish', resolve).write(Buffer.alloc(1), () => resolve()),
    );
    request.destroy();
    expect((await failed).message).toMatch(/interrupted/);
    expect(await scratchLeft()).toEqual([]);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id))).toEqual([]);
  });
});
