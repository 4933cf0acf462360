import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsent } from '@/features/cookie-consent/components/cookie-consent';
import { useForgetSignedOutUser, useProfileLanguageSync } from '@/lib/session';

export function RootLayout() {
  useProfileLanguageSync();
  useForgetSignedOutUser();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <CookieConsent />
    </>
  );
}
