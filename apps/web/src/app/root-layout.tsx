import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { CookieConsent } from '@/features/cookie-consent/components/cookie-consent';
import { useForgetSignedOutUser, useProfileLanguageSync } from '@/lib/session';
import { StudiosContext } from '@/lib/studio';
import { STUDIO_LIST } from './studios';

export function RootLayout() {
  useProfileLanguageSync();
  useForgetSignedOutUser();
  return (
    <>
      {/* The studios reach the features of every page (the sidebar, the pricing cards, the
          archives' item actions). Given here, beside the route table that holds the list too,
          so it costs the pages no chunk of its own. */}
      <StudiosContext value={STUDIO_LIST}>
        {/* A page whose texts are not loaded yet waits here (lib/app-i18n.ts), never shows keys. */}
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </StudiosContext>
      <ScrollRestoration />
      <CookieConsent />
    </>
  );
}
