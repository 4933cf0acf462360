import { useTranslation } from 'react-i18next';
import { FileText, Image, Clapperboard } from 'lucide-react';
import { Brand } from '@/components/layout/brand';

const POINTS = [
  { key: 'articles', icon: FileText },
  { key: 'images', icon: Image },
  { key: 'videos', icon: Clapperboard },
] as const;

/**
 * Beside the form on large screens; on phones it collapses to a slim band (brand and
 * title) so the form stays above the fold.
 */
export function AuthHero() {
  const { t } = useTranslation('auth');
  return (
    <aside className="relative overflow-hidden bg-stone-900 px-4 py-4 text-white sm:px-8 lg:flex lg:min-h-dvh lg:flex-col lg:justify-between lg:p-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-primary/40 blur-3xl"
      />
      <Brand inverted className="relative" />
      <div className="relative hidden max-w-lg lg:block">
        <p className="text-4xl leading-tight font-bold tracking-tight text-balance">{t('hero.title')}</p>
        <p className="mt-4 text-lg text-stone-200">{t('hero.subtitle')}</p>
        <ul className="mt-10 grid gap-4">
          {POINTS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-center gap-3 text-stone-100">
              <span className="flex size-9 items-center justify-center rounded-md bg-white/10">
                <Icon aria-hidden="true" className="size-4 text-orange-300" />
              </span>
              {t(`hero.points.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative hidden text-sm text-stone-300 lg:block">© Forja</p>
    </aside>
  );
}
