import { EventEmitter, getEventListeners } from 'node:events';
import type { GenerationRecord } from '@forja/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep, streamGeneration } from './generation-events.js';

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

describe('the events stream through proxies', () => {
  afterEach(() => vi.useRealTimers());

  /** A hijackable reply that records what the stream writes, and its request. */
  function fakeStream() {
    const written: string[] = [];
    const head: { status?: number; headers?: Record<string, string> } = {};
    let ended = false;
    const raw = {
      writeHead: (status: number, headers: Record<string, string>) =>
        Object.assign(head, { status, headers }),
      write: (chunk: string) => written.push(chunk),
      end: () => (ended = true),
    };
    const reply = { hijack: () => {}, raw } as unknown as FastifyReply;
    const request = {
      id: 'req-1',
      raw: new EventEmitter(),
      log: { warn: () => {} },
    } as unknown as FastifyRequest;
    return { request, reply, written, head, ended: () => ended };
  }

  it('asks proxies not to buffer it and sends a keep-alive comment every 15 s while nothing changes', async () => {
    vi.useFakeTimers();
    const { request, reply, written, head, ended } = fakeStream();
    const running = { id: 'g1', status: 'running' } as GenerationRecord;
    const closing = new AbortController();
    const streaming = streamGeneration(request, reply, running, async () => running, closing.signal);

    expect(head.status).toBe(200);
    expect(head.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'x-accel-buffering': 'no',
      'cache-control': 'no-store',
    });
    expect(written).toEqual([`data: ${JSON.stringify(running)}\n\n`]);

    await vi.advanceTimersByTimeAsync(14_999);
    expect(written.filter((w) => w.startsWith(':'))).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(written.filter((w) => w === ': keep-alive\n\n')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(written.filter((w) => w === ': keep-alive\n\n')).toHaveLength(2);
    // The record did not change: sent once, however often it was read.
    expect(written.filter((w) => w.startsWith('data:'))).toHaveLength(1);

    closing.abort();
    await streaming;
    expect(ended()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
