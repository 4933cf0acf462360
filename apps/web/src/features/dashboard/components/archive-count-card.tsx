import { useTranslation } from 'react-i18next';
import type { ArchiveDeclaration } from '@/lib/studio';
import { CounterCard } from './counter-card';

/** How many items a studio's archive holds (its counter as the archive declares it). */
export function ArchiveCountCard({ counter }: { counter: ArchiveDeclaration['counter'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const query = counter.useCount();
  return (
    <CounterCard
      testId={counter.testId}
      title={t(`${counter.labels}.title`)}
      icon={counter.icon}
      query={query}
      loadFailed={t(`${counter.labels}.loadFailed`)}
    >
      {(data) => (
        <>
          <p className="text-3xl font-bold tabular-nums">
            {new Intl.NumberFormat(i18n.resolvedLanguage).format(data.count)}
          </p>
          <p className="text-sm text-muted-foreground">{t(`${counter.labels}.note`)}</p>
        </>
      )}
    </CounterCard>
  );
}
