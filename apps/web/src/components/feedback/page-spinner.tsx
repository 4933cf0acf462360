import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Fills the area while a guard waits for the session. */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[50dvh] flex-1 items-center justify-center p-8">
      <Spinner className="size-8 text-primary" label={t('loading')} />
    </div>
  );
}
