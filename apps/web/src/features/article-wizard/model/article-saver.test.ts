import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createArticleSaver, type SaverState } from './article-saver';

describe('article saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(save: () => Promise<void>, isRetryable?: (e: unknown) => boolean) {
    const onFailed = vi.fn();
    const states: SaverState[] = [];
    const saver = createArticleSaver({ save, onFailed, isRetryable, onStateChange: (s) => states.push(s) });
    return { saver, onFailed, states };
  }

  it('waits 500 ms and merges clicks made within the wait into one save', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { saver, states } = setup(save);
    saver.request();
    await vi.advanceTimersByTimeAsync(300);
    saver.request();
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.state()).toBe('idle');
    expect(states).toEqual(['scheduled', 'saving', 'idle']);
  });

  it('ignores clicks while a save is running', async () => {
    let finish!: () => void;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { saver } = setup(save);
    saver.request();
    await vi.advanceTimersByTimeAsync(500);
    expect(saver.state()).toBe('saving');
    expect(saver.request()).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.state()).toBe('idle');
    expect(saver.request()).toBe(true);
  });

  it('retries up to 3 times, 1 second apart, then reports the failure once', async () => {
    const error = new Error('offline');
    const save = vi.fn(() => Promise.reject(error));
    const { saver, onFailed } = setup(save);
    saver.request();
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(4);
    expect(onFailed).toHaveBeenCalledOnce();
    expect(onFailed).toHaveBeenCalledWith(error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(4);
    expect(saver.state()).toBe('idle');
  });

  it('stops retrying once a retry succeeds', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValue(undefined);
    const { saver, onFailed } = setup(save);
    saver.request();
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('does not retry errors another attempt cannot fix', async () => {
    const save = vi.fn(() => Promise.reject(new Error('invalid')));
    const { saver, onFailed } = setup(save, () => false);
    saver.request();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledOnce();
  });

  it('can cancel a scheduled save', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { saver } = setup(save);
    saver.request();
    saver.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    expect(saver.state()).toBe('idle');
  });
});
