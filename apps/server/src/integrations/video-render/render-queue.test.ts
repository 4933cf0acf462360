import { describe, expect, it } from 'vitest';
import { createRenderQueue } from './render-queue.js';
import { parseProgressTime } from './run-ffmpeg.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('render queue', () => {
  it('runs one render at a time by default and the rest in order', async () => {
    const queue = createRenderQueue(1);
    const order: string[] = [];
    const first = deferred();
    const a = queue.run(async () => {
      order.push('a start');
      await first.promise;
      order.push('a end');
    });
    const b = queue.run(async () => {
      order.push('b');
    });
    const c = queue.run(async () => {
      order.push('c');
    });
    await Promise.resolve();
    expect(queue.load()).toEqual({ running: 1, waiting: 2 });
    first.resolve();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a start', 'a end', 'b', 'c']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('never runs more than its limit, even when a slot frees up', async () => {
    const queue = createRenderQueue(2);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 7 }, () => queue.run(task)));
    expect(most).toBe(2);
  });

  it('drops a waiting render whose signal aborts, without running it', async () => {
    const queue = createRenderQueue(1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const second = queue.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(second).rejects.toThrow('cancelled');
    expect(queue.load().waiting).toBe(0);
    gate.resolve();
    await first;
    expect(ran).toBe(false);
  });

  it('refuses a limit below one', () => {
    expect(() => createRenderQueue(0)).toThrow();
  });
});

describe('ffmpeg progress', () => {
  it('reads out_time lines', () => {
    expect(parseProgressTime('out_time=00:00:01.240000')).toBeCloseTo(1.24, 6);
    expect(parseProgressTime('out_time=01:02:03.5')).toBeCloseTo(3723.5, 6);
    expect(parseProgressTime('out_time=-577014:32:22.775808')).toBeNull();
    expect(parseProgressTime('frame=12')).toBeNull();
  });
});
