import { cx } from '@/lib/class-names';
import { paths } from '@/config/paths';

/** The wordmark as a plain link: the landing page has no router. Same look as components/layout/brand. */
export function LandingBrand({ label, inverted = false }: { label: string; inverted?: boolean }) {
  return (
    <a
      href={paths.home}
      title={label}
      className={cx(
        'inline-flex w-fit items-center gap-2 rounded-md text-xl font-bold tracking-tight',
        inverted ? 'text-white' : 'text-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-md bg-primary text-base text-primary-foreground"
      >
        F
      </span>
      <span>
        Forj<span className={inverted ? 'text-orange-400' : 'text-primary'}>a</span>
      </span>
    </a>
  );
}
