import { useTranslation } from 'react-i18next';
import { Quote } from 'lucide-react';
import { DEFERRED_SECTION, SectionHeading } from './section-heading';

const STORIES = [
  { key: 'blogger', tone: 'bg-orange-100 text-orange-900' },
  { key: 'agency', tone: 'bg-sky-100 text-sky-900' },
  { key: 'shop', tone: 'bg-emerald-100 text-emerald-900' },
] as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 2)
    .toUpperCase();

/** Three short user stories. They are illustrations, and the section says so. */
export function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="stories-title"
      className={`border-y bg-muted/50 px-4 py-16 sm:px-6 md:py-24 ${DEFERRED_SECTION}`}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="stories-title" title={t('stories.title')} subtitle={t('stories.subtitle')} />
        <ul className="grid gap-4 md:grid-cols-3">
          {STORIES.map(({ key, tone }) => {
            const author = t(`stories.${key}.author`);
            return (
              <li key={key}>
                <figure className="flex h-full flex-col gap-5 rounded-lg border bg-card p-6 shadow-sm">
                  <Quote aria-hidden="true" className="size-6 text-primary" />
                  <blockquote className="flex-1">{t(`stories.${key}.quote`)}</blockquote>
                  <figcaption className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className={`flex size-10 items-center justify-center rounded-full text-sm font-semibold ${tone}`}
                    >
                      {initials(author)}
                    </span>
                    <span className="grid text-sm">
                      <span className="font-semibold">{author}</span>
                      <span className="text-muted-foreground">{t(`stories.${key}.role`)}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-center text-sm text-muted-foreground">{t('stories.note')}</p>
      </div>
    </section>
  );
}
