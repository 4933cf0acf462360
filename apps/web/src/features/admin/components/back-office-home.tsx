import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Mail } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';

/* One card per back-office section; users and generation settings join with their features. */
const SECTIONS = [
  { to: paths.backOfficeOutbox, icon: Mail, title: 'home.outboxTitle', text: 'home.outboxText' },
] as const;

export function BackOfficeHome() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('title'));
  return (
    <div className="grid gap-6">
      <div className="grid max-w-2xl gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('home.description')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group block h-full rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <Card className="h-full transition-colors group-hover:border-primary">
                <CardHeader>
                  <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle className="flex items-center gap-2">
                    {t(title)}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </CardTitle>
                  <CardDescription>{t(text)}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
