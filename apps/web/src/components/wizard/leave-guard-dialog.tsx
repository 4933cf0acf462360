import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useLeaveGuard } from '@/lib/wizard/use-leave-guard';

interface LeaveGuardProps {
  /** True while the page holds work that would be lost (or not kept where the user expects it). */
  unsaved: boolean;
  /** What is at stake, in the wizard's words. */
  description: string;
}

/** Asks before leaving a page with unsaved work (a move in the app; the browser asks on reload). */
export function LeaveGuard({ unsaved, description }: LeaveGuardProps) {
  const { t } = useTranslation('wizard');
  const blocker = useLeaveGuard(unsaved);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      description={description}
      cancelLabel={t('leave.stay')}
      confirmLabel={t('leave.leave')}
      busyLabel={t('leave.leave')}
      onConfirm={async () => blocker.proceed?.()}
      onDismiss={() => blocker.reset?.()}
    />
  );
}
