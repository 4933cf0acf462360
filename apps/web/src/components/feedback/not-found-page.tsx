import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { status } = useSession();
  useDocumentTitle(t('notFound.title'));
  const signedIn = status === 'authenticated';
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <section aria-labelledby="not-found-title" className="w-full max-w-md text-center">
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="mt-4 text-2xl font-semibold">
          {t('notFound.title')}
        </h1>
        <p className="mt-3 text-muted-foreground">{t('notFound.text')}</p>
        <Button asChild className="mt-6">
          <Link to={signedIn ? paths.dashboard : paths.home}>
            {signedIn ? t('notFound.toDashboard') : t('notFound.toHome')}
          </Link>
        </Button>
      </section>
    </main>
  );
}
