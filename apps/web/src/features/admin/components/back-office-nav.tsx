import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  History,
  Home,
  LockKeyhole,
  Mail,
  MessageSquare,
  Music,
  ShieldCheck,
  SlidersHorizontal,
  Users,
} from 'lucide-react';
import type { Permission } from '@forja/contracts';
import { usePermissions } from '@/lib/permissions';
import { SCROLL_HINT_CLASSES, useScrollHint } from '@/lib/use-scroll-hint';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';

/* Sections of /backend, each shown only to roles the server lets in (the permission); each route checks the same permission. */
export const BACK_OFFICE_SECTIONS: readonly {
  to: string;
  end: boolean;
  label: string;
  icon: typeof Home;
  permission?: Permission;
}[] = [
  { to: paths.backOffice, end: true, label: 'nav.home', icon: Home, permission: 'settings.manage' },
  { to: paths.backOfficeUsers, end: false, label: 'nav.users', icon: Users, permission: 'users.read' },
  {
    to: paths.backOfficePermissions,
    end: false,
    label: 'nav.permissions',
    icon: ShieldCheck,
    permission: 'roles.assign',
  },
  { to: paths.backOfficeAudit, end: false, label: 'nav.audit', icon: History, permission: 'audit.read' },
  {
    to: paths.backOfficeMessages,
    end: false,
    label: 'nav.messages',
    icon: MessageSquare,
    permission: 'settings.manage',
  },
  { to: paths.backOfficeOutbox, end: false, label: 'nav.outbox', icon: Mail, permission: 'settings.manage' },
  {
    to: paths.backOfficeGenerationSettings,
    end: false,
    label: 'nav.generationSettings',
    icon: SlidersHorizontal,
    permission: 'settings.manage',
  },
  { to: paths.backOfficeMusic, end: false, label: 'nav.music', icon: Music, permission: 'settings.manage' },
  {
    to: paths.backOfficePlanAccess,
    end: false,
    label: 'nav.planAccess',
    icon: LockKeyhole,
    permission: 'settings.manage',
  },
];

export function BackOfficeNav() {
  const { t } = useTranslation('admin');
  const ref = useScrollHint<HTMLElement>();
  const { can } = usePermissions();
  return (
    <nav
      ref={ref}
      aria-label={t('nav.label')}
      className={cn('overflow-x-auto border-b', SCROLL_HINT_CLASSES)}
    >
      <ul className="flex gap-1">
        {BACK_OFFICE_SECTIONS.filter((link) => !link.permission || can(link.permission)).map(
          ({ to, end, label, icon: Icon }) => (
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
          ),
        )}
      </ul>
    </nav>
  );
}
