import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Home, LockKeyhole, Mail, MessageSquare, SlidersHorizontal } from 'lucide-react';
import { SCROLL_HINT_CLASSES, useScrollHint } from '@/lib/use-scroll-hint';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';

/* Sections of /backend; users and generation settings are added as they are built. */
const LINKS = [
  { to: paths.backOffice, end: true, label: 'nav.home', icon: Home },
  { to: paths.backOfficeMessages, end: false, label: 'nav.messages', icon: MessageSquare },
  { to: paths.backOfficeOutbox, end: false, label: 'nav.outbox', icon: Mail },
  {
    to: paths.backOfficeGenerationSettings,
    end: false,
    label: 'nav.generationSettings',
    icon: SlidersHorizontal,
  },
  { to: paths.backOfficePlanAccess, end: false, label: 'nav.planAccess', icon: LockKeyhole },
] as const;

export function BackOfficeNav() {
  const { t } = useTranslation('admin');
  const ref = useScrollHint<HTMLElement>();
  return (
    <nav
      ref={ref}
      aria-label={t('nav.label')}
      className={cn('overflow-x-auto border-b', SCROLL_HINT_CLASSES)}
    >
      <ul className="flex gap-1">
        {LINKS.map(({ to, end, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  '-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  'rounded-t-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isActive
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
