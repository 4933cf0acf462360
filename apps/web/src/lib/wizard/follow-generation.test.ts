import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenerationRecord } from '@forja/contracts';
import { mockFetch } from '@/test/mock-fetch';
import { EventSourceStub, record } from '@/test/event-source-stub';
import { followGeneration } from './follow-generation';

const ID = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  vi.unstubAllGlobals();
  EventSourceStub.reset();
});

describe('followGeneration', () => {
  it('follows the event stream until a finished record, then closes it', () => {
    vi.stubGlobal('EventSource', EventSourceStub);
    const seen: GenerationRecord[] = [];
    followGeneration(ID, { onRecord: (r) => seen.push(r) });
    const stream = EventSourceStub.last();
    expect(stream.url).toBe(`/api/generations/${ID}/events`);
    stream.emit(record({ status: 'running', stage: { name: 'writing' }, percent: 40 }));
    stream.emit(record({ status: 'succeeded' }));
    expect(seen.map((r) => r.status)).toEqual(['running', 'succeeded']);
    expect(stream.closed).toBe(true);
  });

  it('falls back to polling every 2 s when the stream fails, and opens it again', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', EventSourceStub);
    let polls = 0;
    mockFetch({
      [`GET /api/generations/${ID}`]: () => ({ body: record({ status: 'running', percent: ++polls * 10 }) }),
    });
    const seen: (number | null)[] = [];
    followGeneration(ID, { onRecord: (r) => seen.push(r.percent) });
    EventSourceStub.last().fail();
    await vi.advanceTimersByTimeAsync(1999);
    expect(polls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toBe(1);
    // The stream is opened again after the poll.
    expect(EventSourceStub.instances).toHaveLength(2);
    EventSourceStub.last().emit(record({ status: 'succeeded', percent: 100 }));
    expect(seen).toEqual([10, 100]);
  });

  it('polls alone where there is no EventSource, and stops on a finished record', async () => {
    vi.useFakeTimers();
    let polls = 0;
    mockFetch({
      [`GET /api/generations/${ID}`]: () => ({
        body: record({ status: ++polls < 3 ? 'running' : 'failed' }),
      }),
    });
    const onRecord = vi.fn();
    followGeneration(ID, { onRecord });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toBe(3);
    expect(onRecord).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'failed' }));
  });

  it('stops when told to', () => {
    vi.stubGlobal('EventSource', EventSourceStub);
    const onRecord = vi.fn();
    const stop = followGeneration(ID, { onRecord });
    stop();
    expect(EventSourceStub.last().closed).toBe(true);
    EventSourceStub.last().emit(record({ status: 'running' }));
    expect(onRecord).not.toHaveBeenCalled();
  });
});
