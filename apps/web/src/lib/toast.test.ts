import { describe, expect, it, vi } from 'vitest';
import type { toast as sonnerToast } from 'sonner';
import { createToasts } from './toast';

/** A stand-in for sonner that records calls, and a loader the test resolves when it wants. */
function fakeSonner() {
  const calls: string[] = [];
  const show = (kind: string) => (message: string, options?: { id?: string | number }) => {
    calls.push(`${kind}:${message}#${options?.id}`);
    return options?.id ?? 0;
  };
  const sonner = Object.assign(show('plain'), {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
    message: show('message'),
    dismiss: (id?: string | number) => {
      calls.push(`dismiss${id === undefined ? '' : `:${id}`}`);
      return id ?? 0;
    },
  }) as unknown as typeof sonnerToast;
  let resolve: (s: typeof sonnerToast) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof sonnerToast>((r) => (resolve = r)));
  return { calls, load, deliver: () => resolve(sonner) };
}

describe('toasts', () => {
  it('loads sonner with the first toast only, and shows what was asked meanwhile in order', async () => {
    const fake = fakeSonner();
    const { toast, toastRequests } = createToasts(fake.load);
    const mounted = vi.fn();
    toastRequests.subscribe(mounted);
    toast.dismiss(); // nothing asked yet: nothing to load
    expect(fake.load).not.toHaveBeenCalled();
    expect(toastRequests.asked()).toBe(false);

    toast.error('First');
    toast.success('Second', { id: 'two' });
    toast.dismiss('two');
    expect(toastRequests.asked()).toBe(true);
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual([]);

    fake.deliver();
    await vi.waitFor(() => expect(fake.calls).toHaveLength(5));
    // Each toast replaces the one on screen (dismiss first) and is its own id by default.
    expect(fake.calls).toEqual([
      'dismiss',
      'error:First#First',
      'dismiss',
      'success:Second#two',
      'dismiss:two',
    ]);

    toast('Third');
    expect(fake.calls.slice(5)).toEqual(['dismiss', 'plain:Third#Third']);
    expect(fake.load).toHaveBeenCalledTimes(1);
  });
});
