import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define-job.js';
import { InlineJobQueue } from './queue.js';

const GREET = defineJob({ name: 'test.greet', schema: z.object({ name: z.string().min(1) }) });
const TICK = defineJob({ name: 'test.tick' });

function quietQueue() {
  const log = pino({ level: 'silent' });
  const warn = vi.spyOn(log, 'warn');
  return { queue: new InlineJobQueue(log), warn };
}

describe('defineJob', () => {
  it("hands the handler the data parsed by the job's schema", async () => {
    const { queue } = quietQueue();
    const seen: string[] = [];
    await queue.work(GREET, async ({ name }) => void seen.push(name));
    await queue.send(GREET, { name: 'Ana' });
    expect(seen).toEqual(['Ana']);
  });

  it('logs and drops data it cannot read, without running the handler or failing the send', async () => {
    const { queue, warn } = quietQueue();
    const handler = vi.fn(async () => {});
    await queue.work(GREET, handler);
    // As a job from an older version would arrive: not what the schema says.
    await queue.send(GREET, { name: 42 } as unknown as { name: string });
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      { job: 'test.greet', issues: ['name'] },
      'dropped a job whose data it cannot read',
    );
  });

  it('gives a job without data a schema that takes none, so a cron or periodic job runs', async () => {
    const { queue } = quietQueue();
    const handler = vi.fn(async () => {});
    await queue.every(TICK, 1000, handler);
    await queue.send(TICK, {});
    expect(handler).toHaveBeenCalledTimes(1);
    expect(TICK.schema.safeParse(null).success).toBe(true);
  });
});
