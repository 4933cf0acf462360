import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorAlert } from './error-alert';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Shows the failure in the dialog, as a caller would from its mutation state. */
function Harness({ action, onDismiss }: { action: () => Promise<unknown>; onDismiss?: () => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      trigger={<Button>Remove</Button>}
      title="Remove the thing?"
      description="It cannot be brought back."
      cancelLabel="Cancel"
      confirmLabel="Yes, remove"
      busyLabel="Removing…"
      onConfirm={() => {
        setError(null);
        return action().catch((err: Error) => {
          setError(err.message);
          throw err;
        });
      }}
      onDismiss={() => {
        setError(null);
        onDismiss?.();
      }}
      error={<ErrorAlert title="Could not remove" message={error} />}
    />
  );
}

async function openDialog(props: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove the thing?' });
  return { user, dialog };
}

describe('ConfirmDialog', () => {
  it('opens on the trigger with the text, focus on Cancel; Cancel runs nothing', async () => {
    const action = vi.fn(() => Promise.resolve());
    const onDismiss = vi.fn();
    const { user, dialog } = await openDialog({ action, onDismiss });
    expect(dialog).toHaveAccessibleDescription('It cannot be brought back.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('is busy while the action runs, cannot be dismissed, and closes when it succeeds', async () => {
    const gate = deferred();
    const action = vi.fn(() => gate.promise);
    const { user, dialog } = await openDialog({ action });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));

    const busy = within(dialog).getByRole('button', { name: 'Removing…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.className).toContain('bg-destructive');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(action).toHaveBeenCalledOnce();

    gate.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open and shows the error slot when the action fails; closing clears it', async () => {
    const action = vi.fn(() => Promise.reject(new Error('The service is down.')));
    const { user, dialog } = await openDialog({ action });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not remove');
    expect(alert).toHaveTextContent('The service is down.');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, remove' });
    expect(confirm).toBeEnabled();
    expect(confirm).not.toHaveAttribute('aria-busy');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(within(await screen.findByRole('alertdialog')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
