import { Toaster as Sonner } from 'sonner';
import { useTranslation } from 'react-i18next';

/*
 * One toast at a time: a burst of errors should not stack into a wall of messages.
 * Top-centre keeps toasts clear of the mobile keyboard and the bottom of forms.
 */
export function Toaster() {
  const { t } = useTranslation('common');
  return (
    <Sonner
      visibleToasts={1}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('actions.close'), classNames: { toast: 'font-sans text-sm' } }}
    />
  );
}
