import { PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../db/client.js';
import { defineJob } from './define-job.js';
import { PgBossQueue } from './pg-boss-queue.js';

const ECHO = defineJob({
  name: 'test.echo',
  schema: z.object({ hello: z.string().optional(), again: z.boolean().optional() }),
});
const NEW_QUEUE = defineJob({ name: 'test.new-queue' });

describe('pg-boss on the embedded database', () => {
  let database: Database;
  let queue: PgBossQueue;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    queue = await PgBossQueue.start(database, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('runs a job that was sent, and stops cleanly', async () => {
    const received = new Promise<unknown>((resolve) => {
      void queue.work(ECHO, async (data) => resolve(data));
    });
    await queue.send(ECHO, { hello: 'world' });
    await expect(received).resolves.toEqual({ hello: 'world' });
    expect(queue.isRunning()).toBe(true);
  });

  it('starts again on the same database without re-creating the queues it already has', async () => {
    await queue.stop();
    const createQueue = vi.spyOn(PgBoss.prototype, 'createQueue');
    try {
      queue = await PgBossQueue.start(database, pino({ level: 'silent' }));
      const received = new Promise<unknown>((resolve) => {
        void queue.work(ECHO, async (data) => resolve(data));
      });
      await queue.send(ECHO, { again: true });
      await expect(received).resolves.toEqual({ again: true });
      expect(createQueue).not.toHaveBeenCalled();

      await queue.send(NEW_QUEUE, {});
      expect(createQueue.mock.calls.map(([name]) => name)).toEqual(['test.new-queue']);
    } finally {
      createQueue.mockRestore();
    }
  });
});
