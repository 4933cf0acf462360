import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { plansPath } from '@/config/paths';
import { useCredits } from '@/lib/api/credits';
import { cn } from '@/lib/utils';

interface CreditNoteProps {
  /** What the next step costs (generationCost of its input). */
  cost: number;
  /** The wizard's wording of the cost ("Generating the article costs 2 credits."). */
  text: string;
  className?: string;
}

/**
 * The cost of the next step and the balance, shown before anything starts. When the balance
 * is short it says so and links to the plans; the start itself is refused by the credit check.
 */
export function CreditNote({ cost, text, className }: CreditNoteProps) {
  const { t, i18n } = useTranslation('wizard');
  const credits = useCredits();
  const available = credits.data?.available;
  const short = available !== undefined && available < cost;
  const format = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(n);
  return (
    <div
      data-testid="cost-note"
      className={cn(
        'grid gap-1 rounded-md border px-3 py-2 text-sm',
        short ? 'border-destructive/40 bg-destructive/5 text-foreground' : 'bg-muted/60',
        className,
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Coins aria-hidden="true" className="size-4 shrink-0" />
        <span>{text}</span>
        {available !== undefined && (
          <span className={cn('font-medium', !short && 'text-muted-foreground')}>
            {t('credits.available', { available: format(available) })}
          </span>
        )}
      </p>
      {short && (
        <p className="font-medium text-destructive" data-testid="credits-short">
          {t('credits.short', { missing: format(cost - available) })}{' '}
          <Link to={plansPath} className="underline underline-offset-4">
            {t('credits.seePlans')}
          </Link>
        </p>
      )}
    </div>
  );
}
