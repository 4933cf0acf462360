import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { usePermissions } from '@/lib/permissions';
import { useSession, useSignOut } from '@/lib/session';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';
import { paths } from '@/config/paths';

/**
 * The signed-in frame: sidebar on desktop, a sheet behind a menu button on mobile.
 * `notifications` is the header's bell, composed in app/ (a feature's).
 */
export function AppShell({ notifications }: { notifications?: ReactNode }) {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const queryClient = useQueryClient();
  // A profile without a time zone gets the browser's (lib/time-zone-sync.ts), loaded once
  // the shell is on screen; a failure is left for the next app load.
  useEffect(() => {
    import('@/lib/time-zone-sync')
      .then(({ syncProfileTimeZone }) => syncProfileTimeZone(queryClient))
      .catch(() => undefined);
  }, [queryClient]);
  const signOut = useSignOut(paths.home);
  const [menuOpen, setMenuOpen] = useState(false);

  const logout = () => {
    setMenuOpen(false);
    signOut.mutate(undefined, { onError: () => toast.error(t('toasts.logoutFailed')) });
  };
  // The Back office link: any back-office role (support included) sees it.
  const isAdmin = usePermissions().backOffice;
  const userName = user?.name?.trim() || t('userFallback');

  return (
    <div className="min-h-dvh bg-muted/40 md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-md"
      >
        {t('skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-dvh border-r bg-background md:block">
        <SidebarNav isAdmin={isAdmin} onLogout={logout} loggingOut={signOut.isPending} />
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        <TopBar
          userName={userName}
          notifications={notifications}
          onLogout={logout}
          loggingOut={signOut.isPending}
          menuButton={
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={t('actions.openMenu')}>
                  <Menu aria-hidden="true" />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" className="p-0">
                <SheetTitle className="sr-only">{t('nav.label')}</SheetTitle>
                <SheetDescription className="sr-only">{t('tagline')}</SheetDescription>
                <SidebarNav
                  isAdmin={isAdmin}
                  userName={userName}
                  onNavigate={() => setMenuOpen(false)}
                  onLogout={logout}
                  loggingOut={signOut.isPending}
                />
              </SheetContent>
            </Sheet>
          }
        />
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          {/* A screen whose texts are not loaded yet waits here (lib/app-i18n.ts), never shows keys. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
