import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { cn } from '@/lib/utils';
import { CREDITS_QUERY_KEY, getCredits } from '../api/get-credits';

/** The cost of the next step and the credits available, shown before the user starts it. */
export function CostNote({ cost, text, className }: { cost: number; text: string; className?: string }) {
  const { t, i18n } = useTranslation('article-wizard');
  const credits = useQuery({ queryKey: CREDITS_QUERY_KEY, queryFn: ({ signal }) => getCredits(signal) });
  const available = credits.data?.available;
  const short = available !== undefined && available < cost;
  return (
    <p
      data-testid="cost-note"
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border px-3 py-2 text-sm',
        short ? 'border-red-200 bg-red-50 text-red-900' : 'bg-muted/60',
        className,
      )}
    >
      <Coins aria-hidden="true" className="size-4 shrink-0" />
      <span>{text}</span>
      {available !== undefined && (
        <span className={cn('font-medium', !short && 'text-muted-foreground')}>
          {t('credits.available', {
            available: new Intl.NumberFormat(i18n.resolvedLanguage).format(available),
          })}
        </span>
      )}
    </p>
  );
}
