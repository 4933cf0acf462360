import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CalendarDays,
  Gem,
  LayoutDashboard,
  Layers,
  LogOut,
  Settings,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useStudios, type WebStudio } from '@/lib/studio';
import { cn } from '@/lib/utils';
import { Brand } from './brand';
import { paths } from '@/config/paths';

interface NavItem {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

/* The dashboard, then the studios (app/studios.ts) and their batch runs, then the account. */
function navItems(studios: readonly WebStudio[]): NavItem[] {
  return [
    { to: paths.dashboard, labelKey: 'nav.dashboard', icon: LayoutDashboard },
    ...studios.map(({ screen }) => ({ to: screen.path, labelKey: screen.navLabelKey, icon: screen.icon })),
    { to: paths.batches, labelKey: 'nav.batches', icon: Layers },
    { to: paths.calendar, labelKey: 'nav.calendar', icon: CalendarDays },
    { to: paths.pricing, labelKey: 'nav.pricing', icon: Gem },
    { to: paths.settings, labelKey: 'nav.settings', icon: Settings },
    { to: paths.backOffice, labelKey: 'nav.backOffice', icon: ShieldCheck, adminOnly: true },
  ];
}

interface SidebarNavProps {
  isAdmin: boolean;
  /** Shown in the mobile sheet, where the top bar has no room for the name. */
  userName?: string;
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

export function SidebarNav({ isAdmin, userName, onNavigate, onLogout, loggingOut }: SidebarNavProps) {
  const { t } = useTranslation('common');
  const items = navItems(useStudios());
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Brand to={paths.dashboard} className="px-2" />
      {userName && (
        <p className="flex min-w-0 items-center gap-2 px-3 text-sm font-medium">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate">{userName}</span>
        </p>
      )}
      <nav aria-label={t('nav.label')} className="flex-1">
        <ul className="grid gap-1">
          {items
            .filter((item) => !item.adminOnly || isAdmin)
            .map(({ to, labelKey, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      isActive
                        ? 'bg-accent text-accent-foreground'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <Button variant="ghost" className="justify-start gap-3 px-3" onClick={onLogout} disabled={loggingOut}>
        {loggingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
        {loggingOut ? t('actions.loggingOut') : t('actions.logout')}
      </Button>
    </div>
  );
}
