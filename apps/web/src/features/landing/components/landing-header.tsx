import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOut, Menu, UserRound, X } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import type { SessionUser } from '@/lib/auth-client';
import { cx } from '@/lib/class-names';
import { LandingBrand } from './landing-brand';
import { paths } from '@/config/paths';

const SECTION_ANCHORS = ['features', 'pricing', 'faq', 'contact'] as const;

interface LandingHeaderProps {
  user: SessionUser | null;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Sticky top bar: anchors, language, and Login/Signup or the greeting with Logout; a menu on mobile. */
export function LandingHeader({ user, onLogout, loggingOut }: LandingHeaderProps) {
  const { t } = useTranslation('landing');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    const wide = window.matchMedia('(min-width: 48rem)');
    const onWide = () => wide.matches && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      window.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [menuOpen]);

  const name = user?.name?.trim() || t('common:userFallback');
  const account = user ? (
    <>
      <span className="flex min-w-0 items-center gap-1.5 text-sm font-medium" data-testid="landing-greeting">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="truncate">{t('nav.greeting', { name })}</span>
      </span>
      <a href={paths.dashboard} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        {t('nav.studio')}
      </a>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <LogOut aria-hidden="true" />
        {loggingOut ? t('nav.loggingOut') : t('nav.logout')}
      </button>
    </>
  ) : (
    <>
      <a href={paths.login} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        {t('nav.login')}
      </a>
      <a href={paths.register} className={buttonVariants({ size: 'sm' })}>
        {t('nav.signup')}
      </a>
    </>
  );

  const links = (onClick?: () => void) =>
    SECTION_ANCHORS.map((anchor) => (
      <li key={anchor}>
        <a
          href={`#${anchor}`}
          onClick={onClick}
          className="block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          {t(`nav.${anchor}`)}
        </a>
      </li>
    ));

  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <LandingBrand label={t('nav.home')} />
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-1">{links()}</ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <LanguageSwitcher />
          <div className="hidden items-center gap-2 md:flex">{account}</div>
          <button
            type="button"
            className={cx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="border-t bg-background md:hidden"
        data-testid="mobile-menu"
      >
        <nav aria-label={t('nav.label')} className="mx-auto max-w-6xl px-4 py-3">
          <ul className="grid gap-1">{links(() => setMenuOpen(false))}</ul>
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t pt-3">{account}</div>
        </nav>
      </div>
    </header>
  );
}
