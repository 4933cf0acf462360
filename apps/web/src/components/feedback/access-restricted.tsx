import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';

/** What a signed-in user without back-office rights sees at /backend/…: why, and a way back. */
export function AccessRestricted() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('accessRestricted.title'));
  return (
    <section aria-labelledby="access-restricted-title" className="mx-auto w-full max-w-md py-16 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-destructive" />
      <h1 id="access-restricted-title" className="mt-4 text-2xl font-semibold">
        {t('accessRestricted.title')}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('accessRestricted.text')}</p>
      <Button asChild className="mt-6">
        <Link to={paths.dashboard}>{t('notFound.toDashboard')}</Link>
      </Button>
    </section>
  );
}
