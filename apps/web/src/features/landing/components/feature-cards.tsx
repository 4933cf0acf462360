import { useTranslation } from 'react-i18next';
import { AudioLines, Clapperboard, FileText, ImageIcon, type LucideIcon } from 'lucide-react';
import { DEFERRED_SECTION, SectionHeading } from './section-heading';

export const CAPABILITIES: { key: 'articles' | 'images' | 'audio' | 'videos'; icon: LucideIcon }[] = [
  { key: 'articles', icon: FileText },
  { key: 'images', icon: ImageIcon },
  { key: 'audio', icon: AudioLines },
  { key: 'videos', icon: Clapperboard },
];

export function FeatureCards() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className={`scroll-mt-16 px-4 py-16 sm:px-6 md:py-24 ${DEFERRED_SECTION}`}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="features-title" title={t('features.title')} subtitle={t('features.subtitle')} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CAPABILITIES.map(({ key, icon: Icon }) => (
            <li key={key} className="grid content-start gap-3 rounded-lg border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-md bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">
                <a href={`#block-${key}`} className="hover:underline">
                  {t(`features.${key}.title`)}
                </a>
              </h3>
              <p className="text-sm text-muted-foreground">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
