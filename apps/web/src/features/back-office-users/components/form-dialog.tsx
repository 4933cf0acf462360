import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A small form in a dialog (edit a user, add credits). `onSubmit` resolves true to close;
 * false keeps the dialog open with what was typed (the fields show their errors).
 */
export function FormDialog({
  trigger,
  title,
  description,
  submitLabel,
  busyLabel,
  onOpen,
  onSubmit,
  children,
}: {
  trigger: ReactElement;
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  /** Resets the fields each time the dialog opens. */
  onOpen: () => void;
  onSubmit: () => Promise<boolean>;
  children: ReactNode;
}) {
  const { t } = useTranslation('back-office-users');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (await onSubmit()) setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) onOpen();
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          {children}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={busy}>
              {t('actions.cancel')}
            </AlertDialogCancel>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy && <Spinner />}
              {busy ? busyLabel : submitLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
