import { Outlet } from 'react-router';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { AuthHero } from './auth-hero';

export function AuthLayout() {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <AuthHero />
      <div className="flex min-h-[calc(100dvh-4.5rem)] flex-col lg:min-h-dvh">
        {/* A landmark, like everything else on the page: axe's "region" rule. */}
        <header className="flex justify-end p-3 sm:p-4">
          <LanguageSwitcher />
        </header>
        <main className="flex flex-1 justify-center px-4 pb-12 sm:items-center sm:px-8">
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
