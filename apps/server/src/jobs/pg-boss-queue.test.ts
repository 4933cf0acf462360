import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { PgBossQueue } from './pg-boss-queue.js';

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
      void queue.work('test.echo', async (data) => resolve(data));
    });
    await queue.send('test.echo', { hello: 'world' });
    await expect(received).resolves.toEqual({ hello: 'world' });
    expect(queue.isRunning()).toBe(true);
  });
});
