import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** While the period loads: the grid's shape (or the agenda's on a phone). */
export function CalendarSkeleton({ phone }: { phone: boolean }) {
  const { t } = useTranslation('calendar');
  return (
    <div role="status" aria-label={t('loading')} aria-busy="true" className="min-w-0">
      {phone ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-14 w-full" />
            </div>
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-7 gap-1">
          {Array.from({ length: 35 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      )}
    </div>
  );
}
