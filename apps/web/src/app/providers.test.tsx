import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
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
    // The toaster comes with sonner's module: wait for that load (the same import), not a clock.
    await import('sonner');
    // One at a time: the newest replaces the first.
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('First news')).not.toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
    act(() => toast.dismiss());
  });
});
