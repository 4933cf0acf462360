import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows only the newest toast', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('First problem');
      toast.error('Second problem');
    });
    const second = await screen.findByText('Second problem');
    expect(second.closest('[data-sonner-toast]')).toHaveAttribute('data-visible', 'true');
    expect(screen.getByText('First problem').closest('[data-sonner-toast]')).toHaveAttribute(
      'data-visible',
      'false',
    );
  });
});
