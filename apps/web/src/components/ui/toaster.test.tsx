import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows only the newest toast: it replaces the one on screen instead of queueing behind it', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('First problem');
      toast.error('Second problem');
    });
    const second = await screen.findByText('Second problem');
    expect(second.closest('[data-sonner-toast]')).toHaveAttribute('data-visible', 'true');
    // Replaced: sonner marks the first toast removed at once (it leaves the screen), then
    // unmounts it after its exit animation; either state is the event, not a timer's end.
    await waitFor(() => {
      const first = screen.queryByText('First problem')?.closest('[data-sonner-toast]');
      expect(first === undefined || first === null || first.getAttribute('data-removed') === 'true').toBe(
        true,
      );
    });
  });

  it('shows the same message three times as one toast (three failed sign-ins)', async () => {
    render(<Toaster />);
    act(() => {
      for (let i = 0; i < 3; i++) toast.error('Too many attempts');
    });
    await screen.findByText('Too many attempts');
    await waitFor(() => expect(screen.getAllByText('Too many attempts')).toHaveLength(1));
  });
});
