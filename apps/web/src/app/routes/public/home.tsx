import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Brand } from '@/components/layout/brand';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { useDocumentTitle } from '@/lib/use-document-title';

/* Placeholder until features/landing replaces it; kept tiny because it is the first page most visitors load. */
export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-2 p-4 sm:px-8">
        <Brand />
        <LanguageSwitcher />
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 pb-16 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t('home.title')}</h1>
        <p className="mt-4 text-lg text-muted-foreground text-pretty">{t('home.subtitle')}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register">{t('home.register')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">{t('home.login')}</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
