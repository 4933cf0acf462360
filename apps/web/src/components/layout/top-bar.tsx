import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOut, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { paths } from '@/config/paths';

interface TopBarProps {
  userName: string;
  /** The mobile menu trigger; hidden from md upwards where the sidebar is visible. */
  menuButton: ReactNode;
  /** The notifications bell. */
  notifications?: ReactNode;
  onLogout: () => void;
  loggingOut: boolean;
}

export function TopBar({ userName, menuButton, notifications, onLogout, loggingOut }: TopBarProps) {
  const { t } = useTranslation('common');
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4 md:px-6">
      <div className="md:hidden">{menuButton}</div>
      <Brand to={paths.dashboard} className="text-lg md:hidden" />
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
        {notifications}
        <LanguageSwitcher />
        <span className="hidden min-w-0 items-center gap-1.5 px-2 text-sm font-medium sm:flex">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate max-w-40 lg:max-w-64">{userName}</span>
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={onLogout}
          disabled={loggingOut}
          aria-label={t('actions.logout')}
        >
          {loggingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
          <span className="hidden sm:inline">{t('actions.logout')}</span>
        </Button>
      </div>
    </header>
  );
}
