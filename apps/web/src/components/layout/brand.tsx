import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The wordmark; the accent letter is decorative, so the link reads "Forja". */
export function Brand({
  to = '/',
  className,
  inverted = false,
}: {
  to?: string;
  className?: string;
  inverted?: boolean;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-xl font-bold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        inverted ? 'text-white' : 'text-foreground',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-md bg-primary text-base text-primary-foreground"
      >
        F
      </span>
      <span>
        Forj<span className={inverted ? 'text-orange-300' : 'text-primary'}>a</span>
      </span>
    </Link>
  );
}
