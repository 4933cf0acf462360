import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/lib/api-call';
import type { ArchiveDeclaration } from '@/lib/studio';
import { CounterCard } from './counter-card';

/** How many items a studio's archive holds (its counter as the archive declares it). */
export function ArchiveCountCard({ archive: { counter, icon } }: { archive: ArchiveDeclaration }) {
  const { t, i18n } = useTranslation('dashboard');
  const query = useQuery({
    queryKey: counter.queryKey,
    queryFn: ({ signal }) => apiCall(counter.endpoint, { signal }),
  });
  return (
    <CounterCard
      testId={counter.testId}
      title={t(`${counter.labels}.title`)}
      icon={icon}
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
