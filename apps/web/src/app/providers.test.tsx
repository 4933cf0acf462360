import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { AppProviders } from './providers';

describe('App providers', () => {
  it('shows the toasts asked for, one at a time (the toaster mounts with the first)', async () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <p>Page</p>
      </AppProviders>,
    );
    act(() => {
      toast.info('First news');
      toast.success('Saved');
    });
    // The toaster comes with sonner's and its own module: wait for those loads (the same
    // imports) and for React to commit what they unblock (act flushes it), not for a clock.
    await act(async () => {
      await import('sonner');
      await import('@/components/ui/toaster');
    });
    // One at a time: the newest replaces the first (which leaves once its exit ends).
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First news')).not.toBeInTheDocument());
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
    act(() => toast.dismiss());
  });
});
