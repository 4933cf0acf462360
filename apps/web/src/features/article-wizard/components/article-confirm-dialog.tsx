import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import type { PendingConfirm } from '../hooks/use-article-wizard';

interface ArticleConfirmDialogProps {
  pending: PendingConfirm;
  onConfirm: () => void;
  onDismiss: () => void;
}

/**
 * Finish with an unsaved article, a new version over an edited one, another version over
 * unsaved edits, or a library article over an unsaved one: asked first.
 */
export function ArticleConfirmDialog({ pending, onConfirm, onDismiss }: ArticleConfirmDialogProps) {
  const { t } = useTranslation('article-wizard');
  const which =
    pending === null
      ? 'finish'
      : typeof pending === 'string'
        ? pending
        : 'open' in pending
          ? 'open'
          : 'version';
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t(`confirm.${which}.title`)}
      description={t(`confirm.${which}.text`)}
      cancelLabel={t(`confirm.${which}.cancel`)}
      confirmLabel={t(`confirm.${which}.confirm`)}
      busyLabel={t(`confirm.${which}.confirm`)}
      destructive={which === 'finish' || which === 'open'}
      onConfirm={async () => onConfirm()}
      onDismiss={onDismiss}
    />
  );
}
