import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, LockKeyhole, Mail, MessageSquare, SlidersHorizontal } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/* One card per back-office section. */
const SECTIONS = [
  { to: paths.backOfficeGenerationSettings, icon: SlidersHorizontal, key: 'generationSettings' },
  { to: paths.backOfficePlanAccess, icon: LockKeyhole, key: 'planAccess' },
  { to: paths.backOfficeMessages, icon: MessageSquare, key: 'messages' },
  { to: paths.backOfficeOutbox, icon: Mail, key: 'outbox' },
] as const;

export function BackOfficeSections() {
  const { t } = useTranslation('back-office-overview');
  return (
    <section aria-labelledby="sections-title" className="grid gap-3">
      <h2 id="sections-title" className="text-lg font-semibold">
        {t('sections.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SECTIONS.map(({ to, icon: Icon, key }) => (
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
                  <CardTitle className="flex items-center gap-2 text-base">
                    {t(`sections.${key}.title`)}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </CardTitle>
                  <CardDescription>{t(`sections.${key}.text`)}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
