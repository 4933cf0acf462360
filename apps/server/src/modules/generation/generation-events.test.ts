import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { sleep } from './generation-events.js';

describe('the events stream sleep between polls', () => {
  it('leaves no abort listener behind when its time is up', async () => {
    const done = new AbortController();
    for (let i = 0; i < 20; i++) await sleep(1, done.signal);
    expect(getEventListeners(done.signal, 'abort')).toHaveLength(0);
  });

  it('wakes at once when the stream stops', async () => {
    const done = new AbortController();
    const started = Date.now();
    const waiting = sleep(60_000, done.signal);
    done.abort();
    await waiting;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(getEventListeners(done.signal, 'abort')).toHaveLength(0);
  });
});
