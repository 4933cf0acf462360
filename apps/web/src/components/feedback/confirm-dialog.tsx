import { useState, type ReactElement, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmDialogProps {
  /** The element that opens the dialog (usually a Button); rendered with Radix's asChild. */
  trigger?: ReactElement;
  /**
   * Opens the dialog from outside (without a trigger): e.g. when a navigation is held or an
   * action needs a confirmation only sometimes. The dialog calls onDismiss when closed unconfirmed.
   */
  open?: boolean;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Replaces the confirm label while the action runs. */
  busyLabel: string;
  /**
   * The confirmed action. The dialog stays open (and cannot be dismissed) until it settles,
   * then closes when it resolves and stays open when it rejects, so a failure can be shown
   * in the `error` slot. Handle a failure yourself (a toast, say) and resolve to close anyway.
   */
  onConfirm: () => Promise<unknown>;
  /** Called when the user closes the dialog without confirming (Cancel, Escape). */
  onDismiss?: () => void;
  /** Shown between the text and the buttons, e.g. an ErrorAlert for the last failure. */
  error?: ReactNode;
  /** Styles the confirm button as destructive; on by default, alert dialogs confirm something risky. */
  destructive?: boolean;
}

/** "Are you sure?" before an action that cannot be taken back, with a busy state while it runs. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
  onDismiss,
  error,
  destructive = true,
  open: controlledOpen,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const [busy, setBusy] = useState(false);

  const onOpenChange = (next: boolean) => {
    // The request cannot be taken back; keep the dialog until it has an answer.
    if (busy) return;
    if (!next) onDismiss?.();
    setOwnOpen(next);
  };

  // The caller's screen may unmount once the action succeeds; the state updates are then no-ops.
  const confirm = () => {
    setBusy(true);
    onConfirm().then(
      () => {
        setBusy(false);
        setOwnOpen(false);
      },
      () => setBusy(false),
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open while the action runs. */}
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={confirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <Spinner />}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
